/// What a `LazyVGrid` (axis vertical: columns across, rows down) or `LazyHGrid` (axis
/// horizontal: rows down, columns across) was declared with.
struct LazyGridKind: NodeKind {
    var axis: Axis
    var items: [GridItem]
    /// Where the tracks sit across the grid (`LazyVGrid(alignment:)` is horizontal).
    var alignment: Alignment
    var spacing: Double?

    func name(of node: Node) -> String { axis == .vertical ? "LazyVGrid" : "LazyHGrid" }
    func size(of node: Node, for p: ProposedSize, in engine: LayoutEngine) -> Size {
        engine.lazyGridLayout(node.children, self, p).size
    }
    func placeChildren(of node: Node, size: Size, at origin: Point, proposal p: ProposedSize, in engine: LayoutEngine) {
        engine.placeAll(node.children, engine.lazyGridLayout(node.children, self, p), origin)
    }
    func baseline(of node: Node, for p: ProposedSize, first: Bool, in engine: LayoutEngine) -> Double? { nil }
    func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) { builder.emitChildren(of: node) }
}
