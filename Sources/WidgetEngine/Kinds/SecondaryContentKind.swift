/// A view paired with a secondary one (`overlay`, `background`, `mask`): children[0] is the
/// primary view, whose size, baseline and priority the pair takes; children[1] the secondary.
package protocol SecondaryContentKind: WrapperKind {
    var alignment: Alignment { get }
}

extension SecondaryContentKind {
    package func placeChildren(of node: Node, size: Size, at origin: Point, proposal p: ProposedSize, in engine: LayoutEngine) {
        guard node.children.count == 2 else { node.child.map { engine.place($0, at: origin, proposal: p) }; return }
        let primary = node.children[0], secondary = node.children[1]
        engine.place(primary, at: origin, proposal: p)
        // Rule A4-20: the secondary view is proposed the primary's size and aligned in it.
        let q = ProposedSize(size)
        let pl = ChildPlacement(proposal: q, size: engine.size(secondary, q))
        let o = engine.align(pl, secondary, in: size, alignment)
        engine.place(secondary, at: Point(x: origin.x + o.x, y: origin.y + o.y), proposal: q)
    }
    /// The secondary view is not the root view.
    package func collectWidgetURLs(under node: Node, onRoot: Bool, link: Int?, into collector: inout WidgetURLCollector) {
        node.children.first.map { collector.walk($0, onRoot: onRoot, link: link) }
        node.children.dropFirst().forEach { collector.walk($0, onRoot: false, link: link) }
    }
}
