import Foundation

/// WidgetKit's `Timeline`: the entries a provider returns and when to ask for the next ones.
public struct Timeline<EntryType: TimelineEntry> {
    /// The entries, in date order.
    public let entries: [EntryType]
    /// When the system asks the provider for a new timeline.
    public let policy: TimelineReloadPolicy
    /// A timeline of `entries` with a reload policy.
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries; self.policy = policy
    }
}

/// WidgetKit's `TimelineReloadPolicy`: `.atEnd`, `.after(date)` or `.never`.
public struct TimelineReloadPolicy: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        case atEnd, never, after(Date)
    }
    let kind: Kind

    /// Ask for a new timeline after the last entry's date.
    public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
    /// Never ask again (until the app reloads the widget).
    public static let never = TimelineReloadPolicy(kind: .never)
    /// Ask for a new timeline after `date`.
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }

    /// The date of `.after`, nil for the other policies.
    public var reloadDate: Date? {
        if case .after(let d) = kind { return d }
        return nil
    }

    public var description: String {
        switch kind {
        case .atEnd: return "atEnd"
        case .never: return "never"
        case .after(let d): return "after(\(ISO8601DateFormatter().string(from: d)))"
        }
    }
}
