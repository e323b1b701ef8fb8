import Foundation

/// A widget the server lists and renders from Swift code instead of a template folder: what the
/// preview page shows of it (name, families, the timeline's dates) and the view of each entry.
/// `WidgetPreviews` builds these from `WidgetPreview` values; the server composes and draws the
/// views through ``WidgetRenderer``, exactly as it draws templates.
public struct SwiftPreview: Sendable {
    /// The name requests use (`"template": "countdown"`) and files start with: letters, digits,
    /// `.`, `_` and `-`, unique in a server.
    public var name: String
    /// The title the page shows.
    public var displayName: String?
    /// The text under the title (a WidgetPreview's is where it is declared).
    public var description: String?
    /// The families it is shown in, in this order.
    public var families: [WidgetFamily]
    /// The dates of the timeline's entries; each entry is drawn with its date as `now`. Empty:
    /// no timeline, one image drawn at the request's `now`.
    public var entryDates: [Date]
    /// Draw without the system's content margins (WidgetKit's `contentMarginsDisabled()`).
    public var contentMarginsDisabled: Bool
    /// The view of entry `index` (0 when there is no timeline). May throw: the page then shows
    /// the error in place of the images.
    public var view: @Sendable (_ index: Int) throws -> AnyView

    /// A preview named `name` (its files and URL) showing `families`, with one view per entry date.
    public init(name: String, displayName: String? = nil, description: String? = nil, families: [WidgetFamily],
                entryDates: [Date] = [], contentMarginsDisabled: Bool = false,
                view: @escaping @Sendable (_ index: Int) throws -> AnyView) {
        self.name = name; self.displayName = displayName; self.description = description; self.families = families
        self.entryDates = entryDates; self.contentMarginsDisabled = contentMarginsDisabled; self.view = view
    }

    /// How many images one family and scheme has: the timeline's entries, or one.
    public var entryCount: Int { max(1, entryDates.count) }

    /// The preview as the planner takes it: one frame per entry (at its date; with no timeline,
    /// one frame at the options' `now`), without content margins when it asks.
    public var source: TimelineSource {
        let view = self.view, dates = entryDates, count = entryCount
        return TimelineSource(name: name, families: families, subject: "The preview \"\(name)\"",
                              contentMarginsDisabled: contentMarginsDisabled) { _ in
            (0..<count).map { index in
                TimelineSource.Frame(phase: .entry(index), date: index < dates.count ? dates[index] : nil) { _ in try view(index) }
            }
        }
    }

    /// Names made for requests and files from titles: `"Countdown (dark)"` → `countdown-dark`;
    /// a name already taken gets `-2`, `-3`….
    public static func uniqueNames(for titles: [String]) -> [String] {
        var taken = Set<String>()
        return titles.map { title in
            let slug = SwiftPreviewNames.slug(title)
            var name = slug, n = 2
            while taken.contains(name) { name = "\(slug)-\(n)"; n += 1 }
            taken.insert(name)
            return name
        }
    }
}
