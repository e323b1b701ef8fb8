/// WidgetKit's widget families: Home Screen sizes, then the Lock Screen's accessory families
/// (iOS 16+; drawn in the vibrant rendering mode there).
public enum WidgetFamily: String, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
    /// The Home Screen families: small (square), medium (wide), large (square, twice the height), extra large (iPad).
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    /// Extra large, portrait (visionOS 26, iOS/iPadOS/macOS 27): as wide as a large widget and
    /// taller; on iPad (Today View) and the Mac desktop. No iPhone shows it.
    case systemExtraLargePortrait
    /// The Lock Screen's accessory families (iOS 16+): a circle, a rectangle, one line of text above the clock.
    case accessoryCircular, accessoryRectangular, accessoryInline
    /// The Apple Watch face's corner (watchOS only): it compiles, as in the SDK, so shared
    /// extension code builds; no iPhone draws it, and no source gives its size on a watch, so a
    /// render of it is refused as an unsupported family. It is not in ``allCases``.
    case accessoryCorner

    /// The families an iPhone, iPad or Mac shows, in WidgetKit's order (not the watch's corner).
    public static var allCases: [WidgetFamily] {
        [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .systemExtraLargePortrait,
         .accessoryCircular, .accessoryRectangular, .accessoryInline]
    }

    public var description: String { rawValue }
    /// The short name used in file names and on the command line.
    public var shortName: String {
        switch self {
        case .systemSmall: return "small"
        case .systemMedium: return "medium"
        case .systemLarge: return "large"
        case .systemExtraLarge: return "extraLarge"
        case .systemExtraLargePortrait: return "extraLargePortrait"
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

    /// The family called `name`, by its short name (`small`) or WidgetKit's (`systemSmall`);
    /// the watch's corner too.
    public init?(name: String) {
        guard let found = (Self.allCases + [.accessoryCorner]).first(where: { $0.shortName == name || $0.rawValue == name }) else { return nil }
        self = found
    }
}
