import Foundation
import WidgetCore

/// The pixels one opaque image is certain to overwrite, found before drawing, so the canvas
/// need not be cleared there (occlusion culling, as WebRender and Skia do for opaque layers).
///
/// A widget with a full-bleed photo background is the common case: the photo sets nearly every
/// pixel, and clearing 2 MB under it first costs a tenth of a millisecond.
///
/// The image at ``itemIndex`` qualifies when, drawn, its value at each covered pixel cannot
/// depend on what was there:
/// - its bitmap is opaque and it passes every check ``RenderPass/drawImage(_:)`` makes;
/// - the scopes open around it are clips, groups and opacities of 1: no transform, no shadow
///   layer, no effect, no translucent group, whose compositing would mix it with what is under;
/// - no `material` comes before it: a material blurs the pixels around it, so it could carry
///   uncleared pixels out of the covered area.
///
/// A covered pixel lies wholly inside the image's rectangle (Cairo fills it with the image's
/// padded pattern at full coverage) and wholly inside every enclosing clip. A clip counts only
/// when its path is one closed subpath whose outline is y-monotone (``ClipInterior``); any
/// other clip covers nothing. The rasterizer checks that the item really drew, and renders
/// again from a cleared canvas when it did not.
struct OpaqueCover: Equatable {
    /// The index of the image item in the display list.
    var itemIndex: Int
    /// Per pixel row, the covered columns `start[y] ..< end[y]` (empty when `end <= start`).
    var start: [Int32]
    var end: [Int32]

    /// How many pixels are covered.
    var pixelCount: Int { zip(start, end).reduce(0) { $0 + max(0, Int($1.1) - Int($1.0)) } }

    /// Covers smaller than this share of the canvas are not worth the analysis.
    static let minimumShare = 0.25

    /// The cover of the list's top-level opaque image with the largest rectangle on the canvas
    /// (the last of equals, usually the background drawn over a backdrop), or nil.
    static func find(_ items: [DisplayItem], scale: Double, width: Int, height: Int, limit: Double) -> OpaqueCover? {
        guard scale.isFinite, scale > 0, width > 0, height > 0 else { return nil }
        // Per open scope: its clip path (nil for others), and whether an image inside cannot
        // cover through it.
        var scopes: [(clip: Path?, blocks: Bool)] = []
        var blocked = 0
        var best: (index: Int, rect: Rect, clips: [Path], area: Double)?
        let canvasArea = Double(width) * Double(height)
        for (index, item) in items.enumerated() {
            switch item {
            case .material:
                return best.flatMap { make($0.index, $0.rect, clips: $0.clips, width: width, height: height, scale: scale) }
            case .pushClip(let path):
                scopes.append((path, false))
            case .pushGroup:
                scopes.append((nil, false))
            case .pushOpacity(let alpha):
                let passthrough = alpha >= 1  // NaN is false: drawn as 0
                scopes.append((nil, !passthrough))
                if !passthrough { blocked += 1 }
            case .pushShadow, .pushTransform, .pushEffect:
                scopes.append((nil, true)); blocked += 1
            case .pop:
                if let scope = scopes.popLast(), scope.blocks { blocked -= 1 }
            case .image(let draw):
                guard blocked == 0, let rect = drawnPixels(draw, scale: scale, limit: limit) else { continue }
                let visible = rect.intersection(Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
                let area = visible.isEmpty ? 0 : visible.width * visible.height
                guard area >= minimumShare * canvasArea, area >= (best?.area ?? 0) else { continue }
                best = (index, rect, scopes.compactMap(\.clip), area)
            case .fill, .stroke, .glyphs, .vector:
                continue
            }
        }
        return best.flatMap { make($0.index, $0.rect, clips: $0.clips, width: width, height: height, scale: scale) }
    }

    /// The device-pixel rectangle an opaque image item fills, or nil when it is not opaque or
    /// ``RenderPass/drawImage(_:)`` would skip it.
    static func drawnPixels(_ draw: ImageDraw, scale: Double, limit: Double) -> Rect? {
        let r = draw.rect
        guard RenderPass.imageIsDrawable(draw, scale: scale, limit: limit), draw.bitmap.isOpaque else { return nil }
        return Rect(x: r.minX * scale, y: r.minY * scale, width: r.width * scale, height: r.height * scale)
    }

    /// The cover of the image at `index`, drawn into the device-pixel rectangle `rect` inside `clips`.
    private static func make(_ index: Int, _ rect: Rect, clips: [Path], width: Int, height: Int, scale: Double) -> OpaqueCover? {
        // Whole pixels inside the rectangle: Cairo rounds device coordinates to 1/256 px, which
        // never moves an edge past the integer that ceil/floor picks.
        let x0 = max(0, rect.minX.rounded(.up)), x1 = min(Double(width), rect.maxX.rounded(.down))
        let y0 = max(0, rect.minY.rounded(.up)), y1 = min(Double(height), rect.maxY.rounded(.down))
        guard x0 < x1, y0 < y1 else { return nil }
        var start = [Int32](repeating: 0, count: height), end = [Int32](repeating: 0, count: height)
        for y in Int(y0)..<Int(y1) { start[y] = Int32(x0); end[y] = Int32(x1) }
        for clip in clips {
            guard ClipInterior.narrow(start: &start, end: &end, to: clip, scale: scale, width: width) else { return nil }
        }
        let cover = OpaqueCover(itemIndex: index, start: start, end: end)
        return Double(cover.pixelCount) >= minimumShare * Double(width) * Double(height) ? cover : nil
    }
}

/// The inside of one closed path whose outline is y-monotone (a rectangle, rounded rectangle,
/// ellipse or capsule): every horizontal line crosses it twice, so each row's inside is one
/// span, between the left chain and the right chain. In device pixels, shrunk by a margin.
struct ClipInterior {
    /// Chords per cubic segment.
    static let chordsPerCurve = 16
    /// Cairo flattens curves to within 0.1 device pixels of the true curve (the rasterizer's
    /// tolerance), on either side.
    static let cairoTolerance = 0.1

    /// The outline's edges, each with how far from it a covered pixel must stay: 0 for a
    /// straight edge of the path (Cairo keeps it to 1/256 px, which ceil and floor absorb); for
    /// a chord of a curve, the chord's distance from the curve plus Cairo's, plus a little.
    private var edges: [(x0: Double, y0: Double, x1: Double, y1: Double, isLeft: Bool, margin: Double)] = []
    private var minY = Double.infinity, maxY = -Double.infinity

    private struct Key: Hashable, Sendable {
        var path: Path
        var scale: UInt64
        var width, height: Int
    }

    /// Per pixel row, the columns wholly inside `path` (within `0..<width`), or nil when the
    /// path is not one closed y-monotone subpath. Kept per process: a widget's mask and its
    /// background's clip are the same on every render, and working them out costs more than
    /// the clearing they save.
    static func spans(of path: Path, scale: Double, width: Int, height: Int) -> (start: [Int32], end: [Int32])? {
        cache.value(for: Key(path: path, scale: scale.bitPattern, width: width, height: height)) {
            guard let interior = ClipInterior(path, scale: scale) else { return nil }
            var start = [Int32](repeating: 0, count: height), end = [Int32](repeating: Int32(clamping: width), count: height)
            interior.intersect(start: &start, end: &end)
            return (start, end)
        }
    }

    private static let cache = ProcessMemo<Key, (start: [Int32], end: [Int32])?>(limit: 64)

    /// Narrows each row's span `start[y] ..< end[y]` (one per row of a canvas `width` pixels
    /// wide) to the pixels wholly inside `path`; false, leaving them as they were, when the
    /// inside of `path` is not known.
    static func narrow(start: inout [Int32], end: inout [Int32], to path: Path, scale: Double, width: Int) -> Bool {
        guard let inside = spans(of: path, scale: scale, width: width, height: start.count) else { return false }
        for y in start.indices {
            start[y] = max(start[y], inside.start[y])
            end[y] = min(end[y], inside.end[y])
        }
        return true
    }

    /// Nil unless `path` is one closed, y-monotone subpath whose coordinates are finite and
    /// within the rasterizer's limit (beyond it they are clamped, which reshapes the outline).
    init?(_ path: Path, scale: Double) {
        let limit = RenderPass.limit(scale: scale)
        func within(_ p: Point) -> Bool { abs(p.x) <= limit && abs(p.y) <= limit }  // false for NaN
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): guard within(p) else { return nil }
            case .curve(let c1, let c2, let p): guard within(c1), within(c2), within(p) else { return nil }
            case .close: break
            }
        }
        var chords: [(point: Point, curved: Bool)] = []  // curved: the edge arriving here is a chord
        var chordError = 0.0
        var current: Point?
        let device = { (p: Point) in Point(x: p.x * scale, y: p.y * scale) }
        for (i, element) in path.elements.enumerated() {
            switch element {
            case .move(let p):
                guard i == 0 else { return nil }
                current = device(p); chords.append((device(p), false))
            case .line(let p):
                guard current != nil else { return nil }
                current = device(p); chords.append((device(p), false))
            case .curve(let c1, let c2, let p):
                guard let p0 = current else { return nil }
                let (p1, p2, p3) = (device(c1), device(c2), device(p))
                for k in 1...Self.chordsPerCurve {
                    chords.append((Self.cubic(p0, p1, p2, p3, Double(k) / Double(Self.chordsPerCurve)), true))
                }
                // A chord over a parameter step h is within h²/8 · max|B''| of the curve, and
                // |B''| ≤ 6 · the largest second difference of the control points.
                let d1 = hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
                let d2 = hypot(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y)
                let h = 1 / Double(Self.chordsPerCurve)
                chordError = max(chordError, h * h / 8 * 6 * max(d1, d2))
                current = p3
            case .close:
                guard i == path.elements.count - 1 else { return nil }
            }
        }
        chords = Self.withoutRepeats(chords)
        guard chords.count >= 3, chords.allSatisfy({ $0.point.x.isFinite && $0.point.y.isFinite }), chordError.isFinite else { return nil }
        let curveMargin = chordError + Self.cairoTolerance + 0.05
        // y-monotone: going round, the vertical direction changes exactly twice.
        var directions: [Bool] = []  // true: down
        var area = 0.0
        for (i, (a, _)) in chords.enumerated() {
            let b = chords[(i + 1) % chords.count].point
            area += a.x * b.y - b.x * a.y
            if a.y != b.y, directions.last != (b.y > a.y) { directions.append(b.y > a.y) }
        }
        if directions.count > 1, directions.first == directions.last { directions.removeLast() }
        guard directions.count == 2, area != 0 else { return nil }
        // With positive area (clockwise on screen, y down) the edges going down are the right
        // chain.
        for (i, (a, _)) in chords.enumerated() {
            let (b, curved) = chords[(i + 1) % chords.count]
            minY = min(minY, a.y); maxY = max(maxY, a.y)
            // The closing edge is straight: the point it arrives at is the first, a move.
            let margin = curved && i + 1 < chords.count ? curveMargin : 0
            guard a.y != b.y || margin > 0 else { continue }  // a straight horizontal edge bounds rows through minY/maxY
            edges.append((a.x, a.y, b.x, b.y, (b.y > a.y) != (area > 0), margin))
        }
    }

    /// Narrows each row's span to the pixels wholly inside.
    func intersect(start: inout [Int32], end: inout [Int32]) {
        let height = start.count
        var lo = [Double](repeating: -.infinity, count: height), hi = [Double](repeating: .infinity, count: height)
        for e in edges {
            // A pixel row must keep `margin` from the edge: over the rows within that reach, the
            // edge's extreme x bounds the inside (on a y-monotone chain the largest left x, or
            // smallest right x, over a row is at one of its edges' ends).
            let m = e.margin
            let ya = min(e.y0, e.y1) - m, yb = max(e.y0, e.y1) + m
            let first = max(0, Int(ya.rounded(.down))), last = min(height - 1, Int(yb.rounded(.up)) - 1)
            guard first <= last else { continue }
            for y in first...last {
                let r0 = max(Double(y) - m, min(e.y0, e.y1)), r1 = min(Double(y + 1) + m, max(e.y0, e.y1))
                guard r0 <= r1 else { continue }
                let xa = e.y1 == e.y0 ? e.x0 : e.x0 + (e.x1 - e.x0) * (r0 - e.y0) / (e.y1 - e.y0)
                let xb = e.y1 == e.y0 ? e.x1 : e.x0 + (e.x1 - e.x0) * (r1 - e.y0) / (e.y1 - e.y0)
                if e.isLeft { lo[y] = max(lo[y], max(xa, xb) + m) } else { hi[y] = min(hi[y], min(xa, xb) - m) }
            }
        }
        for y in 0..<height {
            guard Double(y) >= minY, Double(y + 1) <= maxY, lo[y].isFinite, hi[y].isFinite else {
                end[y] = start[y]; continue
            }
            let a = lo[y].rounded(.up), b = hi[y].rounded(.down)
            guard a < b else { end[y] = start[y]; continue }
            start[y] = max(start[y], Int32(clamping: Int(a)))
            end[y] = min(end[y], Int32(clamping: Int(b)))
        }
    }

    private static func cubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The points less those within a millionth of a pixel of the one before (a path closed on
    /// its start point, rounding error included).
    private static func withoutRepeats(_ points: [(point: Point, curved: Bool)]) -> [(point: Point, curved: Bool)] {
        func same(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6 }
        var out: [(point: Point, curved: Bool)] = []
        for p in points where !(out.last.map { same($0.point, p.point) } ?? false) { out.append(p) }
        while out.count > 1, let first = out.first, let last = out.last, same(first.point, last.point) { out.removeLast() }
        return out
    }
}
