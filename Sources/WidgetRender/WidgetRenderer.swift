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
    /// Renders `view` with `options` to pixels: lays it out, draws it and maps its links.
    ///
    /// - Throws: ``RenderError`` when the view tree, the fonts, the device, the home screen or the
    ///   rasterizer fails, or, with ``RenderOptions/strict``, when the render has error diagnostics.
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
        try compose(view, options: options, share: nil)
    }

    /// Template instance → display list, link map and diagnostics, without drawing.
    public static func compose(_ instance: TemplateInstance, options: RenderOptions = RenderOptions()) throws(RenderError) -> ComposedWidget {
        try compose(instance, options: options, share: nil)
    }

    /// ``compose(_:options:)-(V,_)``, drawing another cell's layout when `share` has one that fits.
    static func compose<V: View>(_ view: V, options: RenderOptions, share: LayoutShare?) throws(RenderError) -> ComposedWidget {
        try compose(view, on: WidgetCanvas(options), options: options, diagnostics: [], widgetCode: true, share: share)
    }

    /// ``compose(_:options:)-(TemplateInstance,_)``, drawing another cell's layout when `share` has one that fits.
    static func compose(_ instance: TemplateInstance, options: RenderOptions, share: LayoutShare?) throws(RenderError) -> ComposedWidget {
        let o = options.applying(instance)
        return try compose(instance.view, on: WidgetCanvas(o), options: o, diagnostics: instance.diagnostics, widgetCode: false,
                           share: share)
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
        // Text that vanishes against what the system draws behind it once it repaints the widget
        // (tinted, clear, vibrant, StandBy). Full colour is the author's own palette.
        if canvas.appearance != .fullColor {
            out.diagnostics += ContrastLint.check(composed.displayList, bitmap: result.bitmap, scale: canvas.scale,
                                                  behind: canvas.appearance.surroundings, mode: canvas.appearance.name)
        }
        return RenderedWidget(composed: out, bitmap: result.bitmap)
    }

    /// `widgetCode`: the view is the widget's own, so its bodies run on the main thread (see
    /// `WidgetLayout`); templates are WidgetRender's own views and are laid out where they are.
    private static func compose<V: View>(_ view: V, on canvas: WidgetCanvas, options: RenderOptions,
                                         diagnostics prior: [Diagnostic], widgetCode: Bool,
                                         share: LayoutShare? = nil) throws(RenderError) -> ComposedWidget {
        let text = try TextEngines.engine(for: options.fontsFolder)
        var onCanvas = options
        onCanvas.device = canvas.device  // the screenshot's device, with a home screen
        let environment = onCanvas.environmentValues
        // Only a planned cell has a share; a single render looks nothing up.
        let colours = share.map { _ in LayoutShare.Colours(environment, contentRect: canvas.contentRect) }
        defer { share?.composed() }
        if let share, let colours, let layout = share.layout(for: colours) {
            return try share.drawing { () throws(RenderError) in
                try assemble(layout, of: view, on: canvas, options: options, environment: environment, diagnostics: prior,
                             text: text, widgetCode: widgetCode, scheme: colours.scheme)
            }
        }
        var layout = try layOut(view, in: canvas.contentRect, environment: environment, text: text, widgetCode: widgetCode)
        var prior = prior
        let placeholder = options.requiresContainerBackground && !layout.hasContainerBackground
        if placeholder {
            layout = try layOut(ContainerBackgroundPlaceholder(), in: canvas.contentRect, environment: environment,
                                text: text, widgetCode: false)
            prior.append(ContainerBackgroundPlaceholder.diagnostic)
        }
        let composed = try assemble(layout, of: view, on: canvas, options: options, environment: environment, diagnostics: prior,
                                    text: text, widgetCode: widgetCode, scheme: nil)
        if let share, let colours, !placeholder { share.offer(layout, made: colours) }
        return composed
    }

    /// A laid-out widget → its display list, links and diagnostics: the background, the content
    /// drawn in `scheme` (nil: the layout's own), the lints, the rendering mode's repaint, the mask.
    private static func assemble<V: View>(_ layout: WidgetLayout, of view: V, on canvas: WidgetCanvas, options: RenderOptions,
                                          environment: EnvironmentValues, diagnostics prior: [Diagnostic], text: TextEngine,
                                          widgetCode: Bool, scheme: ColorScheme?) throws(RenderError) -> ComposedWidget {
        let bounds = canvas.bounds
        // A backdrop (the cropped home-screen screenshot) replaces the default fill; a container
        // background the view declares is drawn over it (see Backdrop.swift). Lock Screen
        // families have no default fill: they are drawn over the wallpaper.
        let appearance = canvas.appearance
        var widget: [DisplayItem] = []
        if let background = layout.drawBackground(in: bounds, colorScheme: scheme) {
            // iOS draws a widget's container background on its own opaque one: a translucent
            // style (Xcode's template writes `.fill.tertiary`) tints white or black, it does not
            // show the page through. Over a backdrop the wallpaper is that base.
            if canvas.backdrop == nil, canvas.surface == nil, !canvas.family.isAccessory, appearance == .fullColor {
                widget += Self.onSystemBase(background, bounds: bounds, base: canvas.colorScheme == .dark ? .black : .white)
            } else {
                widget += background
            }
        } else if let surface = canvas.surface {
            widget += [.pushGroup(.containerBackground), .fill(.rect(bounds), .color(surface.background)), .pop]
        } else if canvas.backdrop == nil && !canvas.family.isAccessory {
            let fill = DisplayItem.fill(.rect(bounds), .color(canvas.colorScheme == .dark ? .black : .white))
            // Marked as the container background only where a rendering mode replaces it.
            widget += appearance == .fullColor ? [fill] : [.pushGroup(.containerBackground), fill, .pop]
        } else if canvas.backdrop != nil && appearance != .fullColor {
            // Over the wallpaper the backdrop is the background; a mode that replaces the
            // background (the tinted plate, the clear glass) lays its own over it.
            widget += [.pushGroup(.containerBackground), .pop]
        }
        let content = layout.draw(bounds: bounds, colorScheme: scheme)
        widget += content.items
        // Lints on the widget as declared: colours the Lock Screen's vibrant mode flattens, the
        // inline family's one line; and, when asked, text cut off at larger text sizes.
        var lints = VibrantFlatteningLint.check(DisplayList(size: canvas.size, items: widget), family: canvas.family)
        if canvas.family == .accessoryInline { lints += AccessoryInlineLint.check(layout) }
        if options.checksDynamicType {
            do {
                lints += try DynamicTypeClippingLint.check(view, in: canvas.contentRect, environment: environment, textMeasurer: text,
                                                           onThisThread: !widgetCode)
            } catch let e as ViewTreeError {
                throw .viewTree(e)
            } catch {
                lints.append(Diagnostic(.warning, code: DynamicTypeClippingLint.code,
                                        message: "The Dynamic Type check could not lay the widget out: \(error)", location: "dynamicType"))
            }
        }
        if options.reportsTruncatedText {
            lints += layout.clippedTexts(in: bounds).map { text in
                let shown = text.string.count > 40 ? String(text.string.prefix(40)) + "…" : text.string
                return Diagnostic(.info, code: .textTruncated,
                                  message: "\"\(shown)\" is cut off: truncated, or reaching out of the widget. Let it wrap or shrink "
                                    + "(lineLimit, minimumScaleFactor), shorten it, or give it room.",
                                  location: text.path)
            }
        }
        // The rendering mode repaints the widget, not the wallpaper behind it.
        if appearance != .fullColor {
            widget = RenderingModePass.apply(DisplayList(size: canvas.size, items: widget), appearance,
                                             backgroundRemovable: options.containerBackgroundRemovable).items
        }
        var items: [DisplayItem] = []
        let mask = canvas.mask
        if let mask { items.append(.pushClip(mask)) }
        if let backdrop = canvas.backdrop { items.append(backdrop.displayItem(in: bounds)) }
        items += widget
        if mask != nil { items.append(.pop) }
        let linkMap = LinkMap(links: content.links, widgetURLs: content.widgetURLs, size: canvas.size, scale: canvas.scale,
                              family: canvas.family, cornerRadius: canvas.cornerRadius, profile: canvas.linkProfile,
                              surface: canvas.surface?.presentation)
        var diagnostics = prior + canvas.diagnostics + layout.diagnostics + content.diagnostics + linkMap.diagnostics + lints
        // A diagnostic about a view a template built says where the view was written.
        // The tree is walked only when some diagnostic names a node (most renders have none).
        if diagnostics.contains(where: { $0.location != nil && $0.source == nil }) {
            let sources = layout.sourceLocations()
            for i in diagnostics.indices where diagnostics[i].source == nil {
                if let path = diagnostics[i].location { diagnostics[i].source = sources[path] }
            }
        }
        if options.strict {
            let errors = diagnostics.filter { $0.severity == .error }
            if !errors.isEmpty { throw .diagnostics(errors) }
        }
        return ComposedWidget(displayList: DisplayList(size: canvas.size, items: items), links: content.links,
                              widgetURLs: content.widgetURLs, linkMap: linkMap, diagnostics: diagnostics,
                              canvas: canvas, options: options, actions: content.actions, voiceOver: layout.voiceOverElements())
    }

    private static func layOut<V: View>(_ view: V, in rect: Rect, environment: EnvironmentValues,
                                        text: TextEngine, widgetCode: Bool) throws(RenderError) -> WidgetLayout {
        do {
            if widgetCode { return try WidgetLayout(view, in: rect, environment: environment, textMeasurer: text) }
            return try WidgetLayout(onThisThread: view, in: rect, environment: environment, textMeasurer: text)
        } catch {
            throw .viewTree(error)
        }
    }
}
