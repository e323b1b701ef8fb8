internal import WidgetEngine

/// A shape whose outline depends on the environment (the widget's container shape).
protocol EnvironmentalShape {
    func path(in rect: Rect, environment: EnvironmentValues) -> Path
}

nonisolated extension Shape {
    /// The outline in `rect`, with the environment for shapes that need it.
    func path(in rect: Rect, environment: EnvironmentValues) -> Path {
        if let e = self as? any EnvironmentalShape { return e.path(in: rect, environment: environment) }
        return path(in: rect)
    }
}

nonisolated extension Shape {
    /// The outline placed in `frame` (absolute points): the shape draws in its own space, a rect
    /// at (0, 0) of the frame's size, as SwiftUI hands shapes their local bounds, and the path is
    /// moved to the frame. Custom shapes that start at (0, 0) rather than `rect.minX` land where
    /// SwiftUI draws them. The container shape is given in the same local space.
    func placedPath(in frame: Rect, environment: EnvironmentValues?) -> Path {
        let local = Rect(origin: .zero, size: frame.size)
        let p: Path
        if var env = environment, self is any EnvironmentalShape {
            env.widgetContainerShape.frame = env.widgetContainerShape.frame?.offsetBy(dx: -frame.minX, dy: -frame.minY)
            p = path(in: local, environment: env)
        } else {
            p = path(in: local)
        }
        return frame.minX == 0 && frame.minY == 0 ? p : p.offsetBy(dx: frame.minX, dy: frame.minY)
    }
}

/// The widget's container shape and frame, for `ContainerRelativeShape`.
public struct ContainerShapeValue: Hashable, Sendable {
    /// The container's frame in widget points; nil until a layout supplies it.
    public var frame: Rect?
    /// The container's (continuous) corner radius.
    public var cornerRadius: Double
    /// A container shape of `frame` with a continuous `cornerRadius`.
    public init(frame: Rect? = nil, cornerRadius: Double = 22) { self.frame = frame; self.cornerRadius = cornerRadius }
}

private struct ContainerShapeKey: EnvironmentKey { static let defaultValue = ContainerShapeValue() }

extension EnvironmentValues {
    /// The shape `ContainerRelativeShape` insets: the widget's frame and corner radius (22 pt,
    /// the render's default corner mask, unless the renderer sets the device's).
    public var widgetContainerShape: ContainerShapeValue {
        get { self[ContainerShapeKey.self] } set { self[ContainerShapeKey.self] = newValue }
    }
}

/// The widget's own rounded shape, inset to where this view sits (SwiftUI's
/// `ContainerRelativeShape`, rule CRS-1). Apple: "A shape that is replaced by an inset version of
/// the current container shape" (https://developer.apple.com/documentation/swiftui/containerrelativeshape).
/// Each corner's radius is the container's minus the distance from the container's corner,
/// taking the larger of the horizontal and vertical insets (our rule where they differ), never
/// below 0: a view inset 16 pt in a widget of radius 22 gets 6 pt corners, concentric with it.
public nonisolated struct ContainerRelativeShape: Shape, EnvironmentalShape {
    /// The container-relative shape.
    public init() {}
    /// Without a container: a rectangle, as Apple documents.
    public func path(in rect: Rect) -> Path { .rect(rect) }
    func path(in rect: Rect, environment: EnvironmentValues) -> Path {
        let c = environment.widgetContainerShape
        guard let box = c.frame else { return .rect(rect) }
        let left = rect.minX - box.minX, right = box.maxX - rect.maxX
        let top = rect.minY - box.minY, bottom = box.maxY - rect.maxY
        func r(_ dx: Double, _ dy: Double) -> Double { max(0, c.cornerRadius - max(0, dx, dy)) }
        return .roundedRect(rect, cornerRadii: RectangleCornerRadii(topLeading: r(left, top), bottomLeading: r(left, bottom),
                                                                    bottomTrailing: r(right, bottom), topTrailing: r(right, top)),
                            style: .continuous)
    }
}

/// A rectangle with its own radius on each corner (SwiftUI's `UnevenRoundedRectangle`).
public nonisolated struct UnevenRoundedRectangle: Shape {
    /// The radius of each corner.
    public var cornerRadii: RectangleCornerRadii
    /// Continuous (Apple's smooth corner) or circular corners.
    public var style: RoundedCornerStyle
    /// A rectangle with these corner radii.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii; self.style = style
    }
    /// A rectangle with a radius for each corner; corners left out are square.
    public init(topLeadingRadius: Double = 0, bottomLeadingRadius: Double = 0, bottomTrailingRadius: Double = 0,
                topTrailingRadius: Double = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }
    public func path(in rect: Rect) -> Path { .roundedRect(rect, cornerRadii: cornerRadii, style: style) }
}

/// A `Path` is a shape drawn where it is, whatever the frame (as in SwiftUI).
nonisolated extension Path: Shape {
    public func path(in rect: Rect) -> Path { self }
}

/// `shape.trim(from:to:)`: the stretch of the outline between two fractions of its length
/// (SwiftUI's `trimmedPath`). A circle starts at its rightmost point and runs clockwise.
public nonisolated struct TrimmedShape<S: Shape>: Shape, EnvironmentalShape {
    let shape: S, from: Double, to: Double
    public func path(in rect: Rect) -> Path { shape.path(in: rect).trimmedPath(from: from, to: to) }
    func path(in rect: Rect, environment: EnvironmentValues) -> Path {
        shape.path(in: rect, environment: environment).trimmedPath(from: from, to: to)
    }
}

/// A shape whose outline is its base's, transformed by a matrix of the frame.
public protocol _TransformedShape: Shape {
    associatedtype Base: Shape
    nonisolated var base: Base { get }
    nonisolated func matrix(in rect: Rect) -> AffineMatrix
}

nonisolated extension _TransformedShape {
    /// The base shape's outline in `rect`, transformed by `matrix(in:)`.
    public func path(in rect: Rect) -> Path { base.path(in: rect).applying(matrix(in: rect)) }
    func path(in rect: Rect, environment: EnvironmentValues) -> Path {
        base.path(in: rect, environment: environment).applying(matrix(in: rect))
    }
}

/// `shape.rotation(_:anchor:)`: the outline turned about a point of its frame.
public nonisolated struct RotatedShape<S: Shape>: _TransformedShape, EnvironmentalShape {
    /// The shape being rotated.
    public let base: S
    let angle: Angle, anchor: UnitPoint
    /// The rotation about the anchor point of `rect`.
    public func matrix(in rect: Rect) -> AffineMatrix { AffineMatrix.rotation(angle).about(anchor.point(in: rect)) }
}

/// `shape.scale(x:y:anchor:)`: the outline scaled about a point of its frame.
public nonisolated struct ScaledShape<S: Shape>: _TransformedShape, EnvironmentalShape {
    /// The shape being scaled.
    public let base: S
    let x: Double, y: Double, anchor: UnitPoint
    /// The scale about the anchor point of `rect`.
    public func matrix(in rect: Rect) -> AffineMatrix { AffineMatrix.scale(x: x, y: y).about(anchor.point(in: rect)) }
}

/// `shape.offset(x:y:)`: the outline moved.
public nonisolated struct OffsetShape<S: Shape>: Shape, EnvironmentalShape {
    let shape: S, dx: Double, dy: Double
    public func path(in rect: Rect) -> Path { shape.path(in: rect).offsetBy(dx: dx, dy: dy) }
    func path(in rect: Rect, environment: EnvironmentValues) -> Path {
        shape.path(in: rect, environment: environment).offsetBy(dx: dx, dy: dy)
    }
}

/// `shape.inset(by:)`: the shape drawn in its frame inset on every side.
public nonisolated struct InsetShape<S: Shape>: Shape, EnvironmentalShape {
    let shape: S, amount: Double
    public func path(in rect: Rect) -> Path { shape.path(in: rect.inset(by: EdgeInsets(all: amount))) }
    func path(in rect: Rect, environment: EnvironmentValues) -> Path {
        shape.path(in: rect.inset(by: EdgeInsets(all: amount)), environment: environment)
    }
}

nonisolated extension Shape {
    /// The stretch of the outline between the fractions `from` and `to` of its length, as SwiftUI's `trim(from:to:)`. Used for progress rings: `Circle().trim(from: 0, to: 0.7)`.
    public func trim(from: Double = 0, to: Double = 1) -> TrimmedShape<Self> { TrimmedShape(shape: self, from: from, to: to) }
    /// The outline rotated by `angle` about `anchor` of its frame (SwiftUI's `Shape.rotation(_:anchor:)`).
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(base: self, angle: angle, anchor: anchor)
    }
    /// The outline scaled about `anchor` of its frame (SwiftUI's `Shape.scale(x:y:anchor:)`).
    public func scale(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(base: self, x: x, y: y, anchor: anchor)
    }
    /// The outline scaled by `s` both ways about `anchor` of its frame.
    public func scale(_ s: Double, anchor: UnitPoint = .center) -> ScaledShape<Self> { scale(x: s, y: s, anchor: anchor) }
    /// The outline moved by (x, y) points (SwiftUI's `Shape.offset(x:y:)`).
    public func offset(x: Double = 0, y: Double = 0) -> OffsetShape<Self> { OffsetShape(shape: self, dx: x, dy: y) }
    /// The outline moved by `size` points.
    public func offset(_ size: Size) -> OffsetShape<Self> { offset(x: size.width, y: size.height) }
    /// The shape drawn in its frame inset by `amount` on every side (SwiftUI's `inset(by:)`).
    public func inset(by amount: Double) -> InsetShape<Self> { InsetShape(shape: self, amount: amount) }

    /// Stroke inside the edge with a full stroke style.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> ShapeView<Self> {
        ShapeView(shape: self, drawing: .stroke(AnyShapeStyle(content), style, inset: true))
    }
    /// Stroke inside the edge with the foreground style.
    public func strokeBorder(lineWidth: Double = 1) -> ShapeView<Self> {
        ShapeView(shape: self, drawing: .stroke(nil, StrokeStyle(lineWidth: lineWidth), inset: true))
    }
    /// Stroke inside the edge with the foreground style and a full stroke style.
    public func strokeBorder(style: StrokeStyle) -> ShapeView<Self> {
        ShapeView(shape: self, drawing: .stroke(nil, style, inset: true))
    }
    /// Stroke centred on the edge with the foreground style and a full stroke style.
    public func stroke(style: StrokeStyle) -> ShapeView<Self> {
        ShapeView(shape: self, drawing: .stroke(nil, style, inset: false))
    }
    /// Fill with the foreground style.
    public func fill() -> ShapeView<Self> { ShapeView(shape: self, drawing: .fill(nil)) }
}

nonisolated extension View {
    /// A shape filled with a style behind the view (`.background(.blue, in: .capsule)`).
    public func background<S: ShapeStyle, Sh: Shape>(_ style: S, in shape: Sh) -> some View {
        background(alignment: .center) { shape.fill(style) }
    }
}

nonisolated extension Shape where Self == Rectangle { /** A rectangle, as in `.clipShape(.rect)`. */ public static var rect: Rectangle { Rectangle() } }
nonisolated extension Shape where Self == Circle { /** A circle, as in `.clipShape(.circle)`. */ public static var circle: Circle { Circle() } }
nonisolated extension Shape where Self == Capsule { /** A capsule, as in `.background(.blue, in: .capsule)`. */ public static var capsule: Capsule { Capsule() } }
nonisolated extension Shape where Self == Ellipse { /** An ellipse, as in `.clipShape(.ellipse)`. */ public static var ellipse: Ellipse { Ellipse() } }
nonisolated extension Shape where Self == ContainerRelativeShape { /** The widget's container shape, inset to where the view sits, as in `.clipShape(.containerRelative)`. */ public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() } }
nonisolated extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle, as in `.clipShape(.rect(cornerRadius: 12))`.
    public static func rect(cornerRadius: Double, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}
nonisolated extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with a radius for each corner, as in `.clipShape(.rect(topLeadingRadius: 8))`.
    public static func rect(topLeadingRadius: Double = 0, bottomLeadingRadius: Double = 0, bottomTrailingRadius: Double = 0,
                            topTrailingRadius: Double = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

/// A type-erased shape (SwiftUI's `AnyShape`); keeps shapes that read the environment working.
public nonisolated struct AnyShape: Shape, EnvironmentalShape {
    private let make: @Sendable (Rect, EnvironmentValues?) -> Path
    /// Wraps `shape`.
    public init<S: Shape>(_ shape: S) {
        make = { rect, env in env.map { shape.path(in: rect, environment: $0) } ?? shape.path(in: rect) }
    }
    public func path(in rect: Rect) -> Path { make(rect, nil) }
    func path(in rect: Rect, environment: EnvironmentValues) -> Path { make(rect, environment) }
}
