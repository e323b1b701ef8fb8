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
    /// Renders `view` over the slot's crop of the home-screen screenshot: `render(_:options:)`
    /// with ``RenderOptions/homeScreen`` set from these arguments and the family from `slot`.
    ///
    /// - Parameters:
    ///   - view: the widget's view.
    ///   - wallpapers: the light (and dark) home-screen screenshots.
    ///   - slot: where the widget sits on the home screen.
    ///   - device: the device's id, for screenshot sizes two phones share; nil detects it.
    ///   - layout: the home-screen layout (iOS version, labels, icon size).
    ///   - catalog: the device catalog; nil is `DeviceCatalog/builtIn()`.
    ///   - options: everything else about the render; the family comes from `slot`.
    /// - Throws: ``RenderError/homeScreen(_:)`` for the screenshot, device, layout or slot.
    public static func renderTransparent<V: View>(_ view: V, wallpapers: Wallpapers, slot: WidgetSlot,
                                                  device: String? = nil, layout: LayoutQuery = .default,
                                                  catalog: DeviceCatalog? = nil,
                                                  options: RenderOptions = RenderOptions()) throws(RenderError) -> TransparentWidget {
        var o = options
        o.family = slot.family.widgetFamily
        do throws(HomeScreenError) {
            let resolved: DeviceCatalog
            if let catalog { resolved = catalog } else { resolved = try DeviceCatalog.builtIn() }
            o.homeScreen = HomeScreenPlacement(wallpapers: wallpapers, position: slot.position.rawValue, device: device,
                                               layout: layout, catalog: resolved)
        } catch {
            throw .homeScreen(error)
        }
        let widget = try render(view, options: o)
        guard let placement = widget.canvas.placement, let screenshot = widget.canvas.screenshot else {
            preconditionFailure("a render with a home screen always has a placement and a screenshot")
        }
        return TransparentWidget(widget: widget, placement: placement, screenshot: screenshot)
    }
}
