import Foundation

/// A widget composed on its canvas: the display list and everything that explains it, before
/// pixels.
public struct ComposedWidget: Sendable {
    /// What to draw, in paint order, in absolute points.
    public var displayList: DisplayList
    /// Tappable `Link` regions as layout recorded them, in paint order.
    public var links: [LinkRegion]
    /// Every `widgetURL`, in depth-first pre-order.
    public var widgetURLs: [WidgetURLDeclaration]
    /// Which URL a tap at any point opens, under the canvas's link profile.
    public var linkMap: LinkMap
    /// Every diagnostic of the render, in pipeline order: template, canvas (backdrop), layout and
    /// drawing, then the link map's rules and lints.
    public var diagnostics: [Diagnostic]
    /// What the widget was drawn on.
    public var canvas: WidgetCanvas
    /// The options it was rendered with.
    public var options: RenderOptions
    /// The App Intent each button or toggle region runs, by region index (``WidgetRenderer/tap(_:at:)``).
    public var actions: [Int: any AppIntent] = [:]
    /// What VoiceOver reads, element by element in reading order, frames in the canvas's points
    /// (`WidgetLayout.voiceOverElements()`).
    public var voiceOver: [VoiceOverElement] = []
    /// The widget's size in points.
    public var size: Size { displayList.size }
}

/// A rendered widget: pixels plus everything that explains them.
public struct RenderedWidget: Sendable {
    /// The display list and everything that explains it.
    public var composed: ComposedWidget
    /// Premultiplied ARGB pixels at the device's scale.
    public var bitmap: Bitmap
    /// What was drawn, in paint order (``ComposedWidget/displayList``).
    public var displayList: DisplayList { composed.displayList }
    /// Tappable `Link` regions, in paint order.
    public var links: [LinkRegion] { composed.links }
    /// Which URL a tap at any point opens.
    public var linkMap: LinkMap { composed.linkMap }
    /// Every diagnostic of the render: the composed widget's, then the rasterizer's.
    public var diagnostics: [Diagnostic] { composed.diagnostics }
    /// What VoiceOver reads, in reading order.
    public var voiceOver: [VoiceOverElement] { composed.voiceOver }
    /// What the widget was drawn on.
    public var canvas: WidgetCanvas { composed.canvas }
    /// The image's width in device pixels.
    public var pixelWidth: Int { bitmap.width }
    /// The image's height in device pixels.
    public var pixelHeight: Int { bitmap.height }

    /// The image as PNG bytes.
    public func pngData() throws(RenderError) -> [UInt8] {
        do { return try PNGEncoder.encode(bitmap, options: composed.options.png) } catch { throw .encoding(error) }
    }

    /// Writes the PNG whole or not at all (a temporary file renamed into place).
    public func writePNG(to url: URL) throws(RenderError) {
        do { try PNGEncoder.write(bitmap, to: url, options: composed.options.png) } catch { throw .encoding(error) }
    }

    /// With a home screen: the screenshot with the widget placed back at its slot. With an exact
    /// crop the widget's background continues the wallpaper without a seam. nil without one.
    public func placedOnScreenshot() -> Bitmap? {
        guard let screenshot = canvas.screenshot, let placement = canvas.placement else { return nil }
        return PixelOps.composite(bitmap, over: screenshot.bitmap, atX: placement.rect.x, y: placement.rect.y)
    }
}
