import Foundation
import WidgetRender

/// An arc of a circle from the top, clockwise, as a thin polygon path for stroking.
struct GaugeArc: Shape {
    var from = 0.0
    var to = 1.0
    func path(in rect: Rect) -> Path {
        var p = Path()
        let r = min(rect.width, rect.height) / 2, c = Point(x: rect.midX, y: rect.midY)
        let steps = max(2, Int((to - from) * 96))
        for i in 0...steps {
            let t = from + (to - from) * Double(i) / Double(steps)
            // A gauge opening at the bottom: 0 at 225°, 1 at −45° (clockwise through the top).
            let angle = (225 - 270 * t) * Double.pi / 180
            let pt = Point(x: c.x + r * cos(angle), y: c.y - r * sin(angle))
            if i == 0 { p.move(to: pt) } else { p.line(to: pt) }
        }
        return p
    }
}

/// accessoryCircular: a temperature gauge, coloured as many real widgets are (green to red),
/// which the Lock Screen flattens.
struct TemperatureGauge: View {
    var value = 0.62
    var body: some View {
        ZStack {
            AccessoryWidgetBackground()
            GaugeArc().stroke(Color.white.opacity(0.3), style: StrokeStyle(lineWidth: 5, lineCap: .round))
                .padding(8)
            GaugeArc(to: value)
                .stroke(LinearGradient(colors: [.green, .yellow, .red], startPoint: .leading, endPoint: .trailing),
                        style: StrokeStyle(lineWidth: 5, lineCap: .round))
                .padding(8)
            VStack(spacing: -2) {
                Text("72°").font(.system(size: 20, weight: .semibold))
                Text("HI 78").font(.system(size: 11, weight: .medium))
            }
        }
    }
}

/// accessoryRectangular: the next calendar event, as Calendar's Lock Screen widget shows it.
struct NextEventLine: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("10:00 – 10:30 AM").font(.system(size: 13, weight: .semibold)).widgetAccentable()
            Text("Design review").font(.headline).lineLimit(1)
            Text("Room 4 · Ana, Li").font(.system(size: 13)).foregroundStyle(.secondary).lineLimit(1)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
    }
}

/// accessoryInline: a countdown, one line of text.
struct LaunchCountdown: View {
    @Environment(\.now) var now
    var body: some View {
        HStack(spacing: 4) {
            Text("Launch in")
            Text(timerInterval: now...now.addingTimeInterval(3 * 3600 + 25 * 60), countsDown: true)
        }
    }
}
