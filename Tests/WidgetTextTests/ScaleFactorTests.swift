import Testing
@testable import WidgetText

@Suite("minimumScaleFactor")
struct ScaleFactorTests {
    let title = "Anniversary celebration"

    @Test("One line: 22 pt shrinks to the largest 0.01 pt size that fits 150 pt (13.75 pt, set as 13.75 pt text is)")
    func oneLine() {
        let l = lay(title, FontSpec(size: 22), TextOptions(lineLimit: 1, minimumScaleFactor: 0.5), width: 150)
        #expect(l.fontSize == 13.75)
        #expect(!l.isTruncated)
        #expect(l.lines.map(\.text) == [title])
        #expect(l.size.width > 149.9 && l.size.width <= 150)
        // The shrunk size is set like any text of that size: the Text face and its tracking, not
        // the Display face a 22 pt request starts from.
        let direct = lay(title, FontSpec(size: 13.75), TextOptions(lineLimit: 1), width: 150)
        #expect(direct.size == l.size)
        #expect(direct.glyphs.map(\.font) == l.glyphs.map(\.font))
        // One step up no longer fits.
        let bigger = lay(title, FontSpec(size: 13.76), TextOptions(lineLimit: 1), width: 150)
        #expect(bigger.isTruncated)
    }

    @Test("When even the smallest allowed size does not fit, it is used and the text truncated")
    func floorThenTruncate() {
        let l = lay(title, FontSpec(size: 22), TextOptions(lineLimit: 1, minimumScaleFactor: 0.8), width: 150)
        #expect(l.fontSize == 17.6)
        #expect(l.isTruncated)
        #expect(l.lines.map(\.text) == ["Anniversary cele…"])
    }

    @Test("Two lines: the size at which the text fits two lines (8.62 pt, with SF's +0.17 to +0.21 pt tracking at 8–9 pt)")
    func twoLines() {
        let l = lay("Anniversary celebration party tonight", body17, TextOptions(lineLimit: 2, minimumScaleFactor: 0.5), width: 100)
        #expect(abs(l.fontSize - 8.62) < 1e-9)
        #expect(l.lines.map(\.text) == ["Anniversary celebration", "party tonight"])
        #expect(!l.isTruncated)
    }

    @Test("A word too long for the line shrinks instead of breaking inside (11.38 pt)")
    func longWord() {
        let l = lay("Supercalifragilistic", body17, TextOptions(minimumScaleFactor: 0.5), width: 100)
        #expect(l.fontSize == 11.38)
        #expect(l.lines.count == 1)
    }

    @Test("Text that fits, or an unbounded proposal, keeps its size")
    func noShrink() {
        #expect(lay(title, FontSpec(size: 22), TextOptions(lineLimit: 1, minimumScaleFactor: 0.5), width: 400).fontSize == 22)
        #expect(lay(title, FontSpec(size: 22), TextOptions(lineLimit: 1, minimumScaleFactor: 0.5)).fontSize == 22)
        #expect(lay(title, FontSpec(size: 22), TextOptions(lineLimit: 1, minimumScaleFactor: .nan), width: 150).fontSize == 22)
    }
}
