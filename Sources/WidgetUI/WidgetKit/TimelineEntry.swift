import Foundation

/// WidgetKit's `TimelineEntry`: the data of one moment of a widget. `date` is the instant the
/// system shows the entry; WidgetRender renders the entry with that date as the environment's
/// `now`.
public protocol TimelineEntry {
    /// The instant the system shows the entry; the render's `now`.
    var date: Date { get }
    /// How relevant the entry is, for Smart Stacks; nil (the default) is "no opinion".
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

/// WidgetKit's `TimelineEntryRelevance`: a score, relative to the widget's other entries, and
/// how long it holds (0: until the next entry).
public struct TimelineEntryRelevance: Hashable, Sendable {
    /// The entry's relevance, relative to the widget's other entries (higher is more relevant).
    public var score: Float
    /// How long the score holds, in seconds; 0 until the next entry.
    public var duration: TimeInterval
    /// A relevance of `score` for `duration` seconds.
    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score; self.duration = duration
    }
}
