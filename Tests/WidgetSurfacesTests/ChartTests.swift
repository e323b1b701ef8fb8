import Foundation
import Testing
import WidgetRender
import ExampleWidgets

/// Swift Charts drawn as iOS draws them by default (Sources/WidgetUI/Charts/README.md).
@MainActor @Suite("Charts")
struct ChartTests {
    static let now = ISO8601DateFormatter().date(from: "2026-05-20T18:30:00Z")!
    static let entry = StepsEntry.sample(now: now)

    struct Sale: Identifiable { var id: String { name }; var name: String; var units: Int }
    static let sales = [Sale(name: "A", units: 10), Sale(name: "B", units: 20), Sale(name: "C", units: 30), Sale(name: "D", units: 40)]

    /// The chart laid out alone in `size`, drawn: its fills, strokes and texts.
    static func draw<V: View>(_ view: V, _ size: Size = Size(width: 240, height: 150)) throws -> DrawnContent {
        try WidgetLayout(view, in: Rect(origin: .zero, size: size)).draw(bounds: Rect(origin: .zero, size: size))
    }
    static func fills(_ d: DrawnContent, _ color: RGBA) -> [Rect] {
        d.items.compactMap { if case .fill(let p, .color(let c)) = $0, c == color { return p.boundingRect } else { return nil } }
    }
    static func texts(_ d: DrawnContent) -> [(String, Rect)] {
        d.items.compactMap { if case .glyphs(let g) = $0, let t = g.text, let b = g.bounds { return (t, b) } else { return nil } }
    }
    static let red = RGBA(hex: 0xFF383C)
    static func near(_ a: Double, _ b: Double, _ tol: Double = 0.01) -> Bool { abs(a - b) <= tol + 1e-9 }

    @Test("Category bars: one band each, 80 % of it wide, heights in proportion from a zero baseline; the domain 0…40 is labelled 0–40 on the trailing side")
    func categoryBars() throws {
        let d = try Self.draw(Chart(Self.sales) { s in
            BarMark(x: .value("Name", s.name), y: .value("Units", s.units)).foregroundStyle(.red)
        })
        let bars = Self.fills(d, Self.red).sorted { $0.origin.x < $1.origin.x }
        try #require(bars.count == 4)
        let pitch = bars[1].midX - bars[0].midX
        for (i, b) in bars.enumerated() {
            #expect(Self.near(b.width, pitch * 0.8, 1.0 / 3), "bar \(i): \(b.width) of a \(pitch) band")
            #expect(Self.near(b.maxY, bars[3].maxY), "one baseline")
            #expect(Self.near(b.height, bars[3].height * Double(i + 1) / 4, 1.0 / 3), "bar \(i) height \(b.height)")
        }
        let labels = Self.texts(d)
        let yLabels = labels.filter { ["0", "10", "20", "30", "40"].contains($0.0) }
        #expect(yLabels.map(\.0).sorted() == ["0", "10", "20", "30", "40"], "\(labels.map(\.0))")
        #expect(yLabels.allSatisfy { $0.1.minX > bars[3].maxX }, "y labels stand after the plot")
        // The tallest bar reaches the top grid line, where "40" is centred.
        let forty = try #require(yLabels.first { $0.0 == "40" })
        #expect(abs(forty.1.midY - bars[3].minY) < 2, "\(forty.1) \(bars[3])")
        // Category labels centred under their bars.
        for (name, bar) in zip(["A", "B", "C", "D"], bars) {
            let label = try #require(labels.first { $0.0 == name })
            #expect(abs(label.1.midX - bar.midX) < 1, "\(name)")
            #expect(label.1.minY > bar.maxY)
        }
    }

    @Test("Bars at the same category stack: the second starts where the first ends")
    func stacking() throws {
        let d = try Self.draw(Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 30)).foregroundStyle(.red)
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 10)).foregroundStyle(.blue)
        })
        let low = try #require(Self.fills(d, Self.red).first), high = try #require(Self.fills(d, RGBA(hex: 0x0088FF)).first)
        #expect(Self.near(high.maxY, low.minY))
        #expect(Self.near(low.height, high.height * 3, 1.0))   // frames snap to device pixels (1/3 pt)
    }

    @Test("foregroundStyle(by:) colours series blue, green, orange in order of appearance and adds a legend below the plot")
    func seriesPaletteAndLegend() throws {
        let points = [("Rain", 1, 3), ("Rain", 2, 5), ("Sun", 1, 8), ("Sun", 2, 6), ("Snow", 1, 1), ("Snow", 2, 2)]
        let d = try Self.draw(Chart {
            ForEach(points.indices, id: \.self) { i in
                LineMark(x: .value("Day", points[i].1), y: .value("mm", points[i].2)).foregroundStyle(by: .value("Kind", points[i].0))
            }
        })
        let strokes = d.items.compactMap { if case .stroke(_, .color(let c), let s) = $0, s.lineWidth == 2 { return c } else { return nil } }
        #expect(strokes == [RGBA(hex: 0x0088FF), RGBA(hex: 0x34C759), RGBA(hex: 0xFF8D28)], "\(strokes)")
        let labels = Self.texts(d)
        let legend = labels.filter { ["Rain", "Sun", "Snow"].contains($0.0) }
        #expect(legend.map(\.0) == ["Rain", "Sun", "Snow"])
        #expect(legend.allSatisfy { $0.1.minY > 120 }, "the legend is the chart's bottom row")
        #expect(legend[0].1.minX < legend[1].1.minX && legend[1].1.minX < legend[2].1.minX)
    }

    @Test("chartYScale(domain: 0...100) labels 0, 25, 50, 75, 100 when the plot is tall enough; hidden axes draw no text")
    func explicitDomainAndHiddenAxes() throws {
        let tall = try Self.draw(Chart(Self.sales) { s in LineMark(x: .value("Name", s.name), y: .value("Units", s.units)) }
            .chartYScale(domain: 0...100), Size(width: 240, height: 220))
        let numbers = Self.texts(tall).map(\.0).filter { Int($0) != nil }
        #expect(Set(numbers) == ["0", "25", "50", "75", "100"], "\(numbers)")
        let bare = try Self.draw(Chart(Self.sales) { s in LineMark(x: .value("Name", s.name), y: .value("Units", s.units)) }
            .chartXAxis(.hidden).chartYAxis(.hidden))
        #expect(Self.texts(bare).isEmpty)
        // Without axes the line spans the bands' centres across the whole width: 30 … 210 of 240.
        let line = try #require(bare.items.compactMap { if case .stroke(let p, _, let s) = $0, s.lineWidth == 2 { return p.boundingRect } else { return nil } }.first)
        #expect(Self.near(line.minX, 30, 0.5) && Self.near(line.maxX, 210, 0.5), "\(line)")
    }

    @Test("24 hours on a date axis: a label every 6 hours with AM/PM, starting at its grid line")
    func hourlyAxis() throws {
        let start = ISO8601DateFormatter().date(from: "2026-05-20T00:00:00Z")!
        let hours = (0..<24).map { start.addingTimeInterval(Double($0) * 3600) }
        let d = try Self.draw(Chart {
            ForEach(hours, id: \.self) { h in LineMark(x: .value("Hour", h), y: .value("Temp", 10 + (h.timeIntervalSince(start) / 3600).truncatingRemainder(dividingBy: 7))) }
        }, Size(width: 320, height: 150))
        // ICU puts a narrow no-break space before AM/PM, as iOS 17 and later do.
        let labels = Self.texts(d).map { $0.0.replacingOccurrences(of: "\u{202F}", with: " ") }.filter { $0.hasSuffix("AM") || $0.hasSuffix("PM") }
        #expect(labels == ["12 AM", "6 AM", "12 PM", "6 PM"], "\(labels)")
        // Dashed vertical grid lines at the ticks; "6 AM" begins at the second one.
        let grid = d.items.compactMap { if case .stroke(let p, _, let s) = $0, !s.dash.isEmpty { return p.boundingRect.minX } else { return nil } }.sorted()
        let sixAM = try #require(Self.texts(d).first { $0.0.hasPrefix("6") && $0.0.hasSuffix("AM") })
        #expect(grid.count == 4 && abs(sixAM.1.minX - grid[1]) < 1.5, "\(grid) \(sixAM.1)")
    }

    @Test("A pie: slices in proportion clockwise from 12 o'clock; the half-circle slice fills the left half")
    func sectors() throws {
        let d = try Self.draw(Chart {
            SectorMark(angle: .value("A", 1)).foregroundStyle(.red)
            SectorMark(angle: .value("B", 1)).foregroundStyle(.green)
            SectorMark(angle: .value("C", 2)).foregroundStyle(.orange)
        }, Size(width: 200, height: 100))
        let first = try #require(Self.fills(d, Self.red).first)
        let half = try #require(Self.fills(d, RGBA(hex: 0xFF8D28)).first)
        // A 100 pt circle centred at (100, 50): the first quarter is top-right, the last half is the left half.
        #expect(Self.near(first.minX, 100, 0.5) && Self.near(first.maxX, 150, 0.5) && Self.near(first.minY, 0, 0.5) && Self.near(first.maxY, 50, 0.5), "\(first)")
        #expect(Self.near(half.minX, 50, 0.5) && Self.near(half.maxX, 100, 0.5) && Self.near(half.height, 100, 0.5), "\(half)")
    }

    @Test("An annotation stands above its bar; a RuleMark crosses the whole plot at its value")
    func annotationAndRule() throws {
        let d = try Self.draw(Chart {
            ForEach(Self.sales) { s in
                BarMark(x: .value("Name", s.name), y: .value("Units", s.units)).foregroundStyle(.red)
                    .annotation(position: .top) { Text("top").id(s.name) }
            }
            RuleMark(y: .value("Goal", 20)).foregroundStyle(.green)
        })
        let layout = try WidgetLayout(Chart {
            ForEach(Self.sales) { s in
                BarMark(x: .value("Name", s.name), y: .value("Units", s.units)).foregroundStyle(.red)
                    .annotation(position: .top) { Text("top").id(s.name) }
            }
        }, in: Rect(x: 0, y: 0, width: 240, height: 150))
        let bars = Self.fills(d, Self.red).sorted { $0.origin.x < $1.origin.x }
        let note = try #require(layout.frame(of: "D"))
        #expect(Self.near(note.maxY, bars[3].minY - 4, 0.5) && abs(note.midX - bars[3].midX) < 0.5, "\(note) over \(bars[3])")
        let rule = try #require(d.items.compactMap { if case .stroke(let p, .color(let c), _) = $0, c == RGBA(hex: 0x34C759) { return p.boundingRect } else { return nil } }.first)
        #expect(Self.near(rule.minX, bars[0].midX - (bars[1].midX - bars[0].midX) / 2, 0.5), "from the plot's leading edge")
        #expect(Self.near(rule.minY, bars[3].maxY - bars[3].height / 2, 0.5), "at 20 of 40")
    }

    @Test("A logarithmic y scale is drawn linear, and a warning says so")
    func logScaleWarns() throws {
        let w = try WidgetRenderer.render(Chart(Self.sales) { s in BarMark(x: .value("Name", s.name), y: .value("Units", s.units)) }
            .chartYScale(domain: 1...100, type: .log), options: RenderOptions(family: .systemSmall))
        let warning = try #require(w.diagnostics.first { $0.code == .chartScaleDrawnLinear })
        #expect(warning.severity == .warning && warning.message.contains("y scale's type .log"))
        let plain = try WidgetRenderer.render(Chart(Self.sales) { s in BarMark(x: .value("Name", s.name), y: .value("Units", s.units)) }
            .chartYScale(domain: 1...100), options: RenderOptions(family: .systemSmall))
        #expect(!plain.diagnostics.contains { $0.code == .chartScaleDrawnLinear })
    }

    @Test("The steps example in small, medium and large, light and dark: no warnings")
    func example() throws {
        for f in [WidgetFamily.systemSmall, .systemMedium, .systemLarge] {
            for scheme in [ColorScheme.light, .dark] {
                let w = try WidgetRenderer.render(StepsChartView(entry: Self.entry), options: RenderOptions(family: f, colorScheme: scheme, now: Self.now))
                #expect(w.diagnostics.filter { $0.severity != .info }.isEmpty, "\(w.diagnostics)")
                #expect(w.diagnostics.contains { $0.code == .chartDefaultsEstimated })
                try w.writePNG(to: FileManager.default.temporaryDirectory.appendingPathComponent("steps-\(f)-\(scheme).png"))
            }
        }
    }
}
