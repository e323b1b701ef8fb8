/// What a ``DisplayItem/pushGroup(_:)`` scope marks: content the system paints differently in
/// the accented (tinted, clear) and vibrant rendering modes. Drawing ignores groups; a
/// rendering-mode pass (`WidgetRenderingModePass` in WidgetUI) recolours their content.
public enum DisplayGroup: Hashable, Sendable, CustomStringConvertible {
    /// `.widgetAccentable(true)` (accent group) or `.widgetAccentable(false)` (back to primary).
    case accentable(Bool)
    /// An image with `.widgetAccentedRenderingMode(_:)`.
    case accentedImage(AccentedImageRendering)
    /// The widget's container background, which the system removes in accented and vibrant modes.
    case containerBackground

    public var description: String {
        switch self {
        case .accentable(let on): return "accentable(\(on))"
        case .accentedImage(let m): return "accentedImage(\(m.rawValue))"
        case .containerBackground: return "containerBackground"
        }
    }
}

/// WidgetKit's `WidgetAccentedRenderingMode` values, as the display list carries them.
public enum AccentedImageRendering: String, Hashable, Sendable, CaseIterable {
    /// In the accent group (same as `.widgetAccentable()`): alpha kept, the accent colour painted.
    case accented
    /// Luminance becomes alpha; painted in the accent colour.
    case accentedDesaturated
    /// Luminance becomes alpha; painted in the primary colour.
    case desaturated
    /// Drawn as is.
    case fullColor
}
