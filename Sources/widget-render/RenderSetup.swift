import ArgumentParser
import Foundation
import WidgetRender

/// Device, home-screen backdrop and drawing options, shared by `render`, `gallery`, `hit` and
/// `links`, so all four draw on the same canvas.
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

    @Option(name: .customLong("link-profile"), help: "Link rules: seed002 (default, iOS 14 behaviour), ios17 (Links work in small widgets) or carplay-nontouch (CarPlay without a touchscreen: nothing takes taps).")
    var linkProfile: LinkProfileArgument = LinkProfileArgument(profile: .default)

    func validate() throws {
        if wallpaperDark != nil, wallpaper == nil {
            throw ValidationError("--wallpaper-dark needs --wallpaper (the light screenshot) too.")
        }
        if let slot, wallpaper == nil {
            throw ValidationError("--slot \(slot) places the widget on a home-screen screenshot; give --wallpaper too.")
        }
    }

    /// `base` with the device, home screen, mask and link rules these options name. The
    /// screenshots and the catalog are loaded once, here, for a whole batch.
    func apply(to base: RenderOptions) throws -> RenderOptions {
        var o = base
        let catalog = try geometry.catalog()
        let query = geometry.layoutQuery()
        if let wallpaper {
            let light = try Screenshot.load(contentsOfFile: wallpaper, catalog: catalog)
            let dark = try wallpaperDark.map { path throws(HomeScreenError) in try Screenshot.load(contentsOfFile: path, catalog: catalog) }
            o.homeScreen = HomeScreenPlacement(wallpapers: try Wallpapers(light: light, dark: dark), position: slot,
                                               device: geometry.device, layout: query, catalog: catalog)

        } else if let name = geometry.device {
            o.device = try catalog.profile(named: name, layout: query)
        }
        if noMask { o.cornerRadius = nil }
        o.iOS = geometry.iOSVersion
        o.linkProfile = linkProfile.profile
        return o
    }
}

/// `--link-profile seed002|ios17|carplay-nontouch`.
struct LinkProfileArgument: ExpressibleByArgument {
    let profile: LinkProfile
    init(profile: LinkProfile) { self.profile = profile }
    init?(argument: String) {
        guard let p = LinkProfile.named(argument) else { return nil }
        profile = p
    }
    static var allValueStrings: [String] { LinkProfile.builtIn.map(\.name) }
    var defaultValueDescription: String { profile.name }
}

/// Which device and home-screen layout a screenshot is read with.
struct GeometryOptions: ParsableArguments {
    @Option(help: "The device, when the screenshot size is shared by two phones (e.g. 1125x2436-mini) or to check it.")
    var device: String?

    @Option(help: "The iOS release drawn for: 26 (default), 18 or 17. System colours follow it (Color.red is #FF383C on 26, #FF3B30 on 17 and 18), and a home-screen screenshot is read with its layout (17: the iOS 14–17 layout; without --ios, iOS 18's).")
    var ios: Int?

    /// The release's system colours: 17 and earlier look like iOS 17, 18…25 like iOS 18.
    var iOSVersion: IOSVersion {
        guard let ios else { return .latest }
        return ios >= 26 ? .iOS26 : ios >= 18 ? .iOS18 : .iOS17
    }

    @Flag(help: "iOS 18 large icons without labels.")
    var largeIcons = false

    @Option(name: .customLong("geometry"), help: "A custom geometry file for a device or iOS version the catalog lacks.")
    var geometryFiles: [String] = []

    func catalog() throws(HomeScreenError) -> DeviceCatalog { try DeviceCatalog.builtIn(adding: geometryFiles) }
    func layoutQuery() -> LayoutQuery { LayoutQuery(ios: ios ?? 18, largeIcons: largeIcons) }
}
