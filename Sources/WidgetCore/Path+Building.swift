import Foundation

/// SwiftUI's `Path` construction API (`addLine`, `addArc`, `addRect`…), so custom shapes written
/// for SwiftUI compile unchanged.
extension Path {
    /// Builds a path in a closure: `Path { p in p.move(to: a); p.addLine(to: b) }`.
    public init(_ build: (inout Path) -> Void) {
        self.init()
        build(&self)
    }
    /// A rectangle (SwiftUI's `Path(_:)` with a `CGRect`).
    public init(_ rect: Rect) { self = .rect(rect) }
    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: Rect) { self = .ellipse(in: rect) }
    /// A rounded rectangle with one corner radius.
    public init(roundedRect rect: Rect, cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
        self = .roundedRect(rect, cornerRadius: cornerRadius, style: style)
    }
    /// A rounded rectangle; the smaller of the two corner-size dimensions is used as the radius.
    public init(roundedRect rect: Rect, cornerSize: Size, style: RoundedCornerStyle = .continuous) {
        self = .roundedRect(rect, cornerRadius: min(cornerSize.width, cornerSize.height), style: style)
    }

    /// Whether the path has no commands.
    public var isEmpty: Bool { elements.isEmpty }

    /// Where the next segment starts: the last point drawn, or the start of the subpath just
    /// closed. Nil for an empty path.
    public var currentPoint: Point? {
        var start: Point?, current: Point?
        for e in elements {
            switch e {
            case .move(let p): start = p; current = p
            case .line(let p), .curve(_, _, let p): current = p
            case .close: current = start
            }
        }
        return current
    }

    /// Adds a straight segment to `p`; on an empty path, starts the path at `p` instead.
    public mutating func addLine(to p: Point) {
        if currentPoint == nil { move(to: p) } else { line(to: p) }
    }
    /// Starts a subpath at the first point and joins the others with straight segments.
    public mutating func addLines(_ points: [Point]) {
        guard let first = points.first else { return }
        move(to: first)
        points.dropFirst().forEach { line(to: $0) }
    }
    /// Adds a cubic Bézier segment to `p` (starting at `control1` on an empty path).
    public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        if currentPoint == nil { move(to: control1) }
        curve(to: p, control1: control1, control2: control2)
    }
    /// A quadratic Bézier, stored as the equivalent cubic.
    public mutating func addQuadCurve(to p: Point, control: Point) {
        guard let p0 = currentPoint else { move(to: control); line(to: p); return }
        let c1 = Point(x: p0.x + 2 / 3 * (control.x - p0.x), y: p0.y + 2 / 3 * (control.y - p0.y))
        let c2 = Point(x: p.x + 2 / 3 * (control.x - p.x), y: p.y + 2 / 3 * (control.y - p.y))
        curve(to: p, control1: c1, control2: c2)
    }
    /// Closes the current subpath; does nothing on an empty path.
    public mutating func closeSubpath() { if !elements.isEmpty { close() } }
    /// Adds a rectangle as a closed subpath.
    public mutating func addRect(_ r: Rect) { append(.rect(r)) }
    /// Adds each rectangle as a closed subpath.
    public mutating func addRects(_ rects: [Rect]) { rects.forEach { addRect($0) } }
    /// Adds an ellipse inscribed in `r` as a closed subpath.
    public mutating func addEllipse(in r: Rect) { append(.ellipse(in: r)) }
    /// Adds a rounded rectangle as a closed subpath (radius: the smaller corner-size dimension).
    public mutating func addRoundedRect(in r: Rect, cornerSize: Size, style: RoundedCornerStyle = .continuous) {
        append(.roundedRect(r, cornerRadius: min(cornerSize.width, cornerSize.height), style: style))
    }
    /// Adds another path's commands, transformed by `transform`.
    public mutating func addPath(_ other: Path, transform: AffineMatrix = .identity) {
        append(transform.isIdentity ? other : other.applying(transform))
    }

    /// An arc of a circle, as CoreGraphics and SwiftUI draw it: angles are measured from the
    /// positive x axis, and because y grows downwards, `clockwise: false` (increasing angles)
    /// turns clockwise on screen, `clockwise: true` counter-clockwise. Apple's `CGContext`
    /// documentation: "In a flipped coordinate system (the default for UIView drawing methods in
    /// iOS), specifying a clockwise arc results in a counterclockwise arc". A line joins the
    /// current point to the arc's start; a sweep of 2π or more draws the whole circle.
    public mutating func addArc(center: Point, radius: Double, startAngle: Angle, endAngle: Angle,
                                clockwise: Bool, transform: AffineMatrix = .identity) {
        let r = abs(radius)
        let a0 = startAngle.radians, a1 = endAngle.radians
        guard r.isFinite, a0.isFinite, a1.isFinite else { return }
        let full = 2 * Double.pi
        var sweep = a1 - a0
        if clockwise {
            if sweep <= -full { sweep = -full } else { sweep = fmod(sweep, full); if sweep > 0 { sweep -= full } }
        } else {
            if sweep >= full { sweep = full } else { sweep = fmod(sweep, full); if sweep < 0 { sweep += full } }
        }
        func point(_ a: Double) -> Point { transform.apply(Point(x: center.x + r * cos(a), y: center.y + r * sin(a))) }
        let start = point(a0)
        if currentPoint == nil { move(to: start) } else { line(to: start) }
        // Pieces of at most a quarter turn, each one cubic (error below 0.03 % of the radius).
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        for i in 0..<pieces {
            let s = a0 + Double(i) * step, e = s + step
            let p0 = Point(x: center.x + r * cos(s), y: center.y + r * sin(s))
            let p3 = Point(x: center.x + r * cos(e), y: center.y + r * sin(e))
            let c1 = Point(x: p0.x - k * r * sin(s), y: p0.y + k * r * cos(s))
            let c2 = Point(x: p3.x + k * r * sin(e), y: p3.y - k * r * cos(e))
            curve(to: transform.apply(p3), control1: transform.apply(c1), control2: transform.apply(c2))
        }
    }

    /// The part of the path between two fractions of its length, as SwiftUI's
    /// `trimmedPath(from:to:)`. Both ends are held to 0…1; `from >= to` gives an empty path;
    /// 0…1 gives the path itself (closed subpaths stay closed).
    public func trimmedPath(from: Double, to: Double) -> Path {
        let f = from.isFinite ? max(0, min(1, from)) : 0
        let t = to.isFinite ? max(0, min(1, to)) : 0
        if f <= 0 && t >= 1 { return self }
        guard f < t else { return Path() }
        return PathTrimmer(self).trimmed(from: f, to: t)
    }
}
