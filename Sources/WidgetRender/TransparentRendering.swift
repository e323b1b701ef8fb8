import Foundation

/// A widget rendered over its "transparent" background, with where it sits on the home screen.
public struct TransparentWidget: Sendable {
    /// The pixels (exactly the slot's size), display list, links and diagnostics.
    public var widget: RenderedWidget
    /// The slot the backdrop was cropped from.
    public var placement: SlotPlacement
    /// The screenshot that was cropped (light or dark, by the color scheme).
    public var screenshot: Screenshot

    /// The screenshot with the widget placed back at its slot: with an exact crop the widget's
    /// background continues the wallpaper without a seam.
    public func placedOnScreenshot() -> Bitmap {
        PixelOps.composite(widget.bitmap, over: screenshot.bitmap, atX: placement.rect.x, y: placement.rect.y)
    }
}

extension WidgetRenderer {
    /// Renders `view` over the slot's crop of the home-screen screenshot.
    ///
    /// The device is detected from the screenshots' size (or named by `device`, which a size
    /// shared by two phones requires), the layout picked by `layout` (iOS version and icon
    /// mode), the screenshot by `options.colorScheme` (dark falls back to light with a warning).
    /// The family comes from `slot`, the device profile from the catalog, so the image is
    /// exactly the slot's pixels. Marked catalog rows add a `backdropGeometryMarked` warning.
    ///
    /// - Parameters:
    ///   - catalog: the device catalog; nil is ``DeviceCatalog/builtIn()``.
    /// - Throws: ``HomeScreenError`` for the screenshot, device, layout or slot; ``RenderError``
    ///   for the render.
    public static func renderTransparent<V: View>(_ view: V, wallpapers: Wallpapers, slot: WidgetSlot,
                                                  device: String? = nil, layout: LayoutQuery = .default,
                                                  catalog: DeviceCatalog? = nil,
                                                  options: RenderOptions = RenderOptions()) throws -> TransparentWidget {
        let catalog = try catalog ?? DeviceCatalog.builtIn()
        let (screenshot, fallbackWarning) = wallpapers.screenshot(for: Appearance(options.colorScheme))
        let placement = try catalog.placement(for: screenshot.size, source: screenshot.source, device: device,
                                              query: layout, slot: slot)
        var o = options
        o.family = slot.family.widgetFamily
        o.device = DeviceProfile(catalogDevice: placement.device, layout: placement.layout)
        o.backdrop = try Backdrop(screenshot: screenshot, placement: placement)
        var widget = try render(view, options: o)
        if let fallbackWarning {
            widget.composed.diagnostics.append(Diagnostic(.warning, code: "darkWallpaperMissing", message: fallbackWarning, location: "backdrop"))
        }
        for warning in placement.warnings {
            widget.composed.diagnostics.append(Diagnostic(.warning, code: "backdropGeometryMarked", message: warning, location: "backdrop"))
        }
        return TransparentWidget(widget: widget, placement: placement, screenshot: screenshot)
    }
}
