import Foundation

/// WidgetKit's `TimelineProvider`: entries for a widget without user configuration
/// (`StaticConfiguration`), delivered through completion handlers.
public protocol TimelineProvider {
    /// The provider's timeline entry type.
    associatedtype Entry: TimelineEntry
    /// What the system tells the provider: family, preview or not, display size.
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
    /// The provider's timeline entry type.
    associatedtype Entry: TimelineEntry
    /// The intent class the user configures the widget with.
    associatedtype Intent: INIntent
    /// What the system tells the provider: family, preview or not, display size.
    typealias Context = TimelineProviderContext
    /// A generic entry for the placeholder the system draws before data arrives (redacted).
    func placeholder(in context: Context) -> Entry
    /// One entry for the widget gallery, for `configuration`.
    func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping (Entry) -> Void)
    /// The entries to show from now on for `configuration`, and when to ask again.
    func getTimeline(for configuration: Intent, in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// WidgetKit's `AppIntentTimelineProvider` (iOS 17): entries for a widget configured with an
/// App Intent (`AppIntentConfiguration`), with async calls.
public protocol AppIntentTimelineProvider {
    /// The provider's timeline entry type.
    associatedtype Entry: TimelineEntry
    /// The App Intent the user configures the widget with.
    associatedtype Intent: WidgetConfigurationIntent
    /// What the system tells the provider: family, preview or not, display size.
    typealias Context = TimelineProviderContext
    /// A generic entry for the placeholder the system draws before data arrives (redacted).
    func placeholder(in context: Context) -> Entry
    /// One entry for the widget gallery, for `configuration`.
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    /// The entries to show from now on for `configuration`, and when to ask again.
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
    /// Pre-made configurations (watchOS, the Lock Screen gallery); none by default.
    func recommendations() -> [AppIntentRecommendation<Intent>]
}
