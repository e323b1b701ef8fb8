internal import WidgetEngine

extension Color {
    public func _paint(in rect: Rect, scheme: ColorScheme) -> Paint { .color(resolve(scheme)) }
}

/// `.primary`, `.secondary`, `.tertiary`, `.quaternary`: the label colors.
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int
    /// The label color of primary content: black in light mode, white in dark.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The label color at 60 % opacity (UIKit's `secondaryLabel`).
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The label color at 30 % opacity (UIKit's `tertiaryLabel`).
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The label color at 18 % opacity in light mode, 16 % in dark (UIKit's `quaternaryLabel`).
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    public func _paint(in rect: Rect, scheme: ColorScheme) -> Paint {
        // iOS label colors: label, secondaryLabel (60 %), tertiaryLabel (30 %), quaternaryLabel (18 %).
        let light = [ColorScheme.light.labelColor, RGBA(hex: 0x3C3C43, alpha: 0.6), RGBA(hex: 0x3C3C43, alpha: 0.3), RGBA(hex: 0x3C3C43, alpha: 0.18)]
        let dark = [ColorScheme.dark.labelColor, RGBA(hex: 0xEBEBF5, alpha: 0.6), RGBA(hex: 0xEBEBF5, alpha: 0.3), RGBA(hex: 0xEBEBF5, alpha: 0.16)]
        let i = max(0, min(3, level))
        return .color(scheme == .dark ? dark[i] : light[i])
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The primary level of the current foreground style (SwiftUI's `.primary`).
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The secondary level of the current foreground style (SwiftUI's `.secondary`).
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The tertiary level of the current foreground style (SwiftUI's `.tertiary`).
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The quaternary level of the current foreground style (SwiftUI's `.quaternary`).
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == Color {
    /// `Color.red` as a shape style, as in `.foregroundStyle(.red)`.
    public static var red: Color { Color.red }
    /// `Color.orange` as a shape style, as in `.foregroundStyle(.orange)`.
    public static var orange: Color { Color.orange }
    /// `Color.yellow` as a shape style, as in `.foregroundStyle(.yellow)`.
    public static var yellow: Color { Color.yellow }
    /// `Color.green` as a shape style, as in `.foregroundStyle(.green)`.
    public static var green: Color { Color.green }
    /// `Color.mint` as a shape style, as in `.foregroundStyle(.mint)`.
    public static var mint: Color { Color.mint }
    /// `Color.teal` as a shape style, as in `.foregroundStyle(.teal)`.
    public static var teal: Color { Color.teal }
    /// `Color.cyan` as a shape style, as in `.foregroundStyle(.cyan)`.
    public static var cyan: Color { Color.cyan }
    /// `Color.blue` as a shape style, as in `.foregroundStyle(.blue)`.
    public static var blue: Color { Color.blue }
    /// `Color.indigo` as a shape style, as in `.foregroundStyle(.indigo)`.
    public static var indigo: Color { Color.indigo }
    /// `Color.purple` as a shape style, as in `.foregroundStyle(.purple)`.
    public static var purple: Color { Color.purple }
    /// `Color.pink` as a shape style, as in `.foregroundStyle(.pink)`.
    public static var pink: Color { Color.pink }
    /// `Color.brown` as a shape style, as in `.foregroundStyle(.brown)`.
    public static var brown: Color { Color.brown }
    /// `Color.gray` as a shape style, as in `.foregroundStyle(.gray)`.
    public static var gray: Color { Color.gray }
    /// `Color.black` as a shape style, as in `.foregroundStyle(.black)`.
    public static var black: Color { Color.black }
    /// `Color.white` as a shape style, as in `.foregroundStyle(.white)`.
    public static var white: Color { Color.white }
    /// `Color.clear` as a shape style, as in `.foregroundStyle(.clear)`.
    public static var clear: Color { Color.clear }
}

/// SwiftUI's `Gradient`: colors with locations.
public struct Gradient: Hashable, Sendable {
    /// A color at a location of a gradient.
    public struct Stop: Hashable, Sendable {
        /// The stop's color.
        public var color: Color
        /// Where the stop lies along the gradient, 0...1 (clamped when drawn).
        public var location: Double
        /// A stop of `color` at `location`.
        public init(color: Color, location: Double) { self.color = color; self.location = location }
    }
    /// The gradient's stops, in order.
    public var stops: [Stop]
    /// A gradient from explicit stops.
    public init(stops: [Stop]) { self.stops = stops }
    /// Colors spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { i, c in Stop(color: c, location: n > 1 ? Double(i) / Double(n - 1) : 0) }
    }
}

/// A linear gradient between two unit points of the region it fills; also a view.
public nonisolated struct LinearGradient: ShapeStyle, View {
    /// The colors and their locations.
    public var gradient: Gradient
    /// Where location 0 lies, in the unit square of the filled region.
    public var startPoint: UnitPoint
    /// Where location 1 lies, in the unit square of the filled region.
    public var endPoint: UnitPoint
    /// A gradient from `startPoint` to `endPoint` of the region it fills.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
    }
    /// Colors spread evenly from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    /// A gradient through explicit stops from `startPoint` to `endPoint`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    public var body: Never { primitiveBody(Self.self) }

    public func _paint(in rect: Rect, scheme: ColorScheme) -> Paint {
        let stops = gradient.resolvedStops(scheme)
        if stops.count == 1, let only = stops.first { return .color(only.color) }
        return .linearGradient(LinearGradientPaint(stops: stops, start: startPoint.point(in: rect), end: endPoint.point(in: rect)))
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// `.linearGradient(_:startPoint:endPoint:)`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// `.linearGradient(colors:startPoint:endPoint:)`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    /// `.linearGradient(stops:startPoint:endPoint:)`.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

/// A `Gradient` used as a shape style fills as a linear gradient from top to bottom (Apple,
/// `Gradient` documentation: "When used as a ShapeStyle … a linear gradient … along the
/// vertical axis", iOS 16+).
extension Gradient: ShapeStyle {
    public func _paint(in rect: Rect, scheme: ColorScheme) -> Paint {
        LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom)._paint(in: rect, scheme: scheme)
    }
}
