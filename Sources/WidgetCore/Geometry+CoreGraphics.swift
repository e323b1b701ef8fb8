import Foundation

/// CoreGraphics geometry (Foundation's `CGPoint`, `CGSize`, `CGRect`, `CGFloat` on Linux) where
/// WidgetRender takes geometry, so code written against SwiftUI's types compiles. `CGFloat`
/// converts to `Double` implicitly (SE-0307); these convert the structs both ways.
extension Point {
    public init(_ p: CGPoint) { self.init(x: Double(p.x), y: Double(p.y)) }
}
extension Size {
    public init(_ s: CGSize) { self.init(width: Double(s.width), height: Double(s.height)) }
}
extension Rect {
    public init(_ r: CGRect) { self.init(x: Double(r.origin.x), y: Double(r.origin.y), width: Double(r.size.width), height: Double(r.size.height)) }
}
extension CGPoint {
    public init(_ p: Point) { self.init(x: p.x, y: p.y) }
}
extension CGSize {
    public init(_ s: Size) { self.init(width: s.width, height: s.height) }
}
extension CGRect {
    public init(_ r: Rect) { self.init(x: r.origin.x, y: r.origin.y, width: r.size.width, height: r.size.height) }
}

/// `Path`'s construction API with CoreGraphics arguments, as custom `Shape`s write it
/// (`path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))`). Disfavoured, so that `.zero` and
/// other implicit members still pick WidgetRender's own types.
extension Path {
    @_disfavoredOverload public init(_ rect: CGRect) { self.init(Rect(rect)) }
    @_disfavoredOverload public init(ellipseIn rect: CGRect) { self.init(ellipseIn: Rect(rect)) }
    @_disfavoredOverload public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(roundedRect: Rect(rect), cornerRadius: Double(cornerRadius), style: style)
    }
    @_disfavoredOverload public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init(roundedRect: Rect(rect), cornerSize: Size(cornerSize), style: style)
    }
    @_disfavoredOverload public mutating func move(to p: CGPoint) { move(to: Point(p)) }
    @_disfavoredOverload public mutating func addLine(to p: CGPoint) { addLine(to: Point(p)) }
    @_disfavoredOverload public mutating func addLines(_ points: [CGPoint]) { addLines(points.map(Point.init)) }
    @_disfavoredOverload public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        addCurve(to: Point(p), control1: Point(control1), control2: Point(control2))
    }
    @_disfavoredOverload public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
        addQuadCurve(to: Point(p), control: Point(control))
    }
    @_disfavoredOverload public mutating func addRect(_ r: CGRect) { addRect(Rect(r)) }
    @_disfavoredOverload public mutating func addRects(_ rects: [CGRect]) { addRects(rects.map(Rect.init)) }
    @_disfavoredOverload public mutating func addEllipse(in r: CGRect) { addEllipse(in: Rect(r)) }
    @_disfavoredOverload public mutating func addRoundedRect(in r: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: Rect(r), cornerSize: Size(cornerSize), style: style)
    }
    @_disfavoredOverload public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle,
                                                     clockwise: Bool, transform: AffineMatrix = .identity) {
        addArc(center: Point(center), radius: Double(radius), startAngle: startAngle, endAngle: endAngle,
               clockwise: clockwise, transform: transform)
    }
}
