import Foundation
import WidgetRender

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

    /// Entry `index` composed with `options` (family, scheme, mode… already set): its date as
    /// `now`, the margins it asks for, through ``WidgetRenderer/compose(_:options:)``.
    public func compose(entry index: Int, options: RenderOptions) throws(SwiftPreviewError) -> ComposedWidget {
        var o = options
        if index < entryDates.count { o.now = entryDates[index] }
        if contentMarginsDisabled { o.contentMargins = nil }
        let content: AnyView
        do {
            content = try view(index)
        } catch let error as RenderError {
            throw .render(name: name, error)
        } catch {
            throw .threw(name: name, error)
        }
        do {
            return try WidgetRenderer.compose(content, options: o)
        } catch {
            throw .render(name: name, error)
        }
    }

    /// Entry `index` drawn: ``compose(entry:options:)``, then ``WidgetRenderer/rasterize(_:)``.
    public func render(entry index: Int, options: RenderOptions) throws(SwiftPreviewError) -> RenderedWidget {
        let composed = try compose(entry: index, options: options)
        do { return try WidgetRenderer.rasterize(composed) } catch { throw .render(name: name, error) }
    }

    /// Names made for requests and files from titles: `"Countdown (dark)"` → `countdown-dark`;
    /// a name already taken gets `-2`, `-3`….
    public static func uniqueNames(for titles: [String]) -> [String] {
        var taken = Set<String>()
        return titles.map { title in
            var slug = ""
            for ch in title.lowercased().unicodeScalars {
                let ok = (ch >= "a" && ch <= "z") || (ch >= "0" && ch <= "9") || ch == "_" || ch == "."
                if ok { slug.unicodeScalars.append(ch) } else if !slug.isEmpty, !slug.hasSuffix("-") { slug += "-" }
            }
            slug = String(slug.prefix(80)).trimmingCharacters(in: CharacterSet(charactersIn: "-."))
            if slug.isEmpty { slug = "preview" }
            var name = slug, n = 2
            while taken.contains(name) { name = "\(slug)-\(n)"; n += 1 }
            taken.insert(name)
            return name
        }
    }
}

/// Why a Swift preview gave no image: its view closure threw, or the render failed.
public enum SwiftPreviewError: Error, CustomStringConvertible {
    /// The preview's own code threw `error`.
    case threw(name: String, any Error)
    /// The facade could not render the view (a view-tree error, an unsupported family…).
    case render(name: String, RenderError)

    /// The message the page and the API show.
    public var description: String {
        switch self {
        case .threw(let name, let error): return "The preview \"\(name)\" threw: \(error)"
        case .render(let name, let error): return "The preview \"\(name)\" could not be rendered: \(error.description)"
        }
    }
}
