import Testing
@testable import WidgetText

@Suite("Shaping with HarfBuzz over Inter")
struct ShapingTests {
    @Test("\"Hello\" at 17 pt: SF Pro Text Regular's advances (1520, 1170, 518, 518, 1210 units of 2048) and its −0.43 pt tracking, Inter's glyphs centred in them")
    func helloAdvances() {
        let l = lay("Hello")
        // SFAdvances: × 17 / 2048, each grapheme followed by SF Pro's 17 pt tracking (−0.43 pt;
        // it hangs after "o"); each Inter glyph sits in the middle of its advance.
        let expectedX = [0.018, 12.093, 21.603, 25.472, 29.160]
        #expect(l.glyphs.count == 5)
        for (g, x) in zip(l.glyphs, expectedX) { #expect(close(g.x, x), "glyph at \(g.x), expected \(x)") }
        #expect(close(l.size.width, (1520 + 1170 + 518 + 518 + 1210) / 2048 * 17 - 4 * 0.43))
        #expect(close(l.lines[0].width, 39.253))
        #expect(l.glyphs.map(\.id) == [161, 612, 723, 723, 775])
        #expect(l.glyphs.allSatisfy { $0.y == l.lines[0].baseline })
        #expect(l.glyphs[0].font.fileName == "Inter-Regular.otf")
        #expect(l.fontSize == 17)
    }

    @Test("Kerning makes \"AV\" narrower than \"A\" plus \"V\"")
    func kerning() {
        let a = lay("A").size.width, v = lay("V").size.width, av = lay("AV").size.width
        #expect(close(a, 11.455) && close(v, 11.455))   // SF Pro Text Regular: 1380 units each
        #expect(close(av, 21.401))   // SF Pro's "AV" pair: −130 units
        #expect(av < a + v - 1)
    }

    @Test("Glyph ids are real (non-zero) for every printable ASCII character")
    func asciiGlyphIDs() {
        let ascii = String((33...126).map { Character(Unicode.Scalar(UInt8($0))) })
        let l = lay(ascii)
        #expect(!l.glyphs.isEmpty)
        #expect(l.glyphs.allSatisfy { $0.id != 0 })
    }

    @Test("A character no bundled font has comes out as glyph 0 and is reported")
    func missingCharactersAreNotdef() {
        let l = lay("a𓀀b")
        #expect(l.glyphs.map(\.id) == [504, 0, 575])
        #expect(l.missingCharacters == ["𓀀"])
        #expect(l.size.width > 0)
        #expect(lay("ab").missingCharacters.isEmpty)
    }

    @Test("monospacedDigit (tnum) makes \"1111\" and \"0000\" equally wide; proportional digits differ")
    func tabularFigures() {
        let tnum = FontSpec(size: 17, monospacedDigit: true)
        #expect(close(lay("1111", tnum).size.width, 41.542))   // SF Pro Text's tabular digits: 1290 units
        #expect(lay("1111", tnum).size.width == lay("0000", tnum).size.width)
        #expect(close(lay("1111").size.width, 30.253))         // "1" 950, "0" 1290 units
        #expect(close(lay("0000").size.width, 41.542))
        let mono = FontSpec(size: 17, design: .monospaced)
        #expect(lay("1111", mono).size.width == lay("0000", mono).size.width)
        // Noto Sans Mono: every character 0.6 em, letters included.
        #expect(close(lay("iiii", mono).lines[0].width, 4 * 0.6 * 17) && close(lay("MMMM", mono).lines[0].width, 4 * 0.6 * 17))
    }

    @Test("Tracking follows every grapheme but hangs after the last one (Core Text tracking)")
    func tracking() {
        let l = lay("Hello", body17, TextOptions(tracking: 2))
        #expect(close(l.size.width, 39.253 + 4 * 2))
        #expect(close(l.glyphs[1].x, 12.093 + 2))
        #expect(close(l.glyphs[4].x, 29.160 + 8))
        #expect(ShapingFeatures(noLigatures: true).hbFeatures.count == 3)
    }

    @Test("Kerning follows every grapheme, the last one included (SwiftUI: it affects the trailing edge)")
    func kerningModifier() {
        let l = lay("Hello", body17, TextOptions(kerning: 2))
        #expect(close(l.size.width, 39.253 + 5 * 2))
        #expect(close(l.glyphs[4].x, 29.160 + 8))
        // Tracking wins when both are set.
        #expect(lay("Hello", body17, TextOptions(tracking: 2, kerning: 5)) == lay("Hello", body17, TextOptions(tracking: 2)))
    }

    @Test("Advances scale linearly in ems; the default tracking follows its size table")
    func unhintedScaling() throws {
        let regular = try #require(FontLibrary.shared.opticalSizes.tracking(forFile: "Inter-Regular.otf"))
        let tracking10 = regular.points(at: 10)
        let tracking17 = regular.points(at: 17)
        let w10 = lay("Hello", FontSpec(size: 10)).size.width - 4 * tracking10
        let w17 = lay("Hello").size.width - 4 * tracking17
        #expect(abs(w10 * 1.7 - w17) < 1e-9)
        #expect(close(tracking17, -0.452))
    }
}
