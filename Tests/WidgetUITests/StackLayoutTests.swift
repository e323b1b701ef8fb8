import Testing
import WidgetUI
import WidgetTestSupport

/// Stacks distribute space the way SwiftUI does (dsl-anchors rules A2-5 … A2-13).
@Suite("Stack layout")
struct StackLayoutTests {
    @Test("objc.io overflow case: red.frame(maxWidth:100), green.frame(minWidth:100) in 150 give 75 and 100 (A2-9)")
    func objcioOverflow() throws {
        let l = try layout(HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100).id("red")
            Color.green.frame(minWidth: 100).id("green")
        }.frame(width: 150), width: 300, height: 100)
        #expect(l.frame(of: "red")?.width == 75)
        #expect(l.frame(of: "green")?.width == 100)
        // The 175-wide stack overflows its 150 frame and stays centered in it.
        #expect(l.frame(of: "red")?.minX == 62.5)
        #expect(l.frame(of: "green")?.minX == 137.5)
    }

    @Test("Three equally flexible children split the width equally")
    func equalSplit() throws {
        let l = try layout(HStack(spacing: 0) {
            Color.red.id(1); Color.green.id(2); Color.blue.id(3)
        }, width: 300, height: 50)
        #expect(l.frame(of: 1) == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(l.frame(of: 2) == Rect(x: 100, y: 0, width: 100, height: 50))
        #expect(l.frame(of: 3) == Rect(x: 200, y: 0, width: 100, height: 50))
    }

    @Test("Default spacing is 8 pt between children (A2-11)")
    func defaultSpacing() throws {
        let l = try layout(HStack { Color.red.id("a"); Color.blue.id("b") }, width: 208, height: 10)
        #expect(l.frame(of: "a")?.width == 100)
        #expect(l.frame(of: "b")?.minX == 108)
    }

    @Test("HStackLayoutWorkshop: minWidth 100, width 30, maxWidth 50 with spacing 7.5 place at 0, 107.5, 145")
    func workshopExample() throws {
        let l = try layout(HStack(spacing: 7.5) {
            Color.red.frame(minWidth: 100).id("r")
            Color.green.frame(width: 30).id("g")
            Color.blue.frame(maxWidth: 50).id("b")
        }, width: 150, height: 100)
        let r = try #require(l.frame(of: "r")), g = try #require(l.frame(of: "g")), b = try #require(l.frame(of: "b"))
        #expect([r.width, g.width, b.width] == [100, 30, 50])
        #expect(g.minX - r.minX == 107.5)
        #expect(b.minX - r.minX == 145)
    }

    @Test("The least flexible child is sized first (A2-6): a fixed 40 leaves the rest to the flexible one")
    func leastFlexibleFirst() throws {
        let l = try layout(HStack(spacing: 0) {
            Color.red.id("flex")
            Color.blue.frame(width: 40).id("fixed")
        }, width: 200, height: 10)
        #expect(l.frame(of: "flex")?.width == 160)
        #expect(l.frame(of: "fixed")?.minX == 160)
    }

    @Test("A Spacer pushes its neighbours to the ends (A2-12)")
    func spacerPushes() throws {
        let l = try layout(HStack {
            Color.red.frame(width: 50).id("a")
            Spacer()
            Color.blue.frame(width: 50).id("b")
        }, width: 300, height: 20)
        #expect(l.frame(of: "a")?.minX == 0)
        #expect(l.frame(of: "b")?.minX == 250)
    }

    @Test("A Spacer keeps its minLength when squeezed: lower priority groups keep their minimum (A2-8)")
    func spacerKeepsMinimum() throws {
        let l = try layout(HStack(spacing: 0) {
            Color.red.frame(maxWidth: .infinity).id("red")
            Spacer(minLength: 30)
        }, width: 100, height: 10)
        #expect(l.frame(of: "red")?.width == 70)
    }

    @Test("Spacer() defaults to an 8 pt minimum")
    func spacerDefaultMinimum() throws {
        let l = try layout(HStack(spacing: 0) {
            Color.red.frame(maxWidth: .infinity).id("red")
            Spacer()
        }, width: 100, height: 10)
        #expect(l.frame(of: "red")?.width == 92)
    }

    @Test("Spacer in a VStack grows vertically and is zero wide")
    func spacerInVStack() throws {
        let l = try layout(VStack(spacing: 0) {
            Color.red.frame(height: 20).id("top")
            Spacer().id("gap")
            Color.blue.frame(height: 20).id("bottom")
        }, width: 100, height: 200)
        #expect(l.frame(of: "bottom")?.minY == 180)
        #expect(l.frame(of: "gap")?.width == 0)
        #expect(l.frame(of: "gap")?.height == 160)
    }

    @Test("Higher layoutPriority is offered the space first (A2-7)")
    func layoutPriorityFirst() throws {
        let l = try layout(HStack(spacing: 0) {
            Color.red.frame(maxWidth: .infinity).id("low")
            Color.blue.frame(maxWidth: .infinity).layoutPriority(1).id("high")
        }, width: 100, height: 10)
        #expect(l.frame(of: "high")?.width == 100)
        #expect(l.frame(of: "low")?.width == 0)
    }

    @Test("Lower priority children keep their minimum even against higher priority (A2-8)")
    func lowerPriorityKeepsMinimum() throws {
        let l = try layout(HStack(spacing: 0) {
            Color.red.frame(minWidth: 40, maxWidth: .infinity).id("low")
            Color.blue.frame(maxWidth: .infinity).layoutPriority(1).id("high")
        }, width: 100, height: 10)
        #expect(l.frame(of: "high")?.width == 60)
        #expect(l.frame(of: "low")?.width == 40)
    }

    @Test("VStack leading and trailing alignment line up edges (A2-10)")
    func vstackAlignment() throws {
        let leading = try layout(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 50, height: 10).id("a")
            Color.blue.frame(width: 100, height: 10).id("b")
        }, width: 200, height: 100)
        #expect(leading.frame(of: "a")?.minX == 50)
        #expect(leading.frame(of: "b")?.minX == 50)
        let trailing = try layout(VStack(alignment: .trailing, spacing: 0) {
            Color.red.frame(width: 50, height: 10).id("a")
            Color.blue.frame(width: 100, height: 10).id("b")
        }, width: 200, height: 100)
        #expect(trailing.frame(of: "a")?.maxX == 150)
        #expect(trailing.frame(of: "b")?.maxX == 150)
    }

    @Test("HStack bottom alignment and cross size = tallest child")
    func hstackBottom() throws {
        let l = try layout(HStack(alignment: .bottom, spacing: 0) {
            Color.red.frame(width: 10, height: 30).id("tall")
            Color.blue.frame(width: 10, height: 10).id("short")
        }.id("stack"), width: 100, height: 100)
        #expect(l.frame(of: "stack")?.height == 30)
        #expect(l.frame(of: "short")?.maxY == l.frame(of: "tall")?.maxY)
    }

    @Test("ZStack is the union of its children, aligned by its alignment (A2-13)")
    func zstackUnion() throws {
        let l = try layout(ZStack(alignment: .topLeading) {
            Color.red.frame(width: 100, height: 50).id("wide")
            Color.blue.frame(width: 50, height: 100).id("tall")
        }.id("z"), width: 300, height: 300)
        #expect(l.frame(of: "z") == Rect(x: 100, y: 100, width: 100, height: 100))
        #expect(l.frame(of: "wide")?.origin == l.frame(of: "tall")?.origin)
    }

    @Test("ZStack default center alignment")
    func zstackCenter() throws {
        let l = try layout(ZStack {
            Color.red.frame(width: 100, height: 100).id("big")
            Color.blue.frame(width: 20, height: 20).id("small")
        }, width: 100, height: 100)
        #expect(l.frame(of: "small") == Rect(x: 40, y: 40, width: 20, height: 20))
    }

    @Test("Modifiers on a Group apply to each child")
    func groupModifiers() throws {
        let l = try layout(VStack(spacing: 0) {
            Group { Color.red.id("a"); Color.blue.id("b") }.frame(height: 10)
        }, width: 50, height: 100)
        #expect(l.frame(of: "a")?.height == 10)
        #expect(l.frame(of: "b")?.height == 10)
        #expect(l.frame(of: "b")?.minY == 50)
    }

    @Test("ForEach tags each row with its element's id")
    func forEachIDs() throws {
        let l = try layout(VStack(spacing: 0) {
            ForEach(["x", "y", "z"], id: \.self) { _ in Color.red.frame(height: 10) }
        }, width: 50, height: 30)
        #expect(l.frame(of: "y")?.minY == 10)
        #expect(l.frame(of: "z")?.minY == 20)
    }

    @Test("Divider in a VStack is a full-width hairline of one device pixel")
    func divider() throws {
        let l = try layout(VStack(spacing: 0) {
            Color.red.frame(height: 10)
            Divider().id("d")
            Color.blue.frame(height: 10)
        }, width: 90, height: 100)
        let d = try #require(l.frame(of: "d"))
        #expect(d.width == 90)
        #expect(abs(d.height - 1.0 / 3.0) < 1e-9)
    }
}

/// A child that is infinitely flexible across a stack makes the stack infinitely flexible
/// (rule A2-7: flexibility is max − min), whatever the stack's alignment.
@Suite("Nested flexible stacks")
struct NestedFlexibleStackTests {
    @Test("HStack of a centered VStack holding only a maxWidth: .infinity child: the column takes all the row leaves (430 − 8 − 161.5)")
    func loneFlexibleChildStretchesItsColumn() throws {
        let l = try layout(HStack {
            VStack { Text("6 days, 40 minutes").frame(maxWidth: .infinity).id("f") }.id("column")
            VStack { Text("Title and more text") }.id("other")
        }.id("row"), width: 430, height: 300)
        // Fixed-advance text: 19 characters × 8.5 pt = 161.5 pt.
        #expect(l.frame(of: "other")?.width == 161.5)
        #expect(l.frame(of: "column")?.width == 260.5)
        #expect(l.frame(of: "f")?.width == 260.5)
        #expect(l.frame(of: "row")?.width == 430)
    }

    @Test("Trailing and centered VStacks, and a ZStack, stretch the same way as a leading one", arguments: [
        HorizontalAlignment.leading, .center, .trailing,
    ])
    func everyAlignmentStretches(_ alignment: HorizontalAlignment) throws {
        let l = try layout(HStack(spacing: 0) {
            VStack(alignment: alignment) { Color.red.frame(maxWidth: .infinity, maxHeight: 10).id("f") }.id("v")
            ZStack { Color.blue.frame(maxWidth: .infinity, maxHeight: 10) }.id("z")
            Text("abcd").id("t")
        }, width: 434, height: 100)
        // The text takes its 34 pt; the two infinitely flexible columns share the other 400.
        #expect(l.frame(of: "t")?.width == 34)
        #expect(l.frame(of: "v")?.width == 200)
        #expect(l.frame(of: "z")?.width == 200)
        #expect(l.frame(of: "f")?.minX == 0)
    }
}
