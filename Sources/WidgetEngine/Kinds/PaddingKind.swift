/// `padding`: proposes its child the proposal less the insets and is the child's size plus them.
package struct PaddingKind: LayoutModifierKind {
    package let insets: EdgeInsets
    /// The edges the modifier names (SwiftUI resets their stack spacing, even at 0).
    package var edges: Edge.Set = .all

    package init(insets: EdgeInsets, edges: Edge.Set = .all) {
        self.insets = insets; self.edges = edges
    }

    package func name(of node: Node) -> String { "padding" }
    package func size(of node: Node, for p: ProposedSize, in engine: LayoutEngine) -> Size {
        guard let child = node.child else { return Size(width: max(0, insets.horizontal), height: max(0, insets.vertical)) }
        let cs = engine.size(child, engine.inset(p, insets))
        return Size(width: max(0, cs.width + insets.horizontal), height: max(0, cs.height + insets.vertical))
    }
    package func placeChildren(of node: Node, size: Size, at origin: Point, proposal p: ProposedSize, in engine: LayoutEngine) {
        guard let child = node.child else { return }
        engine.place(child, at: Point(x: origin.x + insets.leading, y: origin.y + insets.top), proposal: engine.inset(p, insets))
    }
    package func baseline(of node: Node, for p: ProposedSize, first: Bool, in engine: LayoutEngine) -> Double? {
        guard let child = node.child else { return nil }
        return engine.baseline(child, engine.inset(p, insets), first: first).map { $0 + insets.top }
    }
    /// `padding` resets the spacing of the edges it names and passes on the others.
    package func spacingText(of node: Node, edge: Edge) -> TextKind? {
        let padded = edges.contains(edge == .top ? .top : .bottom)
        return padded ? nil : node.child?.spacingText(edge: edge)
    }
    package func maskOutline(of node: Node, in builder: DisplayListBuilder) -> Path? { node.child?.maskOutline(builder) }
}
