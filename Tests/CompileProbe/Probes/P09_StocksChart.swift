// Probe 09: stock chart, medium.
// Modelled on perayepat/StocksApp, StocksWidget/StocksWidgetView.swift (no licence file found
// in the index). Re-expressed, not copied; the chart shape stands in for the app's LineChart.
import WidgetRender

struct StocksChartView: View {
    var entry: StocksEntry

    var body: some View {
        VStack {
            Text(entry.symbol ?? "No value")
            StocksLineChart(values: entry.closes)
                .fill(LinearGradient(gradient: Gradient(colors: [.green, .green.opacity(0)]),
                                     startPoint: .top, endPoint: .bottom))
                .frame(width: 150, height: 50)
        }
    }
}

struct StocksLineChart: Shape {
    var values: [Double]

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard let low = values.min(), let high = values.max(), values.count > 1 else { return path }
        let span = max(high - low, 0.0001)
        let step = rect.width / CGFloat(values.count - 1)
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
        for (i, v) in values.enumerated() {
            path.addLine(to: CGPoint(x: rect.minX + CGFloat(i) * step,
                                     y: rect.maxY - CGFloat((v - low) / span) * rect.height))
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}
