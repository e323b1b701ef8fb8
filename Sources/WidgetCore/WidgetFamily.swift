/// WidgetKit's widget families: the sizes a widget can take.
public enum WidgetFamily: String, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    public var description: String { rawValue }
    /// The short name used in file names and on the command line.
    public var shortName: String {
        switch self {
        case .systemSmall: return "small"
        case .systemMedium: return "medium"
        case .systemLarge: return "large"
        case .systemExtraLarge: return "extraLarge"
        }
    }

    /// The family called `name`, by its short name (`small`) or WidgetKit's (`systemSmall`).
    public init?(name: String) {
        guard let found = Self.allCases.first(where: { $0.shortName == name || $0.rawValue == name }) else { return nil }
        self = found
    }
}
