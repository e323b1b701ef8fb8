/// Something that can fill a shape or color text: a ``Color``, a ``LinearGradient``, or a
/// hierarchical style such as `.secondary`.
public protocol ShapeStyle: Sendable {
    /// The paint for a region, in a color scheme. Gradients need the region to place their stops.
    func _paint(in rect: Rect, scheme: ColorScheme) -> Paint
}

extension Color {
    public func _paint(in rect: Rect, scheme: ColorScheme) -> Paint { .color(resolve(scheme)) }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle
    public init(_ style: some ShapeStyle) { self.base = style }
    public func _paint(in rect: Rect, scheme: ColorScheme) -> Paint { base._paint(in: rect, scheme: scheme) }
}

/// `.primary`, `.secondary`, `.tertiary`, `.quaternary`: the label colors.
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    public func _paint(in rect: Rect, scheme: ColorScheme) -> Paint {
        // iOS label colors: label, secondaryLabel (60 %), tertiaryLabel (30 %), quaternaryLabel (18 %).
        let light = [RGBA(hex: 0x000000), RGBA(hex: 0x3C3C43, alpha: 0.6), RGBA(hex: 0x3C3C43, alpha: 0.3), RGBA(hex: 0x3C3C43, alpha: 0.18)]
        let dark = [RGBA(hex: 0xFFFFFF), RGBA(hex: 0xEBEBF5, alpha: 0.6), RGBA(hex: 0xEBEBF5, alpha: 0.3), RGBA(hex: 0xEBEBF5, alpha: 0.16)]
        let i = max(0, min(3, level))
        return .color(scheme == .dark ? dark[i] : light[i])
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
}

/// SwiftUI's `Gradient`: colors with locations.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: Double
        public init(color: Color, location: Double) { self.color = color; self.location = location }
    }
    public var stops: [Stop]
    public init(stops: [Stop]) { self.stops = stops }
    /// Colors spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { i, c in Stop(color: c, location: n > 1 ? Double(i) / Double(n - 1) : 0) }
    }
}

/// A linear gradient between two unit points of the region it fills; also a view.
public struct LinearGradient: ShapeStyle, View {
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    public var body: Never { primitiveBody(Self.self) }

    public func _paint(in rect: Rect, scheme: ColorScheme) -> Paint {
        let stops = gradient.stops.map { GradientStop(color: $0.color.resolve(scheme), location: max(0, min(1, $0.location))) }
        if stops.count == 1, let only = stops.first { return .color(only.color) }
        return .linearGradient(LinearGradientPaint(stops: stops, start: startPoint.point(in: rect), end: endPoint.point(in: rect)))
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
