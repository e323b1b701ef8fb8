extension LayoutEngine {
    /// Places `node` with its top-left at `origin`, sized for proposal `p`, then its children.
    /// Frames are absolute points.
    func place(_ node: Node, at origin: Point, proposal p: ProposedSize) {
        let s = size(node, p)
        node.frame = Rect(origin: origin, size: s)
        node.proposal = p
        switch node.kind {
        case .color, .shape, .text, .image, .spacer, .divider, .symbol, .styledText:
            return
        case .stack(let axis, let alignment, let spacing):
            placeAll(node.children, stackLayout(node.children, axis: axis, alignment: alignment, spacing: spacing, p), origin)
        case .zstack(let alignment):
            placeAll(node.children, zstackLayout(node.children, alignment: alignment, p), origin)
        case .padding(let insets, _):
            guard let child = node.child else { return }
            place(child, at: Point(x: origin.x + insets.leading, y: origin.y + insets.top),
                  proposal: ProposedSize(width: p.width.map { max(0, $0 - insets.horizontal) },
                                         height: p.height.map { max(0, $0 - insets.vertical) }))
        case .frame, .flexFrame:
            guard let child = node.child else { return }
            let pl = frameChildPlacement(node, p)
            place(child, at: Point(x: origin.x + pl.origin.x, y: origin.y + pl.origin.y), proposal: pl.proposal)
        case .fixedSize:
            // Rule A3-17: sized with nil on the fixed axes, then placed at the size it measured,
            // as SwiftUI does: the "equal height" idiom `HStack { bar; VStack { … } }
            // .fixedSize(horizontal: false, vertical: true)` gives the bar the column's height.
            guard let child = node.child else { return }
            place(child, at: origin, proposal: ProposedSize(s))
        case .aspectRatio(let ratio, let mode):
            guard let child = node.child else { return }
            place(child, at: origin, proposal: aspectProposal(child, ratio: ratio, mode: mode, p))
        case .overlay(let a), .background(let a), .mask(let a):
            guard node.children.count == 2 else { node.child.map { place($0, at: origin, proposal: p) }; return }
            let primary = node.children[0], secondary = node.children[1]
            place(primary, at: origin, proposal: p)
            // Rule A4-20: the secondary view is proposed the primary's size and aligned in it.
            let q = ProposedSize(s)
            let pl = ChildPlacement(proposal: q, size: size(secondary, q))
            let o = align(pl, secondary, in: s, a)
            place(secondary, at: Point(x: origin.x + o.x, y: origin.y + o.y), proposal: q)
        case .offset(let x, let y):
            node.child.map { place($0, at: Point(x: origin.x + x, y: origin.y + y), proposal: p) }
        case .opacity, .clip, .shadow, .link, .widgetURL, .passthrough, .centeredBaseline, .transform, .effect:
            node.child.map { place($0, at: origin, proposal: p) }
        case .viewThatFits(let axes):
            let chosen = viewThatFitsChoice(node.children, axes: axes, p)
            // Only the chosen candidate is placed (and drawn); the others keep a zero frame.
            for c in node.children where c !== chosen { c.frame = Rect(origin: origin, size: .zero) }
            if let chosen { place(chosen, at: origin, proposal: p) }
        case .grid(let spec):
            let g = gridLayout(node.children, spec, p)
            for (row, (box, cells)) in zip(node.children, zip(g.rows, g.cells)) {
                let o = Point(x: origin.x + box.origin.x, y: origin.y + box.origin.y)
                guard case .gridRow = row.kind else { place(row, at: o, proposal: box.proposal); continue }
                row.frame = Rect(origin: o, size: box.size)
                row.proposal = box.proposal
                for (cell, pl) in zip(row.children, cells) {
                    place(cell, at: Point(x: origin.x + pl.origin.x, y: origin.y + pl.origin.y), proposal: pl.proposal)
                }
            }
        case .gridRow:
            placeAll(node.children, stackLayout(node.children, axis: .horizontal, alignment: .vertical(.center), spacing: nil, p), origin)
        case .lazyGrid(let spec):
            placeAll(node.children, lazyGridLayout(node.children, spec, p), origin)
        case .geometryReader(let content):
            placeGeometryReader(node, content, size: s, origin: origin)
        }
    }

    func placeAll(_ children: [Node], _ layout: ContainerLayout, _ origin: Point) {
        for (child, pl) in zip(children, layout.children) {
            place(child, at: Point(x: origin.x + pl.origin.x, y: origin.y + pl.origin.y), proposal: pl.proposal)
        }
    }
}
