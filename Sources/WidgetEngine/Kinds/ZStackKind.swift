/// `ZStack` (layout in ``LayoutEngine/zstackLayout(_:alignment:_:)``).
package struct ZStackKind: NodeKind {
    package let alignment: Alignment

    package init(alignment: Alignment) {
        self.alignment = alignment
    }

    package func name(of node: Node) -> String { "ZStack" }
    package func size(of node: Node, for p: ProposedSize, in engine: LayoutEngine) -> Size {
        engine.zstackLayout(node.children, alignment: alignment, p).size
    }
    package func placeChildren(of node: Node, size: Size, at origin: Point, proposal p: ProposedSize, in engine: LayoutEngine) {
        engine.placeAll(node.children, engine.zstackLayout(node.children, alignment: alignment, p), origin)
    }
    package func baseline(of node: Node, for p: ProposedSize, first: Bool, in engine: LayoutEngine) -> Double? {
        engine.childBaseline(node.children, engine.zstackLayout(node.children, alignment: alignment, p).children, first: first)
    }
    package func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) { builder.emitChildren(of: node) }
    /// A stack's children are not the root view.
    package func collectWidgetURLs(under node: Node, onRoot: Bool, link: Int?, into collector: inout WidgetURLCollector) {
        node.children.forEach { collector.walk($0, onRoot: false, link: link) }
    }
}
