import WidgetCore
/// A ``Path`` flattened once into straight edges, with the edges bucketed into horizontal bands
/// so that "is this point inside?" reads only the few edges that cross the point's row.
///
/// Used for the exact tap tests of the link map: the widget's continuous-corner mask and every
/// non-rectangular clip above a `Link` (`shared/research/dsl-anchors.md`, rule 40, steps 1 and 3).
/// Insideness follows the non-zero winding rule, the rule the display list fills and clips with.
/// Testing a point does not allocate.
struct FlatPolygon: Sendable {
    /// One straight edge, from (x0, y0) to (x1, y1).
    struct Edge: Sendable {
        var x0, y0, x1, y1: Double
    }

    /// The largest distance, in points, between a cubic segment and its flattened chords
    /// (1/60 of a pixel at @3x): well below anything a tap or a pixel can tell apart.
    static let tolerance = 0.005
    /// At most this many chords per cubic segment.
    static let maxChordsPerCurve = 256

    /// The bounding rectangle of the edges; points outside it are outside.
    let bounds: Rect
    private let edges: [Edge]
    private let bandTop: Double
    private let bandScale: Double
    /// Edge indices of band `b` are `bandEdges[bandStart[b] ..< bandStart[b + 1]]`.
    private let bandStart: [Int32]
    private let bandEdges: [Int32]

    /// Flattens `path`; every subpath is closed (as filling and clipping close them).
    init(_ path: Path) {
        var edges: [Edge] = []
        var start = Point.zero, current = Point.zero, open = false
        func line(to p: Point) {
            if p != current { edges.append(Edge(x0: current.x, y0: current.y, x1: p.x, y1: p.y)) }
            current = p
        }
        func closeSubpath() {
            if open { line(to: start) }
            open = false
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                closeSubpath()
                start = p; current = p; open = true
            case .line(let p):
                if !open { start = current; open = true }
                line(to: p)
            case .curve(let c1, let c2, let p):
                if !open { start = current; open = true }
                let p0 = current
                let n = Self.chordCount(p0, c1, c2, p)
                for i in 1...n {
                    line(to: Self.cubicPoint(p0, c1, c2, p, Double(i) / Double(n)))
                }
                current = p
            case .close:
                closeSubpath()
                current = start
            }
        }
        closeSubpath()
        self.edges = edges.filter { $0.x0.isFinite && $0.y0.isFinite && $0.x1.isFinite && $0.y1.isFinite }

        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for e in self.edges {
            minX = min(minX, e.x0, e.x1); maxX = max(maxX, e.x0, e.x1)
            minY = min(minY, e.y0, e.y1); maxY = max(maxY, e.y0, e.y1)
        }
        guard minX <= maxX, minY <= maxY else {
            bounds = .zero; bandTop = 0; bandScale = 0; bandStart = [0, 0]; bandEdges = []
            return
        }
        bounds = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)

        // Bands: about two edges' worth each, at most 256.
        let bandCount = max(1, min(256, self.edges.count / 2))
        let height = maxY - minY
        bandTop = minY
        bandScale = height > 0 ? Double(bandCount) / height : 0
        var buckets = [[Int32]](repeating: [], count: bandCount)
        for (i, e) in self.edges.enumerated() where e.y0 != e.y1 {
            let lo = Self.band(min(e.y0, e.y1), top: minY, scale: bandScale, count: bandCount)
            let hi = Self.band(max(e.y0, e.y1), top: minY, scale: bandScale, count: bandCount)
            for b in lo...hi { buckets[b].append(Int32(i)) }
        }
        var starts: [Int32] = [0]
        var flat: [Int32] = []
        for bucket in buckets {
            flat += bucket
            starts.append(Int32(flat.count))
        }
        bandStart = starts
        bandEdges = flat
    }

    /// Whether `p` is inside, by the non-zero winding rule. Points exactly on a left or top
    /// edge count as inside, on a right or bottom edge as outside (as ``Rect/contains(_:)``).
    func contains(_ p: Point) -> Bool {
        guard bounds.contains(p) else { return false }
        let count = bandStart.count - 1
        let b = Self.band(p.y, top: bandTop, scale: bandScale, count: count)
        var winding = 0
        let lo = Int(bandStart[b]), hi = Int(bandStart[b + 1])
        var k = lo
        while k < hi {
            let e = edges[Int(bandEdges[k])]
            k += 1
            // Half-open in y, so a vertex shared by two edges is counted once.
            if e.y0 <= p.y && p.y < e.y1 {
                if Self.crossesRightOf(p, e) { winding += 1 }
            } else if e.y1 <= p.y && p.y < e.y0 {
                if Self.crossesRightOf(p, e) { winding -= 1 }
            }
        }
        return winding != 0
    }

    /// Whether the edge crosses the horizontal line through `p` strictly to the right of `p`.
    private static func crossesRightOf(_ p: Point, _ e: Edge) -> Bool {
        let t = (p.y - e.y0) / (e.y1 - e.y0)
        return e.x0 + t * (e.x1 - e.x0) > p.x
    }

    private static func band(_ y: Double, top: Double, scale: Double, count: Int) -> Int {
        let v = (y - top) * scale
        guard v.isFinite, v > 0 else { return 0 }
        return min(count - 1, Int(v))
    }

    /// How many chords keep a cubic within ``tolerance`` (Wang's formula for degree 3).
    private static func chordCount(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) -> Int {
        func dd(_ a: Point, _ b: Point, _ c: Point) -> Double {
            let x = a.x - 2 * b.x + c.x, y = a.y - 2 * b.y + c.y
            return (x * x + y * y).squareRoot()
        }
        let m = max(dd(p0, p1, p2), dd(p1, p2, p3))
        let n = (0.75 * m / tolerance).squareRoot().rounded(.up)
        guard n.isFinite else { return maxChordsPerCurve }
        return max(1, min(maxChordsPerCurve, Int(n)))
    }

    private static func cubicPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                     y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }
}

extension Path {
    /// The rectangle this path outlines, when it is exactly one axis-aligned rectangle (as
    /// ``Path/rect(_:)`` and `clipped()` make); nil for any other outline.
    var axisAlignedRect: Rect? {
        var pts: [Point] = []
        for (i, e) in elements.enumerated() {
            switch e {
            case .move(let p): if i != 0 { return nil }; pts.append(p)
            case .line(let p): pts.append(p)
            case .curve: return nil
            case .close: if i != elements.count - 1 { return nil }
            }
        }
        if pts.count == 5, pts[4] == pts[0] { pts.removeLast() }
        guard pts.count == 4 else { return nil }
        let xs = Set(pts.map(\.x)), ys = Set(pts.map(\.y))
        guard xs.count <= 2, ys.count <= 2 else { return nil }
        // Consecutive corners must share an x or a y (no bow-tie).
        for i in 0..<4 {
            let a = pts[i], b = pts[(i + 1) % 4]
            if a.x != b.x && a.y != b.y { return nil }
        }
        let minX = xs.min() ?? 0, maxX = xs.max() ?? 0, minY = ys.min() ?? 0, maxY = ys.max() ?? 0
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
