/// `GridRow`: its cells are placed by the enclosing `Grid` (``GridKind``); outside a grid it
/// lays its cells out as an `HStack` would.
package struct GridRowKind: NodeKind {
    package let alignment: VerticalAlignment?

    package init(alignment: VerticalAlignment?) {
        self.alignment = alignment
    }

    package func name(of node: Node) -> String { "GridRow" }
    package func size(of node: Node, for p: ProposedSize, in engine: LayoutEngine) -> Size {
        layout(node, p, engine).size
    }
    package func placeChildren(of node: Node, size: Size, at origin: Point, proposal p: ProposedSize, in engine: LayoutEngine) {
        engine.placeAll(node.children, layout(node, p, engine), origin)
    }
    package func baseline(of node: Node, for p: ProposedSize, first: Bool, in engine: LayoutEngine) -> Double? { nil }
    package func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) { builder.emitChildren(of: node) }

    private func layout(_ node: Node, _ p: ProposedSize, _ engine: LayoutEngine) -> ContainerLayout {
        engine.stackLayout(node.children, axis: .horizontal, alignment: .vertical(.center), spacing: nil, p)
    }
}
