/// What a `Grid` was declared with.
package struct GridKind: NodeKind {
    package var alignment: Alignment
    package var horizontalSpacing: Double?
    package var verticalSpacing: Double?

    package init(alignment: Alignment, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil) {
        self.alignment = alignment; self.horizontalSpacing = horizontalSpacing; self.verticalSpacing = verticalSpacing
    }

    package func name(of node: Node) -> String { "Grid" }
    package func size(of node: Node, for p: ProposedSize, in engine: LayoutEngine) -> Size {
        engine.gridLayout(node.children, self, p).size
    }
    /// Rows are placed in the boxes the grid gave them; a `GridRow`'s cells where the grid's
    /// columns put them.
    package func placeChildren(of node: Node, size: Size, at origin: Point, proposal p: ProposedSize, in engine: LayoutEngine) {
        let g = engine.gridLayout(node.children, self, p)
        for (row, (box, cells)) in zip(node.children, zip(g.rows, g.cells)) {
            let o = Point(x: origin.x + box.origin.x, y: origin.y + box.origin.y)
            guard row.kind(GridRowKind.self) != nil else { engine.place(row, at: o, proposal: box.proposal); continue }
            engine.table.setPlacement(Rect(origin: o, size: box.size), proposal: box.proposal, of: row)
            for (cell, pl) in zip(row.children, cells) {
                engine.place(cell, at: Point(x: origin.x + pl.origin.x, y: origin.y + pl.origin.y), proposal: pl.proposal)
            }
        }
    }
    package func baseline(of node: Node, for p: ProposedSize, first: Bool, in engine: LayoutEngine) -> Double? { nil }
    package func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) { builder.emitChildren(of: node) }
}
