/// Where a widget sits on a real home screen: the screenshots it is cropped from and its slot.
///
/// With this in ``RenderOptions/homeScreen`` the device is detected from the screenshots' size
/// (or named by ``device``, which a size shared by two phones requires) and the layout picked
/// by ``layout``; the screenshot by the color scheme (dark falls back to light with a warning);
/// the slot from the family and ``position``. The image is then exactly the slot's pixels and
/// its background continues the wallpaper without a seam.
public struct HomeScreenPlacement: Sendable {
    /// The light screenshot and, optionally, the dark one.
    public var wallpapers: Wallpapers
    /// The slot's position (`top-left`, `middle`, …; case-insensitive, `_` for `-`); nil is the
    /// family's first position.
    public var position: String?
    /// A device name or id, for screenshot sizes two devices share.
    public var device: String?
    /// The iOS version and icon mode of the screenshots.
    public var layout: LayoutQuery
    /// The device catalog (the built-in one, with any geometry files the user adds).
    public var catalog: DeviceCatalog

    /// A placement in `wallpapers`: the family's first position, the device detected from the screenshots' size, the default layout.
    public init(wallpapers: Wallpapers, position: String? = nil, device: String? = nil,
                layout: LayoutQuery = .default, catalog: DeviceCatalog) {
        self.wallpapers = wallpapers; self.position = position; self.device = device
        self.layout = layout; self.catalog = catalog
    }

    /// A placement in the built-in catalog.
    public init(wallpapers: Wallpapers, position: String? = nil, device: String? = nil,
                layout: LayoutQuery = .default) throws(HomeScreenError) {
        self.init(wallpapers: wallpapers, position: position, device: device, layout: layout,
                  catalog: try DeviceCatalog.builtIn())
    }

    /// The phone the screenshots were taken on (identified by their size, or ``device``) at
    /// ``layout``: the device of what is drawn without a slot too (Live Activities, controls).
    public func phone() throws(HomeScreenError) -> DeviceProfile {
        let identified = try catalog.identify(wallpapers.size, source: wallpapers.light.source, device: device)
        return DeviceProfile(catalogDevice: identified, layout: try identified.layout(for: layout))
    }
}
