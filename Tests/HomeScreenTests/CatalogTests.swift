import Foundation
import HomeScreen
import Testing

@Suite("Built-in device catalog")
struct CatalogTests {
    let catalog: DeviceCatalog

    init() throws {
        catalog = try DeviceCatalog.builtIn()
    }

    @Test("has one entry per researched screenshot size, two for 1125x2436")
    func entries() {
        #expect(catalog.devices.map(\.id) == [
            "1320x2868", "1206x2622", "1290x2796", "1284x2778", "1179x2556", "1170x2532", "1242x2688", "828x1792",
            "1125x2436-x", "1125x2436-mini", "960x2079", "750x1624", "1242x2208", "1125x2001", "750x1334", "640x1136",
            "1260x2736",
        ])
        #expect(catalog.devices(for: PixelSize(width: 1125, height: 2436)).map(\.id) == ["1125x2436-x", "1125x2436-mini"])
        for device in catalog.devices {
            #expect(device.screenshot == PixelSize(width: device.points.width * device.scale, height: device.points.height * device.scale))
            #expect(device.id.hasPrefix(device.screenshot.description), "\(device.id)")
        }
    }

    @Test("covers these layouts per device")
    func coverage() {
        let coverage = catalog.devices.map { d in "\(d.id): " + d.layouts.map { "\($0.id) \($0.ios.lowerBound)-\($0.ios.upperBound)" }.joined(separator: ", ") }
        #expect(coverage == [
            "1320x2868: ios18-labels 18-18, ios18-large-icons 18-18",
            "1206x2622: ios18-labels 18-18, ios18-large-icons 18-18",
            "1290x2796: ios14-17 14-17, ios18-labels 18-18, ios18-large-icons 18-18",
            "1284x2778: ios14-17 14-17",
            "1179x2556: ios14-17 14-17, ios18-labels 18-18, ios18-large-icons 18-18",
            "1170x2532: ios14-17 14-17, ios18-labels 18-18, ios18-large-icons 18-18",
            "1242x2688: ios14-17 14-17",
            "828x1792: ios14-17 14-17",
            "1125x2436-x: ios14-17 14-17",
            "1125x2436-mini: ios14-18 14-18",
            "960x2079: ios18-labels 18-18",
            "750x1624: ios14-17 14-17",
            "1242x2208: ios14-17 14-17",
            "1125x2001: ios14-17 14-17",
            "750x1334: ios14-18 14-18, ios18-large-icons 18-18",
            "640x1136: ios14-17 14-17",
            "1260x2736: ",
        ])
    }

    @Test("every layout passes every check, or carries a mark for exactly the checks it fails")
    func checks() {
        var marked: [String] = []
        for device in catalog.devices {
            for layout in device.layouts {
                let failing = GeometryValidator.failures(of: layout.metrics, screenshot: device.screenshot).map(\.check)
                #expect(failing == layout.marks.map(\.check), "\(device.id) \(layout.id)")
                #expect(failing.allSatisfy { $0.isMarkable }, "\(device.id) \(layout.id)")
                marked += layout.marks.map { "\(device.id) \(layout.id) \($0.check)" }
            }
        }
        #expect(marked == [
            "1170x2532 ios18-large-icons medium-width",
            "1170x2532 ios18-large-icons large-height",
            "1170x2532 ios18-large-icons row-pitch",
            "640x1136 ios14-17 centered",
        ])
    }

    @Test("every number names a source the catalog defines")
    func sources() {
        for device in catalog.devices {
            for layout in device.layouts {
                for field in GridMetrics.fieldNames where layout.metrics.value(of: field) != nil {
                    #expect(catalog.sources[layout.source(of: field)] != nil, "\(device.id) \(layout.id) \(field)")
                }
            }
        }
        #expect(catalog.sources["WB_2024"]?.where?.contains("mzeryck/Widget-Blur") == true)
    }

    @Test("keeps the sources' numbers and the research's corrections, not the seed table's errors")
    func corrections() throws {
        func metrics(_ id: String, _ layout: String) -> GridMetrics? {
            catalog.devices.first { $0.id == id }?.layouts.first { $0.id == layout }?.metrics
        }
        // 430 pt phones: columns 99/681 px (33/227 pt) on iOS 16, 98/681 on iOS 18, never 31/229 pt.
        #expect(metrics("1290x2796", "ios14-17") == GridMetrics(small: 510, medium: 1092, large: 1146, left: 99, right: 681, top: 282, middle: 918, bottom: 1554))
        #expect(metrics("1290x2796", "ios18-labels") == GridMetrics(small: 510, medium: 1092, large: 1146, left: 98, right: 681, top: 252, middle: 888, bottom: 1524))
        // The 12/13 mini: a 1125x2436 screenshot, rows 18 px below the X's; no 360x780 entry.
        #expect(catalog.devices(for: PixelSize(width: 1080, height: 2340)).isEmpty)
        #expect(metrics("1125x2436-mini", "ios14-18")?.top == 231)
        #expect(metrics("1125x2436-x", "ios14-17")?.top == 213)
        // 414x896 pt is two devices.
        #expect(metrics("1242x2688", "ios14-17")?.top == 228)
        #expect(metrics("828x1792", "ios14-17") == GridMetrics(small: 338, medium: 720, large: 758, left: 55, right: 437, top: 159, middle: 579, bottom: 999))
        // 8 Plus: small 157 pt (471 px), large 351 pt (1053 px) as measured, not HIG's 159 / 357.
        #expect(metrics("1242x2208", "ios14-17") == GridMetrics(small: 471, medium: 1044, large: 1053, left: 99, right: 672, top: 114, middle: 696, bottom: 1278))
        #expect(catalog.devices.first { $0.id == "1242x2208" }?.layouts.first?.source(of: "large") == "simonbs_sizes")
        // 16 Pro iOS 18: middle 873 (ExperiBass) makes the rows equal; the rest is WB_2024.
        #expect(metrics("1206x2622", "ios18-labels")?.middle == 873)
        // 4-inch SE: columns 30/332 px as measured, no bottom row.
        #expect(metrics("640x1136", "ios14-17") == GridMetrics(small: 282, medium: 584, large: 622, left: 30, right: 332, top: 59, middle: 399, bottom: nil))
        // iOS 18 on 390x844 is 30 px higher than iOS 14-17.
        #expect(metrics("1170x2532", "ios18-labels")?.top == 201)
    }

    @Test("lists devices as JSON with sizes and slot rectangles")
    func listing() throws {
        let data = try CatalogListing.json(catalog)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let devices = try #require(object["devices"] as? [[String: Any]])
        #expect(devices.count == 17)
        let phone = try #require(devices.first { $0["id"] as? String == "1170x2532" })
        #expect(phone["screenshot"] as? [Int] == [1170, 2532])
        let layouts = try #require(phone["layouts"] as? [[String: Any]])
        let slots = try #require(layouts.first?["slots"] as? [String: [Int]])
        #expect(slots["small-top-left"] == [78, 231, 474, 474])
        #expect(slots["large-bottom"] == [78, 819, 1014, 1062])
        #expect((layouts.first?["widget_sizes_pt"] as? [String: [Double]])?["medium"] == [338, 158])
        let se = try #require(devices.first { $0["id"] as? String == "640x1136" })
        let seLayout = try #require((se["layouts"] as? [[String: Any]])?.first)
        #expect((seLayout["unavailable_slots"] as? [String: String])?.keys.sorted() == ["large-bottom", "medium-bottom", "small-bottom-left", "small-bottom-right"])
        #expect((seLayout["warnings"] as? [String])?.count == 1)
    }
}
