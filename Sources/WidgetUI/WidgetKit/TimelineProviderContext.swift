import Foundation

/// WidgetKit's `TimelineProviderContext`: what a provider knows about the place its widget is
/// shown. WidgetRender adds ``now``: the instant the system asks, which is explicit so that
/// enumerating a widget is reproducible (see ``WidgetClock``).
public struct TimelineProviderContext: Sendable {
    /// The family the entries are for.
    public let family: WidgetFamily
    /// True in the widget gallery (placeholder and snapshot), false on the Home Screen.
    public let isPreview: Bool
    /// The widget's size in points.
    public let displaySize: CGSize
    /// The instant of the request; `Date()` reads it inside providers (see ``WidgetClock``).
    public let now: Date

    /// A context for `family` at the instant `now`.
    public init(family: WidgetFamily, isPreview: Bool = false, displaySize: CGSize = .zero, now: Date) {
        self.family = family; self.isPreview = isPreview; self.displaySize = displaySize; self.now = now
    }
}

/// The clock that timeline providers see while WidgetRender enumerates them.
///
/// A provider written for a device calls `Date()`, which reads the machine's clock, so its
/// entries would change from run to run. The enumeration sets ``now`` to the context's instant
/// for the duration of each provider call; a widget extension built with WidgetRender shadows
/// `Date()` in its own module to read it (Swift prefers the module's own declaration):
///
/// ```swift
/// extension Date { init() { self = WidgetClock.now ?? Date(timeIntervalSinceNow: 0) } }
/// ```
public enum WidgetClock {
    /// The instant of the provider call in progress; nil outside an enumeration.
    @TaskLocal public static var now: Date?
}
