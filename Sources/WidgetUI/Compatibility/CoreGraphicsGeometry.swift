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

extension View {
    /// `offset(CGSize(width:height:))`, as in SwiftUI.
    public func offset(_ size: CGSize) -> some View { offset(x: Double(size.width), y: Double(size.height)) }
}
