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
///
/// The inside is worked out only when a draw asks (most clips, around images and shapes, are
/// never asked about), and kept per open scope until its pop.
struct ClipElision {
    enum State {
        /// No clip is open: there is nothing to leave out.
        case unclipped
        /// Per pixel row, the columns `start[y] ..< end[y]` wholly inside every open clip.
        case inside(start: [Int32], end: [Int32])
        /// Some open scope or clip is not understood.
        case unknown
    }

    private enum Scope {
        /// A clip, and the box of its path's points: a draw reaching outside it is not inside.
        case clip(Path, bounds: Rect)
        /// A scope that leaves drawing on the canvas as it is (a group, an opacity of 1).
        case passthrough
        /// A transform, translucent group, shadow layer or effect.
        case other
    }

    /// The open scopes, innermost last.
    private var scopes: [Scope] = []
    /// `resolved[i]`: the state with `scopes[0...i]` open, once worked out.
    private var resolved: [State?] = []
    /// How many `.other` scopes are open: while any is, the inside is unknown.
    private var others = 0
    let scale: Double
    let width: Int
    let height: Int

    init(scale: Double, width: Int, height: Int) {
        self.scale = scale; self.width = width; self.height = height
    }

    mutating func pushClip(_ path: Path) { push(.clip(path, bounds: path.boundingRect)) }
    mutating func pushPassthrough() { push(.passthrough) }
    mutating func pushOther() { push(.other) }

    private mutating func push(_ scope: Scope) {
        scopes.append(scope)
        resolved.append(nil)
        if case .other = scope { others += 1 }
    }

    mutating func pop() {
        guard let scope = scopes.popLast() else { return }
        resolved.removeLast()
        if case .other = scope { others -= 1 }
    }

    /// The state with every open scope, worked out from the innermost one already known.
    mutating func state() -> State {
        guard others == 0 else { return .unknown }
        var known = resolved.count - 1
        while known >= 0, resolved[known] == nil { known -= 1 }
        var current = known >= 0 ? resolved[known] ?? .unknown : .unclipped
        for i in (known + 1)..<scopes.count {
            if case .clip(let path, _) = scopes[i] { current = narrowed(current, to: path) }
            resolved[i] = current
        }
        return current
    }

    /// `state` with a clip on `path` opened inside it.
    private func narrowed(_ state: State, to path: Path) -> State {
        switch state {
        case .unknown:
            return .unknown
        case .unclipped:
            return ClipInterior.spans(of: path, scale: scale, width: width, height: height)
                .map { .inside(start: $0.start, end: $0.end) } ?? .unknown
        case .inside(var start, var end):
            guard ClipInterior.narrow(start: &start, end: &end, to: path, scale: scale, width: width) else { return .unknown }
            return .inside(start: start, end: end)
        }
    }

    /// Whether some draw could be made without the open scopes: they are all clips or
    /// passthroughs, and there is at least one. Cheap; check it before measuring a draw.
    var mayElide: Bool { others == 0 && !scopes.isEmpty }

    /// Whether the open clips can be left out for a draw whose ink lies within `box`, in points
    /// on the canvas: some clip is open and every pixel the box touches, widened by `margin`
    /// device pixels on each side, is wholly inside all of them.
    mutating func canSkipClips(for box: Rect, margin: Double) -> Bool {
        guard mayElide else { return false }
        let x0 = box.minX * scale - margin, x1 = box.maxX * scale + margin
        let y0 = box.minY * scale - margin, y1 = box.maxY * scale + margin
        guard x0.isFinite, x1.isFinite, y0.isFinite, y1.isFinite, x0 <= x1, y0 <= y1,
              y0 >= 0, y0 < Double(height), y1 <= Double(height), x0 >= 0, x1 <= Double(width) else { return false }
        // A draw that reaches past a clip's box is not inside it; checking that first spares
        // working out the inside of clips that only frame what they clip (a rounded photo).
        for scope in scopes {
            guard case .clip(_, let b) = scope else { continue }
            guard b.minX * scale <= x0, x1 <= b.maxX * scale, b.minY * scale <= y0, y1 <= b.maxY * scale else { return false }
        }
        guard case .inside(let start, let end) = state() else { return false }
        let left = Int32(x0.rounded(.down)), right = Int32(x1.rounded(.up))
        let top = Int(y0.rounded(.down)), bottom = max(top + 1, Int(y1.rounded(.up)))
        for y in top..<bottom {
            guard start[y] <= left, right <= end[y] else { return false }
        }
        return true
    }
}
