extension LayoutEngine {
    /// Track sizes across a lazy grid (rules LG-1 … LG-3), the documented `GridItem` sizes
    /// (https://developer.apple.com/documentation/swiftui/griditem/size-swift.enum):
    /// 1. `.fixed(w)` tracks are `w` wide; spacing after each track is its item's `spacing`
    ///    (default 8 pt, rule A2-11), none after the last.
    /// 2. `.flexible(minimum:maximum:)` tracks share what fixed tracks leave equally, each held
    ///    to its bounds; a track held at a bound gives the rest back to the others.
    /// 3. `.adaptive(minimum:maximum:)` becomes as many tracks as fit at `minimum` ("multiple
    ///    items in the space of a single flexible item"), sharing its space equally, each at
    ///    most `maximum`; at least one.
    /// With no length offered, flexible tracks take their minimum (SwiftUI's default 10).
    func lazyGridTracks(_ items: [GridItem], length: Double?) -> [(size: Double, spacing: Double, alignment: Alignment?)] {
        func gap(_ i: GridItem) -> Double { i.spacing ?? Self.defaultSpacing }
        let fixedTotal = items.reduce(0.0) { total, i in
            if case .fixed(let w) = i.size { return total + max(0, w) }
            return total
        }
        let spacingTotal = items.dropLast().reduce(0.0) { $0 + gap($1) }
        var free = max(0, (length ?? 0) - fixedTotal - spacingTotal)
        // Flexible and adaptive items share the free space; a flexible item held at a bound
        // leaves the share, and the rest is split again.
        var shares = [Double?](repeating: nil, count: items.count)
        var open = items.indices.filter { if case .fixed = items[$0].size { return false }; return true }
        var settled = false
        while !settled, !open.isEmpty {
            settled = true
            let share = free / Double(open.count)
            for i in open {
                guard case .flexible(let lo, let hi) = items[i].size else { continue }
                let clamped = length == nil ? lo : max(lo, min(hi, share))
                if clamped != share || length == nil {
                    shares[i] = clamped
                    free -= clamped
                    open.removeAll { $0 == i }
                    settled = false
                    break
                }
            }
        }
        let rest = open.isEmpty ? 0 : max(0, free) / Double(open.count)
        var out: [(Double, Double, Alignment?)] = []
        for (i, item) in items.enumerated() {
            let trailing = i == items.count - 1 ? 0 : gap(item)
            switch item.size {
            case .fixed(let w):
                out.append((max(0, w), trailing, item.alignment))
            case .flexible(let lo, _):
                out.append((shares[i] ?? max(lo, rest), trailing, item.alignment))
            case .adaptive(let lo, let hi):
                let space = length == nil ? lo : rest
                let g = gap(item)
                let n = max(1, Int(((space + g) / (max(1, lo) + g)).rounded(.down)))
                let each = min(hi, max(0, (space - g * Double(n - 1)) / Double(n)))
                for k in 0..<n { out.append((length == nil ? lo : each, k == n - 1 ? trailing : g, item.alignment)) }
            }
        }
        return out
    }

    /// `LazyVGrid` / `LazyHGrid` (rule LG-4): tracks across as above, filled in order; each
    /// line (row of a `LazyVGrid`) is as long as its longest cell proposed the track's width and
    /// a nil length; cells are aligned in their box by their item's alignment (default
    /// `.center`). Lines are `spacing` apart (default 8). The grid takes the whole offered
    /// length across (it is flexible that way, as a `ScrollView`'s content is) and aligns its
    /// tracks in it with `alignment`.
    func lazyGridLayout(_ children: [Node], _ spec: LazyGridKind, _ p: ProposedSize) -> ContainerLayout {
        let across = spec.axis == .vertical ? Axis.horizontal : Axis.vertical
        let along = spec.axis
        let offered = p[across].flatMap { $0.isFinite ? $0 : nil }
        let tracks = lazyGridTracks(spec.items, length: offered)
        guard !tracks.isEmpty, !children.isEmpty else {
            return ContainerLayout(size: Size(main: 0, cross: offered ?? 0, axis: along), children: [])
        }
        let tracksLength = tracks.reduce(0) { $0 + $1.size + $1.spacing }
        let crossLength = max(offered ?? tracksLength, tracksLength)
        let crossGuide = across == .horizontal ? horizontalGuide(spec.alignment.horizontal, width: crossLength) - horizontalGuide(spec.alignment.horizontal, width: tracksLength)
            : (crossLength - tracksLength) * (spec.alignment.vertical == .top ? 0 : spec.alignment.vertical == .bottom ? 1 : 0.5)
        var starts: [Double] = []
        var pos = crossGuide
        for t in tracks { starts.append(pos); pos += t.size + t.spacing }
        let lineGap = spec.spacing ?? Self.defaultSpacing

        var placements: [ChildPlacement] = []
        var offset = 0.0
        var index = 0
        while index < children.count {
            let line = Array(children[index..<min(children.count, index + tracks.count)])
            var proposals: [ProposedSize] = []
            var sizes: [Size] = []
            for (k, child) in line.enumerated() {
                var q = ProposedSize.unspecified
                q[across] = tracks[k].size
                proposals.append(q)
                sizes.append(size(child, q))
            }
            let lineLength = sizes.map { $0[along] }.max() ?? 0
            for (k, child) in line.enumerated() {
                var box = Size.zero
                box[across] = tracks[k].size
                box[along] = lineLength
                let o = align(ChildPlacement(proposal: proposals[k], size: sizes[k]), child, in: box, tracks[k].alignment ?? .center)
                var origin = Point.zero
                if across == .horizontal { origin = Point(x: starts[k] + o.x, y: offset + o.y) } else { origin = Point(x: offset + o.x, y: starts[k] + o.y) }
                placements.append(ChildPlacement(proposal: proposals[k], size: sizes[k], origin: origin))
            }
            offset += lineLength + lineGap
            index += tracks.count
        }
        return ContainerLayout(size: Size(main: max(0, offset - lineGap), cross: crossLength, axis: along), children: placements)
    }
}
