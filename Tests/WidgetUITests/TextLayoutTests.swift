import Testing
import WidgetUI
import WidgetTestSupport

/// Text inside layout: wrapping, line limits and baseline alignment (A5-22, A6-24 … A6-28).
@Suite("Text in layout")
struct TextLayoutTests {
    @Test("lastTextBaseline aligns the baselines of a 40 pt number and a 12 pt caption (seed 003)")
    func lastBaseline() throws {
        let l = try layout(HStack(alignment: .lastTextBaseline) {
            Text("72").font(.system(size: 40)).id("n")
            Text("days").font(.system(size: 12)).id("c")
        }, width: 300, height: 100)
        let n = try #require(l.frame(of: "n")), c = try #require(l.frame(of: "c"))
        // Fake metrics: baseline at 0.8 × size from the top of each line.
        #expect(n.minY + 32 == c.minY + 9.6)
        #expect(c.minX == n.maxX + 8)
    }

    @Test("firstTextBaseline uses the first line of a wrapped text; lastTextBaseline its last")
    func firstVersusLast() throws {
        let first = try layout(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("aa bb").font(.system(size: 10)).frame(width: 10).id("two")
            Text("x").font(.system(size: 20)).id("big")
        }, width: 300, height: 100)
        let two = try #require(first.frame(of: "two")), big = try #require(first.frame(of: "big"))
        #expect(two.height == 20)
        #expect(two.minY + 8 == big.minY + 16)
        let last = try layout(HStack(alignment: .lastTextBaseline, spacing: 0) {
            Text("aa bb").font(.system(size: 10)).frame(width: 10).id("two")
            Text("x").font(.system(size: 20)).id("big")
        }, width: 300, height: 100)
        let two2 = try #require(last.frame(of: "two")), big2 = try #require(last.frame(of: "big"))
        #expect(two2.minY + 18 == big2.minY + 16)
    }

    @Test("A view without text aligns its bottom edge to a text baseline (A5-22)")
    func noTextBaselineIsBottom() throws {
        let l = try layout(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("box")
            Text("x").font(.system(size: 20)).id("t")
        }, width: 100, height: 100)
        let box = try #require(l.frame(of: "box")), t = try #require(l.frame(of: "t"))
        #expect(box.maxY == t.minY + 16)
    }

    @Test("Text wraps to the proposed width and reports the width of its lines (A1-4)")
    func wrapping() throws {
        let l = try layout(Text("one two three").font(.system(size: 10)).id("t"), width: 40, height: 300)
        // "one two" = 7 chars = 35 pt, "three" = 25 pt.
        #expect(l.frame(of: "t")?.size == Size(width: 35, height: 20))
    }

    @Test("lineLimit caps the lines of each Text")
    func lineLimit() throws {
        let l = try layout(Text("one two three").font(.system(size: 10)).lineLimit(1).id("t"), width: 40, height: 300)
        #expect(l.frame(of: "t")?.height == 10)
    }

    @Test("Text in an HStack wraps when a fixed sibling leaves it less than its ideal width (A6-28)")
    func textInStack() throws {
        let l = try layout(HStack(spacing: 0) {
            Color.red.frame(width: 60)
            Text("aaaa bbbb").font(.system(size: 10)).id("t")
        }, width: 100, height: 100)
        #expect(l.frame(of: "t")?.size == Size(width: 20, height: 20))
    }
}
