/// A frame that aligns its one child inside itself (`frame`, fixed or flexible): placement,
/// baseline, spacing and mask outline are its child's, moved by the alignment.
package protocol ChildAligningKind: LayoutModifierKind {
    var alignment: Alignment { get }
    /// What the frame proposes its child when it places it, the frame being `frameSize`.
    func childPlacementProposal(frameSize: Size, _ p: ProposedSize, in engine: LayoutEngine) -> ProposedSize
}

extension ChildAligningKind {
    package func placeChildren(of node: Node, size: Size, at origin: Point, proposal p: ProposedSize, in engine: LayoutEngine) {
        guard let child = node.child else { return }
        let pl = childPlacement(node, p, engine)
        engine.place(child, at: Point(x: origin.x + pl.origin.x, y: origin.y + pl.origin.y), proposal: pl.proposal)
    }
    package func baseline(of node: Node, for p: ProposedSize, first: Bool, in engine: LayoutEngine) -> Double? {
        guard let child = node.child else { return nil }
        let l = childPlacement(node, p, engine)
        return engine.baseline(child, l.proposal, first: first).map { $0 + l.origin.y }
    }
    /// Frames pass their child's spacing on (OpenSwiftUI's `UnaryLayout` default).
    package func spacingText(of node: Node, edge: Edge) -> TextKind? { node.child?.spacingText(edge: edge) }
    package func maskOutline(of node: Node, in builder: DisplayListBuilder) -> Path? { node.child?.maskOutline(builder) }

    /// Where the frame puts its child, relative to the frame.
    func childPlacement(_ node: Node, _ p: ProposedSize, _ engine: LayoutEngine) -> ChildPlacement {
        guard let child = node.child else { return ChildPlacement(proposal: p, size: .zero) }
        let frameSize = engine.size(node, p)
        let cp = childPlacementProposal(frameSize: frameSize, p, in: engine)
        var pl = ChildPlacement(proposal: cp, size: engine.size(child, cp))
        pl.origin = engine.align(pl, child, in: frameSize, alignment)
        return pl
    }
}
