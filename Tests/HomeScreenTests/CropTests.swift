import Foundation
import HomeScreen
import Testing
import WidgetCore
import WidgetImageIO

@Suite("Cropping slots out of screenshots")
struct CropTests {
    /// The Widget-Blur formulas, written out again independently of GridMetrics.rect(for:).
    static func expectedRect(_ m: GridMetrics, _ slot: String) -> PixelRect? {
        let rows = ["top": m.top, "middle": m.middle, "bottom": m.bottom]
        let parts = slot.split(separator: "-").map(String.init)
        switch parts[0] {
        case "small":
            guard let y = rows[parts[1]] ?? nil else { return nil }
            return PixelRect(x: parts[2] == "left" ? m.left : m.right, y: y, width: m.small, height: m.small)
        case "medium":
            guard let y = rows[parts[1]] ?? nil else { return nil }
            return PixelRect(x: m.left, y: y, width: m.medium, height: m.small)
        default:
            if parts[1] == "bottom" && m.bottom == nil { return nil }
            return PixelRect(x: m.left, y: parts[1] == "top" ? m.top : m.middle, width: m.medium, height: m.large)
        }
    }

    @Test("crops every slot of every catalog entry to the pixel, from a screenshot whose pixels encode their coordinates")
    func everySlotOfEveryEntry() throws {
        let catalog = try DeviceCatalog.builtIn()
        var crops = 0, unavailable = 0
        for size in catalog.knownSizes {
            let shot = Screenshot(bitmap: try #require(coordinateBitmap(size)), source: "coordinates-\(size).png")
            for device in catalog.devices(for: size) {
                for layout in device.layouts {
                    let query = LayoutQuery(ios: layout.ios.upperBound, largeIcons: layout.icons == .largeIcons)
                    for slot in WidgetSlot.all {
                        guard let expected = Self.expectedRect(layout.metrics, slot.id) else {
                            #expect(throws: HomeScreenError.self) {
                                try catalog.placement(for: size, source: shot.source, device: device.id, query: query, slot: slot)
                            }
                            unavailable += 1
                            continue
                        }
                        let placement = try catalog.placement(for: size, source: shot.source, device: device.id, query: query, slot: slot)
                        #expect(placement.layout.id == layout.id)
                        #expect(placement.rect == expected, "\(device.id) \(layout.id) \(slot.id)")
                        let crop = try shot.crop(placement)
                        #expect(crop.width == expected.width && crop.height == expected.height, "\(device.id) \(layout.id) \(slot.id)")
                        #expect(Self.mismatches(crop, origin: expected) == 0, "\(device.id) \(layout.id) \(slot.id)")
                        crops += 1
                    }
                }
            }
        }
        // 24 layouts with three rows × 11 slots + the 4-inch SE's 7.
        #expect(crops == 24 * 11 + 7)
        #expect(unavailable == 4)
    }

    /// Pixels of `crop` that do not encode their screenshot position: every pixel of the first
    /// and last rows and columns, and every 5th pixel of every 5th row inside.
    static func mismatches(_ crop: Bitmap, origin: PixelRect) -> Int {
        var bad = 0
        func check(_ x: Int, _ y: Int) {
            let c = decodeCoordinate(crop.pixels[y * crop.width + x])
            if c.x != origin.x + x || c.y != origin.y + y { bad += 1 }
        }
        for x in 0..<crop.width { check(x, 0); check(x, crop.height - 1) }
        for y in 0..<crop.height { check(0, y); check(crop.width - 1, y) }
        for y in stride(from: 0, to: crop.height, by: 5) {
            for x in stride(from: 0, to: crop.width, by: 5) { check(x, y) }
        }
        return bad
    }

    @Test("pins the eleven rectangles of the iPhone 12/13/14 on iOS 14-17")
    func pinnedRects() throws {
        let catalog = try DeviceCatalog.builtIn()
        let size = PixelSize(width: 1170, height: 2532)
        let rects = try WidgetSlot.all.map { slot in
            try catalog.placement(for: size, source: "shot.png", query: LayoutQuery(ios: 17), slot: slot).rect.xywh
        }
        #expect(rects == [
            [78, 231, 474, 474], [618, 231, 474, 474], [78, 819, 474, 474], [618, 819, 474, 474],
            [78, 1407, 474, 474], [618, 1407, 474, 474],
            [78, 231, 1014, 474], [78, 819, 1014, 474], [78, 1407, 1014, 474],
            [78, 231, 1014, 1062], [78, 819, 1014, 1062],
        ])
        let placement = try catalog.placement(for: size, source: "shot.png", slot: WidgetSlot(family: "small", slot: "top-left"))
        #expect(placement.rect.xywh == [78, 201, 474, 474]) // iOS 18 by default: 30 px higher
        #expect(placement.pointSize == (158, 158))
    }

    @Test("crops a PNG file exactly, and decodes it once however many slots are cropped")
    func pngFile() throws {
        let catalog = try DeviceCatalog.builtIn()
        let size = PixelSize(width: 1179, height: 2556)
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("shot.png")
        try PNGEncoder.write(try #require(coordinateBitmap(size)), to: file)
        let cache = ImageCache()
        for slot in WidgetSlot.all {
            let shot = try Screenshot.load(contentsOfFile: file.path, catalog: catalog, cache: cache)
            let placement = try catalog.placement(for: shot.size, source: shot.source, slot: slot)
            let crop = try shot.crop(placement)
            #expect(Self.mismatches(crop, origin: placement.rect) == 0, "\(slot)")
        }
        #expect(cache.decodeCount == 1)
        #expect(cache.hitCount == 10)
    }

    @Test("cropping a slot again returns the same pixels object; the three most recent crops are kept")
    func repeatedCropsAreShared() throws {
        let catalog = try DeviceCatalog.builtIn()
        let size = PixelSize(width: 1170, height: 2532)
        let shot = Screenshot(bitmap: try #require(coordinateBitmap(size)), source: "coordinates.png")
        func crop(_ id: String) throws -> Bitmap {
            try shot.crop(try catalog.placement(for: size, source: shot.source, slot: WidgetSlot(id: id)))
        }
        let medium = try crop("medium-top")
        #expect(try crop("medium-top") === medium)
        let copy = shot // a copy of the value shares its crops
        #expect(try copy.crop(try catalog.placement(for: size, source: shot.source, slot: WidgetSlot(id: "medium-top"))) === medium)
        let small = try crop("small-top-left")
        _ = try crop("large-top")
        #expect(try crop("small-top-left") === small)
        _ = try crop("medium-bottom") // the fourth: medium-top, used least recently, is dropped
        let again = try crop("medium-top")
        #expect(again !== medium)
        #expect(again.pixels == medium.pixels)
        #expect(Self.mismatches(again, origin: try catalog.placement(for: size, source: shot.source, slot: WidgetSlot(id: "medium-top")).rect) == 0)
    }

    @Test("accepts JPEG screenshots")
    func jpeg() throws {
        let catalog = try DeviceCatalog.builtIn()
        let path = repositoryRoot.appendingPathComponent("Examples/Wallpapers/wallpaper-750x1334-light.jpg").path
        let shot = try Screenshot.load(contentsOfFile: path, catalog: catalog, cache: ImageCache())
        #expect(shot.size == PixelSize(width: 750, height: 1334))
        let placement = try catalog.placement(for: shot.size, source: path, slot: WidgetSlot(id: "medium-middle"))
        #expect(placement.rect.xywh == [54, 412, 642, 296])
        let crop = try shot.crop(placement)
        #expect(crop.pixel(atX: 10, y: 20) == shot.bitmap.pixel(atX: 64, y: 432))
    }

    @Test("picks the light or dark screenshot by appearance")
    func appearance() throws {
        let size = PixelSize(width: 750, height: 1334)
        let light = Screenshot(bitmap: try #require(Bitmap(width: size.width, height: size.height, fill: 0xFFFF_FFFF)), source: "light.png")
        let dark = Screenshot(bitmap: try #require(Bitmap(width: size.width, height: size.height, fill: 0xFF00_0000)), source: "dark.png")
        let both = try Wallpapers(light: light, dark: dark)
        #expect(both.screenshot(for: .dark).screenshot.source == "dark.png")
        #expect(both.screenshot(for: .light).screenshot.source == "light.png")
        #expect(both.screenshot(for: .dark).warning == nil)
        let lightOnly = try Wallpapers(light: light)
        #expect(lightOnly.screenshot(for: .dark).screenshot.source == "light.png")
        #expect(lightOnly.screenshot(for: .dark).warning == "No dark screenshot was given (--wallpaper-dark); the dark widget is drawn over the light screenshot light.png.")
    }

    @Test("composites a widget back over the screenshot (source-over)")
    func composite() throws {
        let background = try #require(Bitmap(width: 4, height: 3, fill: 0xFF10_2030))
        let overlay = try #require(Bitmap(width: 2, height: 2, pixels: [0x0000_0000, 0xFFFF_0000, 0x8040_0000, 0xFF00_FF00]))
        let out = PixelOps.composite(overlay, over: background, atX: 1, y: 1)
        #expect(out.pixel(atX: 1, y: 1) == 0xFF10_2030)
        #expect(out.pixel(atX: 2, y: 1) == 0xFFFF_0000)
        #expect(out.pixel(atX: 1, y: 2) == 0xFF48_1018) // 0x40 + 0x10·127/255, 0x20·127/255, 0x30·127/255
        #expect(out.pixel(atX: 2, y: 2) == 0xFF00_FF00)
        #expect(out.pixel(atX: 0, y: 0) == 0xFF10_2030)
    }
}
