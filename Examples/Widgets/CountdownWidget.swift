// Seed 003's countdown as the widget it shipped as: a StaticConfiguration (the seed's author
// switched from IntentConfiguration to pass App Review) for .systemSmall and .systemMedium
// ("目前主要适配了 .systemSmall .systemMedium两种类型"). The seed shows only the view; the provider
// here is the usual one: one entry a day, starting now, reloaded at the end.
import Foundation
import WidgetRender

extension SimpleEntry: TimelineEntry {}

public struct CountdownProvider: TimelineProvider {
    public init() {}
    public func placeholder(in context: Context) -> SimpleEntry {
        SimpleEntry(date: Date(), model: AddTimePlanModel())
    }

    public func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> ()) {
        completion(SimpleEntry(date: Date(), model: AddTimePlanModel(title: "Anniversary")))
    }

    public func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
        let now = Date()
        let entries = (0..<3).map { day in
            SimpleEntry(date: now.addingTimeInterval(Double(day) * 86_400), model: AddTimePlanModel(title: "Anniversary"))
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

public struct CountdownWidget: Widget {
    public init() {}
    let kind: String = "Countdown"

    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: CountdownProvider()) { entry in
            // iOS 17 and later draw "Please adopt containerBackground API" for a widget without one.
            CountdownEntryView(entry: entry)
                .containerBackground(for: .widget) { Color(hex: entry.model.carBgColor) }
        }
        .configurationDisplayName("Days")
        .description("Days until, or since, the day that matters.")
        .supportedFamilies([.systemSmall, .systemMedium])
        .contentMarginsDisabled()
    }
}

extension Date {
    /// `Date()` in this module reads the clock WidgetRender sets while it runs providers
    /// (``WidgetClock``), so timelines are the same on every run.
    init() { self = WidgetClock.now ?? Date(timeIntervalSinceNow: 0) }
}
