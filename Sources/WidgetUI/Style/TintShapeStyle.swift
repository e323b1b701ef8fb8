/// SwiftUI's `TintShapeStyle` (`.tint`): the tint in force (`.tint(_:)`), else the accent color.
/// `foregroundStyle(.tint)` on a view or a `Text` takes the environment's tint where it is
/// applied; used directly as a fill (`Circle().fill(.tint)`) it paints the accent color.
public struct TintShapeStyle: ShapeStyle {
    /// The tint style.
    public init() {}
    public func _paint(in rect: Rect, scheme: ColorScheme) -> Paint { Color.accentColor._paint(in: rect, scheme: scheme) }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint in force, else the accent color (`foregroundStyle(.tint)`).
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

nonisolated extension View {
    /// The environment's tint as the foreground (SwiftUI's `foregroundStyle(.tint)`).
    public func foregroundStyle(_ style: TintShapeStyle) -> some View {
        modifier(EnvironmentModifier { $0.foregroundStyle = $0.tint ?? AnyShapeStyle(Color.accentColor) })
    }
}

extension AnyShapeStyle {
    /// This style with `.tint` replaced by the environment's tint.
    func resolvingTint(in env: EnvironmentValues) -> AnyShapeStyle {
        base is TintShapeStyle ? (env.tint ?? AnyShapeStyle(Color.accentColor)) : self
    }
}
