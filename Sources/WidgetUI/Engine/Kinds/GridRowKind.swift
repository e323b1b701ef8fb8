/// `GridRow`: its cells are placed by the enclosing `Grid` (``GridKind``); outside a grid it
/// lays its cells out as an `HStack` would.
struct GridRowKind: NodeKind {
    let alignment: VerticalAlignment?

    func name(of node: Node) -> String { "GridRow" }
    func size(of node: Node, for p: ProposedSize, in engine: LayoutEngine) -> Size {
        layout(node, p, engine).size
    }
    func placeChildren(of node: Node, size: Size, at origin: Point, proposal p: ProposedSize, in engine: LayoutEngine) {
        engine.placeAll(node.children, layout(node, p, engine), origin)
    }
    func baseline(of node: Node, for p: ProposedSize, first: Bool, in engine: LayoutEngine) -> Double? { nil }
    func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) { builder.emitChildren(of: node) }

    private func layout(_ node: Node, _ p: ProposedSize, _ engine: LayoutEngine) -> ContainerLayout {
        engine.stackLayout(node.children, axis: .horizontal, alignment: .vertical(.center), spacing: nil, p)
    }
}
