/// WidgetKit's widget families: Home Screen sizes, then the Lock Screen's accessory families
/// (iOS 16+; drawn in the vibrant rendering mode there).
public enum WidgetFamily: String, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
    /// The Home Screen families: small (square), medium (wide), large (square, twice the height), extra large (iPad).
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    /// The Lock Screen's accessory families (iOS 16+): a circle, a rectangle, one line of text above the clock.
    case accessoryCircular, accessoryRectangular, accessoryInline
    /// The Apple Watch face's corner (watchOS only): it compiles, as in the SDK, so shared
    /// extension code builds; no iPhone draws it, so a render of it is refused as an
    /// unsupported family, and it is not in ``allCases``.
    case accessoryCorner

    /// The families an iPhone or iPad shows, in WidgetKit's order (not the watch's corner).
    public static var allCases: [WidgetFamily] {
        [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .accessoryCircular, .accessoryRectangular, .accessoryInline]
    }

    public var description: String { rawValue }
    /// The short name used in file names and on the command line.
    public var shortName: String {
        switch self {
        case .systemSmall: return "small"
        case .systemMedium: return "medium"
        case .systemLarge: return "large"
        case .systemExtraLarge: return "extraLarge"
        case .accessoryCircular: return "circular"
        case .accessoryRectangular: return "rectangular"
        case .accessoryInline: return "inline"
        case .accessoryCorner: return "corner"
        }
    }

    /// Whether this is a Lock Screen (accessory) family.
    public var isAccessory: Bool {
        switch self {
        case .accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner: return true
        default: return false
        }
    }

    /// The family called `name`, by its short name (`small`) or WidgetKit's (`systemSmall`).
    public init?(name: String) {
        guard let found = Self.allCases.first(where: { $0.shortName == name || $0.rawValue == name }) else { return nil }
        self = found
    }
}
