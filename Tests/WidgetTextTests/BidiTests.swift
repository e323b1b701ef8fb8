import Testing
@testable import WidgetText

@Suite("Right-to-left text")
struct BidiTests {
    @Test("An Arabic word is shaped right to left with its joining forms, in visual order")
    func arabicWord() {
        let l = lay("مرحبا")
        // Noto Sans Arabic UI glyphs, left to right on the page: alef final (uniFE8E), beh medial
        // (uniFE92), hah initial (uniFEA3), reh final (uniFEAE), meem initial (uniFEE3).
        #expect(l.glyphs.map(\.id) == [47, 95, 393, 921, 731])
        #expect(l.glyphs.allSatisfy { $0.font.fileName == "NotoSansArabicUI-Regular.ttf" })
        #expect(zip(l.glyphs, l.glyphs.dropFirst()).allSatisfy { $0.x < $1.x })
        #expect(close(l.size.width, 35.768))
        #expect(l.lines[0].text == "مرحبا")
    }

    @Test("A Hebrew word inside a left-to-right line is reversed in place")
    func hebrewInLatin() {
        let l = lay("Hello שלום world")
        let hebrew = l.glyphs.filter { $0.font.fileName == "NotoSansHebrew-Regular.ttf" }
        // ם ו ל ש from left to right: final mem, vav, lamed, shin.
        #expect(hebrew.map(\.id) == [23, 124, 55, 96])
        #expect(l.glyphs.first?.id == 161) // "H" stays on the left
        #expect(l.glyphs.last?.id == 594)  // "d" stays on the right
    }

    @Test("A right-to-left paragraph puts its first word on the right and keeps numbers left to right")
    func rtlParagraph() {
        let l = lay("שלום 123 עולם")
        // Visual order: עולם (reversed), space, 1 2 3, space, שלום (reversed).
        #expect(l.glyphs.map(\.id) == [23, 55, 124, 10, 1682, 1296, 1297, 1299, 1682, 23, 124, 55, 96])
        let levels = Bidi.levels(of: Array("שלום 123 עולם")[...])
        #expect(levels.paragraphLevel == 1)
        #expect(levels.levels == [1, 1, 1, 1, 1, 2, 2, 2, 1, 1, 1, 1, 1])
    }

    @Test("L2 reorders runs from the highest level down")
    func visualOrder() {
        #expect(Bidi.visualOrder([0, 0, 1, 1, 0]) == [0, 1, 3, 2, 4])
        #expect(Bidi.visualOrder([1, 1, 2, 2, 1]) == [4, 2, 3, 1, 0])
        #expect(Bidi.visualOrder([0, 0]) == [0, 1])
    }
}
