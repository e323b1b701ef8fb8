/// SwiftUI's `DynamicTypeSize`: the text size a person chose, xSmall to accessibility5.
public enum DynamicTypeSize: String, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
    /// The standard sizes, smallest to largest; `large` is the default.
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    /// The accessibility sizes, smaller to larger.
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// `xs`, `s`, `m`, `l`, `xl`, `xxl`, `xxxl`, `ax1` … `ax5`: for file names and the command line.
    public var shortName: String {
        switch self {
        case .xSmall: return "xs"
        case .small: return "s"
        case .medium: return "m"
        case .large: return "l"
        case .xLarge: return "xl"
        case .xxLarge: return "xxl"
        case .xxxLarge: return "xxxl"
        case .accessibility1: return "ax1"
        case .accessibility2: return "ax2"
        case .accessibility3: return "ax3"
        case .accessibility4: return "ax4"
        case .accessibility5: return "ax5"
        }
    }

    public var description: String { rawValue }

    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool {
        (allCases.firstIndex(of: a) ?? 0) < (allCases.firstIndex(of: b) ?? 0)
    }
}

extension Font.TextStyle {
    /// The style's point size at `dynamicTypeSize` (HIG table, `Data/DynamicTypeSizes.swift`).
    public func size(at dynamicTypeSize: DynamicTypeSize) -> Double {
        guard let row = dynamicTypePointSizes[dynamicTypeSize], let column = dynamicTypeColumns.firstIndex(of: self) else { return size }
        return row[column]
    }
}

extension Font {
    /// This font at `dynamicTypeSize`: text styles take the table's size; custom fonts grow in
    /// proportion to their style (`UIFontMetrics.scaledValue`); `.system(size:)` keeps its size,
    /// as in SwiftUI.
    func scaled(for dynamicTypeSize: DynamicTypeSize) -> Font {
        guard dynamicTypeSize != .large else { return self }
        var f = self
        if let style = textStyle {
            f.size = style.size(at: dynamicTypeSize) * sizeFactor
        } else if let style = scalesLike {
            f.size = size * UIFontMetrics(forTextStyle: style).scale(at: dynamicTypeSize)
        }
        return f
    }
}

private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }

extension EnvironmentValues {
    /// `@Environment(\.dynamicTypeSize)`: the text size text styles are set at (default `.large`).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] } set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// SwiftUI's `dynamicTypeSize(_:)`: this subtree at one size.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        modifier(EnvironmentModifier { $0.dynamicTypeSize = size })
    }
    /// SwiftUI's `dynamicTypeSize(_:)` with a range: the size in force, clamped to the range
    /// (widgets use `...DynamicTypeSize.xxLarge` to keep text inside a small widget).
    public func dynamicTypeSize(_ range: ClosedRange<DynamicTypeSize>) -> some View {
        modifier(EnvironmentModifier { $0.dynamicTypeSize = min(max($0.dynamicTypeSize, range.lowerBound), range.upperBound) })
    }
    /// Caps the Dynamic Type size at the top of `range` (SwiftUI's `dynamicTypeSize(...upper)`).
    public func dynamicTypeSize(_ range: PartialRangeThrough<DynamicTypeSize>) -> some View {
        modifier(EnvironmentModifier { $0.dynamicTypeSize = min($0.dynamicTypeSize, range.upperBound) })
    }
    /// Raises the Dynamic Type size to at least the bottom of `range` (SwiftUI's `dynamicTypeSize(lower...)`).
    public func dynamicTypeSize(_ range: PartialRangeFrom<DynamicTypeSize>) -> some View {
        modifier(EnvironmentModifier { $0.dynamicTypeSize = max($0.dynamicTypeSize, range.lowerBound) })
    }
}
