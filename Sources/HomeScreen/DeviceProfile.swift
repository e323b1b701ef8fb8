import WidgetCore

/// A screen and the widget sizes it offers, in points: what a render is drawn on.
///
/// iPhone profiles come from the device catalog (`Resources/device-catalog.json`, every number
/// with its source), the one table of home-screen geometry: ``all`` has a profile for each
/// catalog entry, ``init(catalogDevice:layout:)`` one for any layout, such as a user's geometry
/// file adds. iPad, Mac and Apple Watch profiles (``placements``) come from
/// `Resources/placement-sizes.json`: widget sizes only, no home-screen geometry.
public struct DeviceProfile: Hashable, Sendable, CustomStringConvertible {
    /// The catalog id, which is the screenshot size in pixels, e.g. `1170x2532`.
    public var id: String
    /// The devices' marketing names, e.g. `iPhone 13, iPhone 13 Pro, iPhone 14`.
    public var name: String
    /// The screen in points, portrait.
    public var screen: Size
    /// Pixels per point.
    public var scale: Double
    /// The `systemSmall` widget size.
    public var small: Size
    /// The `systemMedium` widget size.
    public var medium: Size
    /// The `systemLarge` widget size.
    public var large: Size
    /// The Lock Screen widget sizes; nil for a screen Apple's table does not list.
    public var accessory: AccessorySizes?
    /// Which kind of device it is: an iPhone, an iPad, a Mac or an Apple Watch.
    public var platform: DevicePlatform = .iPhone
    /// Sizes for families beyond the fields above (`systemExtraLarge` on iPad, the watch's
    /// accessory families): they win over the fields.
    public var additionalSizes: [WidgetFamily: Size] = [:]
    /// Where sizes that Apple does not publish come from (third-party measurements); renders on
    /// the device say so. Nil when every size is Apple's.
    public var sizeNote: String?

    /// A profile from its numbers; ``all`` holds the catalog's.
    public init(id: String, name: String, screen: Size, scale: Double, small: Size, medium: Size, large: Size,
                accessory: AccessorySizes? = nil) {
        self.id = id; self.name = name; self.screen = screen; self.scale = scale
        self.small = small; self.medium = medium; self.large = large; self.accessory = accessory
    }

    /// A profile whose widget sizes are exactly a catalog layout's, in points (pixels ÷ scale,
    /// so a 530 px widget at @3x is 176.667 pt and renders to 530 px). A medium widget is as
    /// tall as a small one and as wide as a large one (Apple's HIG widget size table).
    public init(catalogDevice device: CatalogDevice, layout: HomeScreenLayout) {
        let s = Double(device.scale), m = layout.metrics
        self.init(id: device.id, name: device.modelList,
                  screen: Size(width: Double(device.points.width), height: Double(device.points.height)), scale: s,
                  small: Size(width: Double(m.small) / s, height: Double(m.small) / s),
                  medium: Size(width: Double(m.medium) / s, height: Double(m.small) / s),
                  large: Size(width: Double(m.medium) / s, height: Double(m.large) / s),
                  accessory: (try? AccessorySizeTable.builtIn())?.sizes(forScreen: Size(width: Double(device.points.width),
                                                                                         height: Double(device.points.height))))
    }

    /// The widget size for a family, in points; nil for `systemExtraLarge` (iPad only), for the
    /// watch's `accessoryCorner`, and for Lock Screen families on a screen without published sizes.
    public func size(of family: WidgetFamily) -> Size? {
        if let size = additionalSizes[family] { return size }
        // A watch shows accessory families only, and only those its row gives.
        if platform == .watch { return nil }
        switch family {
        case .systemSmall: return small
        case .systemMedium: return medium
        case .systemLarge: return large
        case .systemExtraLarge, .systemExtraLargePortrait: return nil
        case .accessoryCircular: return accessory?.circular
        case .accessoryRectangular: return accessory?.rectangular
        case .accessoryInline: return accessory?.inline
        case .accessoryCorner: return nil
        }
    }

    public var description: String { "\(name) (\(id), \(fmt(screen.width))x\(fmt(screen.height)) pt @\(fmt(scale))x)" }

    /// iPhone 12/13/14 and 12/13 Pro, 390×844 pt @3x (`1170x2532`): the default device.
    public static let iPhone390x844: DeviceProfile = {
        guard let profile = named("1170x2532") else {
            preconditionFailure("the built-in device catalog has no 1170x2532 entry (a packaging bug: CatalogTests guard it)")
        }
        return profile
    }()

    /// A profile for every entry of the built-in catalog that has a home-screen layout, at its
    /// default layout (``defaultLayout(of:)``), in catalog order.
    public static let all: [DeviceProfile] = {
        do {
            return try DeviceCatalog.builtIn().devices.compactMap { device in
                defaultLayout(of: device).map { DeviceProfile(catalogDevice: device, layout: $0) }
            }
        } catch {
            preconditionFailure("the built-in device catalog does not load (a packaging bug: CatalogTests guard it): \(error)")
        }
    }()

    /// The profile with this id: a catalog iPhone's (`1170x2532`) or a placement's
    /// (`ipad-820x1180`, `mac`, `watch-45mm`); nil for any other.
    public static func named(_ id: String) -> DeviceProfile? { all.first { $0.id == id } ?? placements.first { $0.id == id } }

    /// The layout a device renders with when none is asked for: ``LayoutQuery/default`` (iOS 18
    /// with labels) when the device has it, else its newest layout with labels, else its first.
    public static func defaultLayout(of device: CatalogDevice) -> HomeScreenLayout? {
        if let wanted = device.layouts.first(where: { $0.matches(.default) }) { return wanted }
        let labelled = device.layouts.filter { $0.icons == .labels }.sorted { $0.ios.upperBound > $1.ios.upperBound }
        return labelled.first ?? device.layouts.first
    }
}

extension DeviceCatalog {
    /// The profile of the device called `name` (``device(named:)``) at its layout for `query`
    /// (what `--device NAME --ios N` selects).
    /// An iPad, Mac or watch id (``DeviceProfile/placements``) gives that profile: widget sizes
    /// without a home screen.
    public func profile(named name: String, layout query: LayoutQuery = .default) throws(HomeScreenError) -> DeviceProfile {
        if self.device(named: name, preferring: nil) == nil, let placement = DeviceProfile.placements.first(where: { $0.id == name }) {
            return placement
        }
        let device = try device(named: name)
        return DeviceProfile(catalogDevice: device, layout: try device.layout(for: query))
    }
}
