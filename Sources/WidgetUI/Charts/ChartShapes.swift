import Foundation

/// The shapes a chart draws, given in the plot's unit square and drawn in whatever frame the
/// plot has.
enum ChartCurve {
    /// A path through `points` (already in the frame's coordinates), interpolated as asked.
    static func path(through points: [Point], _ method: InterpolationMethod) -> Path {
        var path = Path()
        add(points, method, to: &path, continuing: false)
        return path
    }

    /// Adds the curve to `path`: from a new subpath, or on from its current point (`continuing`).
    static func add(_ points: [Point], _ method: InterpolationMethod, to path: inout Path, continuing: Bool) {
        guard let first = points.first else { return }
        if continuing { path.addLine(to: first) } else { path.move(to: first) }
        guard points.count > 1 else { return }
        switch method.storage {
        case .linear:
            for p in points.dropFirst() { path.addLine(to: p) }
        case .stepStart:
            for (a, b) in zip(points, points.dropFirst()) { path.addLine(to: Point(x: a.x, y: b.y)); path.addLine(to: b) }
        case .stepEnd:
            for (a, b) in zip(points, points.dropFirst()) { path.addLine(to: Point(x: b.x, y: a.y)); path.addLine(to: b) }
        case .stepCenter:
            for (a, b) in zip(points, points.dropFirst()) {
                let m = (a.x + b.x) / 2
                path.addLine(to: Point(x: m, y: a.y)); path.addLine(to: Point(x: m, y: b.y)); path.addLine(to: b)
            }
        case .catmullRom, .cardinal:
            // A uniform Catmull–Rom spline as cubic Béziers (ends repeat their point).
            for i in 0..<(points.count - 1) {
                let p0 = points[max(0, i - 1)], p1 = points[i], p2 = points[i + 1], p3 = points[min(points.count - 1, i + 2)]
                let c1 = Point(x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6)
                let c2 = Point(x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6)
                path.addCurve(to: p2, control1: c1, control2: c2)
            }
        case .monotone:
            addMonotone(points, to: &path)
        }
    }

    /// Fritsch–Carlson monotone cubic interpolation along x: smooth and never past a point's value.
    private static func addMonotone(_ p: [Point], to path: inout Path) {
        let n = p.count
        var slopes = [Double](repeating: 0, count: n - 1)
        for i in 0..<(n - 1) {
            let dx = p[i + 1].x - p[i].x
            slopes[i] = dx == 0 ? 0 : (p[i + 1].y - p[i].y) / dx
        }
        var tangents = [Double](repeating: 0, count: n)
        tangents[0] = slopes[0]; tangents[n - 1] = slopes[n - 2]
        for i in 1..<(n - 1) {
            tangents[i] = slopes[i - 1] * slopes[i] <= 0 ? 0 : (slopes[i - 1] + slopes[i]) / 2
        }
        for i in 0..<(n - 1) where slopes[i] != 0 {
            let a = tangents[i] / slopes[i], b = tangents[i + 1] / slopes[i]
            let h = a * a + b * b
            if h > 9 {
                let t = 3 / h.squareRoot()
                tangents[i] = t * a * slopes[i]; tangents[i + 1] = t * b * slopes[i]
            }
        }
        for i in 0..<(n - 1) {
            let dx = (p[i + 1].x - p[i].x) / 3
            path.addCurve(to: p[i + 1], control1: Point(x: p[i].x + dx, y: p[i].y + tangents[i] * dx),
                          control2: Point(x: p[i + 1].x - dx, y: p[i + 1].y - tangents[i + 1] * dx))
        }
    }
}

private func scaled(_ u: Point, _ rect: Rect) -> Point {
    Point(x: rect.origin.x + u.x * rect.width, y: rect.origin.y + u.y * rect.height)
}

/// A line through points of the unit square.
nonisolated struct ChartLineShape: Shape {
    let points: [Point]
    let interpolation: InterpolationMethod
    func path(in rect: Rect) -> Path { ChartCurve.path(through: points.map { scaled($0, rect) }, interpolation) }
}

/// The area between two lines of the unit square (`bottom` in the same x order as `top`).
nonisolated struct ChartAreaShape: Shape {
    let top: [Point]
    let bottom: [Point]
    let interpolation: InterpolationMethod
    func path(in rect: Rect) -> Path {
        var path = ChartCurve.path(through: top.map { scaled($0, rect) }, interpolation)
        ChartCurve.add(bottom.reversed().map { scaled($0, rect) }, interpolation, to: &path, continuing: true)
        path.close()
        return path
    }
}

/// Straight segments between pairs of points of the unit square (grid lines, rules); `extend`
/// lengthens each segment past its end by a number of points (ticks below the plot).
nonisolated struct ChartSegmentsShape: Shape {
    let segments: [(Point, Point)]
    /// Points added past each segment's end, down (ticks below the plot)…
    var extend = 0.0
    /// …and across (ticks beside it).
    var extendX = 0.0
    func path(in rect: Rect) -> Path {
        var path = Path()
        for (a, b) in segments {
            path.move(to: scaled(a, rect))
            var end = scaled(b, rect)
            end.y += extend
            end.x += extendX
            path.addLine(to: end)
        }
        return path
    }
}

/// A slice of a pie or donut centred in its frame, angles in radians clockwise from 12 o'clock.
nonisolated struct ChartSectorShape: Shape {
    let start: Double
    let end: Double
    let inner: MarkDimension
    let outer: MarkDimension
    /// The gap between slices, in points, split between the slice's two sides.
    let angularInset: Double
    func path(in rect: Rect) -> Path {
        let r = min(rect.width, rect.height) / 2
        let outerRadius = min(r, outer.resolved(band: r) ?? r)
        let innerRadius = min(outerRadius, inner.resolved(band: r) ?? 0)
        let center = Point(x: rect.midX, y: rect.midY)
        func angles(at radius: Double) -> (Double, Double) {
            guard radius > 0, angularInset > 0 else { return (start, end) }
            let d = min((end - start) / 2, angularInset / 2 / radius)
            return (start + d, end - d)
        }
        func point(_ radius: Double, _ a: Double) -> Point {
            Point(x: center.x + radius * sin(a), y: center.y - radius * cos(a))
        }
        var path = Path()
        let (os, oe) = angles(at: outerRadius)
        // Path angles: 0 is 3 o'clock, clockwise on screen; ours start at 12 o'clock.
        path.move(to: point(outerRadius, os))
        path.addArc(center: center, radius: outerRadius, startAngle: .radians(os - .pi / 2), endAngle: .radians(oe - .pi / 2), clockwise: false)
        if innerRadius > 0 {
            let (is_, ie) = angles(at: innerRadius)
            path.addLine(to: point(innerRadius, ie))
            path.addArc(center: center, radius: innerRadius, startAngle: .radians(ie - .pi / 2), endAngle: .radians(is_ - .pi / 2), clockwise: true)
        } else {
            path.addLine(to: center)
        }
        path.close()
        return path
    }
}

/// A point mark's symbol, filling its frame.
nonisolated struct PointMarkSymbolShape: Shape {
    let symbol: BasicChartSymbolShape
    func path(in rect: Rect) -> Path {
        let c = Point(x: rect.midX, y: rect.midY), r = min(rect.width, rect.height) / 2
        func polygon(_ n: Int, _ radius: Double, rotation: Double = 0) -> Path {
            var p = Path()
            for i in 0..<n {
                let a = rotation + Double(i) * 2 * .pi / Double(n)
                let v = Point(x: c.x + radius * sin(a), y: c.y - radius * cos(a))
                if i == 0 { p.move(to: v) } else { p.addLine(to: v) }
            }
            p.close()
            return p
        }
        func bars(_ angles: [Double]) -> Path {
            var p = Path()
            let w = r * 0.45
            for a in angles {
                let dx = cos(a), dy = sin(a), nx = -dy * w / 2, ny = dx * w / 2
                p.move(to: Point(x: c.x - dx * r + nx, y: c.y - dy * r + ny)); p.addLine(to: Point(x: c.x + dx * r + nx, y: c.y + dy * r + ny))
                p.addLine(to: Point(x: c.x + dx * r - nx, y: c.y + dy * r - ny)); p.addLine(to: Point(x: c.x - dx * r - nx, y: c.y - dy * r - ny))
                p.close()
            }
            return p
        }
        switch symbol.storage {
        case .circle: return .ellipse(in: rect)
        case .square: return .rect(Rect(x: c.x - r * 0.9, y: c.y - r * 0.9, width: r * 1.8, height: r * 1.8))
        case .triangle: return polygon(3, r * 1.15)
        case .diamond: return polygon(4, r * 1.1)
        case .pentagon: return polygon(5, r * 1.05)
        case .plus: return bars([0, .pi / 2])
        case .cross: return bars([.pi / 4, 3 * .pi / 4])
        case .asterisk: return bars([.pi / 2, .pi / 6, 5 * .pi / 6])
        }
    }
}
