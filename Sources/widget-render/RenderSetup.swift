import ArgumentParser
import Foundation
import HomeScreen
import WidgetRender
import WidgetTemplates

/// Device, home-screen backdrop and drawing options, shared by `render` and `gallery`.
struct CanvasOptions: ParsableArguments {
    @OptionGroup var geometry: GeometryOptions

    @Option(help: "The slot the widget sits in on the home screen (with --wallpaper), e.g. top-left, middle; default: the first of the family.")
    var slot: String?

    @Option(help: "A home-screen screenshot (light appearance) to draw behind the widget, cropped at its slot.")
    var wallpaper: String?

    @Option(name: .customLong("wallpaper-dark"), help: "The dark-appearance screenshot, used for --scheme dark.")
    var wallpaperDark: String?

    @Flag(name: .customLong("no-mask"), help: "Draw a square image without the widget's rounded corner mask.")
    var noMask = false

    @Option(name: .customLong("link-profile"), help: "Link rules: seed002 (default, iOS 14 behaviour) or ios17 (Links work in small widgets).")
    var linkProfile: String = "seed002"

    /// The link rules chosen with --link-profile.
    func profile() throws -> LinkProfile {
        guard let p = LinkProfile.named(linkProfile) else {
            throw CLIError("Unknown --link-profile \"\(linkProfile)\"; use seed002 or ios17.")
        }
        return p
    }

    /// Loads the catalog, the device and the screenshots once for a whole batch.
    func prepare() throws -> PreparedCanvas {
        try userErrors {
            let catalog = try geometry.catalog()
            let query = try geometry.layoutQuery()
            var wallpapers: Wallpapers?
            if let wallpaper {
                let light = try Screenshot.load(contentsOfFile: wallpaper, catalog: catalog)
                let dark = try wallpaperDark.map { try Screenshot.load(contentsOfFile: $0, catalog: catalog) }
                wallpapers = try Wallpapers(light: light, dark: dark)
            } else if wallpaperDark != nil {
                throw CLIError("--wallpaper-dark needs --wallpaper (the light screenshot) too.")
            }
            var device = DeviceProfile.iPhone390x844
            if wallpapers == nil, let name = geometry.device {
                let d = try catalog.device(named: name)
                device = DeviceProfile(catalogDevice: d, layout: try d.layout(for: query))
            }
            return PreparedCanvas(options: self, catalog: catalog, query: query, wallpapers: wallpapers, device: device,
                                  linkProfile: try profile())
        }
    }
}

/// The loaded inputs of ``CanvasOptions``.
struct PreparedCanvas {
    let options: CanvasOptions
    let catalog: DeviceCatalog
    let query: LayoutQuery
    let wallpapers: Wallpapers?
    let device: DeviceProfile
    let linkProfile: LinkProfile

    /// Renders one template instance in one color scheme on this canvas.
    func render(_ instance: TemplateInstance, scheme: ColorScheme) throws -> RenderedWidget {
        try userErrors {
            var base = RenderOptions()
            base.colorScheme = scheme
            base.device = device
            if options.noMask { base.cornerRadius = nil }
            let o = instance.renderOptions(base)
            var widget: RenderedWidget
            if let wallpapers {
                let slotName = options.slot ?? SlotFamily(rawValue: instance.family.shortName)?.positions.first?.rawValue ?? "top"
                let slot = try WidgetSlot(family: instance.family.shortName, slot: slotName)
                widget = try WidgetRenderer.renderTransparent(instance.view, wallpapers: wallpapers, slot: slot,
                                                              device: options.geometry.device, layout: query,
                                                              catalog: catalog, options: o).widget
            } else {
                widget = try WidgetRenderer.render(instance.view, options: o)
            }
            widget.composed.diagnostics = instance.diagnostics + widget.composed.diagnostics
            return widget
        }
    }
}
