import Foundation
import WidgetRaster

/// Renders widgets: the one owner of "a view or a template on a canvas → image, display list,
/// link map and diagnostics". The command-line tool, the snapshot library and the tests all
/// call these functions.
///
/// ```swift
/// let image = try WidgetRenderer.render(CountdownView(entry: entry),
///                                       options: RenderOptions(family: .systemMedium, colorScheme: .dark))
/// try image.writePNG(to: URL(fileURLWithPath: "countdown-medium-dark.png"))
/// image.linkMap.url(at: Point(x: 40, y: 60))
/// ```
public enum WidgetRenderer {
    /// View → pixels.
    public static func render<V: View>(_ view: V, options: RenderOptions = RenderOptions()) throws(RenderError) -> RenderedWidget {
        try rasterize(compose(view, options: options))
    }

    /// Template instance → pixels, with the instance's family, date, locale, time zone and
    /// margins (``RenderOptions/applying(_:)``) and its diagnostics first in the list.
    public static func render(_ instance: TemplateInstance, options: RenderOptions = RenderOptions()) throws(RenderError) -> RenderedWidget {
        try rasterize(compose(instance, options: options))
    }

    /// View → display list, link map and diagnostics, without drawing (what layout and link
    /// tests, `hit` and `links` use).
    ///
    /// The canvas is worked out from the options (``WidgetCanvas``). Content is proposed the
    /// canvas minus the content margins and centered in it; the container background (white in
    /// light, black in dark unless the view declares `containerBackground`) fills the whole
    /// canvas, or the backdrop does; the continuous corner mask clips everything.
    public static func compose<V: View>(_ view: V, options: RenderOptions = RenderOptions()) throws(RenderError) -> ComposedWidget {
        try compose(view, on: WidgetCanvas(options), options: options, diagnostics: [])
    }

    /// Template instance → display list, link map and diagnostics, without drawing.
    public static func compose(_ instance: TemplateInstance, options: RenderOptions = RenderOptions()) throws(RenderError) -> ComposedWidget {
        let o = options.applying(instance)
        return try compose(instance.view, on: WidgetCanvas(o), options: o, diagnostics: instance.diagnostics)
    }

    /// A composed widget → pixels at the canvas's scale (and exact pixel size with a backdrop).
    public static func rasterize(_ composed: ComposedWidget) throws(RenderError) -> RenderedWidget {
        let canvas = composed.canvas
        let result: RasterResult
        do {
            result = try CairoRasterizer.shared.renderWithDiagnostics(composed.displayList, scale: canvas.scale,
                                                                      pixelWidth: canvas.pixelSize?.width,
                                                                      pixelHeight: canvas.pixelSize?.height)
        } catch let e as RasterError {
            throw .raster(e)
        } catch {
            throw .raster(.cairo(status: -1, message: String(describing: error), during: "rendering"))
        }
        var out = composed
        out.diagnostics += result.diagnostics
        return RenderedWidget(composed: out, bitmap: result.bitmap)
    }

    private static func compose<V: View>(_ view: V, on canvas: WidgetCanvas, options: RenderOptions,
                                         diagnostics prior: [Diagnostic]) throws(RenderError) -> ComposedWidget {
        if let e = FontLibrary.shared.loadError { throw .fonts(e) }
        var onCanvas = options
        onCanvas.device = canvas.device  // the screenshot's device, with a home screen
        let layout = try layOut(view, in: canvas.contentRect, environment: onCanvas.environmentValues)
        let bounds = canvas.bounds
        var items: [DisplayItem] = []
        let mask = canvas.mask
        if let mask { items.append(.pushClip(mask)) }
        // A backdrop (the cropped home-screen screenshot) replaces the default fill; a container
        // background the view declares is drawn over it (see Backdrop.swift).
        if let backdrop = canvas.backdrop { items.append(backdrop.displayItem(in: bounds)) }
        if let background = layout.drawBackground(in: bounds) {
            items += background
        } else if canvas.backdrop == nil {
            items.append(.fill(.rect(bounds), .color(canvas.colorScheme == .dark ? .black : .white)))
        }
        let content = layout.draw(bounds: bounds)
        items += content.items
        if mask != nil { items.append(.pop) }
        let linkMap = LinkMap(links: content.links, widgetURLs: content.widgetURLs, size: canvas.size, scale: canvas.scale,
                              family: canvas.family, cornerRadius: canvas.cornerRadius, profile: canvas.linkProfile)
        let diagnostics = prior + canvas.diagnostics + layout.diagnostics + content.diagnostics + linkMap.diagnostics
        if options.strict {
            let errors = diagnostics.filter { $0.severity == .error }
            if !errors.isEmpty { throw .diagnostics(errors) }
        }
        return ComposedWidget(displayList: DisplayList(size: canvas.size, items: items), links: content.links,
                              widgetURLs: content.widgetURLs, linkMap: linkMap, diagnostics: diagnostics,
                              canvas: canvas, options: options)
    }

    private static func layOut<V: View>(_ view: V, in rect: Rect, environment: EnvironmentValues) throws(RenderError) -> WidgetLayout {
        do { return try WidgetLayout(view, in: rect, environment: environment) } catch { throw .viewTree(error) }
    }
}
