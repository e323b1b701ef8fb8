import ExampleWidgets
import Foundation
import Testing
import WidgetRender

/// The link map through the facade: JSON, the hit report, the overlay, and the widget mask
/// agreeing with the pixels Cairo draws.
@MainActor @Suite("Link map in renders")
struct LinkRenderTests {
    func medium() throws -> RenderedWidget {
        try WidgetRenderer.render(Extension_TwoEntryView(), options: RenderOptions(family: .systemMedium))
    }

    @Test("The JSON export has every region in points and pixels, the widget URL and the diagnostics")
    func json() throws {
        let map = try medium().linkMap
        let data = try map.jsonData()
        let doc = try JSONDecoder().decode(LinkMapDocument.self, from: data)
        #expect(doc == map.document)
        #expect(doc.profile == "seed002")
        #expect(doc.family == "systemMedium")
        #expect(doc.size == .init(width: 338, height: 158))
        #expect(doc.pixelSize == .init(width: 1014, height: 474))
        #expect(doc.widgetURL == "SwiftUIAndAppDemo://widgetType=MediumView")
        #expect(doc.elsewhere == "widgetURL")
        #expect(doc.regions.map(\.url) == ["SwiftUIAndAppDemo://page=home", "SwiftUIAndAppDemo://page=setting"])
        #expect(doc.regions.allSatisfy { $0.active })
        #expect(doc.regions.map(\.pixels) == map.regions.map(\.pixelBounds))
        let home = try #require(doc.regions.first)
        #expect(abs(home.points.x * 3 - Double(home.pixels.x)) < 0.01)
        #expect(abs(home.points.width * 3 - Double(home.pixels.width)) < 0.01)
        #expect(doc.diagnostics.map(\.code.rawValue) == ["linkTooSmall", "linkTooSmall"])
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"enclosingLink\" : null"))
        #expect(text.contains("\"ignoredReason\" : null"))
    }

    @Test("Without a widgetURL the JSON says the app launches, with an explicit null")
    func jsonLaunchApp() throws {
        let map = try WidgetRenderer.compose(Color.red, options: RenderOptions(family: .systemSmall)).linkMap
        let text = String(decoding: try map.jsonData(prettyPrinted: false), as: UTF8.self)
        #expect(text.contains("\"widgetURL\":null"))
        #expect(text.contains("\"elsewhere\":\"launchApp\""))
        #expect(text.contains("\"regions\":[]"))
    }

    @Test("A hit report names the result, the URL and the region")
    func tapReport() throws {
        let map = try medium().linkMap
        let home = try #require(map.regions.first)
        let hit = TapReport(map: map, point: Point(x: home.bounds.midX, y: home.bounds.midY))
        #expect(hit.result == "link")
        #expect(hit.url == "SwiftUIAndAppDemo://page=home")
        #expect(hit.region == 0)
        #expect(hit.path == home.path)
        let blank = TapReport(map: map, point: Point(x: 169, y: 8))
        #expect(blank.result == "widgetURL" && blank.url == "SwiftUIAndAppDemo://widgetType=MediumView" && blank.region == nil)
        let corner = TapReport(map: map, point: Point(x: 0.5, y: 0.5))
        #expect(corner.result == "outside" && corner.url == nil)
        let encoded = String(decoding: try JSONEncoder().encode(corner), as: UTF8.self)
        #expect(encoded.contains("\"url\":null"))
        #expect(map.target(at: Point(x: 0.5, y: 0.5)).description == "outside")
        #expect(TapTarget.launchApp.description == "launch-app")
    }

    @Test("The listing shows one line per region and what a tap elsewhere opens")
    func listing() throws {
        let lines = try medium().linkMap.listing.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0] == "systemMedium 338x158 pt @3x, profile seed002")
        #expect(lines[1].hasPrefix("0: link SwiftUIAndAppDemo://page=home  ["))
        #expect(lines[1].contains(" pt  [") && lines[1].contains("] px  at Extension_TwoEntryView/"))
        #expect(lines[3] == "elsewhere: SwiftUIAndAppDemo://widgetType=MediumView")
        let small = try WidgetRenderer.compose(Extension_TwoEntryView(), options: RenderOptions(family: .systemSmall)).linkMap
        #expect(small.listing.contains("0: inert (familyHasOneTapTarget) SwiftUIAndAppDemo://page=home"))
    }

    @Test("The overlay tints each region and leaves the rest of the image alone")
    func overlay() throws {
        let plain = try medium()
        let shown = try plain.withLinkOverlay()
        #expect(shown.pixelWidth == plain.pixelWidth && shown.pixelHeight == plain.pixelHeight)
        let map = plain.linkMap
        for r in map.regions {
            // The bottom-right pixel of each region (away from its label, which sits above it).
            let x = r.pixelBounds.x + r.pixelBounds.width - 3, y = r.pixelBounds.y + r.pixelBounds.height - 3
            #expect(shown.bitmap.color(atX: x, y: y) != plain.bitmap.color(atX: x, y: y))
        }
        #expect(shown.bitmap.color(atX: 1000, y: 237) == plain.bitmap.color(atX: 1000, y: 237))
        #expect(shown.displayList.items.count > plain.displayList.items.count)
        #expect(shown.links == plain.links)
    }

    @Test("The widget's shape in the link map matches the mask Cairo draws, pixel by pixel")
    func maskAgreesWithPixels() throws {
        let widget = try WidgetRenderer.render(Color.black, options: RenderOptions(family: .systemSmall, contentMargins: nil))
        let map = widget.linkMap
        var checked = 0, disagreements: [String] = []
        // The four 34 pt corner squares, where the continuous corner curves.
        let n = 34 * 3, w = widget.pixelWidth, h = widget.pixelHeight
        for y in 0..<h where y < n || y >= h - n {
            for x in 0..<w where x < n || x >= w - n {
                guard let alpha = widget.bitmap.color(atX: x, y: y)?.alpha else { continue }
                let inside = map.target(atPixelX: x, y: y) != .outsideWidget
                // Antialiased edge pixels are partly covered; the center decides only clear cases.
                if alpha > 0.9 && !inside || alpha < 0.1 && inside { disagreements.append("(\(x), \(y)) alpha \(alpha)") }
                checked += 1
            }
        }
        #expect(checked == 4 * n * n)
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
    }
}
