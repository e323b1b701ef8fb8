import ExampleWidgets
import Foundation
import Testing
import WidgetRender

/// Seed 002's two tap tables (§3.3 and §3.4), reproduced cell for cell: for each family, a tap
/// on "Home Page", on "Setting Page" (at the centers the link map gives) and on blank space.
@MainActor @Suite("Seed 002 tap tables")
struct LinkSeedTableTests {
    /// One row of a seed table: the family and the URL each tap printed on the device.
    struct Row: Sendable, CustomTestStringConvertible {
        var family: WidgetFamily
        var home: String
        var setting: String
        var blank: String
        var testDescription: String { family.rawValue }
    }

    /// §3.3.4: small → the widget URL everywhere; medium and large → the links, else the widget URL.
    nonisolated static let table33: [Row] = [
        Row(family: .systemSmall, home: "SwiftUIAndAppDemo://widgetType=SmallView",
            setting: "SwiftUIAndAppDemo://widgetType=SmallView", blank: "SwiftUIAndAppDemo://widgetType=SmallView"),
        Row(family: .systemMedium, home: "SwiftUIAndAppDemo://page=home",
            setting: "SwiftUIAndAppDemo://page=setting", blank: "SwiftUIAndAppDemo://widgetType=MediumView"),
        Row(family: .systemLarge, home: "SwiftUIAndAppDemo://page=home",
            setting: "SwiftUIAndAppDemo://page=setting", blank: "SwiftUIAndAppDemo://widgetType=LargeView"),
    ]

    /// §3.4: with `.widgetURL(settingLinkDestination)` on the "Setting Page" text, every tap in
    /// every family opens page=setting.
    nonisolated static let table34: [Row] = [WidgetFamily.systemSmall, .systemMedium, .systemLarge].map {
        Row(family: $0, home: "SwiftUIAndAppDemo://page=setting", setting: "SwiftUIAndAppDemo://page=setting",
            blank: "SwiftUIAndAppDemo://page=setting")
    }

    /// The URL string (or `launch-app`) for taps on Home, on Setting and on several blank points.
    static func taps(_ map: LinkMap) throws -> (home: String, setting: String, blank: [String]) {
        let home = try #require(map.regions.first { $0.url == homeLinkDestination })
        let setting = try #require(map.regions.first { $0.url == settingLinkDestination })
        func tap(_ p: Point) -> String { map.target(at: p).description }
        let blanks = [
            Point(x: map.size.width / 2, y: 8),                                        // the top margin
            Point(x: map.size.width / 2, y: (home.bounds.maxY + setting.bounds.minY) / 2), // between the links
            Point(x: home.bounds.minX - 6, y: home.bounds.midY),                       // beside "Home Page"
            Point(x: setting.bounds.maxX + 6, y: setting.bounds.midY),                 // beside "Setting Page"
        ]
        for p in blanks {
            #expect(!map.regions.contains { $0.bounds.contains(p) }, "blank point \(p) is in a link")
            #expect(map.contains(p))
        }
        return (tap(Point(x: home.bounds.midX, y: home.bounds.midY)),
                tap(Point(x: setting.bounds.midX, y: setting.bounds.midY)), blanks.map(tap))
    }

    @Test("§3.3: Links in medium and large, the widget URL in small and on blank space", arguments: table33)
    func seedTable33(row: Row) throws {
        let map = try WidgetRenderer.compose(Extension_TwoEntryView(), options: RenderOptions(family: row.family)).linkMap
        let t = try Self.taps(map)
        #expect(t.home == row.home)
        #expect(t.setting == row.setting)
        #expect(t.blank == Array(repeating: row.blank, count: 4))
        #expect(map.widgetURL?.absoluteString == row.blank)
        #expect(!map.widgetURLOverridesLinks)
    }

    @Test("§3.4: a widgetURL on the Setting text takes every tap in every family", arguments: table34)
    func seedTable34(row: Row) throws {
        let map = try WidgetRenderer.compose(OverrideEntryView(), options: RenderOptions(family: row.family)).linkMap
        let t = try Self.taps(map)
        #expect(t.home == row.home)
        #expect(t.setting == row.setting)
        #expect(t.blank == Array(repeating: row.blank, count: 4))
        #expect(map.widgetURLOverridesLinks)
        #expect(map.diagnostics.map(\.code.rawValue).contains("widgetURLOverridesLinks"))
        #expect(map.diagnostics.map(\.code.rawValue).contains("multipleWidgetURLs"))
    }

    @Test("§3.3 under the iOS 17 profile: small widgets honour their Links")
    func smallUnderIOS17() throws {
        let map = try WidgetRenderer.compose(Extension_TwoEntryView(),
                                             options: RenderOptions(family: .systemSmall, linkProfile: .iOS17)).linkMap
        let t = try Self.taps(map)
        #expect(t.home == "SwiftUIAndAppDemo://page=home")
        #expect(t.setting == "SwiftUIAndAppDemo://page=setting")
        #expect(t.blank == Array(repeating: "SwiftUIAndAppDemo://widgetType=SmallView", count: 4))
    }

    @Test("The seed's medium regions: pixel-exact frames of the two labels")
    func mediumRegions() throws {
        let map = try WidgetRenderer.compose(Extension_TwoEntryView(), options: RenderOptions(family: .systemMedium)).linkMap
        #expect(map.regions.map(\.url) == [homeLinkDestination, settingLinkDestination])
        #expect(map.regions.allSatisfy { $0.isActive && !$0.isShapeClipped && $0.frame == $0.bounds })
        for r in map.regions {
            // Snapped to whole pixels: points × 3 are integers.
            for v in [r.bounds.minX, r.bounds.minY, r.bounds.maxX, r.bounds.maxY] { #expect(abs(v * 3 - (v * 3).rounded()) < 1e-9) }
            #expect(r.pixelBounds == PixelRect(r.bounds, scale: 3))
        }
        #expect(map.regions[0].bounds.maxY < map.regions[1].bounds.minY)
    }
}

/// Seed 002 §3.4: CommonView with `.widgetURL(settingLinkDestination)` on the "Setting Page" text.
struct OverrideCommonView: View {
    var body: some View {
        VStack {
            Link(destination: homeLinkDestination, label: {
                Text("Home Page")
            })
            Spacer()
            Link(destination: settingLinkDestination, label: {
                Text("Setting Page")
                    .widgetURL(settingLinkDestination)
            })
        }
        .padding()
    }
}

/// Seed 002's Extension_Two entry view (§3.2, §3.3) over ``OverrideCommonView``.
struct OverrideEntryView: View {
    @Environment(\.widgetFamily) var family
    func familyView(_ title: String, _ widgetURL: URL) -> some View {
        VStack {
            Text(title)
            Spacer()
            OverrideCommonView()
        }
        .widgetURL(widgetURL)
        .padding()
    }
    var body: some View {
        switch family {
        case .systemSmall: familyView("Extension_Two_SmallView", smallWidgetUrl)
        case .systemMedium: familyView("Extension_Two_MediumView", mediumWidgetUrl)
        default: familyView("Extension_Two_LargeView", largeWidgetUrl)
        }
    }
}
