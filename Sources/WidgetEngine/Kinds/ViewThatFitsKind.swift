/// `ViewThatFits`: children are the candidates, in order; only the chosen one is placed and
/// drawn (``LayoutEngine/viewThatFitsChoice(_:axes:_:)``).
package struct ViewThatFitsKind: NodeKind {
    package let axes: Axis.Set

    package init(axes: Axis.Set) {
        self.axes = axes
    }

    package func name(of node: Node) -> String { "ViewThatFits" }
    package func size(of node: Node, for p: ProposedSize, in engine: LayoutEngine) -> Size {
        engine.viewThatFitsChoice(node.children, axes: axes, p).map { engine.size($0, p) } ?? .zero
    }
    package func placeChildren(of node: Node, size: Size, at origin: Point, proposal p: ProposedSize, in engine: LayoutEngine) {
        let chosen = engine.viewThatFitsChoice(node.children, axes: axes, p)
        // The others keep a zero frame.
        for c in node.children where c !== chosen { engine.table.setFrame(Rect(origin: origin, size: .zero), of: c) }
        if let chosen { engine.place(chosen, at: origin, proposal: p) }
    }
    package func baseline(of node: Node, for p: ProposedSize, first: Bool, in engine: LayoutEngine) -> Double? {
        engine.viewThatFitsChoice(node.children, axes: axes, p).flatMap { engine.baseline($0, p, first: first) }
    }
    package func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) {
        builder.engine.viewThatFitsChoice(node.children, axes: axes, builder.engine.proposal(of: node)).map { builder.emitNode($0) }
    }
    /// Only the candidate shown declares its widgetURL.
    package func collectWidgetURLs(under node: Node, onRoot: Bool, link: Int?, into collector: inout WidgetURLCollector) {
        collector.engine.viewThatFitsChoice(node.children, axes: axes, collector.engine.proposal(of: node)).map { collector.walk($0, onRoot: false, link: link) }
    }
}
