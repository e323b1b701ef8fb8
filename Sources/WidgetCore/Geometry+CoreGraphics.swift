import Foundation

/// CoreGraphics geometry (Foundation's `CGPoint`, `CGSize`, `CGRect`, `CGFloat` on Linux) where
/// WidgetRender takes geometry, so code written against SwiftUI's types compiles. `CGFloat`
/// converts to `Double` implicitly (SE-0307); these convert the structs both ways.
extension Point {
    /// The point of a `CGPoint`.
    public init(_ p: CGPoint) { self.init(x: Double(p.x), y: Double(p.y)) }
}
extension Size {
    /// The size of a `CGSize`.
    public init(_ s: CGSize) { self.init(width: Double(s.width), height: Double(s.height)) }
}
extension Rect {
    /// The rectangle of a `CGRect`.
    public init(_ r: CGRect) { self.init(x: Double(r.origin.x), y: Double(r.origin.y), width: Double(r.size.width), height: Double(r.size.height)) }
}
extension CGPoint {
    /// The `CGPoint` of a WidgetRender point.
    public init(_ p: Point) { self.init(x: p.x, y: p.y) }
}
extension CGSize {
    /// The `CGSize` of a WidgetRender size.
    public init(_ s: Size) { self.init(width: s.width, height: s.height) }
}
extension CGRect {
    /// The `CGRect` of a WidgetRender rectangle.
    public init(_ r: Rect) { self.init(x: r.origin.x, y: r.origin.y, width: r.size.width, height: r.size.height) }
}

/// `Path`'s construction API with CoreGraphics arguments, as custom `Shape`s write it
/// (`path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))`). Disfavoured, so that `.zero` and
/// other implicit members still pick WidgetRender's own types.
extension Path {
    /// A rectangle (SwiftUI's `Path(_:)`).
    @_disfavoredOverload public init(_ rect: CGRect) { self.init(Rect(rect)) }
    /// An ellipse inscribed in `rect` (SwiftUI's `Path(ellipseIn:)`).
    @_disfavoredOverload public init(ellipseIn rect: CGRect) { self.init(ellipseIn: Rect(rect)) }
    /// A rounded rectangle with one corner radius (SwiftUI's `Path(roundedRect:cornerRadius:style:)`).
    @_disfavoredOverload public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(roundedRect: Rect(rect), cornerRadius: Double(cornerRadius), style: style)
    }
    /// A rounded rectangle; the smaller corner-size dimension is the radius.
    @_disfavoredOverload public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init(roundedRect: Rect(rect), cornerSize: Size(cornerSize), style: style)
    }
    /// Starts a new subpath at `p`.
    @_disfavoredOverload public mutating func move(to p: CGPoint) { move(to: Point(p)) }
    /// Adds a straight segment to `p` (starts the path there when empty).
    @_disfavoredOverload public mutating func addLine(to p: CGPoint) { addLine(to: Point(p)) }
    /// Starts a subpath at the first point and joins the others with straight segments.
    @_disfavoredOverload public mutating func addLines(_ points: [CGPoint]) { addLines(points.map(Point.init)) }
    /// Adds a cubic Bézier segment to `p`.
    @_disfavoredOverload public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        addCurve(to: Point(p), control1: Point(control1), control2: Point(control2))
    }
    /// Adds a quadratic Bézier segment to `p` (stored as the equivalent cubic).
    @_disfavoredOverload public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
        addQuadCurve(to: Point(p), control: Point(control))
    }
    /// Adds a rectangle as a closed subpath.
    @_disfavoredOverload public mutating func addRect(_ r: CGRect) { addRect(Rect(r)) }
    /// Adds each rectangle as a closed subpath.
    @_disfavoredOverload public mutating func addRects(_ rects: [CGRect]) { addRects(rects.map(Rect.init)) }
    /// Adds an ellipse inscribed in `r` as a closed subpath.
    @_disfavoredOverload public mutating func addEllipse(in r: CGRect) { addEllipse(in: Rect(r)) }
    /// Adds a rounded rectangle as a closed subpath.
    @_disfavoredOverload public mutating func addRoundedRect(in r: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: Rect(r), cornerSize: Size(cornerSize), style: style)
    }
    /// Adds an arc of a circle, as SwiftUI's `addArc(center:radius:startAngle:endAngle:clockwise:transform:)` draws it (y grows downwards, so `clockwise: false` turns clockwise on screen).
    @_disfavoredOverload public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle,
                                                     clockwise: Bool, transform: AffineMatrix = .identity) {
        addArc(center: Point(center), radius: Double(radius), startAngle: startAngle, endAngle: endAngle,
               clockwise: clockwise, transform: transform)
    }
}
