/// An iPhone screen and the widget sizes it offers, in points.
///
/// Sizes are Apple's Human Interface Guidelines "Widgets → Specifications" table for iOS
/// (see `shared/research/dsl-anchors.md` A7-30). The 360×780 row of that table is left out:
/// no iPhone takes screenshots at that size (the 12/13 mini renders at 375×812).
public struct DeviceProfile: Hashable, Sendable, CustomStringConvertible {
    /// The screenshot size in pixels, e.g. `1170x2532`.
    public var id: String
    public var name: String
    /// The screen in points, portrait.
    public var screen: Size
    /// Pixels per point.
    public var scale: Double
    public var small: Size
    public var medium: Size
    public var large: Size

    public init(id: String, name: String, screen: Size, scale: Double, small: Size, medium: Size, large: Size) {
        self.id = id; self.name = name; self.screen = screen; self.scale = scale
        self.small = small; self.medium = medium; self.large = large
    }

    /// The widget size for a family, in points; nil for `systemExtraLarge` (iPad only).
    public func size(of family: WidgetFamily) -> Size? {
        switch family {
        case .systemSmall: return small
        case .systemMedium: return medium
        case .systemLarge: return large
        case .systemExtraLarge: return nil
        // Lock Screen sizes: data in device-catalog.json ("accessory"), read by the lead's DeviceProfile.
        case .accessoryCircular, .accessoryRectangular, .accessoryInline: return nil
        }
    }

    public var description: String { "\(name) (\(id), \(fmt(screen.width))x\(fmt(screen.height)) pt @\(fmt(scale))x)" }

    private static func row(_ id: String, _ name: String, _ w: Double, _ h: Double, _ scale: Double,
                            small: Double, medium: Double, mediumH: Double? = nil, large: Double) -> DeviceProfile {
        DeviceProfile(id: id, name: name, screen: Size(width: w, height: h), scale: scale,
                      small: Size(width: small, height: small), medium: Size(width: medium, height: mediumH ?? small),
                      large: Size(width: medium, height: large))
    }

    /// iPhone 12/13/14 and 12/13 Pro: 390×844 pt @3x. The default device.
    public static let iPhone390x844 = row("1170x2532", "iPhone 12/13/14, 12/13 Pro", 390, 844, 3, small: 158, medium: 338, large: 354)

    /// Every device with a HIG widget-size row.
    public static let all: [DeviceProfile] = [
        row("1290x2796", "iPhone 14 Pro Max, 15 Plus/Pro Max", 430, 932, 3, small: 170, medium: 364, large: 382),
        row("1284x2778", "iPhone 12/13 Pro Max, 14 Plus", 428, 926, 3, small: 170, medium: 364, large: 382),
        row("1242x2688", "iPhone XS Max, 11 Pro Max", 414, 896, 3, small: 169, medium: 360, large: 379),
        row("828x1792", "iPhone XR, 11", 414, 896, 2, small: 169, medium: 360, large: 379),
        row("1242x2208", "iPhone 6s/7/8 Plus", 414, 736, 3, small: 159, medium: 348, mediumH: 157, large: 357),
        row("1179x2556", "iPhone 14 Pro, 15, 15 Pro", 393, 852, 3, small: 158, medium: 338, large: 354),
        iPhone390x844,
        row("1125x2436", "iPhone X/XS, 11 Pro, 12/13 mini", 375, 812, 3, small: 155, medium: 329, large: 345),
        row("750x1334", "iPhone 6s/7/8, SE (2nd/3rd gen)", 375, 667, 2, small: 148, medium: 321, large: 324),
        row("640x1136", "iPhone SE (1st gen)", 320, 568, 2, small: 141, medium: 292, large: 311),
    ]

    /// The profile with this id (`1170x2532`), or nil.
    public static func named(_ id: String) -> DeviceProfile? { all.first { $0.id == id } }
}
