extension LayoutEngine {
    /// Places `node` with its top-left at `origin`, sized for proposal `p`, then its children
    /// (as its kind places them). Frames are absolute points.
    func place(_ node: Node, at origin: Point, proposal p: ProposedSize) {
        let s = size(node, p)
        // Resolution refuses non-finite frame, padding and offset values, and stacks give an
        // infinitely flexible child a finite share: a NaN or infinite frame here is a layout bug.
        assert(origin.x.isFinite && origin.y.isFinite && s.width.isFinite && s.height.isFinite,
               "non-finite frame \(origin) \(s) for \(node.name) proposed \(p)")
        table.setPlacement(Rect(origin: origin, size: s), proposal: p, of: node)
        node.placeChildren(size: s, at: origin, proposal: p, self)
    }

    func placeAll(_ children: [Node], _ layout: ContainerLayout, _ origin: Point) {
        for (child, pl) in zip(children, layout.children) {
            place(child, at: Point(x: origin.x + pl.origin.x, y: origin.y + pl.origin.y), proposal: pl.proposal)
        }
    }
}
