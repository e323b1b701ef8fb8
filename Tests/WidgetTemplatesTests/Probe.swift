import Foundation
@testable import WidgetTemplates
import WidgetTestSupport

/// What a built template looks like after layout: the node dump, the display items, the links
/// and widget URLs, all as text for substring checks.
struct Probe {
    var dump: String
    var items: [String]
    var links: [String]
    var widgetURLs: [String]
    var background: [String]
    var layout: WidgetLayout

    var text: String { ([dump] + items + links + widgetURLs + background).joined(separator: "\n") }

    /// Lays `body` out in 300×200 points; `real` uses the bundled fonts instead of the
    /// fixed-advance measurer.
    init(_ body: String, extra: String = "", entry: String = "{}", family: WidgetFamily = .systemMedium,
         scheme: ColorScheme = .light, files: [String: [UInt8]] = [:], real: Bool = false) throws {
        let instance = try Fixture.view(body, extra: extra, entry: entry, family: family, files: files)
        var env = instance.environment()
        env.colorScheme = scheme
        let rect = Rect(x: 0, y: 0, width: 300, height: 200)
        layout = real ? try WidgetLayout(instance.view, in: rect, environment: env)
                      : try WidgetTestSupport.layout(instance.view, width: 300, height: 200, environment: env)
        dump = layout.dump()
        let drawn = layout.draw(bounds: rect)
        items = drawn.items.map(\.description)
        links = drawn.links.map { "link \($0.url.absoluteString) \($0.frame)" }
        widgetURLs = drawn.widgetURLs.map { "widgetURL \($0.url.absoluteString)" }
        background = (layout.drawBackground(in: rect) ?? []).map { "background \($0)" }
    }

    /// Each glyph run as its font file, size and every glyph position.
    var glyphRuns: [String] {
        layout.draw(bounds: Rect(x: 0, y: 0, width: 300, height: 200)).items.compactMap { item -> String? in
            guard case .glyphs(let run) = item else { return nil }
            return "\(run.font.fileName) \(run.size) \(run.glyphs) \(run.positions.map(\.description).joined(separator: " "))"
        }
    }
}
