import WidgetCore

/// What the clips open around a draw are known to contain, so that a draw lying wholly inside
/// them can be made without them.
///
/// Cairo composites every draw under a curved clip (a widget's rounded mask) through a mask of
/// that clip, rasterized for the draw's extents, even where the clip covers every pixel: for
/// the text of a widget that is most of its cost. A pixel wholly inside every open clip has a
/// clip coverage of exactly 1, and multiplying by 1 changes nothing, so where a draw's pixels
/// all lie inside, drawing it unclipped gives the same bytes.
///
/// The inside is known only for clips ``ClipInterior`` can bound (one closed y-monotone path:
/// rectangles, rounded rectangles, ellipses, capsules) opened directly on the canvas, with no
/// transform, group, shadow layer or effect around them; anything else makes it unknown until
/// its pop, and draws there keep their clips.
struct ClipElision {
    enum State {
        /// No clip is open: there is nothing to leave out.
        case unclipped
        /// Per pixel row, the columns `start[y] ..< end[y]` wholly inside every open clip.
        case inside(start: [Int32], end: [Int32])
        /// Some open scope or clip is not understood.
        case unknown
    }

    private(set) var state = State.unclipped
    private var saved: [State] = []
    let scale: Double
    let width: Int
    let height: Int

    init(scale: Double, width: Int, height: Int) {
        self.scale = scale; self.width = width; self.height = height
    }

    /// A clip on `path` was opened.
    mutating func pushClip(_ path: Path) {
        let next: State
        switch state {
        case .unknown:
            next = .unknown
        case .unclipped:
            next = ClipInterior.spans(of: path, scale: scale, width: width, height: height)
                .map { .inside(start: $0.start, end: $0.end) } ?? .unknown
        case .inside(var start, var end):
            if let inner = ClipInterior.spans(of: path, scale: scale, width: width, height: height) {
                for y in 0..<height {
                    start[y] = max(start[y], inner.start[y])
                    end[y] = min(end[y], inner.end[y])
                }
                next = .inside(start: start, end: end)
            } else {
                next = .unknown
            }
        }
        saved.append(state)
        state = next
    }

    /// A scope that leaves drawing on the canvas as it is (a group, an opacity of 1) was opened.
    mutating func pushPassthrough() { saved.append(state) }

    /// A transform, translucent group, shadow layer or effect was opened.
    mutating func pushOther() {
        saved.append(state)
        state = .unknown
    }

    mutating func pop() { state = saved.popLast() ?? .unclipped }

    /// Whether the open clips can be left out for a draw whose ink lies within `box`, in points
    /// on the canvas: some clip is open and every pixel the box touches, widened by `margin`
    /// device pixels on each side, is wholly inside all of them.
    func canSkipClips(for box: Rect, margin: Double) -> Bool {
        guard case .inside(let start, let end) = state else { return false }
        let x0 = box.minX * scale - margin, x1 = box.maxX * scale + margin
        let y0 = box.minY * scale - margin, y1 = box.maxY * scale + margin
        guard x0.isFinite, x1.isFinite, y0.isFinite, y1.isFinite, x0 <= x1, y0 <= y1,
              y0 >= 0, y0 < Double(height), y1 <= Double(height), x0 >= 0, x1 <= Double(width) else { return false }
        let left = Int32(x0.rounded(.down)), right = Int32(x1.rounded(.up))
        let top = Int(y0.rounded(.down)), bottom = max(top + 1, Int(y1.rounded(.up)))
        for y in top..<bottom {
            guard start[y] <= left, right <= end[y] else { return false }
        }
        return true
    }
}
