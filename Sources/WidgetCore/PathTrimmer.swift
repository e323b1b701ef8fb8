import Foundation

/// Measures a path's length segment by segment and cuts out a stretch of it. Curves are
/// measured along 32 chords and cut exactly (de Casteljau) at the parameter of the wanted length.
struct PathTrimmer {
    enum Segment {
        case line(Point, Point)
        case cubic(Point, Point, Point, Point)
    }
    struct Measured {
        var segment: Segment
        /// Cumulative length at the segment's start.
        var start: Double
        var length: Double
        /// Cumulative lengths at the chord ends (curves only), for length → parameter.
        var table: [Double]
        /// Whether the segment begins a new subpath (the cut must start with a move there).
        var opensSubpath: Bool
    }

    static let chords = 32
    private(set) var segments: [Measured] = []
    private(set) var total = 0.0

    init(_ path: Path) {
        var start: Point?, current: Point?
        var opens = true
        func add(_ s: Segment) {
            let (length, table) = Self.measure(s)
            segments.append(Measured(segment: s, start: total, length: length, table: table, opensSubpath: opens))
            total += length
            opens = false
        }
        for e in path.elements {
            switch e {
            case .move(let p): start = p; current = p; opens = true
            case .line(let p):
                if let c = current { add(.line(c, p)) } else { start = p; opens = true }
                current = p
            case .curve(let a, let b, let p):
                if let c = current { add(.cubic(c, a, b, p)) } else { start = p; opens = true }
                current = p
            case .close:
                if let c = current, let s = start { add(.line(c, s)) }
                current = start
            }
        }
    }

    static func measure(_ s: Segment) -> (Double, [Double]) {
        switch s {
        case .line(let a, let b): return (hypot(b.x - a.x, b.y - a.y), [])
        case .cubic:
            var table = [0.0], length = 0.0, prev = point(s, 0)
            for i in 1...chords {
                let p = point(s, Double(i) / Double(chords))
                length += hypot(p.x - prev.x, p.y - prev.y)
                table.append(length)
                prev = p
            }
            return (length, table)
        }
    }

    static func point(_ s: Segment, _ t: Double) -> Point {
        switch s {
        case .line(let a, let b): return Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        case .cubic(let p0, let p1, let p2, let p3):
            let u = 1 - t
            let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
            return Point(x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x,
                         y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
        }
    }

    /// The curve parameter at `distance` along a measured segment.
    static func parameter(_ m: Measured, at distance: Double) -> Double {
        guard m.length > 0 else { return 0 }
        guard !m.table.isEmpty else { return max(0, min(1, distance / m.length)) }
        let d = max(0, min(m.length, distance))
        var i = 1
        while i < m.table.count - 1 && m.table[i] < d { i += 1 }
        let lo = m.table[i - 1], hi = m.table[i]
        let frac = hi > lo ? (d - lo) / (hi - lo) : 0
        return (Double(i - 1) + frac) / Double(chords)
    }

    /// The piece of `s` between parameters t0 < t1.
    static func piece(_ s: Segment, _ t0: Double, _ t1: Double) -> Segment {
        switch s {
        case .line: return .line(point(s, t0), point(s, t1))
        case .cubic:
            let tail = split(s, at: t0).1
            let rel = t0 < 1 ? (t1 - t0) / (1 - t0) : 1
            return split(tail, at: rel).0
        }
    }

    static func split(_ s: Segment, at t: Double) -> (Segment, Segment) {
        guard case .cubic(let p0, let p1, let p2, let p3) = s else {
            let m = point(s, t)
            if case .line(let a, let b) = s { return (.line(a, m), .line(m, b)) }
            return (s, s)
        }
        func lerp(_ a: Point, _ b: Point) -> Point { Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        let a = lerp(p0, p1), b = lerp(p1, p2), c = lerp(p2, p3)
        let d = lerp(a, b), e = lerp(b, c), f = lerp(d, e)
        return (.cubic(p0, a, d, f), .cubic(f, e, c, p3))
    }

    func trimmed(from: Double, to: Double) -> Path {
        let lo = from * total, hi = to * total
        var out = Path()
        var needsMove = true
        for m in segments {
            let s0 = m.start, s1 = m.start + m.length
            if m.opensSubpath { needsMove = true }
            guard s1 > lo, s0 < hi, m.length > 0 else { continue }
            let t0 = Self.parameter(m, at: max(lo, s0) - s0), t1 = Self.parameter(m, at: min(hi, s1) - s0)
            let cut = (t0 <= 0 && t1 >= 1) ? m.segment : Self.piece(m.segment, t0, t1)
            switch cut {
            case .line(let a, let b):
                if needsMove { out.move(to: a) }
                out.line(to: b)
            case .cubic(let a, let c1, let c2, let b):
                if needsMove { out.move(to: a) }
                out.curve(to: b, control1: c1, control2: c2)
            }
            needsMove = false
        }
        return out
    }
}
