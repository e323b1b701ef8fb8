/// SwiftUI's `@ScaledMetric`: a length that grows and shrinks with Dynamic Type, in proportion
/// to the point size of a text style (`.body` unless `relativeTo:` says otherwise), as
/// `UIFontMetrics.scaledValue(for:)` scales it: `value × size(style, current) / size(style, .large)`,
/// the sizes from the HIG's Dynamic Type table (`Data/DynamicTypeSizes.swift`).
///
/// ```swift
/// @ScaledMetric(relativeTo: .caption) var iconSide = 16.0   // 16 pt at .large, 20 pt at AX1
/// ```
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: Sendable where Value: Sendable {
    private let base: Value
    private let textStyle: Font.TextStyle

    /// A metric that scales like body text.
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }
    /// A metric that scales like `textStyle`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue; self.textStyle = textStyle
    }

    /// The value at the Dynamic Type size in force where the view's `body` is evaluated.
    public var wrappedValue: Value {
        base * Value(UIFontMetrics(forTextStyle: textStyle).scale(at: EnvironmentValues.current.dynamicTypeSize))
    }
}
