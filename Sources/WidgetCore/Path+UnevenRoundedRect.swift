import Foundation

/// Radii of a rectangle's four corners (SwiftUI's `RectangleCornerRadii`).
public struct RectangleCornerRadii: Hashable, Sendable {
    /// The radius of the top-leading corner, in points.
    public var topLeading: Double
    /// The radius of the bottom-leading corner, in points.
    public var bottomLeading: Double
    /// The radius of the bottom-trailing corner, in points.
    public var bottomTrailing: Double
    /// The radius of the top-trailing corner, in points.
    public var topTrailing: Double
    /// Radii for each corner; corners left out are square.
    public init(topLeading: Double = 0, bottomLeading: Double = 0, bottomTrailing: Double = 0, topTrailing: Double = 0) {
        self.topLeading = topLeading; self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing; self.topTrailing = topTrailing
    }
}

extension Path {
    /// A rectangle whose corners have their own radii, each held to half the shorter side;
    /// continuous corners blend towards circular where they do not fit, as in
    /// ``roundedRect(_:cornerRadius:style:)``. A corner of radius 0 is square.
    public static func roundedRect(_ r: Rect, cornerRadii radii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> Path {
        let half = min(r.width, r.height) / 2
        func clamp(_ v: Double) -> Double { max(0, min(v.isFinite ? v : 0, half)) }
        guard r.width > 0, r.height > 0 else { return .rect(r) }
        typealias Frame = (corner: Point, along: Point, into: Point, radius: Double)
        let corners: [Frame] = [
            (Point(x: r.maxX, y: r.minY), Point(x: -1, y: 0), Point(x: 0, y: 1), clamp(radii.topTrailing)),
            (Point(x: r.maxX, y: r.maxY), Point(x: 0, y: -1), Point(x: -1, y: 0), clamp(radii.bottomTrailing)),
            (Point(x: r.minX, y: r.maxY), Point(x: 1, y: 0), Point(x: 0, y: -1), clamp(radii.bottomLeading)),
            (Point(x: r.minX, y: r.minY), Point(x: 0, y: 1), Point(x: 1, y: 0), clamp(radii.topLeading)),
        ]
        func steps(_ rad: Double) -> (reach: Double, segments: [ContinuousCorner.Segment]) {
            switch style {
            case .circular: return ContinuousCorner.blended(0)
            case .continuous:
                let reach = ContinuousCorner.reach
                let t = rad * reach <= half ? 1 : max(0, min(1, (half / rad - 1) / (reach - 1)))
                return ContinuousCorner.blended(t)
            }
        }
        func pt(_ f: Frame, _ a: Double, _ b: Double) -> Point {
            Point(x: f.corner.x + (f.along.x * a + f.into.x * b) * f.radius,
                  y: f.corner.y + (f.along.y * a + f.into.y * b) * f.radius)
        }
        var p = Path()
        let tl = corners[3]
        p.move(to: Point(x: r.minX + steps(tl.radius).reach * tl.radius, y: r.minY))
        for f in corners {
            guard f.radius > 0 else { p.line(to: f.corner); continue }
            let s = steps(f.radius)
            p.line(to: pt(f, s.reach, 0))
            for seg in s.segments {
                switch seg {
                case .line(let a, let b): p.line(to: pt(f, a, b))
                case .curve(let c1a, let c1b, let c2a, let c2b, let a, let b):
                    p.curve(to: pt(f, a, b), control1: pt(f, c1a, c1b), control2: pt(f, c2a, c2b))
                }
            }
        }
        p.close()
        return p
    }
}
