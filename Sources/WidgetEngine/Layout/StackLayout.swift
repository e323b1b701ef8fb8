/// One child's share of a stack: the proposal it was given, the size it chose, and its origin
/// relative to the container.
struct ChildPlacement {
    var proposal: ProposedSize
    var size: Size
    var origin: Point = .zero
}

struct ContainerLayout {
    var size: Size
    var children: [ChildPlacement]
}

extension LayoutEngine {
    /// HStack and VStack (rules A2-5 … A2-10).
    ///
    /// 1. Free space is the proposed length minus the spacing between children (A2-5), which
    ///    for `spacing: nil` is decided per pair (A2-11, ``defaultGap(between:and:axis:)``).
    /// 2. Children are grouped by layout priority, highest first; `Spacer`s form the lowest
    ///    group (priority −∞, A2-12).
    /// 3. Before a group is sized, the minimum lengths of all lower groups are set aside (A2-8).
    /// 4. Inside a group, the least flexible child (max − min length) goes first and is offered
    ///    an equal share of what is left; what it takes is subtracted (A2-6, A2-7).
    /// 5. Children keep the sizes they choose, even when the stack overflows (A2-9); the stack's
    ///    length is their sum plus spacing, and its cross length comes from the alignment (A2-10).
    func stackLayout(_ children: [Node], axis: Axis, alignment: StackAlignment, spacing: Double?,
                     _ p: ProposedSize) -> ContainerLayout {
        guard !children.isEmpty else { return ContainerLayout(size: .zero, children: []) }
        // The space after each child: the stack's spacing, or the default for that pair.
        let gaps = children.indices.dropLast().map { i in spacing ?? defaultGap(between: children[i], and: children[i + 1], axis: axis) }
        let totalSpacing = gaps.reduce(0, +)
        let cross = axis.other
        var placements = [ChildPlacement](repeating: ChildPlacement(proposal: .unspecified, size: .zero), count: children.count)

        func proposal(_ main: Double?) -> ProposedSize {
            var q = ProposedSize.unspecified
            q[axis] = main
            q[cross] = p[cross]
            return q
        }

        if let proposedMain = p[axis], proposedMain.isFinite {
            let mins = children.map { size($0, proposal(0))[axis] }
            let maxs = children.map { size($0, proposal(.infinity))[axis] }
            var remaining = proposedMain - totalSpacing
            var minOfLowerGroups = mins.reduce(0, +)
            let priorities = Set(children.map(\.layoutPriority)).sorted(by: >)
            for priority in priorities {
                let group = children.indices.filter { children[$0].layoutPriority == priority }
                minOfLowerGroups -= group.reduce(0) { $0 + mins[$1] }
                var groupRemaining = remaining - minOfLowerGroups
                let ordered = group.sorted { (maxs[$0] - mins[$0], $0) < (maxs[$1] - mins[$1], $1) }
                var count = Double(ordered.count)
                for i in ordered {
                    let offer = max(0, groupRemaining / count)
                    let q = proposal(offer)
                    let s = size(children[i], q)
                    placements[i] = ChildPlacement(proposal: q, size: s)
                    groupRemaining -= s[axis]
                    count -= 1
                }
                remaining -= group.reduce(0) { $0 + placements[$1].size[axis] }
            }
        } else {
            // nil asks every child for its ideal length; infinity for its maximum.
            for (i, child) in children.enumerated() {
                let q = proposal(p[axis])
                placements[i] = ChildPlacement(proposal: q, size: size(child, q))
            }
        }

        // Main axis: in order, separated by the spacing.
        var cursor = 0.0
        for i in placements.indices {
            var o = Point.zero
            if axis == .horizontal { o.x = cursor } else { o.y = cursor }
            placements[i].origin = o
            cursor += placements[i].size[axis] + (i < gaps.count ? gaps[i] : 0)
        }
        // Cross axis: bring the children's alignment guides together. A child asked for its
        // maximum may be infinitely long across (`.frame(maxWidth: .infinity)` in a VStack
        // measured for an HStack): its guide is not finite, it spans the whole cross length, and
        // the stack is infinitely long too (``alignedOffsets(_:)``).
        let guides = children.indices.map { crossGuide(children[$0], placements[$0], alignment) }
        let lead = Self.alignmentLead(guides)
        var crossLength = 0.0
        for i in placements.indices {
            let offset = Self.alignedOffset(guides[i], lead: lead)
            if axis == .horizontal { placements[i].origin.y = offset } else { placements[i].origin.x = offset }
            crossLength = max(crossLength, offset + placements[i].size[cross])
        }
        return ContainerLayout(size: Size(main: cursor, cross: crossLength, axis: axis), children: placements)
    }

    private func crossGuide(_ child: Node, _ pl: ChildPlacement, _ alignment: StackAlignment) -> Double {
        switch alignment {
        case .horizontal(let h): return horizontalGuide(h, width: pl.size.width)
        case .vertical(let v): return verticalGuide(v, child, pl)
        }
    }

    /// Where each child goes so that the alignment guides `guides` line up: the largest finite
    /// guide is the container's, and a child whose guide is not finite (it is infinitely long
    /// on that axis, asked for its maximum) starts at 0. Without this, ∞ − ∞ made the offset
    /// NaN, which `max` then dropped, so a lone flexible child measured 0 long: an HStack gave
    /// `VStack { Text(…).frame(maxWidth: .infinity) }` no more than an equal share, where
    /// SwiftUI gives it all the room the other children leave (rule A2-7: its maximum is ∞).
    static func alignedOffsets(_ guides: [Double]) -> [Double] {
        let lead = alignmentLead(guides)
        return guides.map { alignedOffset($0, lead: lead) }
    }

    /// The container's guide: the largest finite guide (0 when there is none).
    static func alignmentLead(_ guides: [Double]) -> Double {
        var lead = -Double.infinity
        for g in guides where g.isFinite && g > lead { lead = g }
        return lead.isFinite ? lead : 0
    }

    /// The offset of a child whose guide is `guide` (0 when it is not finite).
    static func alignedOffset(_ guide: Double, lead: Double) -> Double { guide.isFinite ? lead - guide : 0 }

    /// ZStack (rule A2-13): every child gets the same proposal; they are aligned by the stack's
    /// alignment and the stack is the union of their frames.
    func zstackLayout(_ children: [Node], alignment: Alignment, _ p: ProposedSize) -> ContainerLayout {
        var placements = children.map { ChildPlacement(proposal: p, size: size($0, p)) }
        let hGuides = placements.map { horizontalGuide(alignment.horizontal, width: $0.size.width) }
        let vGuides = children.indices.map { verticalGuide(alignment.vertical, children[$0], placements[$0]) }
        let hLead = Self.alignmentLead(hGuides), vLead = Self.alignmentLead(vGuides)
        var w = 0.0, h = 0.0
        for i in placements.indices {
            placements[i].origin = Point(x: Self.alignedOffset(hGuides[i], lead: hLead), y: Self.alignedOffset(vGuides[i], lead: vLead))
            w = max(w, placements[i].origin.x + placements[i].size.width)
            h = max(h, placements[i].origin.y + placements[i].size.height)
        }
        return ContainerLayout(size: Size(width: w, height: h), children: placements)
    }

    // MARK: Alignment guides (rules A5-22, A5-23)

    func horizontalGuide(_ a: HorizontalAlignment, width: Double) -> Double {
        switch a {
        case .leading: return 0
        case .center: return width / 2
        case .trailing: return width
        }
    }

    func verticalGuide(_ a: VerticalAlignment, _ node: Node, _ pl: ChildPlacement) -> Double {
        switch a {
        case .top: return 0
        case .center: return pl.size.height / 2
        case .bottom: return pl.size.height
        case .firstTextBaseline: return baseline(node, pl.proposal, first: true) ?? pl.size.height
        case .lastTextBaseline: return baseline(node, pl.proposal, first: false) ?? pl.size.height
        }
    }

    /// The first or last text baseline of `node` laid out for proposal `p`, from its top; nil
    /// when it holds no text (the guide then falls on the bottom edge, rule A5-22).
    func baseline(_ node: Node, _ p: ProposedSize, first: Bool) -> Double? {
        node.baseline(p, first: first, self)
    }

    /// The first (last) child baseline among placed children, from the container's top.
    func childBaseline(_ children: [Node], _ placements: [ChildPlacement], first: Bool) -> Double? {
        let order = first ? Array(children.indices) : Array(children.indices.reversed())
        for i in order {
            if let b = baseline(children[i], placements[i].proposal, first: first) { return placements[i].origin.y + b }
        }
        return nil
    }

    /// The origin that aligns a child's guides with the container's (rule A3-14: a child larger
    /// than its frame is centered and not clipped).
    func align(_ pl: ChildPlacement, _ child: Node, in container: Size, _ a: Alignment) -> Point {
        let x = horizontalGuide(a.horizontal, width: container.width) - horizontalGuide(a.horizontal, width: pl.size.width)
        let containerV: Double
        switch a.vertical {
        case .firstTextBaseline, .lastTextBaseline: containerV = container.height / 2
        default: containerV = verticalGuide(a.vertical, child, ChildPlacement(proposal: pl.proposal, size: container))
        }
        let childV: Double
        switch a.vertical {
        case .firstTextBaseline, .lastTextBaseline:
            // A lone child aligned by its baseline inside a frame: center it (SwiftUI has no
            // container baseline of its own here).
            childV = pl.size.height / 2
        default: childV = verticalGuide(a.vertical, child, pl)
        }
        return Point(x: x, y: containerV - childV)
    }
}
