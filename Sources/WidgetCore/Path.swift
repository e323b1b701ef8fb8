/// A vector outline made of straight and cubic segments, in absolute coordinates.
public struct Path: Hashable, Sendable {
    /// One drawing command of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at the point.
        case move(Point)
        /// A straight segment to the point.
        case line(Point)
        /// A cubic Bézier segment: first control point, second control point, end point.
        case curve(Point, Point, Point)  // control 1, control 2, end
        /// Closes the subpath with a straight segment back to its start.
        case close
    }

    /// The path's commands, in drawing order.
    public private(set) var elements: [Element] = []
    /// An empty path.
    public init() {}
    /// A path made of these commands.
    public init(elements: [Element]) { self.elements = elements }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: Point) { elements.append(.move(p)) }
    /// Adds a straight segment from the current point to `p`.
    public mutating func line(to p: Point) { elements.append(.line(p)) }
    /// Adds a cubic Bézier segment from the current point to `p`.
    public mutating func curve(to p: Point, control1: Point, control2: Point) {
        elements.append(.curve(control1, control2, p))
    }
    /// Closes the current subpath with a straight segment back to its start.
    public mutating func close() { elements.append(.close) }
    /// Appends the commands of another path.
    public mutating func append(_ other: Path) { elements.append(contentsOf: other.elements) }

    /// The path moved by (dx, dy).
    public func offsetBy(dx: Double, dy: Double) -> Path {
        func o(_ p: Point) -> Point { Point(x: p.x + dx, y: p.y + dy) }
        return Path(elements: elements.map {
            switch $0 {
            case .move(let p): return .move(o(p))
            case .line(let p): return .line(o(p))
            case .curve(let a, let b, let c): return .curve(o(a), o(b), o(c))
            case .close: return .close
            }
        })
    }

    /// The smallest rectangle holding every point and control point.
    /// `.zero` for a path without points.
    public var boundingRect: Rect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: Point) {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .curve(let a, let b, let c): add(a); add(b); add(c)
            case .close: break
            }
        }
        guard minX <= maxX, minY <= maxY else { return .zero }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// A rectangle, clockwise from the top-left.
    public static func rect(_ r: Rect) -> Path {
        Path(elements: [.move(Point(x: r.minX, y: r.minY)), .line(Point(x: r.maxX, y: r.minY)),
                        .line(Point(x: r.maxX, y: r.maxY)), .line(Point(x: r.minX, y: r.maxY)), .close])
    }

    /// An ellipse inscribed in `r`, from four cubic arcs.
    public static func ellipse(in r: Rect) -> Path {
        let k = 0.5522847498307936  // 4/3 * (sqrt(2) - 1): the cubic that best matches a quarter circle
        let rx = r.width / 2, ry = r.height / 2, cx = r.midX, cy = r.midY
        var p = Path()
        p.move(to: Point(x: cx + rx, y: cy))
        p.curve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry), control2: Point(x: cx + k * rx, y: cy + ry))
        p.curve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry), control2: Point(x: cx - rx, y: cy + k * ry))
        p.curve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry), control2: Point(x: cx - k * rx, y: cy - ry))
        p.curve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry), control2: Point(x: cx + rx, y: cy - k * ry))
        p.close()
        return p
    }

    /// A rounded rectangle. The radius is held to half the shorter side.
    ///
    /// `.continuous` is Apple's smooth corner (SwiftUI's default for `RoundedRectangle`): the
    /// curve leaves the straight edge 1.52866483 radii before the corner and its curvature eases
    /// in. The control points are the widely published reverse-engineering of UIKit's iOS 7
    /// rounded rect (PaintCode, "Code for iOS 7 rounded rectangles"). Where the full continuous
    /// corner does not fit (a radius above about a third of the shorter side), the corner is
    /// blended towards a circular one until it does, so a radius of half the side draws a
    /// capsule's round end, as SwiftUI does.
    public static func roundedRect(_ r: Rect, cornerRadius radius: Double, style: RoundedCornerStyle = .continuous) -> Path {
        let half = min(r.width, r.height) / 2
        let rad = max(0, min(radius.isFinite ? radius : 0, half))
        guard rad > 0, r.width > 0, r.height > 0 else { return .rect(r) }
        return roundedRect(r, cornerRadii: RectangleCornerRadii(topLeading: rad, bottomLeading: rad, bottomTrailing: rad, topTrailing: rad),
                           style: style)
    }

    /// A capsule: a rounded rectangle whose radius is half the shorter side.
    public static func capsule(in r: Rect, style: RoundedCornerStyle = .circular) -> Path {
        roundedRect(r, cornerRadius: min(r.width, r.height) / 2, style: style)
    }
}

/// The corner curves SwiftUI offers for rounded rectangles.
public enum RoundedCornerStyle: String, Hashable, Sendable, CaseIterable {
    /// Quarter-circle corners.
    case circular
    /// Apple's smooth (continuous-curvature) corners, as iOS draws widget and app-icon corners.
    case continuous
}

/// One corner of Apple's continuous rounded rectangle, in units of the corner radius.
enum ContinuousCorner {
    enum Segment {
        case line(Double, Double)
        case curve(Double, Double, Double, Double, Double, Double)
    }

    static let reach = 1.52866483

    /// Published constants for the iOS 7+ corner, walked from the entry edge to the exit edge.
    static let continuous: [Segment] = [
        .curve(1.08849323, 0, 0.86840689, 0, 0.66993427, 0.06549600),
        .line(0.63149399, 0.07491100),
        .curve(0.37282392, 0.16905899, 0.16905899, 0.37282392, 0.07491100, 0.63149399),
        .line(0.06549600, 0.66993427),
        .curve(0, 0.86840689, 0, 1.08849323, 0, 1.52866483),
    ]

    /// The same steps for a circular quarter arc (reach 1), so the two can be blended.
    static let circular: [Segment] = {
        let k = 1 - 0.5522847498307936
        return [
            .curve(1, 0, 1, 0, 1, 0),
            .line(1, 0),
            .curve(k, 0, 0, k, 0, 1),
            .line(0, 1),
            .curve(0, 1, 0, 1, 0, 1),
        ]
    }()

    /// Segments interpolated between circular (t = 0) and continuous (t = 1).
    static func blended(_ t: Double) -> (reach: Double, segments: [Segment]) {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        let segs = zip(circular, continuous).map { (c, k) -> Segment in
            switch (c, k) {
            case let (.line(a0, b0), .line(a1, b1)): return .line(mix(a0, a1), mix(b0, b1))
            case let (.curve(p0, p1, p2, p3, p4, p5), .curve(q0, q1, q2, q3, q4, q5)):
                return .curve(mix(p0, q0), mix(p1, q1), mix(p2, q2), mix(p3, q3), mix(p4, q4), mix(p5, q5))
            default: return k
            }
        }
        return (mix(1, reach), segs)
    }
}
