import Foundation
import Testing
import WidgetRender

/// `Text + Text`: one paragraph of runs in their own fonts and colors, wrapping across runs.
@Suite("Concatenated text")
struct TextRunRenderTests {
    static var sample: Text { (Text("Rain ").bold() + Text("at 4 pm").foregroundColor(.blue).italic()
        + Text(", then clearing overnight with a light breeze").font(.system(size: 12))) }

    func render<V: View>(_ view: V, family: WidgetFamily = .systemSmall) throws -> RenderedWidget {
        try WidgetRenderer.render(view, options: RenderOptions(family: family, colorScheme: .light))
    }

    @Test("A concatenated text renders to /tmp for looking at")
    func renderToTmp() throws {
        let view = VStack(alignment: .leading, spacing: 6) {
            Self.sample
            Text("Strike").strikethrough() + Text(" under").underline(color: .red) + Text("up").baselineOffset(6).font(.caption)
            Text("**Bold** and *italic* and `code` [link](https://example.com)")
        }
        .containerBackground(Color.white, for: .widget)
        let w = try render(view)
        try w.writePNG(to: URL(fileURLWithPath: "/tmp/textapi-runs.png"))
        #expect(w.pixelWidth == 474)
    }
    @Test("p1") func p1() throws { let w = try render(Text("x") + Text("y")); #expect(w.pixelWidth == 474) }
    @Test("p2") func p2() throws { let w = try render(Text("x").bold()); #expect(w.pixelWidth == 474) }
    @Test("p3") func p3() throws { let w = try render(VStack { Text("a"); Text("b") }); #expect(w.pixelWidth == 474) }
    @Test("p4") func p4() throws { let w = try render(Text("x")); #expect(w.pixelWidth == 474) }
}
