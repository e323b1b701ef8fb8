/// SwiftUI's materials: a blur of what lies behind (the home-screen wallpaper and the widget's
/// container background included) with a tint over it. Used as a fill or background:
/// `.background(.ultraThinMaterial)`, `RoundedRectangle(cornerRadius: 12).fill(.thinMaterial)`.
///
/// Apple publishes no numbers. Ours (an approximation, rule MAT-1):
/// - blur radius 30 pt for every thickness and saturation × 1.8: the values of UIKit's
///   `_UIBackdropViewSettings` light and dark styles (`blurRadius` 30, `saturationDeltaFactor`
///   1.8) recorded on the iPhone Development Wiki, "UIBackdropView"
///   (http://iphonedevwiki.net/index.php/UIBackdropView);
/// - the tint: white in light mode, black in dark mode, with an opacity that grows with the
///   thickness (0.35, 0.55, 0.70, 0.82, 0.92), chosen so that the five steps span "mostly
///   translucent" to "mostly opaque" as the HIG describes them ("Materials": thicker materials
///   are more opaque). Real materials also apply vibrancy to content; we do not.
public struct Material: ShapeStyle, Hashable, Sendable {
    let thickness: Int
    /// A fixed look instead of the thickness table (``AccessoryWidgetBackground``).
    var custom: MaterialFill?
    /// The most translucent material.
    public static let ultraThin = Material(thickness: 0)
    /// A translucent material.
    public static let thin = Material(thickness: 1)
    /// The standard material, between thin and thick.
    public static let regular = Material(thickness: 2)
    /// A mostly opaque material.
    public static let thick = Material(thickness: 3)
    /// The most opaque material.
    public static let ultraThick = Material(thickness: 4)
    /// The bar material (`.bar`): the regular one here.
    public static let bar = Material(thickness: 2)

    static let blurRadius = 30.0
    static let saturation = 1.8
    static let tintOpacity = [0.35, 0.55, 0.70, 0.82, 0.92]

    public func _materialFill(_ scheme: ColorScheme) -> MaterialFill? { fill(scheme) }

    func fill(_ scheme: ColorScheme) -> MaterialFill {
        if let custom { return custom }
        let alpha = Self.tintOpacity[max(0, min(Self.tintOpacity.count - 1, thickness))]
        let tint = scheme == .dark ? RGBA(red: 0, green: 0, blue: 0, alpha: alpha) : RGBA(red: 1, green: 1, blue: 1, alpha: alpha)
        return MaterialFill(blurRadius: Self.blurRadius, saturation: Self.saturation, tint: tint)
    }

    /// Where a material cannot be drawn as one (text colour), its tint stands for it.
    public func _paint(in rect: Rect, scheme: ColorScheme) -> Paint { .color(fill(scheme).tint) }
}

extension ShapeStyle where Self == Material {
    /// SwiftUI's `.ultraThinMaterial`: the most translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// SwiftUI's `.thinMaterial`.
    public static var thinMaterial: Material { .thin }
    /// SwiftUI's `.regularMaterial`.
    public static var regularMaterial: Material { .regular }
    /// SwiftUI's `.thickMaterial`.
    public static var thickMaterial: Material { .thick }
    /// SwiftUI's `.ultraThickMaterial`: the most opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// SwiftUI's `.bar` material: the regular one here.
    public static var bar: Material { .bar }
}


/// A shape style drawn at a fraction of its opacity (`.tint.opacity(0.25)`).
public struct OpacityShapeStyle: ShapeStyle {
    let base: AnyShapeStyle
    let opacity: Double
    public func _paint(in rect: Rect, scheme: ColorScheme) -> Paint {
        let k = max(0, min(1, opacity.isFinite ? opacity : 1))
        return base._paint(in: rect, scheme: scheme).mappingColors { RGBA(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha * k) }
    }
}

extension ShapeStyle {
    /// This style at a fraction of its opacity.
    public func opacity(_ opacity: Double) -> OpacityShapeStyle {
        OpacityShapeStyle(base: AnyShapeStyle(self), opacity: opacity)
    }
}

extension ResolveContext {
    /// Replaces `.tint` (also inside `.opacity`) with the tint in force here.
    func resolveTint(_ style: AnyShapeStyle) -> AnyShapeStyle {
        if style.base is TintShapeStyle { return env.tint ?? AnyShapeStyle(Color.accentColor) }
        if let o = style.base as? OpacityShapeStyle {
            return AnyShapeStyle(OpacityShapeStyle(base: resolveTint(o.base), opacity: o.opacity))
        }
        if let inner = style.base as? AnyShapeStyle { return resolveTint(inner) }
        return style
    }
}
