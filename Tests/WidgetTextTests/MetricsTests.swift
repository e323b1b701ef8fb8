import WidgetCore
import Testing
@testable import WidgetText

@Suite("Metrics, baselines and alignment")
struct MetricsTests {
    @Test("Inter at 17 pt: ascender 16.469, descender −4.105, line height 20.574 (hhea)")
    func fontMetrics() {
        let m = engine.fontMetrics(for: body17)
        #expect(close(m.ascender, Inter17.ascender))
        #expect(close(m.descender, Inter17.descender))
        #expect(m.lineGap == 0)
        #expect(close(m.lineHeight, Inter17.lineHeight))
        #expect(close(m.capHeight, 12.364) && close(m.xHeight, 9.273))
    }

    @Test("InterDisplay at 24 pt bold: ascender 23.133, line height 29.016")
    func displayMetrics() {
        let m = engine.fontMetrics(for: FontSpec(size: 24, weight: .bold))
        #expect(close(m.ascender, 23.133))
        #expect(close(m.lineHeight, 29.016))
    }

    @Test("Baselines: first at the ascender, then every line height plus lineSpacing")
    func baselines() {
        let l = lay("One\nTwo\nThree", body17, TextOptions(lineSpacing: 4))
        #expect(close(l.firstBaseline, 16.469))
        #expect(close(l.lines[1].baseline, 16.469 + 24.574))
        #expect(close(l.lastBaseline, 16.469 + 2 * 24.574))
        #expect(close(l.size.height, 3 * 20.574 + 2 * 4)) // no trailing lineSpacing
    }

    @Test("Negative lineSpacing is ignored, as in SwiftUI")
    func negativeLineSpacing() {
        #expect(lay("A\nB", body17, TextOptions(lineSpacing: -5)) == lay("A\nB"))
    }

    @Test("Alignment offsets lines inside the widest line")
    func alignment() {
        let text = "One\nTwo longer\nThree"
        let leading = lay(text)
        #expect(leading.lines.map(\.x) == [0, 0, 0])
        #expect(close(leading.size.width, 88.984))
        let center = lay(text, body17, TextOptions(alignment: .center))
        #expect(close(center.lines[0].x, (88.984 - 32.793) / 2))
        #expect(center.lines[1].x == 0)
        #expect(close(center.lines[2].x, (88.984 - 46.798) / 2))
        let trailing = lay(text, body17, TextOptions(alignment: .trailing))
        #expect(close(trailing.lines[0].x, 88.984 - 32.793))
        #expect(close(trailing.glyphs[0].x, trailing.lines[0].x))
    }

    @Test("Glyph runs group by face and offset to the origin")
    func glyphRuns() {
        let runs = lay("Hi").glyphRuns(at: Point(x: 10, y: 20), paint: .color(RGBA(red: 0, green: 0, blue: 0)))
        #expect(runs.count == 1)
        #expect(runs[0].size == 17)
        #expect(close(runs[0].positions[0].y, 20 + Inter17.ascender))
        #expect(runs[0].positions[0].x == 10)
    }
}

/// A measurer that only implements `layout`, as test fakes do.
private struct OneLineFake: TextMeasuring {
    func layout(_ string: String, font: FontSpec, options: TextOptions, maxWidth: Double?, maxHeight: Double?) -> TextLayout {
        let line = TextLine(text: string, width: 0, baseline: font.size * 0.8, x: 0)
        return TextLayout(size: Size(width: 0, height: font.size), lines: [line], glyphs: [], fontSize: font.size, isTruncated: false)
    }
}

@Suite("TextMeasuring defaults")
struct TextMeasuringDefaultTests {
    @Test("fontMetrics has a default for fakes, derived from laying out a space")
    func defaultMetrics() {
        let m = OneLineFake().fontMetrics(for: FontSpec(size: 10))
        #expect(m.ascender == 8 && m.descender == -2 && m.lineHeight == 10)
    }

    @Test("Through the protocol, the engine reports the font's own metrics")
    func engineThroughProtocol() {
        let measurer: any TextMeasuring = engine
        #expect(measurer.fontMetrics(for: body17) == engine.fonts.metrics(for: body17))
    }
}
