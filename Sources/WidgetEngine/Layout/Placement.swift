extension LayoutEngine {
    /// Places `node` with its top-left at `origin`, sized for proposal `p`, then its children
    /// (as its kind places them). Frames are absolute points.
    func place(_ node: Node, at origin: Point, proposal p: ProposedSize) {
        let s = size(node, p)
        table.setPlacement(Rect(origin: origin, size: s), proposal: p, of: node)
        node.placeChildren(size: s, at: origin, proposal: p, self)
    }

    func placeAll(_ children: [Node], _ layout: ContainerLayout, _ origin: Point) {
        for (child, pl) in zip(children, layout.children) {
            place(child, at: Point(x: origin.x + pl.origin.x, y: origin.y + pl.origin.y), proposal: pl.proposal)
        }
    }
}
