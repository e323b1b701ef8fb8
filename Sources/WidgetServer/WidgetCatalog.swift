import Foundation
import WidgetCore
import Synchronization
import WidgetImageIO
import WidgetRender

/// What the preview page lists and how one of its items renders: the templates folder
/// (``TemplateCatalog``) or widgets previewed from Swift (``SwiftPreviewCatalog``). The routes,
/// the render service and the watcher know only this.
protocol WidgetCatalog: Sendable {
    /// What is served, for the log: the folder, or how many Swift previews.
    var origin: String { get }
    /// Every item of `GET /v1/templates`, in the page's order.
    func summaries() -> [TemplateSummary]
    /// Every item's version now, by name (the watcher compares them for the live reload).
    func versions() -> [String: String]
    /// Item `name`'s version, for cache keys; `notFound` for an unknown name.
    func version(of name: String) throws(ServiceError) -> String
    /// The one image a request naming item `name` asks for; `options` are the request's.
    func plan(_ name: String, request: RenderRequest, options: RenderOptions) throws(ServiceError) -> PlannedRender
    /// Everything item `name` draws with the request's data and parameters, for `check`.
    func source(_ name: String, request: RenderRequest, options: RenderOptions) throws(ServiceError) -> any RenderSource
    /// The remote images item `name` shows for the request, to fetch before its render slot;
    /// nil when it shows none.
    func imageDownload(_ name: String, request: RenderRequest, options: RenderOptions, scope: ImageDownload.Scope) throws(ServiceError) -> ImageDownload?
}

/// A request's remote images, fetched ahead of its render so that a slow image host holds a
/// download thread, not a render slot; the render then finds them in the loader's memory.
struct ImageDownload: Sendable {
    /// What the request will draw: one entry of one family (a render or hit), or every family
    /// and entry (a check).
    enum Scope: Sendable { case entry, everything }

    let bound: BoundTemplate
    let families: [WidgetFamily]
    let locales: [Locale]
    let timeZone: TimeZone
    let entries: Range<Int>?
    let images: RemoteImageLoader

    /// The download of `bound`'s images for `request`, or nil when it may show none.
    init?(_ bound: BoundTemplate, request: RenderRequest, options: RenderOptions, scope: Scope, images: RemoteImageLoader) {
        guard bound.template.mayUseRemoteImages else { return nil }
        self.bound = bound; self.images = images; timeZone = options.timeZone
        switch scope {
        case .entry:
            families = [request.family]; locales = [options.locale]; entries = request.entry..<(request.entry + 1)
        case .everything:
            families = bound.families(nil); locales = [options.locale, RenderMatrix.checkRightToLeftLocale]; entries = nil
        }
    }

    /// Fetches them (blocking, within the loader's timeout).
    func run() {
        bound.prefetchRemoteImages(families: families, locales: locales, timeZone: timeZone, entries: entries, images: images)
    }
}

/// One image a request asks for, planned by the facade (``RequestPlan``), ready to compose
/// (always through ``WidgetRenderer``).
struct PlannedRender {
    let job: RenderJob
    /// The entries of the item's timeline.
    let entries: Int

    func compose() throws(ServiceError) -> ComposedWidget { try RequestPlan.compose(job) }
}

/// The templates folder: each template loaded by ``TemplateStore``, planned by the facade.
struct TemplateCatalog: WidgetCatalog {
    let store: TemplateStore
    let images: RemoteImageLoader

    var origin: String { store.root.path }

    func summaries() -> [TemplateSummary] {
        let names = (try? store.names()) ?? []
        return names.map { name -> TemplateSummary in
            do {
                let loaded = try store.template(named: name)
                switch loaded.result {
                case .success(let t):
                    let m = t.metadata
                    let dates = (try? BoundTemplate(t, document: nil).timeline.entries.map { ISO8601DateFormatter().string(from: $0.date) }) ?? []
                    var summary = TemplateSummary(name: name, version: loaded.version.stamp, displayName: m.displayName, description: m.description,
                                           families: m.kind == .widget ? m.families.filter { DeviceProfile.iPhone390x844.size(of: $0) != nil }.map(\.shortName) : m.placementNames,
                                           entries: dates, error: nil)
                    summary.kind = m.kind.rawValue
                    return summary
                case .failure(let e):
                    return TemplateSummary(name: name, version: loaded.version.stamp, displayName: nil, description: nil, families: [],
                                           entries: [], error: ProblemDocument(.unprocessable(kind: "template", issues: e.issues, message: e.description)))
                }
            } catch {
                return TemplateSummary(name: name, version: "", displayName: nil, description: nil, families: [], entries: [],
                                       error: ProblemDocument((error as? ServiceError) ?? .notFound(name)))
            }
        }
    }

    func versions() -> [String: String] {
        var now: [String: String] = [:]
        for name in (try? store.names()) ?? [] {
            now[name] = store.version(of: store.root.appendingPathComponent(name)).stamp
        }
        return now
    }

    func version(of name: String) throws(ServiceError) -> String {
        try store.template(named: name).version.stamp
    }

    func plan(_ name: String, request: RenderRequest, options: RenderOptions) throws(ServiceError) -> PlannedRender {
        try Self.plan(try template(name), request: request, options: options, images: images)
    }

    func source(_ name: String, request: RenderRequest, options: RenderOptions) throws(ServiceError) -> any RenderSource {
        TemplateSource(try Self.bind(try template(name), request: request, options: options), images: images)
    }

    func imageDownload(_ name: String, request: RenderRequest, options: RenderOptions, scope: ImageDownload.Scope) throws(ServiceError) -> ImageDownload? {
        let template = try template(name)
        guard template.mayUseRemoteImages else { return nil }
        return ImageDownload(try Self.bind(template, request: request, options: options), request: request, options: options,
                             scope: scope, images: images)
    }

    private func template(_ name: String) throws(ServiceError) -> WidgetTemplate {
        switch try store.template(named: name).result {
        case .success(let t): return t
        case .failure(let e): throw .rendering(.template(e))
        }
    }

    /// The file name the binder gives the request's parameters.
    static let parameterSource = "parameters"

    /// `template` with the request's data and parameters.
    static func bind(_ template: WidgetTemplate, request: RenderRequest, options: RenderOptions) throws(ServiceError) -> BoundTemplate {
        do {
            return try BoundTemplate(template, document: request.data, parameters: request.parameters,
                                     parameterSource: Self.parameterSource, defaultDate: options.now)
        } catch {
            // A parameter's problem is the request's: at /parameters/<name> of the body.
            let issues = error.issues.map { issue in
                guard issue.file == Self.parameterSource else { return issue }
                var i = issue
                i.file = ServiceError.requestFile
                i.pointer = JSONPointer(["parameters"] + issue.pointer.tokens)
                return i
            }
            throw .unprocessable(kind: "template", issues: issues, message: issues.map(\.description).joined(separator: "\n"))
        }
    }

    /// The one job of `template` (from the folder or inline) the request asks for.
    static func plan(_ template: WidgetTemplate, request: RenderRequest, options: RenderOptions,
                     images: RemoteImageLoader) throws(ServiceError) -> PlannedRender {
        let bound = try bind(template, request: request, options: options)
        let count = bound.timeline.entries.count
        try RenderService.check(entry: request.entry, of: count)
        let job = try RequestPlan.job(TemplateSource(bound, images: images), request: request, options: options)
        return PlannedRender(job: job, entries: count)
    }
}

/// The one image a request asks for, planned by the facade's planner like every other set: the
/// request's family, scheme, mode (in `options`), Dynamic Type size and entry as a one-cell matrix.
enum RequestPlan {
    static func job(_ source: some RenderSource, request: RenderRequest, options: RenderOptions) throws(ServiceError) -> RenderJob {
        var matrix = RenderMatrix(families: [request.family], colorSchemes: [request.scheme],
                                  appearances: [options.appearance], dynamicTypeSizes: request.dynamicType.map { [$0] } ?? [])
        if let asked = request.presentation {
            // A presentation: the surface asked for (a toggle's state too, `controlSmall-off`).
            matrix.families = nil
            matrix.presentations = [RenderSurface.presentation(ofSurfaceNamed: asked)]
        }
        matrix.entries = request.entry..<(request.entry + 1)  // only the asked entry is built
        let jobs: [RenderJob]
        do { jobs = try WidgetRenderer.plan(source, matrix: matrix, options: options) } catch { throw .rendering(error) }
        guard let job = jobs.first(where: { request.presentation == nil || $0.cell.surface == request.presentation }) ?? jobs.first else {
            throw .field(nil, JSONPointer(["entry"]), "entry \(request.entry) gives no image.")
        }
        return job
    }

    static func compose(_ job: RenderJob) throws(ServiceError) -> ComposedWidget {
        do { return try job.compose() } catch { throw .rendering(error) }
    }
}

/// Widgets previewed from Swift (`WidgetPreviews`): a fixed list for the life of the process.
/// Each preview is checked once, when first listed (its views built, its first image composed),
/// so one that throws is listed with its error in place of its images, as a broken template is.
struct SwiftPreviewCatalog: WidgetCatalog {
    let previews: [SwiftPreview]
    /// The version of every preview: the process's start (a rebuilt program is a new version).
    let stamp: String
    private let checked = Checked()

    final class Checked: Sendable {
        let problems = Mutex<[String: ProblemDocument?]>([:])
    }

    init(previews: [SwiftPreview]) {
        // Names are unique here whatever the caller gave.
        let names = SwiftPreview.uniqueNames(for: previews.map(\.name))
        self.previews = zip(previews, names).map { p, n in var p = p; p.name = n; return p }
        stamp = ContentHash.of(Array("\(ProcessInfo.processInfo.processIdentifier)-\(Date().timeIntervalSince1970)".utf8))
    }

    var origin: String { "\(previews.count) Swift preview\(previews.count == 1 ? "" : "s")" }

    func summaries() -> [TemplateSummary] {
        let formatter = ISO8601DateFormatter()
        return previews.map { p in
            let error = problem(of: p)
            return TemplateSummary(name: p.name, version: stamp, displayName: p.displayName, description: p.description,
                                   families: error == nil ? p.families.map(\.shortName) : [],
                                   entries: error == nil ? (p.entryDates.isEmpty ? [formatter.string(from: RenderOptions().now)] : p.entryDates.map { formatter.string(from: $0) }) : [],
                                   error: error)
        }
    }

    func versions() -> [String: String] {
        Dictionary(uniqueKeysWithValues: previews.map { ($0.name, stamp) })
    }

    func version(of name: String) throws(ServiceError) -> String {
        _ = try preview(named: name)
        return stamp
    }

    func source(_ name: String, request: RenderRequest, options: RenderOptions) throws(ServiceError) -> any RenderSource {
        try checked(name, request: request).source
    }

    /// Swift previews draw the images their views were given: nothing to download.
    func imageDownload(_ name: String, request: RenderRequest, options: RenderOptions, scope: ImageDownload.Scope) throws(ServiceError) -> ImageDownload? {
        nil
    }

    /// Preview `name`, refusing what a request cannot give a Swift preview.
    private func checked(_ name: String, request: RenderRequest) throws(ServiceError) -> SwiftPreview {
        let p = try preview(named: name)
        if request.data != nil {
            throw .field(nil, JSONPointer(["data"]), "\"\(name)\" is a Swift preview: its entries are its timeline, not data; leave out \"data\".")
        }
        if !request.parameters.isEmpty {
            throw .field(nil, JSONPointer(["parameters"]), "\"\(name)\" is a Swift preview: it takes no parameters.")
        }
        return p
    }

    func plan(_ name: String, request: RenderRequest, options: RenderOptions) throws(ServiceError) -> PlannedRender {
        let p = try checked(name, request: request)
        let family = request.family
        guard p.families.contains(family) else {
            throw .unprocessable(kind: "unsupported-family", issues: [],
                                 message: "The preview \"\(name)\" is shown as \(p.families.map(\.shortName).joined(separator: ", ")), not \(family.shortName).")
        }
        try RenderService.check(entry: request.entry, of: p.entryCount)
        let job = try RequestPlan.job(p.source, request: request, options: options)
        return PlannedRender(job: job, entries: p.entryCount)
    }

    func preview(named name: String) throws(ServiceError) -> SwiftPreview {
        if let p = previews.first(where: { $0.name == name }) { return p }
        let known = previews.map(\.name)
        let near = Suggestions.nearest(to: name, in: known)
        throw .notFound("No preview \"\(name.excerpt)\" here; known: \(known.joined(separator: ", "))."
                        + (near.map { " Did you mean \"\($0)\"?" } ?? ""),
                        issues: [TemplateIssue(file: ServiceError.requestFile, pointer: JSONPointer(["template"]),
                                               message: "no preview \"\(name.excerpt)\" here.", suggestion: near)])
    }

    /// The preview's error, found once: every entry's view built, the first composed in its
    /// first family.
    private func problem(of p: SwiftPreview) -> ProblemDocument? {
        if let known = checked.problems.withLock({ $0[p.name] }) { return known }
        var found: ProblemDocument?
        do {
            // Every entry's view is built by the planner; the first is composed.
            let matrix = RenderMatrix(families: Array(p.families.prefix(1)), colorSchemes: [.light])
            _ = try WidgetRenderer.plan(p.source, matrix: matrix, options: RenderOptions(png: .fast)).first?.compose()
        } catch {
            found = ProblemDocument(ServiceError.rendering(error))
        }
        checked.problems.withLock { $0[p.name] = .some(found) }
        return found
    }
}
