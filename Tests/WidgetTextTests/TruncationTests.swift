import Testing
@testable import WidgetText

@Suite("Line limits and truncation")
struct TruncationTests {
    let pangram = "The quick brown fox jumps over the lazy dog."

    @Test("lineLimit 1, tail: \"Hello w…\" within 70 pt")
    func tailOneLine() {
        let l = lay("Hello world", body17, TextOptions(lineLimit: 1), width: 70)
        #expect(l.lines.map(\.text) == ["Hello w…"])
        #expect(close(l.lines[0].width, 68.344))
        #expect(l.size.width <= 70)
        #expect(l.isTruncated)
        #expect(l.glyphs.last?.id == 1406) // U+2026 in Inter
    }

    @Test("lineLimit 1, head: \"…llo world\" within 80 pt")
    func headOneLine() {
        let l = lay("Hello world", body17, TextOptions(lineLimit: 1, truncationMode: .head), width: 80)
        #expect(l.lines.map(\.text) == ["…llo world"])
        #expect(close(l.lines[0].width, 77.328))
        #expect(l.glyphs.first?.id == 1406) // U+2026 in Inter
    }

    @Test("lineLimit 1, middle: \"Hell…orld\" within 80 pt")
    func middleOneLine() {
        let l = lay("Hello world", body17, TextOptions(lineLimit: 1, truncationMode: .middle), width: 80)
        #expect(l.lines.map(\.text) == ["Hell…orld"])
        #expect(close(l.lines[0].width, 72.429))
    }

    @Test("lineLimit 2 truncates the second line per mode, the first stays wrapped")
    func twoLines() {
        let tail = lay(pangram, body17, TextOptions(lineLimit: 2), width: 120)
        #expect(tail.lines.map(\.text) == ["The quick", "brown fox ju…"])
        #expect(close(tail.lines[1].width, 105.972))
        #expect(close(tail.size.height, 2 * Line17.lineHeight))
        let head = lay(pangram, body17, TextOptions(lineLimit: 2, truncationMode: .head), width: 120)
        #expect(head.lines.map(\.text) == ["The quick", "…the lazy dog."])
        #expect(close(head.lines[1].width, 111.509))
        let middle = lay(pangram, body17, TextOptions(lineLimit: 2, truncationMode: .middle), width: 120)
        #expect(middle.lines.map(\.text) == ["The quick", "brown f…y dog."])
        #expect(close(middle.lines[1].width, 117.477))
        for l in [tail, head, middle] {
            #expect(l.isTruncated)
            #expect(l.lines.allSatisfy { $0.width <= 120 })
        }
    }

    @Test("Text that fits its line limit is not truncated")
    func fitsLimit() {
        let l = lay("Hello world", body17, TextOptions(lineLimit: 1), width: 200)
        #expect(l.lines.map(\.text) == ["Hello world"])
        #expect(!l.isTruncated)
    }

    @Test("lineLimit below 1 acts as 1")
    func lineLimitZero() {
        let zero = lay(pangram, body17, TextOptions(lineLimit: 0), width: 120)
        let negative = lay(pangram, body17, TextOptions(lineLimit: -4), width: 120)
        let one = lay(pangram, body17, TextOptions(lineLimit: 1), width: 120)
        #expect(zero == one && negative == one)
        #expect(one.lines.map(\.text) == ["The quick bro…"])
    }

    @Test("Line limit over paragraphs: the last visible paragraph gets \"…\"")
    func paragraphs() {
        let l = lay("First\nSecond\nThird", body17, TextOptions(lineLimit: 2))
        #expect(l.lines.map(\.text) == ["First", "Second…"])
        #expect(l.isTruncated)
    }

    @Test("A finite maxHeight caps the lines: two fit in 45 pt, one in 5 pt")
    func maxHeight() {
        let two = lay(pangram, width: 120, height: 45)
        #expect(two.lines.map(\.text) == ["The quick", "brown fox ju…"])
        let exact = lay(pangram, width: 120, height: 2 * engine.fontMetrics(for: body17).lineHeight)
        #expect(exact.lines.count == 2)
        let tiny = lay(pangram, width: 120, height: 5)
        #expect(tiny.lines.map(\.text) == ["The quick bro…"])
        #expect(close(tiny.size.height, Line17.lineHeight))
        #expect(lay(pangram, width: 120, height: 500).lines.count == 4)
    }

    @Test("maxHeight counts lineSpacing between lines")
    func maxHeightWithSpacing() {
        let options = TextOptions(lineSpacing: 10)
        // Two lines need 2 × 20.287 + 10 = 50.574 pt.
        #expect(lay(pangram, body17, options, width: 120, height: 50.6).lines.count == 2)
        #expect(lay(pangram, body17, options, width: 120, height: 50.5).lines.count == 1)
    }

    @Test("Zero proposal in both axes: one line holding only \"…\"")
    func zeroProposal() {
        let l = lay("Hello", width: 0, height: 0)
        #expect(l.lines.map(\.text) == ["…"])
        #expect(close(l.size.width, 13.680))
        #expect(l.isTruncated)
    }
}
