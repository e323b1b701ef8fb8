/// What a `LazyVGrid` (axis vertical: columns across, rows down) or `LazyHGrid` (axis
/// horizontal: rows down, columns across) was declared with.
package struct LazyGridKind: NodeKind {
    package var axis: Axis
    package var items: [GridItem]
    /// Where the tracks sit across the grid (`LazyVGrid(alignment:)` is horizontal).
    package var alignment: Alignment
    package var spacing: Double?

    package init(axis: Axis, items: [GridItem], alignment: Alignment, spacing: Double? = nil) {
        self.axis = axis; self.items = items; self.alignment = alignment; self.spacing = spacing
    }

    package func name(of node: Node) -> String { axis == .vertical ? "LazyVGrid" : "LazyHGrid" }
    package func size(of node: Node, for p: ProposedSize, in engine: LayoutEngine) -> Size {
        engine.lazyGridLayout(node.children, self, p).size
    }
    package func placeChildren(of node: Node, size: Size, at origin: Point, proposal p: ProposedSize, in engine: LayoutEngine) {
        engine.placeAll(node.children, engine.lazyGridLayout(node.children, self, p), origin)
    }
    package func baseline(of node: Node, for p: ProposedSize, first: Bool, in engine: LayoutEngine) -> Double? { nil }
    package func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) { builder.emitChildren(of: node) }
}
