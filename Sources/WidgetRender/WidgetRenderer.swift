import Foundation
import WidgetRaster

/// A widget composed for a canvas: the display list and what came with it, before pixels.
public struct ComposedWidget: Sendable {
    public var displayList: DisplayList
    /// Tappable `Link` regions, in paint order.
    public var links: [LinkRegion]
    public var widgetURLs: [WidgetURLDeclaration]
    public var diagnostics: [Diagnostic]
    public var options: RenderOptions
    /// The widget's size in points.
    public var size: Size { displayList.size }
}

/// A rendered widget: pixels plus everything that explains them.
public struct RenderedWidget: Sendable {
    public var composed: ComposedWidget
    /// Premultiplied ARGB pixels at the device's scale.
    public var bitmap: Bitmap
    public var displayList: DisplayList { composed.displayList }
    public var links: [LinkRegion] { composed.links }
    public var diagnostics: [Diagnostic] { composed.diagnostics }
    public var pixelWidth: Int { bitmap.width }
    public var pixelHeight: Int { bitmap.height }

    /// The image as PNG bytes.
    public func pngData() throws -> [UInt8] {
        do { return try PNGEncoder.encode(bitmap, options: composed.options.png) } catch { throw RenderError.encoding(error) }
    }

    /// Writes the PNG whole or not at all (a temporary file renamed into place).
    public func writePNG(to url: URL) throws {
        do { try PNGEncoder.write(bitmap, to: url, options: composed.options.png) } catch { throw RenderError.encoding(error) }
    }
}

/// Renders widget views.
///
/// ```swift
/// let image = try WidgetRenderer.render(CountdownView(entry: entry),
///                                       options: RenderOptions(family: .systemMedium, colorScheme: .dark))
/// try image.writePNG(to: URL(fileURLWithPath: "countdown-medium-dark.png"))
/// ```
public enum WidgetRenderer {
    /// View → pixels.
    public static func render<V: View>(_ view: V, options: RenderOptions = RenderOptions()) throws -> RenderedWidget {
        var composed = try compose(view, options: options)
        let result: RasterResult
        do {
            // With a backdrop, the bitmap takes the crop's exact pixel size (see Backdrop.swift).
            let pixels = options.backdrop?.pixelSize(canvas: composed.size, scale: options.device.scale)
            result = try CairoRasterizer.shared.renderWithDiagnostics(composed.displayList, scale: options.device.scale,
                                                                      pixelWidth: pixels?.width, pixelHeight: pixels?.height)
        } catch {
            throw RenderError.raster("\(error)")
        }
        composed.diagnostics += result.diagnostics
        return RenderedWidget(composed: composed, bitmap: result.bitmap)
    }

    /// View → display list, links and diagnostics, without drawing (what layout and link tests use).
    ///
    /// The canvas is the family's size on the device. Content is proposed the canvas minus the
    /// content margins and centered in it; the container background (white in light, black in
    /// dark unless the view declares `containerBackground`) fills the whole canvas; the
    /// continuous corner mask clips everything.
    public static func compose<V: View>(_ view: V, options: RenderOptions = RenderOptions()) throws -> ComposedWidget {
        guard let size = options.device.size(of: options.family) else {
            throw RenderError.unsupportedFamily(options.family, options.device)
        }
        do { try FontLibrary.shared.validate() } catch { throw RenderError.fonts("\(error)") }
        let env = options.environmentValues
        let canvas = Rect(origin: .zero, size: size)
        let contentRect = canvas.inset(by: options.contentMargins ?? EdgeInsets())
        let layout: WidgetLayout
        do {
            layout = try WidgetLayout(view, in: contentRect, environment: env)
        } catch let e as ViewTreeError {
            throw RenderError.viewTree(e)
        }
        var items: [DisplayItem] = []
        let mask = options.cornerRadius.map { Path.roundedRect(canvas, cornerRadius: $0, style: .continuous) }
        if let mask { items.append(.pushClip(mask)) }
        var diagnostics = layout.diagnostics
        // A backdrop (the cropped home-screen screenshot) replaces the default fill; a container
        // background the view declares is drawn over it (see Backdrop.swift).
        if let backdrop = options.backdrop {
            items.append(backdrop.displayItem(in: canvas))
            diagnostics += backdrop.diagnostics(canvas: canvas, scale: options.device.scale)
        }
        if let background = layout.drawBackground(in: canvas) {
            items += background
        } else if options.backdrop == nil {
            let fill: RGBA = options.colorScheme == .dark ? .black : .white
            items.append(.fill(.rect(canvas), .color(fill)))
        }
        let content = layout.draw(bounds: canvas)
        items += content.items
        if mask != nil { items.append(.pop) }
        diagnostics += content.diagnostics
        let composed = ComposedWidget(displayList: DisplayList(size: size, items: items), links: content.links,
                                      widgetURLs: content.widgetURLs, diagnostics: diagnostics, options: options)
        if options.strict {
            let errors = diagnostics.filter { $0.severity == .error }
            if !errors.isEmpty { throw RenderError.diagnostics(errors) }
        }
        return composed
    }
}
