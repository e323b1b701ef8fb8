import Foundation

/// WidgetKit's `TimelineProvider`: entries for a widget without user configuration
/// (`StaticConfiguration`), delivered through completion handlers.
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    /// A generic entry for the placeholder the system draws before data arrives (redacted).
    func placeholder(in context: Context) -> Entry
    /// One entry for the widget gallery.
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    /// The entries to show from now on, and when to ask again.
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// WidgetKit's `IntentTimelineProvider`: entries for a widget configured with a SiriKit intent
/// (`IntentConfiguration`); each call gets the user's configuration.
public protocol IntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: INIntent
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(for configuration: Intent, in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// WidgetKit's `AppIntentTimelineProvider` (iOS 17): entries for a widget configured with an
/// App Intent (`AppIntentConfiguration`), with async calls.
public protocol AppIntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
}
