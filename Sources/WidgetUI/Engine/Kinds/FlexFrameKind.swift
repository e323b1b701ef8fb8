/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` (rule A3-15,
/// ``LayoutEngine/flexFrameSize(_:_:_:)``).
struct FlexFrameKind: LayoutModifierKind, ChildAligningKind {
    var minWidth: Double?, idealWidth: Double?, maxWidth: Double?
    var minHeight: Double?, idealHeight: Double?, maxHeight: Double?
    var alignment: Alignment

    func name(of node: Node) -> String { "frame" }
    func size(of node: Node, for p: ProposedSize, in engine: LayoutEngine) -> Size {
        engine.flexFrameSize(self, node.child, p).size
    }
    func childPlacementProposal(frameSize: Size, _ p: ProposedSize, in engine: LayoutEngine) -> ProposedSize {
        engine.flexFramePlacementProposal(self, frameSize: frameSize, p)
    }
}
