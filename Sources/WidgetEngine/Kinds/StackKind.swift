/// `HStack` and `VStack` (layout in ``LayoutEngine/stackLayout(_:axis:alignment:spacing:_:)``).
package struct StackKind: NodeKind {
    package let axis: Axis
    package let alignment: StackAlignment
    package let spacing: Double?

    package init(axis: Axis, alignment: StackAlignment, spacing: Double?) {
        self.axis = axis; self.alignment = alignment; self.spacing = spacing
    }

    package func name(of node: Node) -> String { axis == .horizontal ? "HStack" : "VStack" }
    package func size(of node: Node, for p: ProposedSize, in engine: LayoutEngine) -> Size {
        layout(node, p, engine).size
    }
    package func placeChildren(of node: Node, size: Size, at origin: Point, proposal p: ProposedSize, in engine: LayoutEngine) {
        engine.placeAll(node.children, layout(node, p, engine), origin)
    }
    package func baseline(of node: Node, for p: ProposedSize, first: Bool, in engine: LayoutEngine) -> Double? {
        engine.childBaseline(node.children, layout(node, p, engine).children, first: first)
    }
    package func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) { builder.emitChildren(of: node) }
    /// A stack's children are not the root view.
    package func collectWidgetURLs(under node: Node, onRoot: Bool, link: Int?, into collector: inout WidgetURLCollector) {
        node.children.forEach { collector.walk($0, onRoot: false, link: link) }
    }

    private func layout(_ node: Node, _ p: ProposedSize, _ engine: LayoutEngine) -> ContainerLayout {
        engine.stackLayout(node.children, axis: axis, alignment: alignment, spacing: spacing, p)
    }
}
