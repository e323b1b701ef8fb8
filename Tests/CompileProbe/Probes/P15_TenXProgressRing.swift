// Probe 15: progress ring (fitness-style ring), used inside a widget.
// Modelled on minghinmatthewlam/10x, Widgets/Views/ProgressRing.swift,
// commit 40c7db187bfd5583eec8b0c07e2216e708740338 (no licence file found in the index).
// Re-expressed, not copied; three rings stacked as an activity widget stacks them.
import WidgetRender

struct TenXProgressRing: View {
    let progress: Double
    var color: Color = .white
    var lineWidth: CGFloat = 4

    var body: some View {
        ZStack {
            Circle()
                .stroke(color.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: max(0, min(progress, 1)))
                .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
    }
}

struct TenXRingsView: View {
    var body: some View {
        ZStack {
            TenXProgressRing(progress: 0.8, color: .pink, lineWidth: 10).frame(width: 100, height: 100)
            TenXProgressRing(progress: 0.55, color: .green, lineWidth: 10).frame(width: 76, height: 76)
            TenXProgressRing(progress: 0.3, color: .cyan, lineWidth: 10).frame(width: 52, height: 52)
        }
        .containerBackground(Color.black, for: .widget)
    }
}
