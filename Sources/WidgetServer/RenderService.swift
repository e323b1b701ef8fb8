import Foundation
import WidgetCore
import WidgetRender

/// What one render gives the routes: the PNG and everything that explains it.
struct RenderResult: Sendable {
    let png: [UInt8]
    /// The render as every report spells it; its `name` is `countdown-medium-dark`.
    let summary: RenderSummary
    /// The entries of the item's timeline.
    let entries: Int
}

/// Turns a checked request into a render through the facade (``WidgetRenderer``): an item of
/// the catalog (a template of the folder, or a Swift preview) by name, or a template sent
/// inline, with the request's options. The service draws nothing itself.
struct RenderService: Sendable {
    let catalog: any WidgetCatalog
    /// An empty folder inline templates are loaded in: their image paths find nothing.
    let inlineFolder: URL
    let images: RemoteImageLoader
    /// The screenshots `wallpaper` may name; nil when the server was given none.
    let wallpapers: WallpaperFolder?

    /// The item's version for cache keys: its catalog version for a name, "inline" otherwise
    /// (the body then holds the whole template), and the wallpaper's files when it names one.
    func version(of request: RenderRequest) throws(ServiceError) -> String {
        let item: String
        switch request.template {
        case .named(let name): item = try catalog.version(of: name)
        case .inline: item = "inline"
        }
        guard let name = request.wallpaper, let wallpapers else { return item }
        return item + "|" + wallpapers.version(of: name)
    }

    /// The one image a request asks for.
    func plan(for request: RenderRequest) throws(ServiceError) -> PlannedRender {
        let options = try options(for: request)
        switch request.template {
        case .named(let name):
            return try catalog.plan(name, request: request, options: options)
        case .inline(let document):
            let template = try inlineTemplate(document)
            return try TemplateCatalog.plan(template, request: request, options: options, images: images)
        }
    }

    /// The request's remote images to fetch before its render (nil: it shows none).
    func imageDownload(for request: RenderRequest, scope: ImageDownload.Scope) throws(ServiceError) -> ImageDownload? {
        let options = try options(for: request)
        switch request.template {
        case .named(let name):
            return try catalog.imageDownload(name, request: request, options: options, scope: scope)
        case .inline(let document):
            let template = try inlineTemplate(document)
            guard template.mayUseRemoteImages else { return nil }
            return ImageDownload(try TemplateCatalog.bind(template, request: request, options: options), request: request,
                                 options: options, scope: scope, images: images)
        }
    }

    /// What `check` finds in everything the request's item draws, over ``RenderMatrix/check``
    /// (its device the request's when it names one), on one thread: a check is many renders,
    /// and the other requests keep the other render slots.
    func check(_ request: RenderRequest) throws(ServiceError) -> CheckReport {
        let options = try options(for: request)
        let source: any RenderSource
        let name: String
        switch request.template {
        case .named(let n):
            name = n
            source = try catalog.source(n, request: request, options: options)
        case .inline(let document):
            let template = try inlineTemplate(document)
            name = template.metadata.name
            source = TemplateSource(try TemplateCatalog.bind(template, request: request, options: options), images: images)
        }
        var matrix = RenderMatrix.check
        if request.device != nil || request.wallpaper != nil { matrix.devices = [options.device] }
        do {
            return try WidgetRenderer.check(source, name: name, matrix: matrix, options: options, threads: 1)
        } catch {
            throw .rendering(error)
        }
    }

    /// A template sent in the request, loaded in the empty inline folder.
    private func inlineTemplate(_ document: JSONDocument) throws(ServiceError) -> WidgetTemplate {
        do {
            return try WidgetTemplate.load(document, url: inlineFolder.appendingPathComponent("template.json"))
        } catch {
            throw .unprocessable(kind: "template", issues: error.issues, message: error.description)
        }
    }

    /// The render options a request asks for (family, scheme, mode, text size, locale, device…).
    func options(for request: RenderRequest) throws(ServiceError) -> RenderOptions {
        var options = RenderOptions(family: request.family, colorScheme: request.scheme, locale: request.locale,
                                    timeZone: request.timeZone, png: .fast, linkProfile: request.linkProfile)
        if let now = request.now { options.now = now }
        options.iOS = request.ios
        if !request.mask { options.cornerRadius = nil }
        options.redactionReasons = request.redaction
        if let size = request.dynamicType { options.dynamicTypeSize = size }
        if let mode = request.renderingMode { options.appearance = Self.appearance(mode, tint: request.tint) }
        if let name = request.wallpaper {
            guard let wallpapers else {
                throw .field(nil, JSONPointer(["wallpaper"]), "this server has no wallpapers; start it with --wallpapers DIR (a folder of home-screen screenshots).")
            }
            if let slot = request.slot, let family = SlotFamily(request.family) {
                do { _ = try WidgetSlot(family: family.widgetFamily, position: slot) } catch {
                    throw .field(nil, JSONPointer(["slot"]), error.description,
                                 suggestion: Suggestions.nearest(to: slot, in: family.positions.map(\.rawValue)))
                }
            }
            options.homeScreen = HomeScreenPlacement(wallpapers: try wallpapers.wallpapers(named: name), position: request.slot,
                                                     device: request.device, catalog: wallpapers.catalog)
        } else if let device = request.device {
            do {
                options.device = try DeviceCatalog.builtIn().profile(named: device)
            } catch {
                throw .field(nil, JSONPointer(["device"]), error.description)
            }
        }
        return options
    }

    /// Refuses an entry the timeline does not have.
    static func check(entry: Int, of count: Int) throws(ServiceError) {
        guard entry < count else {
            throw .field(nil, JSONPointer(["entry"]), "the timeline has \(count) entr\(count == 1 ? "y" : "ies") (0 to \(count - 1)); entry \(entry) does not exist.")
        }
    }

    /// Draws and encodes the request's image (call it in a render slot).
    func render(_ request: RenderRequest) throws(ServiceError) -> RenderResult {
        let planned = try plan(for: request)
        let composed = try planned.compose()
        let widget: RenderedWidget
        let png: [UInt8]
        do {
            widget = try WidgetRenderer.rasterize(composed)
            png = try widget.pngData()
        } catch {
            throw .rendering(error)
        }
        return RenderResult(png: png, summary: RenderSummary(planned.job, widget: widget), entries: planned.entries)
    }

    /// What a tap at the request's point opens, as `widget-render hit --json` reports it.
    func hit(_ request: RenderRequest) throws(ServiceError) -> TapReport {
        let composed = try plan(for: request).compose()
        return TapReport(map: composed.linkMap, point: request.at ?? Point(x: 0, y: 0))
    }

    static func appearance(_ name: String, tint: RGBA?) -> WidgetAppearance {
        WidgetAppearance(name: name, tint: tint ?? WidgetAppearance.defaultTint) ?? .fullColor
    }
}
