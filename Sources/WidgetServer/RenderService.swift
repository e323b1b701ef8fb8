import Foundation
import WidgetRender

/// What one render gives the routes: the PNG and everything that explains it.
struct RenderResult: Sendable {
    let png: [UInt8]
    let pixelWidth: Int
    let pixelHeight: Int
    let scale: Double
    let links: LinkMapDocument
    let diagnostics: [Diagnostic]
    /// `countdown-medium-dark`.
    let name: String
    let cell: RenderCell
    let entries: Int
}

/// Turns a checked request into a render through the facade (``WidgetRenderer``): the
/// template by name from the store or inline, its data, and the options. The service draws
/// nothing itself.
struct RenderService: Sendable {
    let store: TemplateStore
    /// An empty folder inline templates are loaded in: their image paths find nothing.
    let inlineFolder: URL
    let images: RemoteImageLoader

    /// The template's version for cache keys: its folder's state for a name, "inline" otherwise
    /// (the body then holds the whole template).
    func version(of request: RenderRequest) throws(ServiceError) -> String {
        switch request.template {
        case .named(let name): return try store.template(named: name).version.stamp
        case .inline: return "inline"
        }
    }

    /// The one job a request asks for.
    func job(for request: RenderRequest) throws(ServiceError) -> (job: TemplateRenderJob, name: String, entries: Int) {
        let template: WidgetTemplate
        switch request.template {
        case .named(let name):
            switch try store.template(named: name).result {
            case .success(let t): template = t
            case .failure(let e): throw .rendering(.template(e))
            }
        case .inline(let document):
            do {
                template = try WidgetTemplate.load(document, url: inlineFolder.appendingPathComponent("template.json"))
            } catch {
                throw .unprocessable(kind: "template", issues: error.issues, message: error.description)
            }
        }
        var options = RenderOptions(family: request.family, colorScheme: request.scheme, locale: request.locale,
                                    timeZone: request.timeZone, png: .fast, linkProfile: request.linkProfile)
        if let now = request.now { options.now = now }
        if !request.mask { options.cornerRadius = nil }
        options.redactionReasons = request.redaction
        if let size = request.dynamicType { options.dynamicTypeSize = size }
        if let mode = request.renderingMode { options.appearance = Self.appearance(mode, tint: request.tint) }
        if let device = request.device {
            do {
                options.device = try DeviceCatalog.builtIn().profile(named: device)
            } catch {
                throw .field(nil, JSONPointer(["device"]), error.description)
            }
        }
        let bound: BoundTemplate
        do {
            bound = try BoundTemplate(template, document: request.data, parameters: request.parameters,
                                      parameterSource: "parameters", defaultDate: options.now)
        } catch {
            throw .unprocessable(kind: "template", issues: error.issues, message: error.description)
        }
        let count = bound.timeline.entries.count
        guard request.entry < count else {
            throw .field(nil, JSONPointer(["entry"]), "the timeline has \(count) entr\(count == 1 ? "y" : "ies") (0 to \(count - 1)); entry \(request.entry) does not exist.")
        }
        var matrix = RenderMatrix(families: [request.family], colorSchemes: [request.scheme],
                                  appearances: [options.appearance], dynamicTypeSizes: request.dynamicType.map { [$0] } ?? [])
        matrix.entries = request.entry..<(request.entry + 1)  // only the asked entry is built
        let jobs: [TemplateRenderJob]
        do { jobs = try WidgetRenderer.plan(bound, matrix: matrix, options: options, images: images) } catch { throw .rendering(error) }
        guard let job = jobs.first else {
            throw .field(nil, JSONPointer(["entry"]), "entry \(request.entry) gives no image.")
        }
        return (job, job.cell.fileStem(bound.name), count)
    }

    /// Draws and encodes the request's image (call it in a render slot).
    func render(_ request: RenderRequest) throws(ServiceError) -> RenderResult {
        let (job, name, entries) = try job(for: request)
        let widget: RenderedWidget
        let png: [UInt8]
        do {
            widget = try job.render()
            png = try widget.pngData()
        } catch {
            throw .rendering(error)
        }
        return RenderResult(png: png, pixelWidth: widget.pixelWidth, pixelHeight: widget.pixelHeight, scale: widget.canvas.scale,
                            links: widget.linkMap.document, diagnostics: widget.diagnostics, name: name, cell: job.cell, entries: entries)
    }

    /// What a tap at the request's point opens, as `widget-render hit --json` reports it.
    func hit(_ request: RenderRequest) throws(ServiceError) -> TapReport {
        let (job, _, _) = try job(for: request)
        let composed: ComposedWidget
        do { composed = try job.compose() } catch { throw .rendering(error) }
        return TapReport(map: composed.linkMap, point: request.at ?? Point(x: 0, y: 0))
    }

    static func appearance(_ name: String, tint: RGBA?) -> WidgetAppearance {
        switch name {
        case "tinted": return .tinted(tint ?? WidgetAppearance.defaultTint)
        case "clear": return .clear
        case "vibrant": return .vibrant
        case "standby": return .standBy
        case "standby-night": return .standByNight
        default: return .fullColor
        }
    }
}
