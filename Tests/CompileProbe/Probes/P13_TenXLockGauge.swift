// Probe 13: goals gauge, Lock Screen (accessoryCircular).
// Modelled on minghinmatthewlam/10x, Widgets/Views/LockWidgetView.swift,
// commit 40c7db187bfd5583eec8b0c07e2216e708740338 (no licence file found in the index).
// Re-expressed, not copied.
import WidgetRender

struct TenXLockView: View {
    let snapshot: TenXSnapshot?

    var body: some View {
        ZStack {
            if let snapshot {
                let total = max(snapshot.focuses.count, 1)
                Gauge(value: Double(snapshot.completed), in: 0...Double(total)) {
                    Image(systemName: "target")
                } currentValueLabel: {
                    Text("\(snapshot.completed)")
                        .font(.caption2)
                }
                .gaugeStyle(.accessoryCircular)
                .tint(snapshot.completed >= total ? Color.green : Color.orange)
            } else {
                Image(systemName: "target")
            }
        }
        .containerBackground(Color.clear, for: .widget)
        .widgetURL(URL(string: "tenx://home"))
    }
}
