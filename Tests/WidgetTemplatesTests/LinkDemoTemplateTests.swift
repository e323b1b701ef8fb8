import Foundation
import Testing
import WidgetRender
import WidgetTemplates

/// Seed 002's two tap tables (§3.3 and §3.4) reproduced by the shipped `link-demo` and
/// `link-demo-override` templates, cell for cell: a tap on "Home Page" and on "Setting Page" at
/// the centers the link map gives, and taps on blank space.
@Suite("Link demo templates: seed 002 tap tables")
struct LinkDemoTemplateTests {
    static let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Templates")
    static let home = "SwiftUIAndAppDemo://page=home", setting = "SwiftUIAndAppDemo://page=setting"

    /// One row of a seed table: the family and the URL each tap printed on the device.
    struct Row: Sendable, CustomTestStringConvertible {
        var template: String
        var family: WidgetFamily
        var home: String
        var setting: String
        var blank: String
        var testDescription: String { "\(template) \(family.rawValue)" }
    }

    static let rows: [Row] = [
        // §3.3.4
        Row(template: "link-demo", family: .systemSmall, home: "SwiftUIAndAppDemo://widgetType=SmallView",
            setting: "SwiftUIAndAppDemo://widgetType=SmallView", blank: "SwiftUIAndAppDemo://widgetType=SmallView"),
        Row(template: "link-demo", family: .systemMedium, home: home, setting: setting,
            blank: "SwiftUIAndAppDemo://widgetType=MediumView"),
        Row(template: "link-demo", family: .systemLarge, home: home, setting: setting,
            blank: "SwiftUIAndAppDemo://widgetType=LargeView"),
        // §3.4
        Row(template: "link-demo-override", family: .systemSmall, home: setting, setting: setting, blank: setting),
        Row(template: "link-demo-override", family: .systemMedium, home: setting, setting: setting, blank: setting),
        Row(template: "link-demo-override", family: .systemLarge, home: setting, setting: setting, blank: setting),
    ]

    /// The template's link map for `family`, from its sample data.
    static func linkMap(_ name: String, _ family: WidgetFamily) throws -> LinkMap {
        let template = try WidgetTemplate.load(from: templates.appendingPathComponent(name))
        let dataURL = try #require(template.sampleDataURL)
        let timeline = try template.timeline(from: dataURL)
        let entry = try #require(timeline.entries.first)
        let instance = try template.instantiate(entry: entry, family: family, configuration: timeline.configuration)
        return try WidgetRenderer.compose(instance).linkMap
    }

    @Test("Each cell of the seed's tables", arguments: rows)
    func cell(row: Row) throws {
        let map = try Self.linkMap(row.template, row.family)
        let home = try #require(map.regions.first { $0.url.absoluteString == Self.home })
        let setting = try #require(map.regions.first { $0.url.absoluteString == Self.setting })
        func tap(_ p: Point) -> String { map.target(at: p).description }
        #expect(tap(Point(x: home.bounds.midX, y: home.bounds.midY)) == row.home)
        #expect(tap(Point(x: setting.bounds.midX, y: setting.bounds.midY)) == row.setting)
        // Blank space: the top margin, between the two links, and beside each of them.
        let blanks = [
            Point(x: map.size.width / 2, y: 8),
            Point(x: (home.bounds.minX + home.bounds.maxX) / 2, y: (home.bounds.maxY + setting.bounds.minY) / 2),
            Point(x: home.bounds.minX - 4, y: home.bounds.midY),
            Point(x: setting.bounds.minX - 4, y: setting.bounds.midY),
        ]
        for p in blanks {
            #expect(map.contains(p), "blank point \(p) is outside the widget")
            #expect(!map.regions.contains { $0.bounds.contains(p) }, "blank point \(p) is in a link")
            #expect(tap(p) == row.blank, "blank point \(p)")
        }
    }

    @Test("The override template reports the takeover; the plain one only what it should")
    func diagnostics() throws {
        let override = try Self.linkMap("link-demo-override", .systemMedium)
        #expect(override.widgetURLOverridesLinks)
        let codes = Set(override.diagnostics.map(\.code.rawValue))
        #expect(codes.isSuperset(of: ["widgetURLOverridesLinks", "multipleWidgetURLs", "linkIgnored"]))
        let plain = try Self.linkMap("link-demo", .systemMedium)
        #expect(!plain.widgetURLOverridesLinks)
        #expect(!plain.diagnostics.contains { ["widgetURLOverridesLinks", "multipleWidgetURLs", "linkIgnored", "nestedLink", "invalidLinkURL"].contains($0.code.rawValue) })
    }
}
