internal import WidgetEngine

/// A 2D outline that fills the frame it is given, as in SwiftUI. Write your own by giving
/// `path(in:)`, with a `Rect` or, as SwiftUI code does, a `CGRect`; it fills with the foreground
/// style unless you call `fill` or `stroke`.
///
/// Each of the two requirements defaults to the other, as `Hashable`'s `hashValue` and
/// `hash(into:)` do: implement one of them.
public protocol Shape: View, Sendable {
    /// The shape's outline in `rect`, the frame it is given (at (0, 0), of the frame's size).
    nonisolated func path(in rect: Rect) -> Path
    /// The shape's outline in `rect`, as SwiftUI code writes it with a `CGRect`.
    nonisolated func path(in rect: CGRect) -> Path
}

nonisolated extension Shape {
    /// By default, the outline the `CGRect` version of `path(in:)` gives.
    public func path(in rect: Rect) -> Path { path(in: CGRect(rect)) }
    /// By default, the outline the `Rect` version of `path(in:)` gives.
    public func path(in rect: CGRect) -> Path { path(in: Rect(rect)) }
}

nonisolated extension Shape {
    /// A shape's view: the shape filled with the foreground style.
    public var body: ShapeView<Self> { ShapeView(shape: self, drawing: .fill(nil)) }

    /// Fill the shape with a color or gradient.
    public func fill<S: ShapeStyle>(_ style: S) -> ShapeView<Self> { ShapeView(shape: self, drawing: .fill(AnyShapeStyle(style))) }
    /// Stroke the outline, centered on the shape's edge.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: Double = 1) -> ShapeView<Self> {
        ShapeView(shape: self, drawing: .stroke(AnyShapeStyle(style), StrokeStyle(lineWidth: lineWidth), inset: false))
    }
    /// Stroke the outline with a full stroke style, centred on the shape's edge.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> ShapeView<Self> {
        ShapeView(shape: self, drawing: .stroke(AnyShapeStyle(content), style, inset: false))
    }
    /// Stroke with the foreground style.
    public func stroke(lineWidth: Double = 1) -> ShapeView<Self> {
        ShapeView(shape: self, drawing: .stroke(nil, StrokeStyle(lineWidth: lineWidth), inset: false))
    }
    /// Stroke inside the shape's edge, so the stroke stays within the frame.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: Double = 1) -> ShapeView<Self> {
        ShapeView(shape: self, drawing: .stroke(AnyShapeStyle(style), StrokeStyle(lineWidth: lineWidth), inset: true))
    }
}

/// A shape drawn with a fill or a stroke.
public nonisolated struct ShapeView<S: Shape>: View, PrimitiveView {
    let shape: S
    let drawing: ShapeKind.Drawing
    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ ctx: ResolveContext) throws -> [Node] {
        let name = ResolveContext.typeName(S.self)
        var drawing = self.drawing
        switch drawing {
        case .fill(let s?):
            ctx.check(s.base)
            drawing = .fill(ctx.resolveTint(s))
        case .stroke(let s?, let style, let inset):
            ctx.check(s.base)
            drawing = .stroke(ctx.resolveTint(s), style, inset: inset)
        default: break
        }
        let shape = self.shape
        let foreground = ctx.resolveTint(ctx.env.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary))
        let env: EnvironmentValues? = shape is any EnvironmentalShape ? ctx.env : nil
        let path: @Sendable (Rect) -> Path = { shape.placedPath(in: $0, environment: env) }
        return ctx.withPathComponent(name) {
            [ctx.node((ShapeKind(path: path, drawing: drawing, foreground: foreground, name: name)))]
        }
    }
}

/// A rectangle that fills its frame.
public nonisolated struct Rectangle: Shape {
    /// A rectangle.
    public init() {}
    public func path(in rect: Rect) -> Path { .rect(rect) }
}

/// A rectangle with rounded corners; continuous (Apple's smooth corner) by default.
public nonisolated struct RoundedRectangle: Shape {
    /// The corner radius in points.
    public var cornerRadius: Double
    /// Continuous (Apple's smooth corner) or circular corners.
    public var style: RoundedCornerStyle
    /// A rounded rectangle with `cornerRadius`; corners are continuous unless `style` says `.circular`.
    public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius; self.style = style
    }
    /// A rounded rectangle with the corner size's width as its radius (elliptical corners are
    /// drawn circular, the smaller side's radius: `cornerSize` is nearly always square).
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadius: Double(min(cornerSize.width, cornerSize.height)), style: style)
    }
    public func path(in rect: Rect) -> Path { .roundedRect(rect, cornerRadius: cornerRadius, style: style) }
}

/// A circle centered in its frame, as wide as the frame's shorter side.
public nonisolated struct Circle: Shape {
    /// A circle.
    public init() {}
    public func path(in rect: Rect) -> Path {
        let d = min(rect.width, rect.height)
        return .ellipse(in: Rect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
}

/// An ellipse that fills its frame.
public nonisolated struct Ellipse: Shape {
    /// An ellipse.
    public init() {}
    public func path(in rect: Rect) -> Path { .ellipse(in: rect) }
}

/// A rounded rectangle whose corner radius is half its shorter side.
public nonisolated struct Capsule: Shape {
    /// Circular (the default, as in SwiftUI) or continuous ends.
    public var style: RoundedCornerStyle
    /// A capsule; its ends are circular unless `style` says `.continuous`.
    public init(style: RoundedCornerStyle = .circular) { self.style = style }
    public func path(in rect: Rect) -> Path { .capsule(in: rect, style: style) }
}

extension Color: PrimitiveView {
    func makeNodes(_ ctx: ResolveContext) throws -> [Node] {
        ctx.check(self)
        return ctx.withPathComponent("Color") { [ctx.node(ColorKind(style: AnyShapeStyle(self), masksWithFrame: true))] }
    }
}

extension LinearGradient: PrimitiveView {
    func makeNodes(_ ctx: ResolveContext) throws -> [Node] {
        ctx.withPathComponent("LinearGradient") { [ctx.node(ColorKind(style: AnyShapeStyle(self), masksWithFrame: false))] }
    }
}
