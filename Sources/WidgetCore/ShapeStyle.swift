/// Something that can fill a shape or color text: a `Color`, a `LinearGradient`, a `Material`,
/// or a hierarchical style such as `.secondary` (SwiftUI's `ShapeStyle`; the styles themselves
/// are in WidgetUI, the protocol here so the layout engine can draw them).
public protocol ShapeStyle: Sendable {
    /// The paint for a region, in a color scheme. Gradients need the region to place their stops.
    func _paint(in rect: Rect, scheme: ColorScheme) -> Paint
    /// What a material draws over its backdrop; nil for every other style.
    func _materialFill(_ scheme: ColorScheme) -> MaterialFill?
}

extension ShapeStyle {
    public func _materialFill(_ scheme: ColorScheme) -> MaterialFill? { nil }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
    package let base: any ShapeStyle
    /// Wraps any shape style, so that different styles can share one type.
    public init(_ style: some ShapeStyle) { self.base = style }
    public func _paint(in rect: Rect, scheme: ColorScheme) -> Paint { base._paint(in: rect, scheme: scheme) }
    public func _materialFill(_ scheme: ColorScheme) -> MaterialFill? { base._materialFill(scheme) }
}

extension ColorScheme {
    /// The primary label color (UIKit's `label`, SwiftUI's `Color.primary`): black in light
    /// mode, white in dark.
    public var labelColor: RGBA { self == .dark ? RGBA(hex: 0xFFFFFF) : RGBA(hex: 0x000000) }
}
