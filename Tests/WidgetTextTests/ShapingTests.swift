import Testing
@testable import WidgetText

@Suite("Shaping with HarfBuzz over Inter")
struct ShapingTests {
    @Test("\"Hello\" at 17 pt has Inter Regular's advances (2084, 1640, 668, 668, 1680 units)")
    func helloAdvances() {
        let l = lay("Hello")
        // Expected: HarfBuzz hb-ot shaping of Inter-Regular.otf (2816 upem) × 17 / 2816.
        let expectedX = [0.0, 12.581, 22.482, 26.514, 30.547]
        #expect(l.glyphs.count == 5)
        for (g, x) in zip(l.glyphs, expectedX) { #expect(close(g.x, x), "glyph at \(g.x), expected \(x)") }
        #expect(close(l.size.width, 40.689))
        #expect(close(l.lines[0].width, 40.689))
        #expect(l.glyphs.map(\.id) == [161, 612, 723, 723, 775])
        #expect(l.glyphs.allSatisfy { $0.y == l.lines[0].baseline })
        #expect(l.glyphs[0].font.fileName == "Inter-Regular.otf")
        #expect(l.fontSize == 17)
    }

    @Test("Kerning makes \"AV\" narrower than \"A\" plus \"V\"")
    func kerning() {
        let a = lay("A").size.width, v = lay("V").size.width, av = lay("AV").size.width
        #expect(close(a, 11.494) && close(v, 11.494))
        #expect(close(av, 21.830))
        #expect(av < a + v - 1)
    }

    @Test("Glyph ids are real (non-zero) for every printable ASCII character")
    func asciiGlyphIDs() {
        let ascii = String((33...126).map { Character(Unicode.Scalar(UInt8($0))) })
        let l = lay(ascii)
        #expect(!l.glyphs.isEmpty)
        #expect(l.glyphs.allSatisfy { $0.id != 0 })
    }

    @Test("Characters Inter lacks (CJK) come out as glyph 0 for now")
    func missingCharactersAreNotdef() {
        let l = lay("漢")
        #expect(l.glyphs.map(\.id) == [0])
        #expect(l.size.width > 0)
    }

    @Test("monospacedDigit (tnum) makes \"1111\" and \"0000\" equally wide; proportional digits differ")
    func tabularFigures() {
        let tnum = FontSpec(size: 17, monospacedDigit: true)
        #expect(close(lay("1111", tnum).size.width, 44.045))
        #expect(lay("1111", tnum).size.width == lay("0000", tnum).size.width)
        #expect(close(lay("1111").size.width, 31.585))
        #expect(close(lay("0000").size.width, 42.500))
        let mono = FontSpec(size: 17, design: .monospaced)
        #expect(lay("1111", mono).size.width == lay("0000", mono).size.width)
    }

    @Test("Tracking adds its value after every grapheme, the last one included")
    func tracking() {
        let l = lay("Hello", body17, TextOptions(tracking: 2))
        #expect(close(l.size.width, 40.689 + 5 * 2))
        #expect(close(l.glyphs[1].x, 12.581 + 2))
        #expect(close(l.glyphs[4].x, 30.547 + 8))
    }

    @Test("Advances scale linearly with the point size (unhinted)")
    func unhintedScaling() {
        let w10 = lay("Hello", FontSpec(size: 10)).size.width
        let w17 = lay("Hello").size.width
        #expect(abs(w10 * 1.7 - w17) < 1e-9)
    }
}
