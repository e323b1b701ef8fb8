import Foundation
import Testing
import WidgetRender
@testable import WidgetTemplates

/// Markdown, formatted numbers, styled runs and the UIKit/P3 colors in templates.
@Suite("Styled text in templates")
struct StyledTextTemplateTests {
    func dump(_ body: String, entry: String = "{}") throws -> String {
        try Fixture.layout(body, entry: entry).dump()
    }

    @Test("\"markdown\" fills bindings, then reads Markdown: the markup is not shown")
    func markdown() throws {
        let d = try dump(#"{"type": "Text", "markdown": "**{{title}}** at *{{time}}*"}"#, entry: #"{"title": "Rain", "time": "4 pm"}"#)
        #expect(d.contains(#"Text("Rain at 4 pm")"#))
    }

    @Test("\"number\" with formats in the render's locale (en_US_POSIX by default: no grouping, \"$ 1234.50\")")
    func numbers() throws {
        let body = #"""
        {"type": "VStack", "children": [
          {"type": "Text", "number": "{{n}}"},
          {"type": "Text", "number": 0.256, "format": "percent"},
          {"type": "Text", "number": 1234.5, "format": "currency:USD"},
          {"type": "Text", "number": 2.71828, "format": "decimal:2"},
          {"type": "Text", "number": 1234567, "format": "plain"}]}
        """#
        let d = try dump(body, entry: #"{"n": 1234567}"#)
        for s in [#"Text("1234567") [120.25, 57.5"#, #"Text("25.6%")"#, "1234.50\")", #"Text("2.72")"#, #"Text("1234567") [120.25, 125.5"#] { #expect(d.contains(s), "\(s)") }
    }

    @Test("A bad number format is reported with the formats there are")
    func badFormat() {
        let issues = Fixture.issues(Fixture.json(body: #"{"type": "Text", "number": 3, "format": "percnt"}"#))
        #expect(issues.contains { $0.contains("/body/format") && $0.contains("percent") })
    }

    @Test("\"runs\": one paragraph of runs with their own sizes and colors (drawn by the real text engine)")
    func runs() throws {
        let body = #"""
        {"type": "Text", "runs": [
          {"text": "Rain ", "bold": true},
          {"text": "at 4 pm", "color": "systemBlue", "italic": true},
          {"markdown": " then ~~sun~~", "font": {"size": 12}, "underline": true}]}
        """#
        let instance = try Fixture.view(body)
        let composed = try WidgetRenderer.compose(instance)
        let runs = composed.displayList.items.compactMap { item -> GlyphRun? in if case .glyphs(let g) = item { return g } else { return nil } }
        #expect(Set(runs.map(\.size)) == [17, 12])
        #expect(runs.contains { $0.paint == .color(RGBA(hex: 0x0088FF)) })
        let fills = composed.displayList.items.filter { if case .fill = $0 { return true } else { return false } }
        #expect(fills.count >= 2) // the underline of the last run and the strikethrough of "sun"
    }

    @Test("An unknown key in a run is reported with the nearest key")
    func badRunKey() {
        let issues = Fixture.issues(Fixture.json(body: #"{"type": "Text", "runs": [{"text": "a", "bolt": true}]}"#))
        #expect(issues.contains { $0.contains("/body/runs/0/bolt") && $0.contains("bold") })
    }

    @Test("UIKit system colors by name and Display P3 components in templates")
    func colors() throws {
        let items = try Fixture.items(#"{"type": "VStack", "children": [{"type": "Color", "color": "systemIndigo", "modifiers": [{"frame": {"width": 10, "height": 10}}]}, {"type": "Color", "color": {"red": 1, "green": 0, "blue": 0, "colorSpace": "displayP3"}, "modifiers": [{"frame": {"width": 10, "height": 10}}]}]}"#,
                                      scheme: .dark)
        #expect(items.contains { $0.contains("#6D7CFF") })
        #expect(items.contains { $0.contains("#FF0000") })
    }
}
