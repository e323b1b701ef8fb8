import WidgetCore
/// The tap structure behind ``LinkMap/target(at:)``, built once per map so that a hit test
/// reads a few numbers and allocates nothing.
///
/// Boxes are the active link regions in front-to-back order (reverse paint order, rule 40
/// step 2); a uniform grid over the canvas lists, for each cell, the boxes that overlap it, in
/// the same order; a box cut by a non-rectangular clip also lists the flattened clip outlines a
/// point must be inside of (rule 40 step 3).
struct HitIndex: Sendable {
    /// One region to hit: its rectangle (frame ∩ rectangular clips) and its exact clips.
    struct Entry {
        var bounds: Rect
        var clips: [Path]
        var region: Int
    }

    private struct Box {
        var minX, minY, maxX, maxY: Double
        var clipStart: Int32, clipEnd: Int32
        var region: Int32
    }

    private let boxes: [Box]
    private let clipRefs: [Int32]
    private let polygons: [FlatPolygon]
    private let originX: Double, originY: Double
    private let cellsPerX: Double, cellsPerY: Double
    private let columns: Int, rows: Int
    /// Boxes of cell `c` are `cellBoxes[cellStart[c] ..< cellStart[c + 1]]`, front to back.
    private let cellStart: [Int32]
    private let cellBoxes: [Int32]

    /// Builds the index over `entries`, given front to back, on a grid covering `canvas`.
    init(frontToBack entries: [Entry], canvas: Rect) {
        var boxes: [Box] = []
        var clipRefs: [Int32] = []
        var polygons: [FlatPolygon] = []
        var polygonIndex: [Path: Int32] = [:]
        for entry in entries {
            var r = entry.bounds
            var refs: [Int32] = []
            for clip in entry.clips {
                if let rect = clip.axisAlignedRect {
                    r = r.intersection(rect)
                } else if let known = polygonIndex[clip] {
                    refs.append(known)
                } else {
                    let k = Int32(polygons.count)
                    polygons.append(FlatPolygon(clip))
                    polygonIndex[clip] = k
                    refs.append(k)
                }
            }
            guard !r.isEmpty else { continue }
            let start = Int32(clipRefs.count)
            clipRefs += refs
            boxes.append(Box(minX: r.minX, minY: r.minY, maxX: r.maxX, maxY: r.maxY,
                             clipStart: start, clipEnd: Int32(clipRefs.count), region: Int32(entry.region)))
        }
        self.boxes = boxes
        self.clipRefs = clipRefs
        self.polygons = polygons

        // About two cells per box along each axis, at most 32 x 32.
        let side = max(1, min(32, Int((Double(boxes.count)).squareRoot().rounded(.up)) * 2))
        columns = canvas.width > 0 ? side : 1
        rows = canvas.height > 0 ? side : 1
        originX = canvas.minX
        originY = canvas.minY
        cellsPerX = canvas.width > 0 ? Double(columns) / canvas.width : 0
        cellsPerY = canvas.height > 0 ? Double(rows) / canvas.height : 0
        var cells = [[Int32]](repeating: [], count: columns * rows)
        for (i, b) in boxes.enumerated() {
            let c0 = Self.cell(b.minX, originX, cellsPerX, columns), c1 = Self.cell(b.maxX, originX, cellsPerX, columns)
            let r0 = Self.cell(b.minY, originY, cellsPerY, rows), r1 = Self.cell(b.maxY, originY, cellsPerY, rows)
            for row in r0...r1 {
                for col in c0...c1 { cells[row * columns + col].append(Int32(i)) }
            }
        }
        var start: [Int32] = [0]
        var flat: [Int32] = []
        for cell in cells {
            flat += cell
            start.append(Int32(flat.count))
        }
        cellStart = start
        cellBoxes = flat
    }

    /// The number of regions that can be hit.
    var count: Int { boxes.count }

    /// The frontmost region containing `p`, or nil. Does not allocate.
    func firstRegion(at p: Point) -> Int? {
        guard p.x.isFinite, p.y.isFinite, !boxes.isEmpty else { return nil }
        let col = Self.cell(p.x, originX, cellsPerX, columns), row = Self.cell(p.y, originY, cellsPerY, rows)
        let c = row * columns + col
        var k = Int(cellStart[c])
        let end = Int(cellStart[c + 1])
        while k < end {
            let b = boxes[Int(cellBoxes[k])]
            k += 1
            guard p.x >= b.minX, p.x < b.maxX, p.y >= b.minY, p.y < b.maxY else { continue }
            var inside = true
            var j = Int(b.clipStart)
            while j < Int(b.clipEnd) {
                if !polygons[Int(clipRefs[j])].contains(p) { inside = false; break }
                j += 1
            }
            if inside { return Int(b.region) }
        }
        return nil
    }

    private static func cell(_ v: Double, _ origin: Double, _ perUnit: Double, _ count: Int) -> Int {
        let x = (v - origin) * perUnit
        guard x.isFinite, x > 0 else { return 0 }
        return min(count - 1, Int(x))
    }
}
