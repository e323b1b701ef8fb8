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
        let widths = [78.649, 79.639, 118.976, 72.805]
        for (line, w) in zip(l.lines, widths) { #expect(close(line.width, w), "\(line.text): \(line.width)") }
        #expect(close(l.size.width, 118.976))
        #expect(close(l.size.height, 4 * Inter17.lineHeight))
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
        #expect(l.lines.map(\.text) == ["Hi", "Superc", "alifragil", "istic is"])
        #expect(close(l.lines[1].width, 56.506))
        #expect(close(l.lines[2].width, 58.124))
        #expect(l.lines.allSatisfy { $0.width <= 60 })
    }

    @Test("\"\\n\" starts a new line; a trailing newline adds an empty line")
    func newlines() {
        let l = lay("Hello\nWorld")
        #expect(l.lines.map(\.text) == ["Hello", "World"])
        #expect(close(l.size.width, 46.315))
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
    }

    @Test("A zero-width proposal breaks between every grapheme and reports the widest one")
    func zeroWidth() {
        let l = lay("Hello", width: 0)
        #expect(l.lines.map(\.text) == ["H", "e", "l", "l", "o"])
        #expect(close(l.size.width, 12.581))
        #expect(!l.isTruncated)
        #expect(lay("a b", width: 0).lines.map(\.text) == ["a", "b"])
        #expect(lay("Hello", width: 0.5) == l)
        #expect(lay("Hello", width: -3) == l)
    }

    @Test("A paragraph's leading spaces count, and a word that no longer fits after them moves down")
    func leadingSpaces() {
        #expect(close(lay("  Hello").size.width, 9.562 + 40.689))
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
        #expect(close(l.size.height, Inter17.lineHeight))
    }

    @Test("Proposing the ideal width back keeps a single line")
    func idealWidthRoundTrip() {
        let ideal = lay(pangram)
        let again = lay(pangram, width: ideal.size.width)
        #expect(again.lines.count == 1)
        #expect(again == ideal)
    }
}
