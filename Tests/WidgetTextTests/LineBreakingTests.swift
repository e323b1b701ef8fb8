import WidgetCore
import Testing
@testable import WidgetText

@Suite("Line breaking")
struct LineBreakingTests {
    let pangram = "The quick brown fox jumps over the lazy dog."

    @Test("A Latin paragraph wraps at spaces within 120 pt; trailing spaces do not count")
    func wrapsParagraph() {
        let l = lay(pangram, width: 120)
        #expect(l.lines.map(\.text) == ["The quick", "brown fox", "jumps over the", "lazy dog."])
        let widths = [75.052, 75.120, 112.821, 69.308]
        for (line, w) in zip(l.lines, widths) { #expect(close(line.width, w), "\(line.text): \(line.width)") }
        #expect(close(l.size.width, 112.821))
        #expect(close(l.size.height, 4 * Line17.lineHeight))
        #expect(!l.isTruncated)
    }

    @Test("Unbounded width is the ideal size: one line per paragraph")
    func unboundedIsOneLine() {
        let l = lay(pangram)
        #expect(l.lines.count == 1)
        #expect(l.lines[0].text == pangram)
        #expect(lay(pangram, width: .infinity) == l)
    }

    @Test("A word wider than the line moves to its own line, then breaks between graphemes")
    func longWordBreaksInside() {
        let l = lay("Hi Supercalifragilistic is", width: 60)
        #expect(l.lines.map(\.text) == ["Hi", "Superc", "alifragili", "stic is"])
        #expect(close(l.lines[1].width, 54.428))
        #expect(close(l.lines[2].width, 59.075))
        #expect(l.lines.allSatisfy { $0.width <= 60 })
    }

    @Test("\"\\n\" starts a new line; a trailing newline adds an empty line")
    func newlines() {
        let l = lay("Hello\nWorld")
        #expect(l.lines.map(\.text) == ["Hello", "World"])
        #expect(close(l.size.width, 45.163))
        #expect(lay("Hello\nWorld\n").lines.map(\.text) == ["Hello", "World", ""])
        #expect(lay("A\n\nB").lines.map(\.text) == ["A", "", "B"])
        #expect(lay("A\r\nB").lines.map(\.text) == ["A", "B"])
    }

    @Test("A line may break after a hyphen between letters")
    func hyphen() {
        #expect(lay("well-known fact", width: 60).lines.map(\.text) == ["well-", "known", "fact"])
        #expect(lay("-5 degrees", width: 30).lines.first?.text == "-5")
    }

    @Test("Any break is allowed between CJK ideographs, but not before \"。\"")
    func cjk() {
        let l = lay("漢字かな交じり文です。テスト", width: 60)
        #expect(l.lines.map(\.text) == ["漢字か", "な交じ", "り文で", "す。テ", "スト"])
        #expect(l.missingCharacters.isEmpty)
    }

    @Test("A Chinese paragraph wraps between ideographs at 5 × 17 pt, \"，\", \"。\" and \"！\" staying on their line")
    func chineseParagraph() {
        let l = lay("剩余天数是一百二十三天，目标日是二〇二六年五月二十日。我们一起倒数吧！", width: 100)
        #expect(l.lines.map(\.text) == ["剩余天数是", "一百二十三", "天，目标日", "是二〇二六", "年五月二十", "日。我们一", "起倒数吧！"])
        #expect(l.lines.allSatisfy { close($0.width, 85) })
        // Noto Sans CJK's hhea box (1.160 + 0.288 em) sets the line: 24.616 pt per line.
        #expect(close(l.size.height, 7 * 24.616))
        #expect(close(l.firstBaseline, 19.720))
        #expect(l.glyphs.allSatisfy { $0.id != 0 && $0.font.fileName == "NotoSansCJKsc-Regular-subset.otf" })
    }

    @Test("A mixed Latin, Chinese and emoji paragraph breaks at spaces and around ideographs; each line's box fits its fonts")
    func mixedParagraph() {
        let l = lay("Countdown 剩余 123 天，目标日 2026-05-20 🎉 let's go!", width: 124)
        #expect(l.lines.map(\.text) == ["Countdown 剩", "余 123 天，目标", "日 2026-05-20", "🎉 let's go!"])
        let widths = [108.823, 121.216, 117.755, 86.683]
        for (line, w) in zip(l.lines, widths) { #expect(close(line.width, w), "\(line.text): \(line.width)") }
        #expect(l.lines.map { ($0.baseline * 1000).rounded() / 1000 } == [19.72, 44.336, 68.952, 90.035])
        #expect(close(l.size.height, 94.185))
        #expect(l.glyphs.allSatisfy { $0.id != 0 })
    }

    /// The segments UAX #14 cuts `s` into.
    func segments(_ s: String) -> [String] {
        let chars = Array(s)
        return LineBreaking.segments(chars, in: 0..<chars.count).map { String(chars[$0]) }
    }

    @Test("UAX #14 opportunities: spaces, hyphens, ideographs; never inside numbers, before closing punctuation or after opening")
    func opportunities() {
        #expect(segments("well-known fact") == ["well-", "known ", "fact"])
        #expect(segments("$1,000.00 (12) 2026-05-20 -5°C") == ["$1,000.00 ", "(12) ", "2026-05-20 ", "-5°C"])
        #expect(segments("「東京」は、日本の首都です。") == ["「東", "京」", "は、", "日", "本", "の", "首", "都", "で", "す。"])
        #expect(segments("ちょっとコーヒー") == ["ちょっ", "と", "コー", "ヒー"]) // small kana never start a line
        #expect(segments("目标日: 2026-05-20") == ["目", "标", "日: ", "2026-05-20"])
        #expect(segments("Days 剩余 🎉🎂!") == ["Days ", "剩", "余 ", "🎉", "🎂!"])
    }

    @Test("Chinese quotation marks: a break may come before “ and after ” between ideographs (Unicode 15.1 LB19a)")
    func chineseQuotes() {
        #expect(segments("他说“你好”，然后") == ["他", "说", "“你", "好”，", "然", "后"])
        // Between Latin letters quotation marks still bind to both sides.
        #expect(segments("say “hi” now") == ["say ", "“hi” ", "now"])
    }

    @Test("A zero-width proposal breaks between every grapheme and reports the widest one")
    func zeroWidth() {
        let l = lay("Hello", width: 0)
        #expect(l.lines.map(\.text) == ["H", "e", "l", "l", "o"])
        #expect(close(l.size.width, 12.617))
        #expect(!l.isTruncated)
        #expect(lay("a b", width: 0).lines.map(\.text) == ["a", "b"])
        #expect(lay("Hello", width: 0.5) == l)
        #expect(lay("Hello", width: -3) == l)
    }

    @Test("A paragraph's leading spaces count, and a word that no longer fits after them moves down")
    func leadingSpaces() {
        #expect(close(lay("  Hello").size.width, 47.955))
        #expect(lay("  Hello", width: 45).lines.map(\.text) == ["", "Hello"])
        #expect(lay("  Hello", width: 100).lines.map(\.text) == ["  Hello"])
    }

    @Test("The empty string has zero size and no lines")
    func emptyString() {
        for width in [nil, 0, 100] as [Double?] {
            let l = lay("", width: width)
            #expect(l.size == .zero)
            #expect(l.lines.isEmpty && l.glyphs.isEmpty && !l.isTruncated)
            #expect(l.firstBaseline == 0)
        }
    }

    @Test("Spaces only: one line of zero width and full line height")
    func spacesOnly() {
        let l = lay("   ")
        #expect(l.lines.count == 1)
        #expect(l.size.width == 0)
        #expect(close(l.size.height, Line17.lineHeight))
    }

    @Test("Proposing the ideal width back keeps a single line")
    func idealWidthRoundTrip() {
        let ideal = lay(pangram)
        let again = lay(pangram, width: ideal.size.width)
        #expect(again.lines.count == 1)
        #expect(again == ideal)
    }
}
