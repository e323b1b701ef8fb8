internal import WidgetEngine

/// SwiftUI's `RadialGradient`: colours in circles around `center`, from `startRadius` (location
/// 0) to `endRadius` (location 1), in points; outside them the end colours continue.
public nonisolated struct RadialGradient: ShapeStyle, View {
    /// The colours and their locations.
    public var gradient: Gradient
    /// The centre, in the unit square of the filled region.
    public var center: UnitPoint
    /// The radius of location 0, in points.
    public var startRadius: Double
    /// The radius of location 1, in points.
    public var endRadius: Double
    /// A gradient around `center` from `startRadius` to `endRadius`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.gradient = gradient; self.center = center; self.startRadius = startRadius; self.endRadius = endRadius
    }
    /// Colours spread evenly from `startRadius` to `endRadius`.
    public init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// Explicit stops from `startRadius` to `endRadius`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public var body: Never { primitiveBody(Self.self) }

    public func _paint(in rect: Rect, scheme: ColorScheme) -> Paint {
        let stops = gradient.resolvedStops(scheme)
        if stops.count == 1, let only = stops.first { return .color(only.color) }
        return .radialGradient(RadialGradientPaint(stops: stops, center: center.point(in: rect), startRadius: startRadius, endRadius: endRadius))
    }
}

/// SwiftUI's `EllipticalGradient`: a radial gradient stretched to the region it fills. The
/// radii are fractions of the region's unit square ("maps its coordinate space to the unit
/// space square … then stretches that square to fill its bounding rect"): 0.5 reaches the
/// middle of each edge from the centre.
public nonisolated struct EllipticalGradient: ShapeStyle, View {
    /// The colours and their locations.
    public var gradient: Gradient
    /// The centre, in the unit square of the filled region.
    public var center: UnitPoint
    /// The radius of location 0, as a fraction of the unit square.
    public var startRadiusFraction: Double
    /// The radius of location 1, as a fraction of the unit square.
    public var endRadiusFraction: Double
    /// An elliptical gradient.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5) {
        self.gradient = gradient; self.center = center
        self.startRadiusFraction = startRadiusFraction; self.endRadiusFraction = endRadiusFraction
    }
    /// Colours spread evenly.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    /// Explicit stops.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public var body: Never { primitiveBody(Self.self) }

    public func _paint(in rect: Rect, scheme: ColorScheme) -> Paint {
        let stops = gradient.resolvedStops(scheme)
        if stops.count == 1, let only = stops.first { return .color(only.color) }
        let width = max(rect.width, 1e-6)
        return .radialGradient(RadialGradientPaint(stops: stops, center: center.point(in: rect),
                                                   startRadius: startRadiusFraction * width, endRadius: endRadiusFraction * width,
                                                   verticalScale: max(rect.height, 1e-6) / width))
    }
}

/// SwiftUI's `AngularGradient`: colours sweeping clockwise around `center` from `startAngle`
/// to `endAngle` (0° points right); equal angles sweep a full turn (a conic gradient).
public nonisolated struct AngularGradient: ShapeStyle, View {
    /// The colours and their locations along the sweep.
    public var gradient: Gradient
    /// The centre, in the unit square of the filled region.
    public var center: UnitPoint
    /// Where location 0 lies.
    public var startAngle: Angle
    /// Where location 1 lies.
    public var endAngle: Angle
    /// A sweep from `startAngle` to `endAngle`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient; self.center = center; self.startAngle = startAngle; self.endAngle = endAngle
    }
    /// Colours spread evenly along the sweep.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// Explicit stops along the sweep.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full turn starting at `angle` (a conic gradient).
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle)
    }
    /// Colours spread evenly around a full turn from `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    public var body: Never { primitiveBody(Self.self) }

    public func _paint(in rect: Rect, scheme: ColorScheme) -> Paint {
        let stops = gradient.resolvedStops(scheme)
        if stops.count == 1, let only = stops.first { return .color(only.color) }
        let end = endAngle.radians == startAngle.radians ? startAngle.radians + 2 * .pi : endAngle.radians
        return .angularGradient(AngularGradientPaint(stops: stops, center: center.point(in: rect), startAngle: startAngle.radians, endAngle: end))
    }
}

extension Gradient {
    /// The stops' colours in `scheme`, locations clamped to 0...1.
    func resolvedStops(_ scheme: ColorScheme) -> [GradientStop] {
        stops.map { GradientStop(color: $0.color.resolve(scheme), location: max(0, min(1, $0.location))) }
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// `.radialGradient(_:center:startRadius:endRadius:)`.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// `.radialGradient(colors:center:startRadius:endRadius:)`.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// `.ellipticalGradient(_:center:startRadiusFraction:endRadiusFraction:)`.
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: Double = 0,
                                          endRadiusFraction: Double = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    /// `.ellipticalGradient(colors:center:startRadiusFraction:endRadiusFraction:)`.
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: Double = 0,
                                          endRadiusFraction: Double = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// `.angularGradient(_:center:startAngle:endAngle:)`.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// `.angularGradient(colors:center:startAngle:endAngle:)`.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// `.conicGradient(_:center:angle:)`: a full turn from `angle`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    /// `.conicGradient(colors:center:angle:)`.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}

extension RadialGradient: PrimitiveView {
    func makeNodes(_ ctx: ResolveContext) throws -> [Node] {
        ctx.withPathComponent("RadialGradient") { [ctx.node(ColorKind(style: AnyShapeStyle(self), masksWithFrame: false))] }
    }
}

extension EllipticalGradient: PrimitiveView {
    func makeNodes(_ ctx: ResolveContext) throws -> [Node] {
        ctx.withPathComponent("EllipticalGradient") { [ctx.node(ColorKind(style: AnyShapeStyle(self), masksWithFrame: false))] }
    }
}

extension AngularGradient: PrimitiveView {
    func makeNodes(_ ctx: ResolveContext) throws -> [Node] {
        ctx.withPathComponent("AngularGradient") { [ctx.node(ColorKind(style: AnyShapeStyle(self), masksWithFrame: false))] }
    }
}
