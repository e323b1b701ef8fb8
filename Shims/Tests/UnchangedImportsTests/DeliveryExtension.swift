// A widget extension as Xcode writes it — imports, `@main` aside, Live Activity, App Intent
// and `#Preview` — compiled on Linux through the shims with nothing changed.
import ActivityKit
import AppIntents
import Charts
import Foundation
import SwiftUI
import WidgetKit

struct TripAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var stopsLeft: Int
        var nextStop: String
    }
    var line: String
}

struct TripLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TripAttributes.self) { context in
            HStack {
                Text(context.attributes.line).font(.title.bold())
                VStack(alignment: .leading) {
                    Text("Next: \(context.state.nextStop)")
                    Text("\(context.state.stopsLeft) stops").foregroundStyle(.secondary)
                }
            }
            .padding()
            .activityBackgroundTint(Color.black.opacity(0.8))
            .activitySystemActionForegroundColor(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Text(context.attributes.line).font(.title2.bold()) }
                DynamicIslandExpandedRegion(.trailing) { Text("\(context.state.stopsLeft)") }
                DynamicIslandExpandedRegion(.bottom) { Text("Next: \(context.state.nextStop)") }
            } compactLeading: {
                Text(context.attributes.line).bold()
            } compactTrailing: {
                Text("\(context.state.stopsLeft)")
            } minimal: {
                Text("\(context.state.stopsLeft)")
            }
            .widgetURL(URL(string: "transit://trip"))
            .keylineTint(.green)
        }
    }
}

struct RefreshIntent: AppIntent {
    static var title: LocalizedStringResource { "Refresh" }
    func perform() async throws -> some IntentResult { .result() }
}

struct StopsEntry: TimelineEntry {
    let date: Date
    let stops: [String]
}

struct StopsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StopsEntry { StopsEntry(date: .now, stops: ["Central", "Harbour"]) }
    func getSnapshot(in context: Context, completion: @escaping (StopsEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<StopsEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct StopsWidget: Widget {
    let kind = "Stops"
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: StopsProvider()) { entry in
            VStack(alignment: .leading, spacing: 4) {
                ForEach(entry.stops, id: \.self) { Text($0) }
                Button(intent: RefreshIntent()) { Image(systemName: "arrow.clockwise") }
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Stops")
        .supportedFamilies([.systemSmall])
    }
}

struct TransitBundle: WidgetBundle {
    var body: some Widget {
        StopsWidget()
        TripLiveActivity()
    }
}

#Preview(as: .systemSmall) {
    StopsWidget()
} timeline: {
    StopsEntry(date: .now, stops: ["Central"])
}

#Preview("Trip", as: .content, using: TripAttributes(line: "T4")) {
    TripLiveActivity()
} contentStates: {
    TripAttributes.ContentState(stopsLeft: 3, nextStop: "Harbour")
}
