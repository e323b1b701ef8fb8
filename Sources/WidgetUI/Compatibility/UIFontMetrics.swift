import Foundation

/// UIKit's `UIFontMetrics`, as widget views use it to scale custom fonts and lengths with
/// Dynamic Type: `UIFontMetrics.default.scaledValue(for: 16)`. The scale is the text style's
/// point size at the Dynamic Type size in force where the view's `body` is evaluated over its
/// size at `.large` (the HIG's table, `Data/DynamicTypeSizes.swift`), as ``ScaledMetric`` uses.
public struct UIFontMetrics: Sendable {
    let textStyle: Font.TextStyle

    /// Metrics that scale like body text.
    public static let `default` = UIFontMetrics(forTextStyle: .body)
    /// Metrics that scale like `textStyle`.
    public init(forTextStyle textStyle: Font.TextStyle) { self.textStyle = textStyle }

    /// `value` scaled for the current Dynamic Type size.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        CGFloat(Double(value) * scale(at: EnvironmentValues.current.dynamicTypeSize))
    }

    /// The factor a length grows by at `size`.
    func scale(at size: DynamicTypeSize) -> Double {
        size == .large ? 1 : textStyle.size(at: size) / textStyle.size(at: .large)
    }
}
