import Testing
import WidgetUI
import WidgetTestSupport

/// The new views and modifiers written the way widget code writes them (SwiftUI spellings),
/// so a change that breaks a common spelling fails to compile here.
@Suite("SwiftUI spellings of gauges, grids, shapes and effects")
struct ViewAPIUsageTests {
    struct Dashboard: View {
        let values = [0.2, 0.5, 0.9]
        var body: some View {
            VStack(spacing: 6) {
                LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 4), count: 3), spacing: 4) {
                    ForEach(values, id: \.self) { v in
                        Gauge(value: v, in: 0...1) {
                            Text("CPU")
                        } currentValueLabel: {
                            Text("\(Int(v * 100))")
                        } minimumValueLabel: {
                            Text("0")
                        } maximumValueLabel: {
                            Text("100")
                        }
                        .gaugeStyle(.accessoryCircular)
                        .tint(.green)
                    }
                }
                Grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 2) {
                    GridRow {
                        Text("Low")
                        Text("12°").gridColumnAlignment(.trailing)
                    }
                    Divider().gridCellUnsizedAxes(.horizontal)
                    GridRow {
                        Text("High")
                        Text("24°")
                    }
                }
                ViewThatFits(in: .horizontal) {
                    Text("Updated a moment ago")
                    Text("Now")
                }
                GeometryReader { proxy in
                    let frame = proxy.frame(in: .local)
                    Path { p in
                        p.move(to: Point(x: frame.minX, y: frame.maxY))
                        p.addQuadCurve(to: Point(x: frame.maxX, y: frame.minY), control: Point(x: frame.midX, y: frame.maxY))
                    }
                    .stroke(.tint, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round, dash: [4, 2]))
                }
                .frame(height: 20)
                HStack {
                    Capsule().trim(from: 0.2, to: 0.8).stroke(lineWidth: 2)
                    Circle().offset(x: 2).fill(.blue).rotationEffect(.degrees(30), anchor: .bottom)
                    UnevenRoundedRectangle(cornerRadii: .init(topLeading: 6, bottomTrailing: 6)).fill(.orange)
                    ContainerRelativeShape().fill(.tint).scaleEffect(0.8)
                    RoundedRectangle(cornerRadius: 8).strokeBorder(.gray, style: StrokeStyle(lineWidth: 1, dash: [2]))
                }
                .frame(height: 24)
                Text("Glass")
                    .padding(4)
                    .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 8))
                    .blendMode(.plusLighter)
                    .mask { LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom) }
                ProgressView(value: 0.3) { Text("Sync") } currentValueLabel: { Text("30%") }
                    .progressViewStyle(.linear)
                    .grayscale(0.5).saturation(1.2).brightness(-0.1).contrast(1.1).blur(radius: 0.5).compositingGroup()
            }
        }
    }

    @Test("A dashboard using every new view resolves and lays out without warnings")
    func dashboard() throws {
        let l = try layout(Dashboard().id("root"), width: 338, height: 354)
        #expect(l.diagnostics.filter { $0.severity != .info }.isEmpty, "\(l.diagnostics)")
        #expect(l.frame(of: "root")?.width == 338)
    }
}
