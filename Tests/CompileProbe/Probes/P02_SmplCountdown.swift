// Probe 02: countdown, small.
// Modelled on TechSupportz/smpl-widgets, appwidgets/CountdownWidget/CountdownWidgetView.swift,
// commit 3e445c54b223b7b387b932b5355dfa598e4d06fc (no licence file found in the index).
// Re-expressed, not copied. The source's `@Animatable` macro (iOS 26) is left out.
import WidgetRender

struct SmplCountdownView: View {
    @Environment(\.colorScheme) private var colorScheme
    let entry: SmplCountdownEntry

    var body: some View {
        Group {
            switch entry.state {
            case .unconfigured:
                status(symbol: "calendar.badge.plus", message: "Edit this widget to\nadd a countdown")
            case .configured(let title, let days, let progress):
                counter(title: title, days: days, progress: progress)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    private func counter(title: String, days: Int, progress: Double) -> some View {
        VStack(spacing: 0) {
            Text(title)
                .font(.system(size: 14, weight: .regular))
                .foregroundStyle(.secondary)
                .lineLimit(1)
                .minimumScaleFactor(0.65)
                .truncationMode(.tail)
                .frame(maxWidth: .infinity, alignment: .center)
                .offset(y: 6)
            Text(days, format: .number.grouping(.never))
                .font(.system(size: 220, weight: .bold))
                .foregroundStyle(.primary)
                .lineLimit(1)
                .minimumScaleFactor(0.42)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .contentTransition(.numericText())
            HStack(alignment: .bottom) {
                SmplSectorDial(progress: progress, accent: colorScheme == .dark ? .white : .orange)
                    .frame(width: 24, height: 24)
                Spacer(minLength: 8)
                Text(days == 1 ? "day" : "days")
                    .font(.system(size: 14, weight: .regular))
                    .offset(y: -3)
            }
            .offset(y: -8)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(title)
        .accessibilityValue("\(days) days remaining")
    }

    private func status(symbol: String, message: LocalizedStringKey) -> some View {
        VStack(spacing: 8) {
            Image(systemName: symbol)
                .font(.system(size: 32, weight: .medium))
                .foregroundStyle(.tertiary)
                .accessibilityHidden(true)
            Text(message)
                .font(.system(size: 14, weight: .regular))
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
        }
        .accessibilityElement(children: .combine)
    }
}

private struct SmplSectorDial: View {
    let progress: Double
    let accent: Color

    var body: some View {
        ZStack {
            SmplSector(progress: progress)
                .fill(accent)
                .blur(radius: 2)
                .clipShape(.circle)
            Circle()
                .fill(.secondary.opacity(0.12))
                .overlay {
                    Circle().stroke(.primary.opacity(0.08), lineWidth: 0.5)
                }
        }
    }
}

private struct SmplSector: Shape {
    var progress: Double

    func path(in rect: CGRect) -> Path {
        let p = min(1, max(0, progress))
        if p == 1 { return Path(ellipseIn: rect) }
        guard p > 0 else { return Path() }
        let center = CGPoint(x: rect.midX, y: rect.midY)
        var path = Path()
        path.move(to: center)
        path.addLine(to: CGPoint(x: center.x, y: rect.minY))
        path.addArc(center: center, radius: min(rect.width, rect.height) / 2,
                    startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * p), clockwise: false)
        path.closeSubpath()
        return path
    }
}
