/// SwiftUI's `ContentSizeCategory`, the older name of the Dynamic Type sizes (``DynamicTypeSize``).
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable {
    /// The standard sizes, smallest to largest.
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    /// The accessibility sizes, smaller to larger.
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { dynamicTypeSize.isAccessibilitySize }

    /// The same size as a ``DynamicTypeSize``.
    public var dynamicTypeSize: DynamicTypeSize {
        switch self {
        case .extraSmall: .xSmall
        case .small: .small
        case .medium: .medium
        case .large: .large
        case .extraLarge: .xLarge
        case .extraExtraLarge: .xxLarge
        case .extraExtraExtraLarge: .xxxLarge
        case .accessibilityMedium: .accessibility1
        case .accessibilityLarge: .accessibility2
        case .accessibilityExtraLarge: .accessibility3
        case .accessibilityExtraExtraLarge: .accessibility4
        case .accessibilityExtraExtraExtraLarge: .accessibility5
        }
    }

    /// The category of a ``DynamicTypeSize``.
    public init(_ size: DynamicTypeSize) {
        self = Self.allCases.first { $0.dynamicTypeSize == size } ?? .large
    }
}

extension ContentSizeCategory: Comparable {
    /// Smaller sizes come first.
    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool { a.dynamicTypeSize < b.dynamicTypeSize }
}

extension EnvironmentValues {
    /// The Dynamic Type size under its older name (`@Environment(\.sizeCategory)`); setting it sets ``dynamicTypeSize``.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }
}
