/// `aspectRatio(_:contentMode:)` (rule A3-18, ``LayoutEngine/aspectProposal(_:ratio:mode:_:)``).
package struct AspectRatioKind: LayoutModifierKind {
    package let ratio: Double?
    package let mode: ContentMode

    package init(ratio: Double?, mode: ContentMode) {
        self.ratio = ratio; self.mode = mode
    }

    package func name(of node: Node) -> String { "aspectRatio" }
    package func size(of node: Node, for p: ProposedSize, in engine: LayoutEngine) -> Size {
        guard let child = node.child else { return .zero }
        return engine.size(child, engine.aspectProposal(child, ratio: ratio, mode: mode, p))
    }
    package func placeChildren(of node: Node, size: Size, at origin: Point, proposal p: ProposedSize, in engine: LayoutEngine) {
        guard let child = node.child else { return }
        engine.place(child, at: origin, proposal: engine.aspectProposal(child, ratio: ratio, mode: mode, p))
    }
    package func baseline(of node: Node, for p: ProposedSize, first: Bool, in engine: LayoutEngine) -> Double? {
        node.child.flatMap { engine.baseline($0, engine.aspectProposal($0, ratio: ratio, mode: mode, p), first: first) }
    }
    package func maskOutline(of node: Node, in builder: DisplayListBuilder) -> Path? { node.child?.maskOutline(builder) }
}
