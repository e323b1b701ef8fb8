import Testing
@testable import WidgetText

@Suite("Per-grapheme font fallback")
struct FallbackTests {
    @Test("\"Days 剩余 🎉\": Latin in Inter, hanzi in Noto Sans CJK, the emoji in Noto Color Emoji; no glyph 0")
    func mixedText() {
        let l = lay("Days 剩余 🎉")
        #expect(l.glyphs.map(\.font.fileName) == [
            "Inter-Regular.otf", "Inter-Regular.otf", "Inter-Regular.otf", "Inter-Regular.otf", "Inter-Regular.otf",
            "NotoSansCJKsc-Regular-subset.otf", "NotoSansCJKsc-Regular-subset.otf",
            "Inter-Regular.otf", "NotoColorEmoji-RGI.ttf",
        ])
        #expect(l.glyphs.map(\.id) == [84, 504, 951, 867, 1682, 1399, 975, 1682, 378])
        #expect(l.missingCharacters.isEmpty)
        // Ideographs are one em wide, set solid; the emoji's advance is its font's 2550/2048 em.
        #expect(close(l.glyphs[6].x - l.glyphs[5].x, 17))
        #expect(close(l.size.width - l.glyphs[8].x, 17 * 2550 / 2048))
    }

    @Test("Bold text draws its hanzi with the bold CJK face")
    func boldFallback() {
        let l = lay("剩余", FontSpec(size: 17, weight: .bold))
        #expect(l.glyphs.allSatisfy { $0.font.fileName == "NotoSansCJKsc-Bold-subset.otf" && $0.id != 0 })
    }

    @Test("Emoji presentation: U+FE0F, keycaps, flags and ZWJ sequences take the emoji face; © and # stay in Inter")
    func presentation() {
        let l = lay("❤️©©️#1️⃣🇨🇳👨‍👩‍👧")
        #expect(l.glyphs.map(\.font.fileName) == [
            "NotoColorEmoji-RGI.ttf", "Inter-Regular.otf", "NotoColorEmoji-RGI.ttf", "Inter-Regular.otf",
            "NotoColorEmoji-RGI.ttf", "NotoColorEmoji-RGI.ttf", "NotoColorEmoji-RGI.ttf",
        ])
        #expect(l.glyphs.allSatisfy { $0.id != 0 })
        #expect(FontFallback.prefersEmoji("🎉") && FontFallback.prefersEmoji("❤️") && FontFallback.prefersEmoji("👍🏽"))
        #expect(!FontFallback.prefersEmoji("©") && !FontFallback.prefersEmoji("#") && !FontFallback.prefersEmoji("☺︎"))
    }

    @Test("Only graphemes no bundled face has are missing, each once, in order")
    func missingOnce() {
        let l = lay("𓀀 a 𓀀 𓁐")
        #expect(l.missingCharacters == ["𓀀", "𓁐"])
        #expect(l.glyphs.filter { $0.id == 0 }.count == 3)
    }

    @Test("Tabs and other control characters are set as spaces, never as boxes or missing glyphs")
    func controls() {
        let l = lay("a\tb\u{0}c")
        #expect(l.missingCharacters.isEmpty)
        #expect(!l.glyphs.contains { $0.id == 0 })
        #expect(l.glyphs.filter { $0.id == 1682 }.count == 2) // Inter's space glyph
    }

    @Test("Every GB 2312 hanzi, every kana and the CJK punctuation have a glyph in the bundled CJK face")
    func gb2312Coverage() throws {
        let face = try #require(engine.fonts.faces(for: body17).first { $0.handle.fileName.hasPrefix("NotoSansCJKsc") })
        // GB 2312 level 1 and 2 hanzi span U+4E00…U+9FA0; sample its first row and some of the seed's words.
        for ch in "啊阿埃挨哎唉哀皑癌蔼矮艾碍爱隘剩余天数累计目标日起始小组件中杯今天" {
            #expect(face.covers(ch), "\(ch)")
        }
        for v in Array(0x3041...0x3096) + Array(0x30A1...0x30FA) { #expect(face.covers(Character(Unicode.Scalar(UInt32(v))!))) }
        for ch in "，。、；：？！“”‘’（）《》【】「」『』…—～·" { #expect(face.covers(ch) || engine.fonts.face(for: body17).covers(ch), "\(ch)") }
    }
}
