import Foundation
import Testing
import WidgetUI
import WidgetTestSupport

/// Grid, lazy grids, ViewThatFits, GeometryReader and geometry effects (rules GR, LG, VF, G, GE).
/// Text is 5 pt per character and 10 pt tall at size 10 (FixedAdvanceMeasurer).
@Suite("Container layout: grids, ViewThatFits, GeometryReader, effects")
struct ContainerLayoutTests {
    static let f = Font.system(size: 10)

    @Test("Grid: columns as wide as their widest cell, rows as tall as their tallest (GR-2)")
    func gridColumns() throws {
        let l = try layout(Grid {
            GridRow { Text("a").id("a"); Text("bbbb").id("b") }
            GridRow { Text("ccc").id("c"); Text("d").id("d") }
        }.font(Self.f).id("grid"), width: 200, height: 200)
        #expect(l.frame(of: "grid") == Rect(x: 78.5, y: 86, width: 43, height: 28))
        #expect(l.frame(of: "a") == Rect(x: 83.5, y: 86, width: 5, height: 10))
        #expect(l.frame(of: "b") == Rect(x: 101.5, y: 86, width: 20, height: 10))
        #expect(l.frame(of: "c") == Rect(x: 78.5, y: 104, width: 15, height: 10))
        #expect(l.frame(of: "d") == Rect(x: 109, y: 104, width: 5, height: 10))
    }

    @Test("gridColumnAlignment aligns the whole column; gridCellColumns spans; a view outside a row spans the grid (GR-1, GR-4)")
    func gridTraits() throws {
        let l = try layout(Grid(horizontalSpacing: 8, verticalSpacing: 8) {
            GridRow { Text("a"); Text("bbbb").gridColumnAlignment(.trailing) }
            GridRow { Text("ccc"); Text("d").id("d") }
            GridRow { Color.red.frame(height: 4).gridCellColumns(2).id("span") }
            Color.blue.frame(height: 2).id("full")
        }.font(Self.f).id("grid"), width: 200, height: 200)
        #expect(l.frame(of: "grid") == Rect(x: 78.5, y: 75, width: 43, height: 50))
        #expect(l.frame(of: "d")?.minX == 116.5)
        #expect(l.frame(of: "span") == Rect(x: 78.5, y: 111, width: 43, height: 4))
        #expect(l.frame(of: "full") == Rect(x: 78.5, y: 123, width: 43, height: 2))
    }

    @Test("Grid: flexible columns share the width left by fixed ones (GR-3)")
    func gridFlexible() throws {
        let l = try layout(Grid(horizontalSpacing: 0) {
            GridRow { Text("aaaa").font(Self.f).id("t"); Color.red.id("c") }
        }, width: 100, height: 20)
        #expect(l.frame(of: "t")?.width == 20)
        #expect(l.frame(of: "c") == Rect(x: 20, y: 0, width: 80, height: 20))
    }

    @Test("LazyVGrid: a fixed column and a flexible one take the rest, rows spaced (LG-1, LG-2, LG-4)")
    func lazyFixedFlexible() throws {
        let l = try layout(LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.flexible())], spacing: 10) {
            ForEach(0..<3, id: \.self) { i in Color.red.frame(height: 20).id(i) }
        }.id("grid"), width: 200, height: 200)
        #expect(l.frame(of: "grid") == Rect(x: 0, y: 75, width: 200, height: 50))
        #expect(l.frame(of: 0) == Rect(x: 0, y: 75, width: 50, height: 20))
        #expect(l.frame(of: 1) == Rect(x: 58, y: 75, width: 142, height: 20))
        #expect(l.frame(of: 2) == Rect(x: 0, y: 105, width: 50, height: 20))
    }

    @Test("LazyVGrid: an adaptive column fits as many minimum-width columns as the width allows (LG-3)")
    func lazyAdaptive() throws {
        let l = try layout(LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))]) {
            ForEach(0..<5, id: \.self) { i in Color.red.frame(height: 10).id(i) }
        }, width: 200, height: 100)
        #expect(l.frames(of: 0).first?.width == 44)
        #expect([0, 1, 2, 3].compactMap { l.frame(of: $0)?.minX } == [0, 52, 104, 156])
        #expect(l.frame(of: 4)?.minX == 0)
        #expect(l.frame(of: 4)?.minY == (l.frame(of: 0)?.minY ?? 0) + 18)
    }

    @Test("LazyVGrid: a flexible column held at its maximum gives the rest to the others (LG-2)")
    func lazyFlexibleMaximum() throws {
        let l = try layout(LazyVGrid(columns: [GridItem(.flexible(maximum: 30), spacing: 0), GridItem(.flexible())]) {
            Color.red.frame(height: 10).id("a"); Color.blue.frame(height: 10).id("b")
        }, width: 100, height: 10)
        #expect(l.frame(of: "a")?.width == 30)
        #expect(l.frame(of: "b") == Rect(x: 30, y: 0, width: 70, height: 10))
    }

    @Test("LazyHGrid: rows across, columns along (LG-4)")
    func lazyHGrid() throws {
        let l = try layout(LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))], spacing: 4) {
            ForEach(0..<3, id: \.self) { i in Color.red.frame(width: 10).id(i) }
        }.id("grid"), width: 100, height: 48)
        #expect(l.frame(of: 0) == Rect(x: 38, y: 0, width: 10, height: 20))
        #expect(l.frame(of: 1) == Rect(x: 38, y: 28, width: 10, height: 20))
        #expect(l.frame(of: 2) == Rect(x: 52, y: 0, width: 10, height: 20))
    }

    @Test("ViewThatFits picks the first child whose ideal size fits, else the last (VF-1)")
    func viewThatFits() throws {
        let view = ViewThatFits(in: .horizontal) {
            Text("long long long").id("long")
            Text("short").id("short")
        }.font(Self.f)
        let narrow = try layout(view, width: 50, height: 20)
        #expect(narrow.frame(of: "short")?.width == 25)
        #expect(narrow.frame(of: "long")?.size == .zero)
        let wide = try layout(view, width: 100, height: 20)
        #expect(wide.frame(of: "long")?.width == 70)
        let none = try layout(ViewThatFits { Color.red.frame(width: 80).id("a"); Color.blue.frame(width: 60).id("b") }, width: 50, height: 20)
        #expect(none.frame(of: "b")?.width == 60)
    }

    @Test("GeometryReader takes the offered size and places its content at top-leading (G-1, G-2)")
    func geometryReader() throws {
        let l = try layout(GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: 10).id("half")
        }.frame(width: 100, height: 60).id("reader"), width: 200, height: 200)
        #expect(l.frame(of: "reader") == Rect(x: 50, y: 70, width: 100, height: 60))
        #expect(l.frame(of: "half") == Rect(x: 50, y: 70, width: 50, height: 10))
        let ideal = try layout(GeometryReader { _ in Color.red }.fixedSize().id("r"), width: 200, height: 200)
        #expect(ideal.frame(of: "r")?.size == Size(width: 10, height: 10))
    }

    @Test("rotationEffect and scaleEffect change no frame (GE-1)")
    func effectsKeepLayout() throws {
        let plain = try layout(HStack { Color.red.frame(width: 20, height: 20).id("r"); Color.blue.frame(width: 20, height: 20).id("b") },
                               width: 100, height: 100)
        let effected = try layout(HStack {
            Color.red.frame(width: 20, height: 20).rotationEffect(.degrees(45)).scaleEffect(2).blur(radius: 3).id("r")
            Color.blue.frame(width: 20, height: 20).id("b")
        }, width: 100, height: 100)
        #expect(plain.frame(of: "r") == effected.frame(of: "r"))
        #expect(plain.frame(of: "b") == effected.frame(of: "b"))
    }

    @Test("Linear ProgressView: a 4 pt bar across the offered width; a circular one is 20 pt")
    func progressViewFrames() throws {
        let l = try layout(ProgressView(value: 0.5).id("p"), width: 200, height: 100)
        #expect(l.frame(of: "p") == Rect(x: 0, y: 48, width: 200, height: 4))
        let c = try layout(ProgressView(value: 0.5).progressViewStyle(.circular).id("p"), width: 200, height: 100)
        #expect(c.frame(of: "p")?.size == Size(width: 20, height: 20))
        let spinner = try layout(ProgressView().id("p"), width: 200, height: 100)
        #expect(spinner.frame(of: "p")?.size == Size(width: 20, height: 20))
    }

    @Test("Circular gauges are square in the space offered; linear gauges put the label above the bar")
    func gaugeFrames() throws {
        let c = try layout(Gauge(value: 0.3) { Text("T") }.gaugeStyle(.accessoryCircular).id("g"), width: 200, height: 100)
        #expect(c.frame(of: "g") == Rect(x: 50, y: 0, width: 100, height: 100))
        // Without bounds labels the label sits centred in the ring's opening (Apple's
        // GaugeStyle.accessoryCircular): level with the ring's ends, 31.82 pt below its centre
        // (the stroke's middle is 45 pt out on a 100 pt ring; its ends are at ±45°).
        let labelled = try layout(Gauge(value: 0.3) { Text("T").id("label") }.gaugeStyle(.accessoryCircular), width: 200, height: 100)
        let label = try #require(labelled.frame(of: "label"))
        #expect(abs(label.midX - 100) < 0.01 && abs(label.midY - 81.82) < 0.01, "\(label)")
        let lin = try layout(Gauge(value: 0.3) { Text("Label").font(Self.f).id("label") }.id("g"), width: 200, height: 100)
        #expect(lin.frame(of: "g")?.size == Size(width: 200, height: 18))
        #expect(lin.frame(of: "label") == Rect(x: 0, y: 41, width: 25, height: 10))
    }
}

@Suite("GeometryReader diagnostics")
struct GeometryReaderDiagnosticTests {
    @Test("What the content of a GeometryReader reports reaches the layout's diagnostics")
    func reported() throws {
        let l = try layout(GeometryReader { _ in Color.red.opacity(0.5).frame(width: 10).opacity(.nan) }, width: 100, height: 100)
        #expect(l.diagnostics.contains { $0.code == .invalidOpacity && ($0.location ?? "").contains("GeometryReader") }, "\(l.diagnostics)")
    }
}

@Suite("ViewThatFits and taps")
struct ViewThatFitsURLTests {
    @Test("Only the candidate ViewThatFits shows declares its widgetURL")
    func onlyChosen() throws {
        let long = URL(string: "app://long")!, short = URL(string: "app://short")!
        let l = try layout(ViewThatFits(in: .horizontal) {
            Text("long long long").widgetURL(long)
            Text("short").widgetURL(short)
        }.font(.system(size: 10)), width: 50, height: 20)
        #expect(l.draw(bounds: Rect(x: 0, y: 0, width: 50, height: 20)).widgetURLs.map(\.url) == [short])
    }
}

@Suite("ProgressView timers")
struct ProgressTimerTests {
    static func filledWidths(_ view: some View, now: Date) throws -> [String] {
        var env = EnvironmentValues()
        env.now = now
        let l = try layout(view, width: 300, height: 100, environment: env)
        return l.draw(bounds: Rect(x: 0, y: 0, width: 300, height: 100)).items.map(\.description).filter { $0.hasPrefix("fill") }
    }

    /// The 300-pt bar sits above the default timer text, so only widths are pinned.
    @Test("timerInterval: counting down, a third elapsed leaves two thirds of the bar; counting up fills a third")
    func fraction() throws {
        let now = Date(timeIntervalSince1970: 1_767_225_600)
        let interval = now.addingTimeInterval(-600)...now.addingTimeInterval(1_200)
        let down = try Self.filledWidths(ProgressView(timerInterval: interval, countsDown: true) { EmptyView() }, now: now)
        #expect(down.contains { $0.hasSuffix(", 200, 4] #0088FFFF") }, "\(down)")
        let up = try Self.filledWidths(ProgressView(timerInterval: interval, countsDown: false) { EmptyView() }, now: now)
        #expect(up.contains { $0.hasSuffix(", 100, 4] #0088FFFF") }, "\(up)")
        let after = try Self.filledWidths(ProgressView(timerInterval: interval, countsDown: true) { EmptyView() }, now: now.addingTimeInterval(3_600))
        #expect(!after.contains { $0.contains("#0088FFFF") }, "finished: nothing filled")
    }
}
