/// SwiftUI's `BackgroundStyle` (`.background`): the system background, white in light and black
/// in dark (`systemBackground`), as `containerBackground(.background, for: .widget)` uses it.
public struct BackgroundStyle: ShapeStyle {
    /// The system background style.
    public init() {}
    public func _paint(in rect: Rect, scheme: ColorScheme) -> Paint { Color(.systemBackground)._paint(in: rect, scheme: scheme) }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The system background: white in light mode, black in dark (`containerBackground(.background, for: .widget)`).
    public static var background: BackgroundStyle { BackgroundStyle() }
}
