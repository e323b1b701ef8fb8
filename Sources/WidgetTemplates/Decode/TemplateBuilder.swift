import Foundation

/// Walks a template's `body` and turns it into WidgetUI views, in one of two modes:
///
/// - **check** (at load): every node, key, modifier and literal value is checked, bindings are
///   parsed but not evaluated, both branches of every condition and every `Switch` case are
///   visited once, component bodies are checked on their own and their uses recorded (for
///   cycles). The views built are thrown away.
/// - **build** (per entry and family): bindings are evaluated against the entry, conditions
///   pick their branch, `ForEach` repeats per element, components expand.
///
/// Problems never stop the walk: each becomes a ``TemplateIssue`` and the walk goes on with a
/// harmless stand-in (an `EmptyView`, a default value), so one run reports everything.
final class TemplateBuilder {
    enum Mode { case check, build }

    /// Limits that keep absurd templates and data from exhausting time or memory.
    enum Limits {
        /// The most views one widget may expand to (ForEach and components included).
        static let maxViews = 5_000
        /// The most elements a ForEach repeats its content for.
        static let maxForEachItems = 500
        /// The largest length in points (frames, padding, spacing, offsets…).
        static let maxLength = 10_000.0
        /// The deepest component expansion.
        static let maxComponentDepth = 32
        /// The resolve depth WidgetUI accepts, less a margin for the render's own wrappers.
        static let maxViewTreeDepth = ResolveLimits.maxDepth - 10
        /// The most images one widget may show (local and remote).
        static let maxImages = 32
        /// The most pixels all images of one widget may hold once decoded (4 bytes each).
        static let maxImagePixels = 40_000_000
        /// The most image files, and pixels in all, one template may name: every branch is
        /// checked, so four widgets' worth.
        static let maxCheckedImages = 4 * maxImages
        static let maxCheckedPixels = 4 * maxImagePixels
    }

    /// Keys any object may carry and that mean nothing.
    static let ignoredKeys: Set<String> = ["$comment"]

    let mode: Mode
    /// The family being built (build mode); a family `Switch` builds only its case.
    let family: WidgetFamily?
    let document: JSONDocument
    let folder: TemplateFolder
    let components: [String: JSONValue]
    var scope: BindingScope
    private(set) var issues: [TemplateIssue] = []
    private(set) var diagnostics: [Diagnostic] = []
    let remoteImages: [URL: RemoteImageResult]
    /// Remote images the walk needed that were not in `remoteImages`.
    private(set) var requestedRemoteImages: [URL] = []
    /// Component → the components its body uses (filled in check mode).
    var componentUses: [String: Set<String>] = [:]
    var currentComponent: String?
    var componentDepth = 0
    var viewCount = 0
    private var treeDepth = 0
    /// Above zero while reading a value that came from a binding: its strings are data, never
    /// evaluated again (so entry data cannot inject bindings or form cycles).
    var literalDepth = 0
    /// UTF-8 bytes of text produced so far (``TextLimits/maxTotalBytes``).
    var textBytes = 0
    var reportedTextLimit = false
    /// Different images shown and their pixels so far (``Limits/maxImages``, ``Limits/maxImagePixels``).
    var imageSources: Set<String> = []
    var imagePixels = 0
    var reportedImageLimit = false
    /// Image files decoded to check them, with their pixels (``Limits/maxCheckedImages``).
    var checkedImages: [String: Int] = [:]
    var reportedCheckedImageLimit = false
    private var reportedViewLimit = false
    private var reportedDepthLimit = false

    init(mode: Mode, family: WidgetFamily? = nil, document: JSONDocument, folder: TemplateFolder, components: [String: JSONValue],
         scope: BindingScope, remoteImages: [URL: RemoteImageResult] = [:]) {
        self.mode = mode; self.family = family; self.document = document; self.folder = folder; self.components = components
        self.scope = scope; self.remoteImages = remoteImages
    }

    // MARK: - Reporting

    /// The most issues kept; a file with thousands of mistakes reports the first ones and a count.
    static let maxIssues = 200
    private var suppressedIssues = 0

    func issue(_ pointer: JSONPointer, _ message: String, suggestion: String? = nil) {
        let i = document.issue(pointer, message, suggestion: suggestion)
        guard !issues.contains(i) else { return }
        guard issues.count < Self.maxIssues else {
            suppressedIssues += 1
            let summary = TemplateIssue(file: document.file, pointer: .root, message: "\(suppressedIssues) more problems are not listed; fix the ones above first.")
            if issues.count == Self.maxIssues { issues.append(summary) } else { issues[issues.count - 1] = summary }
            return
        }
        issues.append(i)
    }

    func diagnose(_ severity: Diagnostic.Severity, _ code: DiagnosticCode, _ pointer: JSONPointer, _ message: String) {
        let d = Diagnostic(severity, code: code, message: message, location: "\(document.file): \(pointer.display)")
        if !diagnostics.contains(d) { diagnostics.append(d) }
    }

    func requestRemote(_ url: URL) {
        if !requestedRemoteImages.contains(url) { requestedRemoteImages.append(url) }
    }

    // MARK: - Views

    static var empty: AnyView { AnyView(EmptyView()) }

    /// Every view type name: built-in ones and this template's components.
    var viewTypeNames: [String] { ViewKinds.names + components.keys.sorted() }

    func view(_ v: JSONValue, _ p: JSONPointer) -> AnyView {
        viewCount += 1
        // The limit is on the views a widget expands to (build mode). The check walk visits every
        // component body once, so its count grows with the file (bounded by the file size limit),
        // and a deep chain of components is reported by its depth, not as too many views.
        if mode == .build, viewCount > Limits.maxViews {
            if !reportedViewLimit {
                issue(p, "the widget expands to more than \(Limits.maxViews) views; show fewer elements (ForEach with | prefix: n).")
                reportedViewLimit = true
            }
            return Self.empty
        }
        if case .string(let s) = v { return ViewKinds.text(self, s, p) }
        guard case .object(let o) = v else {
            issue(p, "expected a view: an object such as {\"type\": \"Text\", \"text\": \"Hello\"}, or a string for a Text; got \(v.kindDescription).")
            return Self.empty
        }
        guard let typeValue = o["type"] else {
            issue(p, "this view has no \"type\"; add one, such as \"VStack\", \"Text\" or \"Image\".",
                  suggestion: o.keys.compactMap { Suggestions.nearest(to: $0, in: ["type"]) }.first)
            return Self.empty
        }
        guard case .string(let type) = typeValue else {
            issue(p / "type", "expected a view type name such as \"Text\", got \(typeValue.kindDescription).")
            return Self.empty
        }
        if let c = o["if"], !condition(c, p / "if"), mode == .build { return Self.empty }
        // Each modifier wraps the view and everything in it: two WidgetUI levels each.
        let modifierCost = 2 * (o["modifiers"]?.arrayValue?.count ?? 0)
        if let kind = ViewKinds.table[type] {
            let r = ObjectReader(o, at: p, allowed: kind.allowed, what: type)
            _ = r["type"]; _ = r["if"]
            // The view, its modifiers and the record of where it was written: two levels more.
            return nested(cost: 5 + modifierCost, p) {
                var built = kind.build(self, r)
                if let m = r["modifiers"] { built = modifiers(m, p / "modifiers", built) }
                r.unknownKeys(self)
                return mode == .build ? AnyView(built.sourceLocation(sourceLocation(of: p))) : built
            }
        }
        if components[type] != nil {
            let r = ObjectReader(o, at: p, allowed: ViewKinds.commonKeys + ["arguments"], what: type)
            _ = r["type"]; _ = r["if"]
            return nested(cost: 1 + modifierCost, p) {
                var built = component(type, r)
                if let m = r["modifiers"] { built = modifiers(m, p / "modifiers", built) }
                r.unknownKeys(self)
                return built
            }
        }
        issue(p / "type", "unknown view type \"\(type)\".", suggestion: Suggestions.nearest(to: type, in: viewTypeNames))
        return Self.empty
    }

    /// Where the view at `p` was written: its file, line and column, and the pointer.
    func sourceLocation(of p: JSONPointer) -> SourceLocation {
        let position = document.position(of: p)
        return SourceLocation(file: document.file, line: position?.line ?? 1, column: position?.column ?? 1, pointer: p.description)
    }

    /// Runs `body` one level deeper in the WidgetUI view tree; past the limit, an issue.
    func nested(cost: Int, _ p: JSONPointer, _ body: () -> AnyView) -> AnyView {
        treeDepth += cost
        defer { treeDepth -= cost }
        if treeDepth > Limits.maxViewTreeDepth {
            if !reportedDepthLimit {
                issue(p, "the views are nested too deeply to render (WidgetUI accepts \(ResolveLimits.maxDepth) levels, each modifier counting as two); flatten the template.")
                reportedDepthLimit = true
            }
            return Self.empty
        }
        return body()
    }

    /// A list of views (`children`).
    func views(_ v: JSONValue?, _ p: JSONPointer) -> [AnyView] {
        guard let v else { return [] }
        guard case .array(let items) = v else {
            issue(p, "expected a list of views, got \(v.kindDescription).")
            return []
        }
        return items.enumerated().map { view($1, p / $0) }
    }

    /// Modifiers in order: `[{"padding": 8}, "bold", {"background": "blue"}]`.
    func modifiers(_ v: JSONValue, _ p: JSONPointer, _ base: AnyView) -> AnyView {
        guard case .array(let items) = v else {
            issue(p, "expected a list of modifiers such as [{\"padding\": 8}, \"bold\"], got \(v.kindDescription).")
            return base
        }
        var view = base
        for (i, item) in items.enumerated() {
            let ip = p / i
            let name: String, argument: JSONValue, ap: JSONPointer
            switch item {
            case .string(let s):
                name = s; argument = .bool(true); ap = ip
            case .object(let o) where o.count == 1:
                name = o.members[0].key; argument = o.members[0].value; ap = ip / name
            case .object(let o) where o.isEmpty:
                issue(ip, "this modifier is empty; write it as {\"name\": value}, such as {\"padding\": 8}.")
                continue
            case .object(let o):
                issue(ip, "a modifier is an object with one key, its name; this one has \(o.count) (\(o.keys.joined(separator: ", "))). Put each modifier in its own object, in the order they apply.")
                continue
            default:
                issue(ip, "expected a modifier such as {\"padding\": 8} or \"bold\", got \(item.kindDescription).")
                continue
            }
            guard let spec = ModifierKinds.table[name] else {
                issue(ap, "unknown modifier \"\(name)\".", suggestion: Suggestions.nearest(to: name, in: ModifierKinds.names))
                continue
            }
            // A wholly bound argument is resolved first; what it gives is data.
            var arg = argument
            let bound = isBinding(argument)
            if bound {
                guard case .value(let j, _) = resolve(argument, ap) else { continue }
                arg = j
            }
            let current = view
            view = literally(bound) { spec(self, arg, ap, current) }
        }
        return view
    }
}
