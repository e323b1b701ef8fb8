// Probe 04: calendar events, small and medium.
// Modelled on TechSupportz/smpl-widgets, appwidgets/EventWidget/EventWidgetView.swift,
// commit 04c33e649b09b6dadf4728b29ef6f8aa461a9059 (no licence file found in the index).
// Re-expressed, not copied (the height-budget logic is simplified to a prefix).
import WidgetRender

struct SmplEventsView: View {
    var entry: SmplEventEntry
    @Environment(\.widgetFamily) var widgetFamily
    private let rowSpacing: CGFloat = 6

    var body: some View {
        VStack(spacing: 0) {
            GeometryReader { geometry in
                VStack(alignment: .leading, spacing: rowSpacing) {
                    ForEach(entry.events.prefix(Int(geometry.size.height / 40))) { event in
                        row(event)
                    }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
            .clipped()
            Spacer()
            footer
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .widgetURL(URL(string: "smplwidgets://events")!)
    }

    private func row(_ event: SmplEvent) -> some View {
        HStack(alignment: .center, spacing: 6) {
            Capsule()
                .fill(event.color)
                .frame(width: 4)
                .frame(maxHeight: .infinity)
            VStack(alignment: .leading, spacing: 2) {
                Text(event.title)
                    .font(.system(size: 16, weight: .semibold))
                    .fontWidth(.compressed)
                    .lineLimit(1)
                HStack(spacing: 2) {
                    Image(systemName: "clock")
                    Text(timeRange(event))
                        .font(.system(size: 12))
                        .fixedSize(horizontal: true, vertical: false)
                }
                .font(.system(size: 8, weight: .regular))
            }
            .padding(.vertical, 1)
        }
        .fixedSize(horizontal: false, vertical: true)
    }

    private func header(_ date: Date) -> some View {
        HStack(spacing: 4) {
            Text(date, format: .dateTime.day().month())
                .font(.system(size: 10, weight: .medium))
                .italic()
                .foregroundStyle(.primary)
            Rectangle()
                .fill(Color.gray.opacity(0.4))
                .frame(height: 1)
        }
    }

    private func timeRange(_ event: SmplEvent) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "HH:mm"
        return "\(formatter.string(from: event.start)) - \(formatter.string(from: event.end))"
    }

    private var footer: some View {
        HStack(alignment: .firstTextBaseline) {
            Text(widgetFamily == .systemMedium ? "events upcoming." : "events today.")
                .font(.system(size: 12))
                .fontWeight(.medium)
                .foregroundStyle(.secondary)
            Spacer()
            if entry.events.isEmpty {
                Image(systemName: "eyes").font(.system(size: 12))
            } else {
                Text(String(format: "%02d", entry.events.count))
                    .font(.system(size: 12, weight: .regular, design: .monospaced))
                    .foregroundStyle(.secondary)
            }
        }
        .padding(.vertical, -4)
    }
}
