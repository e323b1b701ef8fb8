/// SwiftUI's `.fill` (iOS 17): the system fill colours behind small shapes and controls, with
/// its levels `.fill.secondary` … `.fill.quaternary`. The colours are UIKit's `systemFill`,
/// `secondarySystemFill`, `tertiarySystemFill` and `quaternarySystemFill`
/// (`Compatibility/UIKitSystemColors.swift`), light and dark.
public struct FillShapeStyle: ShapeStyle {
    let level: Int

    /// The secondary fill (`secondarySystemFill`).
    public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
    /// The tertiary fill (`tertiarySystemFill`).
    public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
    /// The quaternary fill (`quaternarySystemFill`).
    public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }

    public func _paint(in rect: Rect, scheme: ColorScheme) -> Paint {
        let names = ["systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill"]
        return UIColor.system(names[max(0, min(3, level))]).color._paint(in: rect, scheme: scheme)
    }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The system fill (`systemFill`): `.containerBackground(.fill.tertiary, for: .widget)`.
    public static var fill: FillShapeStyle { FillShapeStyle(level: 0) }
}

/// SwiftUI's `AnyGradient` (iOS 16): the gentle top-to-bottom gradient `Color.gradient` makes
/// of one colour. Apple publishes no stops; here the top is the colour mixed 15 % towards white
/// and the bottom the colour itself, a subtle shading of the same hue, as the documentation
/// describes ("a standard gradient for the color").
public struct AnyGradient: ShapeStyle {
    let color: Color

    public func _paint(in rect: Rect, scheme: ColorScheme) -> Paint {
        let base = color.resolve(scheme)
        let top = base.mixed(with: RGBA(red: 1, green: 1, blue: 1, alpha: base.alpha), by: 0.15)
        return LinearGradient(colors: [Color(top), Color(base)], startPoint: .top, endPoint: .bottom)._paint(in: rect, scheme: scheme)
    }
}

extension Color {
    /// A standard gradient of this colour (``AnyGradient``): `.foregroundStyle(.blue.gradient)`.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}
