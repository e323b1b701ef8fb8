/// What a `Grid` was declared with.
struct GridKind: NodeKind {
    var alignment: Alignment
    var horizontalSpacing: Double?
    var verticalSpacing: Double?

    func name(of node: Node) -> String { "Grid" }
    func size(of node: Node, for p: ProposedSize, in engine: LayoutEngine) -> Size {
        engine.gridLayout(node.children, self, p).size
    }
    /// Rows are placed in the boxes the grid gave them; a `GridRow`'s cells where the grid's
    /// columns put them.
    func placeChildren(of node: Node, size: Size, at origin: Point, proposal p: ProposedSize, in engine: LayoutEngine) {
        let g = engine.gridLayout(node.children, self, p)
        for (row, (box, cells)) in zip(node.children, zip(g.rows, g.cells)) {
            let o = Point(x: origin.x + box.origin.x, y: origin.y + box.origin.y)
            guard row.kind(GridRowKind.self) != nil else { engine.place(row, at: o, proposal: box.proposal); continue }
            row.frame = Rect(origin: o, size: box.size)
            row.proposal = box.proposal
            for (cell, pl) in zip(row.children, cells) {
                engine.place(cell, at: Point(x: origin.x + pl.origin.x, y: origin.y + pl.origin.y), proposal: pl.proposal)
            }
        }
    }
    func baseline(of node: Node, for p: ProposedSize, first: Bool, in engine: LayoutEngine) -> Double? { nil }
    func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) { builder.emitChildren(of: node) }
}
