import Foundation
import WidgetRender

/// A widget preview declared in Swift, as Xcode's `#Preview(as:)` declares one: a view in some
/// families, and for a timeline widget the entries it steps through.
///
/// ```swift
/// WidgetPreview("Countdown", as: .systemSmall, .systemMedium) { entry in
///     CountdownEntryView(entry: entry)
/// } timeline: {
///     SimpleEntry(date: .now, model: AddTimePlanModel(title: "Anniversary"))
///     SimpleEntry(date: .now.addingTimeInterval(86_400), model: AddTimePlanModel(title: "Anniversary"))
/// }
/// WidgetPreview("Logo", as: .systemSmall) { LogoView() }
/// ```
///
/// With no family given, the Home Screen families of an iPhone: ``defaultFamilies`` (small,
/// medium, large). Each entry is drawn with its `date` as the environment's `now`, as WidgetKit
/// shows it; a preview without a timeline is drawn at the request's `now`
/// (2026-01-01T00:00:00Z unless asked). Views are drawn by ``WidgetRenderer``, on several threads
/// at once: keep the entries and the views plain values.
public struct WidgetPreview: Sendable {
    /// The title shown on the page; its lower-cased form names requests and files
    /// (`"Countdown"` → `countdown-small-light.png`).
    public var displayName: String
    /// The families it is shown in, in this order.
    public var families: [WidgetFamily]
    /// The timeline's dates; empty for a preview without a timeline.
    public var entryDates: [Date]
    var summary: String?
    var marginsDisabled = false
    let view: @Sendable (Int) throws -> AnyView

    /// What a preview shows when it names no family: small, medium and large, the families an
    /// iPhone Home Screen offers (and `StaticConfiguration`'s default on iPhone).
    public static let defaultFamilies: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]

    /// A timeline widget: `content` draws one entry; `timeline` lists the entries, in order.
    public init<Entry: TimelineEntry, Content: View>(
        _ displayName: String? = nil, as families: WidgetFamily..., fileID: String = #fileID, line: Int = #line,
        @ViewBuilder content: @escaping @MainActor (Entry) throws -> Content,
        @WidgetPreviewTimelineBuilder<Entry> timeline: () -> [Entry]
    ) where Entry: SendableMetatype, Content: SendableMetatype {
        let entries = Entries(timeline())
        let name = displayName ?? String(describing: Content.self)
        self.displayName = name
        self.families = families.isEmpty ? Self.defaultFamilies : families
        entryDates = entries.values.map(\.date)
        summary = "\(fileID):\(line) · \(entries.values.count) entr\(entries.values.count == 1 ? "y" : "ies")"
        let draw = _onRenderingThread(content)
        view = { index in
            guard entries.values.indices.contains(index) else { throw WidgetPreviewError.emptyTimeline(name) }
            return AnyView(try draw(entries.values[index]))
        }
    }

    /// A view without a timeline.
    public init<Content: View>(
        _ displayName: String? = nil, as families: WidgetFamily..., fileID: String = #fileID, line: Int = #line,
        @ViewBuilder content: @escaping @MainActor () throws -> Content
    ) where Content: SendableMetatype {
        self.displayName = displayName ?? String(describing: Content.self)
        self.families = families.isEmpty ? Self.defaultFamilies : families
        entryDates = []
        summary = "\(fileID):\(line)"
        let draw = _onRenderingThread(content)
        view = { _ in AnyView(try draw()) }
    }

    /// The text under the title on the page (by default where the preview is declared).
    public func description(_ text: String) -> WidgetPreview {
        var copy = self
        copy.summary = text
        return copy
    }

    /// Draws the widget without the system's content margins, as WidgetKit's
    /// `contentMarginsDisabled()` on the widget's configuration does.
    public func contentMarginsDisabled() -> WidgetPreview {
        var copy = self
        copy.marginsDisabled = true
        return copy
    }

    /// The previews as the server serves them, each with its unique name.
    public static func served(_ previews: [WidgetPreview]) -> [SwiftPreview] {
        let names = SwiftPreview.uniqueNames(for: previews.map(\.displayName))
        return zip(previews, names).map { p, name in
            SwiftPreview(name: name, displayName: p.displayName, description: p.summary, families: p.families,
                         entryDates: p.entryDates, contentMarginsDisabled: p.marginsDisabled, view: p.view)
        }
    }
}

/// Why a preview has no image before anything is drawn.
public enum WidgetPreviewError: Error, CustomStringConvertible {
    /// The `timeline:` closure gave no entry.
    case emptyTimeline(String)

    /// The message the page and `render` show.
    public var description: String {
        switch self {
        case .emptyTimeline(let name): return "The timeline of \"\(name)\" has no entries; list at least one in timeline: { … }."
        }
    }
}

/// A timeline's entries, read by the render threads (they are values, read only).
final class Entries<Entry>: @unchecked Sendable {
    let values: [Entry]
    init(_ values: [Entry]) { self.values = values }
}

/// The entries of a preview's `timeline:`, one expression each, as in `#Preview`'s timeline.
@resultBuilder
public enum WidgetPreviewTimelineBuilder<Entry> {
    /// One entry.
    public static func buildExpression(_ entry: Entry) -> [Entry] { [entry] }
    /// Several entries at once (`(0..<3).map { … }`).
    public static func buildExpression(_ entries: [Entry]) -> [Entry] { entries }
    /// The entries in the order written.
    public static func buildBlock(_ parts: [Entry]...) -> [Entry] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [Entry]?) -> [Entry] { part ?? [] }
    /// The `if` branch of an `if`/`else`.
    public static func buildEither(first: [Entry]) -> [Entry] { first }
    /// The `else` branch of an `if`/`else`.
    public static func buildEither(second: [Entry]) -> [Entry] { second }
    /// A `for` loop.
    public static func buildArray(_ parts: [[Entry]]) -> [Entry] { parts.flatMap { $0 } }
}

/// A list of previews, one expression each (`if` and `for` allowed).
@resultBuilder
public enum WidgetPreviewBuilder {
    /// One preview.
    public static func buildExpression(_ preview: WidgetPreview) -> [WidgetPreview] { [preview] }
    /// Several previews at once.
    public static func buildExpression(_ previews: [WidgetPreview]) -> [WidgetPreview] { previews }
    /// The previews in the order written (the page's order).
    public static func buildBlock(_ parts: [WidgetPreview]...) -> [WidgetPreview] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [WidgetPreview]?) -> [WidgetPreview] { part ?? [] }
    /// The `if` branch of an `if`/`else`.
    public static func buildEither(first: [WidgetPreview]) -> [WidgetPreview] { first }
    /// The `else` branch of an `if`/`else`.
    public static func buildEither(second: [WidgetPreview]) -> [WidgetPreview] { second }
    /// A `for` loop.
    public static func buildArray(_ parts: [[WidgetPreview]]) -> [WidgetPreview] { parts.flatMap { $0 } }
}
