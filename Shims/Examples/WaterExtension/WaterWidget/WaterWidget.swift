// A widget extension folder as Xcode's template writes it — `@main` bundle, provider, entry view,
// `#Preview` blocks — built unchanged through the shims. `scripts/plugin-check.sh` runs
// `swift package widget-render previews|render|check` on it.
import SwiftUI
import WidgetKit

struct WaterEntry: TimelineEntry {
    let date: Date
    let glasses: Int
    let goal: Int
}

struct WaterProvider: TimelineProvider {
    func placeholder(in context: Context) -> WaterEntry { WaterEntry(date: context.now, glasses: 3, goal: 8) }

    func getSnapshot(in context: Context, completion: @escaping (WaterEntry) -> Void) {
        completion(WaterEntry(date: context.now, glasses: 5, goal: 8))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WaterEntry>) -> Void) {
        let entries = (0..<3).map { hour in
            WaterEntry(date: context.now.addingTimeInterval(Double(hour) * 3_600), glasses: 2 + 2 * hour, goal: 8)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct WaterEntryView: View {
    @Environment(\.widgetFamily) private var family
    let entry: WaterEntry

    private var progress: Double { Double(entry.glasses) / Double(entry.goal) }

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: progress) {
                Image(systemName: "drop.fill")
            } currentValueLabel: {
                Text("\(entry.glasses)")
            }
            .gaugeStyle(.accessoryCircular)
        default:
            VStack(alignment: .leading, spacing: 6) {
                Label("Water", systemImage: "drop.fill")
                    .font(.headline)
                    .foregroundStyle(.blue)
                Spacer()
                Text("\(entry.glasses) of \(entry.goal)")
                    .font(.system(size: 34, weight: .semibold, design: .rounded))
                ProgressView(value: progress)
                    .tint(.blue)
                Text(entry.date, style: .time)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct WaterWidget: Widget {
    let kind = "Water"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: WaterProvider()) { entry in
            WaterEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Water")
        .description("Glasses of water today.")
        .supportedFamilies([.systemSmall, .accessoryCircular])
    }
}

@main
struct WaterWidgetBundle: WidgetBundle {
    var body: some Widget {
        WaterWidget()
    }
}

#Preview(as: .systemSmall) {
    WaterWidget()
} timeline: {
    WaterEntry(date: .now, glasses: 2, goal: 8)
    WaterEntry(date: .now, glasses: 7, goal: 8)
}

#Preview("Lock Screen", as: .accessoryCircular) {
    WaterWidget()
} timeline: {
    WaterEntry(date: .now, glasses: 5, goal: 8)
}
