import WidgetRender

/// The ink boxes of an image: what the oracle comparison measures.
///
/// Method (the same for the iOS render and ours, so glyph shapes matter less than positions):
/// 1. Background colours: every exact RGB value covering at least 12 % of the pixels (the widget
///    background, tile backgrounds). Nothing else in these widgets is that large.
/// 2. Ink: a pixel whose largest channel difference to every background colour exceeds 12/255
///    (anti-aliased edges count, in both images alike).
/// 3. Connected components of ink, 8-connected. A component one pixel thick and under 10 pt long
///    is anti-aliasing residue (the shallow tail of a continuous corner along a straight edge),
///    not an element: it is dropped.
/// 4. A component at least 40 pt wide and tall whose ink fills under 15 % of its box is a frame
///    (a tile border, a grid of borders): it stays one element.
/// 5. The other components are grouped into elements: two merge when their boxes overlap
///    vertically by half the smaller height and the horizontal gap is at most 0.6 × the smaller
///    height (the letters and words of one text line; the parts of a glyph), or when one box
///    lies inside the other. Repeated until nothing merges.
/// 6. Elements are matched one-to-one, frames with frames, nearest box centre first (within
///    20 pt, and within the element's own larger side, at least 2 pt; widths and heights within
///    3 pt or a quarter of the larger); an element's offset is the
///    largest of its four edge differences, in points. An element left unmatched, or matched to
///    one whose width or height differs by more than 2 pt (the two images grouped their ink
///    differently, as the anti-aliased arcs of a ring or the tails of a continuous corner do; or
///    the element changed size), is scored by the distance between the two inks: the largest
///    distance from its ink to our nearest ink, and from its partner's ink to the iOS render's;
///    an unmatched element with no ink of ours within 20 pt counts as infinitely far.
package struct InkElement: Hashable, CustomStringConvertible {
    package var x0: Int, y0: Int, x1: Int, y1: Int   // pixels; x1, y1 exclusive
    package var isFrame: Bool

    package var width: Int { x1 - x0 }
    package var height: Int { y1 - y0 }
    var centerX: Double { Double(x0 + x1) / 2 }
    var centerY: Double { Double(y0 + y1) / 2 }

    func union(_ o: InkElement) -> InkElement {
        InkElement(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1), isFrame: isFrame)
    }

    func contains(_ o: InkElement) -> Bool { o.x0 >= x0 && o.x1 <= x1 && o.y0 >= y0 && o.y1 <= y1 }

    package var description: String { "\(isFrame ? "frame" : "ink")[\(x0),\(y0) \(width)x\(height)]" }
}

enum InkBoxes {
    static let backgroundShare = 0.12
    static let inkThreshold: Int32 = 12

    /// The ink elements of a bitmap (premultiplied ARGB; the images compared are opaque).
    static func elements(of bitmap: Bitmap, scale: Double) -> [InkElement] {
        elements(of: runs(of: bitmap), scale: scale)
    }

    /// The ink of a bitmap as horizontal runs, row by row.
    static func runs(of bitmap: Bitmap) -> [Run] {
        let backgrounds = backgroundColors(bitmap)
        return bitmap.pixels.withUnsafeBufferPointer { px in inkRuns(px, width: bitmap.width, height: bitmap.height, backgrounds: backgrounds) }
    }

    static func elements(of runs: [Run], scale: Double) -> [InkElement] {
        group(connectedComponents(runs), scale: scale)
    }

    /// Colours covering at least ``backgroundShare`` of the image (counted on every 5th pixel).
    static func backgroundColors(_ bitmap: Bitmap) -> [UInt32] {
        var counts: [UInt32: Int] = [:]
        var sampled = 0
        bitmap.pixels.withUnsafeBufferPointer { px in
            var i = 0
            while i < px.count { counts[px[i] & 0xFFFFFF, default: 0] += 1; sampled += 1; i += 5 }
        }
        let found = counts.filter { Double($0.value) >= backgroundShare * Double(sampled) }.map(\.key).sorted()
        if found.isEmpty, let top = counts.max(by: { ($0.value, $0.key) < ($1.value, $1.key) }) { return [top.key] }
        return found
    }

    /// A horizontal run of ink pixels: row `y`, columns `x0..<x1`.
    struct Run { var y: Int32, x0: Int32, x1: Int32 }

    private static func isInk(_ p: UInt32, _ backgrounds: [UInt32]) -> Bool {
        for b in backgrounds {
            let dr = abs(Int32((p >> 16) & 0xFF) - Int32((b >> 16) & 0xFF))
            let dg = abs(Int32((p >> 8) & 0xFF) - Int32((b >> 8) & 0xFF))
            let db = abs(Int32(p & 0xFF) - Int32(b & 0xFF))
            if max(dr, dg, db) <= inkThreshold { return false }
        }
        return true
    }

    private static func inkRuns(_ px: UnsafeBufferPointer<UInt32>, width w: Int, height h: Int, backgrounds: [UInt32]) -> [Run] {
        var runs: [Run] = []
        var cache: (pixel: UInt32, ink: Bool) = (px.first ?? 0, px.first.map { isInk($0, backgrounds) } ?? false)
        for y in 0..<h {
            var start = -1
            for x in 0...w {
                var ink = false
                if x < w {
                    let p = px[y * w + x] & 0xFFFFFF
                    if p != cache.pixel { cache = (p, isInk(p, backgrounds)) }
                    ink = cache.ink
                }
                if ink, start < 0 { start = x }
                if !ink, start >= 0 { runs.append(Run(y: Int32(y), x0: Int32(start), x1: Int32(x))); start = -1 }
            }
        }
        return runs
    }

    private struct Component { var x0: Int, y0: Int, x1: Int, y1: Int, count: Int }

    /// Union-find over runs: runs on consecutive rows that touch, diagonals included, connect.
    private static func connectedComponents(_ runs: [Run]) -> [Component] {
        var parent = Array(0..<runs.count)
        func find(_ i: Int) -> Int {
            var r = i
            while parent[r] != r { r = parent[r] }
            var c = i
            while parent[c] != r { let next = parent[c]; parent[c] = r; c = next }
            return r
        }
        var previous = 0..<0   // runs of the row above
        var i = 0
        while i < runs.count {
            var j = i
            while j < runs.count, runs[j].y == runs[i].y { j += 1 }
            if previous.upperBound > 0, let firstAbove = previous.first, runs[firstAbove].y == runs[i].y - 1 {
                var k = previous.lowerBound
                for r in i..<j {
                    while k < previous.upperBound, runs[k].x1 < runs[r].x0 { k += 1 }
                    var m = k
                    while m < previous.upperBound, runs[m].x0 <= runs[r].x1 {
                        let a = find(r), b = find(m)
                        if a != b { parent[max(a, b)] = min(a, b) }
                        m += 1
                    }
                }
            }
            previous = i..<j
            i = j
        }
        var byRoot: [Int: Component] = [:]
        for (k, run) in runs.enumerated() {
            let r = find(k), x0 = Int(run.x0), x1 = Int(run.x1), y = Int(run.y)
            if var c = byRoot[r] {
                c.x0 = min(c.x0, x0); c.x1 = max(c.x1, x1); c.y0 = min(c.y0, y); c.y1 = max(c.y1, y + 1); c.count += x1 - x0
                byRoot[r] = c
            } else {
                byRoot[r] = Component(x0: x0, y0: y, x1: x1, y1: y + 1, count: x1 - x0)
            }
        }
        return byRoot.sorted { $0.key < $1.key }.map(\.value)
    }

    private static func group(_ components: [Component], scale: Double) -> [InkElement] {
        let frameSide = Int(40 * scale)
        var frames: [InkElement] = []
        var blobs: [InkElement] = []
        let residueLength = Int(10 * scale)
        for c in components {
            let e = InkElement(x0: c.x0, y0: c.y0, x1: c.x1, y1: c.y1, isFrame: false)
            if min(e.width, e.height) == 1, max(e.width, e.height) < residueLength { continue }
            let density = Double(c.count) / Double(e.width * e.height)
            if e.width >= frameSide, e.height >= frameSide, density < 0.15 {
                frames.append(InkElement(x0: c.x0, y0: c.y0, x1: c.x1, y1: c.y1, isFrame: true))
            } else {
                blobs.append(e)
            }
        }
        var merged = true
        while merged {
            merged = false
            outer: for i in blobs.indices {
                for j in blobs.indices where j > i && belongTogether(blobs[i], blobs[j]) {
                    blobs[i] = blobs[i].union(blobs[j])
                    blobs.remove(at: j)
                    merged = true
                    break outer
                }
            }
        }
        return frames + blobs
    }

    private static func belongTogether(_ a: InkElement, _ b: InkElement) -> Bool {
        if a.contains(b) || b.contains(a) { return true }
        let overlap = min(a.y1, b.y1) - max(a.y0, b.y0)
        guard Double(overlap) >= 0.5 * Double(min(a.height, b.height)) else { return false }
        let gap = max(a.x0, b.x0) - min(a.x1, b.x1)
        return Double(gap) <= 0.6 * Double(min(a.height, b.height))
    }
}

/// One oracle element against ours.
package struct InkMatch {
    package var oracle: InkElement
    package var ours: InkElement?
    /// Edge differences in points (ours − oracle): left, top, right, bottom.
    package var edges: [Double]
    /// For an unmatched element: the largest distance from its ink to ours, in points.
    package var coverDistance: Double?
    /// The largest edge difference in points; for an unmatched element its ``coverDistance``.
    package var offset: Double { edges.map(abs).max() ?? coverDistance ?? .infinity }
}

enum InkComparison {
    static let matchRadius = 20.0

    /// Matched elements whose widths or heights differ by more than this (points) were grouped
    /// differently, or changed size: they are scored by their ink distance.
    static let sizeTolerance = 2.0

    /// Whether two sides (pixels) could be the same element's: within 3 pt or a quarter of the larger.
    static func alike(_ a: Int, _ b: Int, _ scale: Double) -> Bool {
        Double(abs(a - b)) <= max(3 * scale, 0.25 * Double(max(a, b)))
    }

    /// Matches oracle elements to ours, nearest centres first, kinds kept apart, sizes alike.
    static func match(oracle: [InkElement], ours: [InkElement], scale: Double) -> (matches: [InkMatch], extra: [InkElement]) {
        var pairs: [(d: Double, o: Int, u: Int)] = []
        for (i, a) in oracle.enumerated() {
            for (j, b) in ours.enumerated() where a.isFrame == b.isFrame && alike(a.width, b.width, scale) && alike(a.height, b.height, scale) {
                let d = ((a.centerX - b.centerX) * (a.centerX - b.centerX) + (a.centerY - b.centerY) * (a.centerY - b.centerY)).squareRoot() / scale
                if d <= min(matchRadius, max(2, Double(max(a.width, a.height)) / scale)) { pairs.append((d, i, j)) }
            }
        }
        pairs.sort { ($0.d, $0.o, $0.u) < ($1.d, $1.o, $1.u) }
        var takenO = Set<Int>(), takenU = Set<Int>()
        var result = oracle.map { InkMatch(oracle: $0, ours: nil, edges: []) }
        for p in pairs where !takenO.contains(p.o) && !takenU.contains(p.u) {
            takenO.insert(p.o); takenU.insert(p.u)
            let a = oracle[p.o], b = ours[p.u]
            result[p.o].ours = b
            result[p.o].edges = [b.x0 - a.x0, b.y0 - a.y0, b.x1 - a.x1, b.y1 - a.y1].map { Double($0) / scale }
        }
        let extra = ours.enumerated().filter { !takenU.contains($0.offset) }.map(\.element)
        return (result, extra)
    }
}

/// Distances from every pixel to the nearest ink pixel (two-pass chamfer, 1 and √2 steps).
struct InkDistanceField {
    let width: Int, height: Int
    private var d: [Float]

    init(runs: [InkBoxes.Run], width: Int, height: Int) {
        self.width = width; self.height = height
        d = [Float](repeating: .infinity, count: max(0, width * height))
        for r in runs where Int(r.y) < height { for x in stride(from: Int(r.x0), to: min(Int(r.x1), width), by: 1) { d[Int(r.y) * width + x] = 0 } }
        let diagonal = Float(2).squareRoot()
        for y in 0..<height {
            for x in 0..<width {
                var v = d[y * width + x]
                if x > 0 { v = min(v, d[y * width + x - 1] + 1) }
                if y > 0 {
                    v = min(v, d[(y - 1) * width + x] + 1)
                    if x > 0 { v = min(v, d[(y - 1) * width + x - 1] + diagonal) }
                    if x + 1 < width { v = min(v, d[(y - 1) * width + x + 1] + diagonal) }
                }
                d[y * width + x] = v
            }
        }
        for y in stride(from: height - 1, through: 0, by: -1) {
            for x in stride(from: width - 1, through: 0, by: -1) {
                var v = d[y * width + x]
                if x + 1 < width { v = min(v, d[y * width + x + 1] + 1) }
                if y + 1 < height {
                    v = min(v, d[(y + 1) * width + x] + 1)
                    if x + 1 < width { v = min(v, d[(y + 1) * width + x + 1] + diagonal) }
                    if x > 0 { v = min(v, d[(y + 1) * width + x - 1] + diagonal) }
                }
                d[y * width + x] = v
            }
        }
    }

    /// The largest distance (pixels) from the ink of `runs` inside `box` to this field's ink.
    func farthest(_ runs: [InkBoxes.Run], in box: InkElement) -> Double {
        var worst: Float = 0
        for r in runs where Int(r.y) >= box.y0 && Int(r.y) < box.y1 {
            let y = Int(r.y)
            for x in stride(from: max(Int(r.x0), box.x0), to: min(Int(r.x1), box.x1), by: 1) {
                // Past our image's edge (it is smaller): the nearest pixel inside, plus the way out.
                let cx = min(x, width - 1), cy = min(y, height - 1)
                guard cx >= 0, cy >= 0 else { return .infinity }
                worst = max(worst, d[cy * width + cx] + Float(max(x - cx, y - cy)))
            }
        }
        return Double(worst)
    }
}
