import Testing
import WidgetUI
import WidgetTestSupport

// SwiftUI layout scenarios with frames derived by hand from SwiftUI's documented rules
// (shared/research/dsl-anchors.md, rules A1–A5), each citing where the scenario comes from:
// - [OSUI …]: OpenSwiftUI's layout UI tests, Example/OpenSwiftUIUITests/Layout/… (MIT; the
//   scenarios run against real SwiftUI there, on a 200×200 canvas, which these use too);
// - [objc.io]: https://www.objc.io/blog/2020/11/10/hstacks-child-ordering/ and the
//   "SwiftUI layout explained" series (objcio/S01E235…);
// - [Apple]: the SwiftUI documentation page named;
// - [iOS]: measured on real iOS renders (issue 13, the home-assistant oracle).
// Every view is centered in the canvas, as a widget's content is.

private func frames<V: View>(_ view: V, _ ids: [String], width: Double = 200, height: Double = 200) throws -> [Rect?] {
    let l = try layout(view, width: width, height: height)
    return ids.map { l.frame(of: $0) }
}

private func near(_ a: Rect?, _ b: Rect) -> Bool {
    guard let a else { return false }
    return [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-6 }
}

private func R(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

@Suite("SwiftUI layout suite: stacks")
struct SwiftUILayoutStackSuite {
    @Test("[OSUI Stack/HVStackUITests stackFrameElementFrameHStack] two 50 pt squares in an HStack framed 150")
    func hstackInFrame() throws {
        let f = try frames(HStack { Color.red.frame(width: 50, height: 50).id("r"); Color.blue.frame(width: 50, height: 50).id("b") }
            .frame(width: 150, height: 150), ["r", "b"])
        #expect(near(f[0], R(46, 75, 50, 50)) && near(f[1], R(104, 75, 50, 50)))
    }

    @Test("[OSUI stackFrameElementFrameVStack] the same in a VStack")
    func vstackInFrame() throws {
        let f = try frames(VStack { Color.red.frame(width: 50, height: 50).id("r"); Color.blue.frame(width: 50, height: 50).id("b") }
            .frame(width: 150, height: 150), ["r", "b"])
        #expect(near(f[0], R(75, 46, 50, 50)) && near(f[1], R(75, 104, 50, 50)))
    }

    private func nested(spacing: Double?, inner: Double?) -> some View {
        VStack(spacing: spacing) {
            Color.red.frame(width: 40, height: 40).id("r")
            Color.blue.frame(width: 40, height: 40).id("b")
            HStack(spacing: inner) {
                Color.green.frame(width: 40, height: 40).id("g")
                Color.yellow.frame(width: 40, height: 40).id("y")
            }
        }
    }

    @Test("[OSUI stackFrameElementFrameHVStack] an HStack inside a VStack framed 150: the narrower squares center")
    func nestedInFrame() throws {
        let f = try frames(nested(spacing: nil, inner: nil).frame(width: 150, height: 150), ["r", "b", "g", "y"])
        #expect(near(f[0], R(80, 32, 40, 40)) && near(f[1], R(80, 80, 40, 40)))
        #expect(near(f[2], R(56, 128, 40, 40)) && near(f[3], R(104, 128, 40, 40)))
    }

    @Test("[OSUI elementFrameHVStack] the same unframed: the stack is its content's size, centered")
    func nestedUnframed() throws {
        let f = try frames(nested(spacing: nil, inner: nil), ["r", "g", "y"])
        #expect(near(f[0], R(80, 32, 40, 40)) && near(f[1], R(56, 128, 40, 40)) && near(f[2], R(104, 128, 40, 40)))
    }

    @Test("[OSUI elementFrameSpacingHVStack] explicit spacings 20 and 30")
    func nestedSpacing() throws {
        let f = try frames(nested(spacing: 20, inner: 30), ["r", "b", "g", "y"])
        #expect(near(f[0], R(80, 20, 40, 40)) && near(f[1], R(80, 80, 40, 40)))
        #expect(near(f[2], R(45, 140, 40, 40)) && near(f[3], R(115, 140, 40, 40)))
    }

    @Test("[OSUI elementFrameAlignmentHVStack] VStack(alignment: .leading) around HStack(alignment: .top)")
    func nestedAlignment() throws {
        let f = try frames(VStack(alignment: .leading) {
            Color.red.frame(width: 30, height: 30).id("r")
            Color.blue.frame(width: 40, height: 40).id("b")
            HStack(alignment: .top) {
                Color.green.frame(width: 50, height: 50).id("g")
                Color.yellow.frame(width: 60, height: 60).id("y")
            }
        }, ["r", "b", "g", "y"])
        #expect(near(f[0], R(41, 27, 30, 30)) && near(f[1], R(41, 65, 40, 40)))
        #expect(near(f[2], R(41, 113, 50, 50)) && near(f[3], R(99, 113, 60, 60)))
    }

    @Test("[OSUI defaultHVStack] flexible colors share the height equally after the 8 pt spacings")
    func flexibleShare() throws {
        let f = try frames(VStack { Color.red.id("r"); Color.blue.id("b"); HStack { Color.green.id("g"); Color.yellow.id("y") } },
                           ["r", "b", "g", "y"])
        let h = (200 - 16) / 3.0
        #expect(near(f[0], R(0, 0, 200, h)) && near(f[1], R(0, h + 8, 200, h)))
        #expect(near(f[2], R(0, 2 * h + 16, 96, h)) && near(f[3], R(104, 2 * h + 16, 96, h)))
    }

    @Test("[OSUI layoutPriorityForHVStack; Apple View.layoutPriority(_:)] the higher priority child takes all it can")
    func layoutPriority() throws {
        let f = try frames(VStack { Color.red.id("r"); Color.blue.layoutPriority(1).id("b"); HStack { Color.green.id("g") } },
                           ["r", "b", "g"])
        #expect(near(f[0], R(0, 0, 200, 0)) && near(f[1], R(0, 8, 200, 184)) && near(f[2], R(0, 200, 200, 0)))
    }

    @Test("[objc.io hstacks-child-ordering] the less flexible child is offered its share first")
    func leastFlexibleFirst() throws {
        let f = try frames(HStack(spacing: 0) { Color.red.frame(minWidth: 50, maxWidth: 100).id("r"); Color.green.id("g") }, ["r", "g"])
        #expect(near(f[0], R(0, 0, 100, 200)) && near(f[1], R(100, 0, 100, 200)))
    }

    @Test("[objc.io S01E235 layout priorities] lower groups keep their minimum while a higher one is sized")
    func lowerGroupsKeepMinimum() throws {
        let f = try frames(HStack(spacing: 0) { Color.red.frame(minWidth: 50).id("r"); Color.green.layoutPriority(1).id("g") }, ["r", "g"])
        #expect(near(f[0], R(0, 0, 50, 200)) && near(f[1], R(50, 0, 150, 200)))
    }

    @Test("[Apple VStack] VStack(alignment: .trailing) lines children up on their trailing edges")
    func trailingAlignment() throws {
        let f = try frames(VStack(alignment: .trailing, spacing: 0) {
            Color.red.frame(width: 50, height: 20).id("r"); Color.blue.frame(width: 100, height: 20).id("b")
        }, ["r", "b"])
        #expect(near(f[0], R(100, 80, 50, 20)) && near(f[1], R(50, 100, 100, 20)))
    }

    @Test("[Apple HStack] HStack(alignment: .bottom) lines children up on their bottom edges")
    func bottomAlignment() throws {
        let f = try frames(HStack(alignment: .bottom, spacing: 0) {
            Color.red.frame(width: 20, height: 50).id("r"); Color.blue.frame(width: 20, height: 100).id("b")
        }, ["r", "b"])
        #expect(near(f[0], R(80, 100, 20, 50)) && near(f[1], R(100, 50, 20, 100)))
    }

    @Test("[Apple HStack init(spacing:)] a negative spacing overlaps the children")
    func negativeSpacing() throws {
        let f = try frames(HStack(spacing: -10) { Color.red.frame(width: 50, height: 50).id("r"); Color.blue.frame(width: 50, height: 50).id("b") },
                           ["r", "b"])
        #expect(near(f[0], R(55, 75, 50, 50)) && near(f[1], R(95, 75, 50, 50)))
    }
}

@Suite("SwiftUI layout suite: spacers")
struct SwiftUILayoutSpacerSuite {
    @Test("[Apple Spacer] a spacer takes what the fixed views leave")
    func spacerFills() throws {
        let f = try frames(HStack(spacing: 0) { Color.red.frame(width: 50).id("r"); Spacer().id("s") }, ["r", "s"])
        #expect(near(f[0], R(0, 0, 50, 200)) && near(f[1], R(50, 100, 150, 0)))
    }

    @Test("[Apple Spacer; dsl-anchors A2-12] a spacer yields to a flexible view but keeps its 8 pt minimum")
    func spacerYields() throws {
        let f = try frames(HStack { Color.red.id("r"); Spacer().id("s") }, ["r", "s"])
        #expect(near(f[0], R(0, 0, 184, 200)) && near(f[1], R(192, 100, 8, 0)))
    }

    @Test("[Apple Spacer.minLength] Spacer(minLength: 30) keeps 30 pt from a flexible neighbour")
    func spacerMinLength() throws {
        let f = try frames(HStack(spacing: 0) { Color.red.id("r"); Spacer(minLength: 30).id("s") }, ["r", "s"])
        #expect(near(f[0], R(0, 0, 170, 200)) && near(f[1], R(170, 100, 30, 0)))
    }

    @Test("[Apple Spacer] a spacer between two bars pushes them to the ends of a VStack")
    func spacerBetween() throws {
        let f = try frames(VStack(spacing: 0) { Color.red.frame(height: 50).id("r"); Spacer(); Color.blue.frame(height: 50).id("b") }, ["r", "b"])
        #expect(near(f[0], R(0, 0, 200, 50)) && near(f[1], R(0, 150, 200, 50)))
    }

    @Test("[iOS home-assistant oracle, systemLarge 5 tiles] Spacer().frame(maxWidth: .infinity) shares equally with a flexible view")
    func framedSpacerShares() throws {
        let f = try frames(HStack(spacing: 8) { Color.red.frame(maxWidth: .infinity).id("r"); Spacer().frame(maxWidth: .infinity).id("s") },
                           ["r", "s"], width: 334)
        #expect(near(f[0], R(0, 0, 163, 200)) && near(f[1], R(171, 100, 163, 0)))
    }

    @Test("[Apple Spacer] two spacers center a view between them")
    func twoSpacersCenter() throws {
        let f = try frames(HStack(spacing: 0) { Spacer(); Color.red.frame(width: 40).id("r"); Spacer() }, ["r"])
        #expect(near(f[0], R(80, 0, 40, 200)))
    }
}

@Suite("SwiftUI layout suite: padding")
struct SwiftUILayoutPaddingSuite {
    /// OpenSwiftUI's padding scenarios: a 50×30 blue rectangle padded, with a red background.
    private func padded<V: View>(_ make: (AnyView) -> V) throws -> (bg: Rect?, blue: Rect?) {
        let f = try frames(make(AnyView(Color.blue.frame(width: 50, height: 30).id("blue"))), ["bg", "blue"])
        return (f[0], f[1])
    }

    @Test("[OSUI Modifier/PaddingLayoutUITests defaultPadding; DefaultPadding.swift] padding() is 16 pt on iOS")
    func defaultPadding() throws {
        let p = try padded { $0.padding().background(Color.red.id("bg")) }
        #expect(near(p.bg, R(59, 69, 82, 62)) && near(p.blue, R(75, 85, 50, 30)))
    }

    @Test("[OSUI specificAmountPadding] padding(20)")
    func amount() throws {
        let p = try padded { $0.padding(20).background(Color.red.id("bg")) }
        #expect(near(p.bg, R(55, 65, 90, 70)) && near(p.blue, R(75, 85, 50, 30)))
    }

    @Test("[OSUI zeroPadding] padding(0) changes nothing")
    func zero() throws {
        let p = try padded { $0.padding(0).background(Color.red.id("bg")) }
        #expect(near(p.bg, R(75, 85, 50, 30)) && near(p.blue, R(75, 85, 50, 30)))
    }

    @Test("[OSUI topPadding] padding(.top, 30)")
    func top() throws {
        let p = try padded { $0.padding(.top, 30).background(Color.red.id("bg")) }
        #expect(near(p.bg, R(75, 70, 50, 60)) && near(p.blue, R(75, 100, 50, 30)))
    }

    @Test("[OSUI bottomPadding] padding(.bottom, 30)")
    func bottom() throws {
        let p = try padded { $0.padding(.bottom, 30).background(Color.red.id("bg")) }
        #expect(near(p.bg, R(75, 70, 50, 60)) && near(p.blue, R(75, 70, 50, 30)))
    }

    @Test("[OSUI leadingPadding] padding(.leading, 30)")
    func leading() throws {
        let p = try padded { $0.padding(.leading, 30).background(Color.red.id("bg")) }
        #expect(near(p.bg, R(60, 85, 80, 30)) && near(p.blue, R(90, 85, 50, 30)))
    }

    @Test("[OSUI trailingPadding] padding(.trailing, 30)")
    func trailing() throws {
        let p = try padded { $0.padding(.trailing, 30).background(Color.red.id("bg")) }
        #expect(near(p.bg, R(60, 85, 80, 30)) && near(p.blue, R(60, 85, 50, 30)))
    }

    @Test("[OSUI horizontalPadding] padding(.horizontal, 40)")
    func horizontal() throws {
        let p = try padded { $0.padding(.horizontal, 40).background(Color.red.id("bg")) }
        #expect(near(p.bg, R(35, 85, 130, 30)) && near(p.blue, R(75, 85, 50, 30)))
    }

    @Test("[OSUI verticalPadding] padding(.vertical, 40)")
    func vertical() throws {
        let p = try padded { $0.padding(.vertical, 40).background(Color.red.id("bg")) }
        #expect(near(p.bg, R(75, 45, 50, 110)) && near(p.blue, R(75, 85, 50, 30)))
    }

    @Test("[OSUI multipleEdgesPadding] padding([.top, .trailing], 25)")
    func multipleEdges() throws {
        let p = try padded { $0.padding([.top, .trailing], 25).background(Color.red.id("bg")) }
        #expect(near(p.bg, R(62.5, 72.5, 75, 55)) && near(p.blue, R(62.5, 97.5, 50, 30)))
    }

    @Test("[OSUI edgeInsetsPadding] padding(EdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 15))")
    func edgeInsets() throws {
        let p = try padded { $0.padding(EdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 15)).background(Color.red.id("bg")) }
        #expect(near(p.bg, R(57.5, 65, 85, 70)) && near(p.blue, R(77.5, 75, 50, 30)))
    }

    @Test("[OSUI asymmetricEdgeInsets] padding(EdgeInsets(top: 5, leading: 50, bottom: 10, trailing: 5))")
    func asymmetric() throws {
        let p = try padded { $0.padding(EdgeInsets(top: 5, leading: 50, bottom: 10, trailing: 5)).background(Color.red.id("bg")) }
        #expect(near(p.bg, R(47.5, 77.5, 105, 45)) && near(p.blue, R(97.5, 82.5, 50, 30)))
    }

    @Test("[OSUI nestedPadding] padding(10) inside padding(20)")
    func nested() throws {
        let f = try frames(Color.blue.frame(width: 50, height: 30).id("blue").padding(10).background(Color.green.id("g"))
            .padding(20).background(Color.red.id("bg")), ["bg", "g", "blue"])
        #expect(near(f[0], R(45, 55, 110, 90)) && near(f[1], R(65, 75, 70, 50)) && near(f[2], R(75, 85, 50, 30)))
    }

    @Test("[OSUI multiplePaddingEdges] padding(.leading, 30) then padding(.top, 20)")
    func successiveEdges() throws {
        let f = try frames(Color.blue.frame(width: 50, height: 30).id("blue").padding(.leading, 30).background(Color.green.id("g"))
            .padding(.top, 20).background(Color.red.id("bg")), ["bg", "g", "blue"])
        #expect(near(f[0], R(60, 75, 80, 50)) && near(f[1], R(60, 95, 80, 30)) && near(f[2], R(90, 95, 50, 30)))
    }

    @Test("[OSUI paddingInVStack] padded rows of a VStack(spacing: 0)")
    func inVStack() throws {
        let f = try frames(VStack(spacing: 0) {
            Color.blue.frame(height: 30).id("blue").padding(.bottom, 20).background(Color.red.id("red"))
            Color.green.frame(height: 30).id("green").padding(.top, 15).background(Color.yellow.id("yellow"))
        }, ["red", "blue", "yellow", "green"])
        #expect(near(f[0], R(0, 52.5, 200, 50)) && near(f[1], R(0, 52.5, 200, 30)))
        #expect(near(f[2], R(0, 102.5, 200, 45)) && near(f[3], R(0, 117.5, 200, 30)))
    }

    @Test("[OSUI paddingInHStack] padded columns of an HStack(spacing: 0)")
    func inHStack() throws {
        let f = try frames(HStack(spacing: 0) {
            Color.blue.frame(width: 50).id("blue").padding(.trailing, 25).background(Color.red.id("red"))
            Color.green.frame(width: 50).id("green").padding(.leading, 15).background(Color.yellow.id("yellow"))
        }, ["red", "blue", "yellow", "green"])
        #expect(near(f[0], R(30, 0, 75, 200)) && near(f[1], R(30, 0, 50, 200)))
        #expect(near(f[2], R(105, 0, 65, 200)) && near(f[3], R(120, 0, 50, 200)))
    }
}

@Suite("SwiftUI layout suite: frames, fixedSize, aspect ratio, overlays, ZStack")
struct SwiftUILayoutFrameSuite {
    @Test("[OSUI Modifier/FrameLayoutUITests noFrame] frame() with no arguments keeps the color's full size")
    func noFrame() throws {
        #expect(near(try frames(Color.red.id("r").frame(), ["r"])[0], R(0, 0, 200, 200)))
    }

    @Test("[OSUI frameSize] frame(width: 10, height: 10) centers a 10 pt square")
    func frameSize() throws {
        #expect(near(try frames(Color.red.frame(width: 10, height: 10).id("r"), ["r"])[0], R(95, 95, 10, 10)))
    }

    @Test("[Apple frame(width:height:alignment:); dsl-anchors A3-14] a child larger than its fixed frame is centered, not clipped")
    func childLargerThanFrame() throws {
        let f = try frames(Color.red.frame(width: 100, height: 100).id("r").frame(width: 50, height: 50).id("f"), ["r", "f"])
        #expect(near(f[0], R(50, 50, 100, 100)) && near(f[1], R(75, 75, 50, 50)))
    }

    @Test("[Apple frame(minWidth:…)] maxWidth: .infinity takes the proposal and aligns a fixed child")
    func infiniteMaxWidth() throws {
        let f = try frames(Color.red.frame(width: 50, height: 50).id("r").frame(maxWidth: .infinity, alignment: .leading).id("f"), ["r", "f"])
        #expect(near(f[0], R(0, 75, 50, 50)) && near(f[1], R(0, 75, 200, 50)))
    }

    @Test("[Apple frame(minWidth:…)] minWidth larger than the child widens the frame around it")
    func minWidthFrame() throws {
        let f = try frames(Color.red.frame(width: 50, height: 50).id("r").frame(minWidth: 100).id("f"), ["r", "f"])
        #expect(near(f[0], R(75, 75, 50, 50)) && near(f[1], R(50, 75, 100, 50)))
    }

    @Test("[OSUI FixedSizeLayoutUITests colorFixedSize] a color fixed on one axis takes its ideal 10 pt there")
    func colorFixedSize() throws {
        let f = try frames(ZStack {
            Color.red.fixedSize(horizontal: true, vertical: false).id("r").frame(width: 100, height: 100)
            Color.green.fixedSize(horizontal: false, vertical: true).id("g").frame(width: 100, height: 100)
            Color.blue.fixedSize(horizontal: false, vertical: false).id("b").frame(width: 100, height: 100)
        }, ["r", "g", "b"])
        #expect(near(f[0], R(95, 50, 10, 100)) && near(f[1], R(50, 95, 100, 10)) && near(f[2], R(50, 50, 100, 100)))
    }

    @Test("[iOS, issue 13] fixedSize(vertical:) places its content at the measured height: the bar is as tall as the text column")
    func equalHeightIdiom() throws {
        // FixedAdvanceMeasurer: 17 pt text is one 17 pt line with no leading, so the two texts
        // stack with no gap (text-to-text spacing, LayoutEngine.defaultGap): 34 pt.
        let f = try frames(HStack {
            RoundedRectangle(cornerRadius: 1.5).frame(width: 3).id("bar")
            VStack(alignment: .leading) { Text("Title"); Text("Subtitle") }.id("column")
            Spacer()
        }.fixedSize(horizontal: false, vertical: true), ["bar", "column"])
        #expect(near(f[1], R(11, 83, 68, 34)))
        #expect(near(f[0], R(0, 83, 3, 34)))
    }

    @Test("[Apple aspectRatio(_:contentMode:)] .fit keeps the ratio within the proposal")
    func aspectFit() throws {
        #expect(near(try frames(Color.red.aspectRatio(1, contentMode: .fit).id("r"), ["r"], height: 100)[0], R(50, 0, 100, 100)))
    }

    @Test("[Apple aspectRatio(_:contentMode:)] .fill covers the proposal and overflows, centered")
    func aspectFill() throws {
        #expect(near(try frames(Color.red.aspectRatio(2, contentMode: .fill).id("r"), ["r"])[0], R(-100, 0, 400, 200)))
    }

    @Test("[Apple overlay(alignment:content:); dsl-anchors A4-20] the overlay is proposed the primary's size and aligned in it")
    func overlayAlignment() throws {
        let f = try frames(Color.red.frame(width: 100, height: 50).id("r")
            .overlay(alignment: .topLeading) { Color.blue.frame(width: 20, height: 20).id("b") }, ["r", "b"])
        #expect(near(f[0], R(50, 75, 100, 50)) && near(f[1], R(50, 75, 20, 20)))
    }

    @Test("[Apple background(_:alignment:)] a flexible background takes the primary view's size")
    func backgroundSize() throws {
        let f = try frames(Color.red.frame(width: 60, height: 40).padding(5).background(Color.blue.id("b")), ["b"])
        #expect(near(f[0], R(65, 75, 70, 50)))
    }

    @Test("[OSUI Stack/ZStackUITests alignment] a 20 pt square aligned in a 60 pt one", arguments: [
        (Alignment.center, 90.0, 90.0), (.top, 90, 70), (.bottom, 90, 110), (.leading, 70, 90), (.trailing, 110, 90),
        (.topLeading, 70, 70), (.topTrailing, 110, 70), (.bottomLeading, 70, 110), (.bottomTrailing, 110, 110),
    ])
    func zstackAlignment(_ alignment: Alignment, x: Double, y: Double) throws {
        let f = try frames(ZStack(alignment: alignment) {
            Color.red.frame(width: 60, height: 60).id("r"); Color.blue.frame(width: 20, height: 20).id("b")
        }, ["r", "b"])
        #expect(near(f[0], R(70, 70, 60, 60)) && near(f[1], R(x, y, 20, 20)))
    }
}

@Suite("SwiftUI layout suite: default spacing")
struct SwiftUILayoutDefaultSpacingSuite {
    @Test("[OpenSwiftUI Spacing.TextMetrics; swift-cross-ui #367] text above text in a VStack: the lower font's leading (0), not 8 pt")
    func textAboveText() throws {
        let f = try frames(VStack { Text("Title").id("a"); Text("Subtitle").id("b") }, ["a", "b"])
        #expect(near(f[0], R(78.75, 83, 42.5, 17)) && near(f[1], R(66, 100, 68, 17)))
    }

    @Test("[OpenSwiftUI defaultSpacing; dsl-anchors A2-11] text beside text in an HStack, or text next to a view, keeps 8 pt")
    func otherPairs() throws {
        let h = try frames(HStack { Text("ab").id("a"); Text("cd").id("b") }, ["a", "b"])
        #expect(h[1]!.minX - h[0]!.maxX == 8)
        let v = try frames(VStack { Color.red.frame(width: 10, height: 10).id("c"); Text("ab").id("t") }, ["c", "t"])
        #expect(v[1]!.minY - v[0]!.maxY == 8)
        let padded = try frames(VStack { Text("ab").padding(0).id("a"); Text("cd").id("b") }, ["a", "b"])
        #expect(padded[1]!.minY - padded[0]!.maxY == 8)
        let below = try frames(VStack { Text("ab").id("a"); Text("cd").padding(.top, 4).id("b") }, ["a", "b"])
        #expect(below[1]!.minY - below[0]!.maxY == 8, "a padded top edge is no longer text's")
    }

    @Test("[OpenSwiftUI UnaryLayout and _PaddingLayout.spacing] text keeps its text-to-text spacing (0) through frames, fixedSize and padding of other edges")
    func spacingPassesThroughLayoutModifiers() throws {
        let framed = try frames(VStack { Text("ab").frame(maxWidth: .infinity, alignment: .leading).id("a"); Text("cd").id("b") }, ["a", "b"])
        #expect(framed[1]!.minY - framed[0]!.maxY == 0)
        let fixed = try frames(VStack { Text("ab").id("a"); Text("cd").frame(width: 40).fixedSize().id("b") }, ["a", "b"])
        #expect(fixed[1]!.minY - fixed[0]!.maxY == 0)
        let sides = try frames(VStack { Text("ab").padding(.horizontal).id("a"); Text("cd").padding(.horizontal, 4).id("b") }, ["a", "b"])
        #expect(sides[1]!.minY - sides[0]!.maxY == 0)
    }
}

