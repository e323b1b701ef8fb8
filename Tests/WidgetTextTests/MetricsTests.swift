import WidgetCore
import Testing
@testable import WidgetText

@Suite("Metrics, baselines and alignment")
struct MetricsTests {
    @Test("The system font at 17 pt lays lines with SF Pro's metrics: ascender 16.187, descender −4.101, line height 20.287")
    func fontMetrics() {
        let m = engine.fontMetrics(for: body17)
        #expect(close(m.ascender, Line17.ascender))
        #expect(close(m.descender, Line17.descender))
        #expect(m.lineGap == 0)
        #expect(close(m.lineHeight, Line17.lineHeight))
        #expect(close(m.capHeight, 12.364) && close(m.xHeight, 9.273))
    }

    @Test("InterDisplay at 24 pt bold takes the same SF Pro line box: ascender 22.852, line height 28.641")
    func displayMetrics() {
        let m = engine.fontMetrics(for: FontSpec(size: 24, weight: .bold))
        #expect(close(m.ascender, 22.852))
        #expect(close(m.lineHeight, 28.641))
    }

    @Test("Baselines: first at the ascender, then every line height plus lineSpacing")
    func baselines() {
        let l = lay("One\nTwo\nThree", body17, TextOptions(lineSpacing: 4))
        #expect(close(l.firstBaseline, 16.187))
        #expect(close(l.lines[1].baseline, Line17.ascender + Line17.lineHeight + 4))
        #expect(close(l.lastBaseline, Line17.ascender + 2 * (Line17.lineHeight + 4)))
        #expect(close(l.size.height, 3 * Line17.lineHeight + 2 * 4)) // no trailing lineSpacing
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
        #expect(close(leading.size.width, 84.293))
        let center = lay(text, body17, TextOptions(alignment: .center))
        let widths = leading.lines.map(\.width)
        #expect(close(center.lines[0].x, (widths[1] - widths[0]) / 2) && close(widths[1] - widths[0], 52.406))
        #expect(center.lines[1].x == 0)
        #expect(close(center.lines[2].x, (widths[1] - widths[2]) / 2) && close(widths[1] - widths[2], 39.586))
        let trailing = lay(text, body17, TextOptions(alignment: .trailing))
        #expect(close(trailing.lines[0].x, widths[1] - widths[0]))
        #expect(close(trailing.glyphs[0].x, trailing.lines[0].x + leading.glyphs[0].x))
    }

    @Test("Each line's box is the tallest of its faces: a CJK line is 24.616 pt at 17 pt, an emoji line keeps the system ascender")
    func mixedLineBoxes() {
        let l = lay("Days\n剩余\n🎉")
        #expect(l.lines.map { ($0.ascent * 1000).rounded() / 1000 } == [16.187, 19.72, 16.187])
        #expect(l.lines.map { ($0.descent * 1000).rounded() / 1000 } == [4.101, 4.896, 4.15])
        // Baselines: 16.187; + 4.101 + 19.720; + 4.896 + 16.187.
        #expect(l.lines.map { ($0.baseline * 1000).rounded() / 1000 } == [16.187, 40.007, 61.09])
        #expect(close(l.firstBaseline, 16.187) && close(l.lastBaseline, 61.09))
        #expect(close(l.size.height, 65.240))
        #expect(l.lines.allSatisfy { close($0.top + $0.ascent, $0.baseline) })
    }

    @Test("reservedLines (lineLimit(3, reservesSpace: true)) makes short and empty text as tall as three lines")
    func reservedLines() {
        let short = lay("Short", body17, TextOptions(lineLimit: 3, reservedLines: 3))
        #expect(close(short.size.height, 3 * Line17.lineHeight))
        #expect(close(short.lastBaseline, Line17.ascender))
        #expect(close(lay("", body17, TextOptions(lineLimit: 2, reservedLines: 2)).size.height, 2 * Line17.lineHeight))
        let spaced = lay("Short", body17, TextOptions(lineLimit: 2, lineSpacing: 4, reservedLines: 2))
        #expect(close(spaced.size.height, 2 * Line17.lineHeight + 4))
    }

    @Test("Glyph runs group by face and offset to the origin")
    func glyphRuns() {
        let runs = lay("Hi").glyphRuns(at: Point(x: 10, y: 20), paint: .color(RGBA(red: 0, green: 0, blue: 0)))
        #expect(runs.count == 1)
        #expect(runs[0].size == 17)
        #expect(close(runs[0].positions[0].y, 20 + Line17.ascender))
        #expect(runs[0].positions[0].x == 10 + lay("Hi").glyphs[0].x)   // the glyph centred in SF's advance
        #expect(runs[0].bounds.map { close($0.height, Line17.lineHeight) && close($0.minY, 20) } == true)
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
