/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` (rule A3-15,
/// ``LayoutEngine/flexFrameSize(_:_:_:)``).
package struct FlexFrameKind: LayoutModifierKind, ChildAligningKind {
    package var minWidth: Double?, idealWidth: Double?, maxWidth: Double?
    package var minHeight: Double?, idealHeight: Double?, maxHeight: Double?
    package var alignment: Alignment

    package init(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment) {
        self.minWidth = minWidth; self.idealWidth = idealWidth; self.maxWidth = maxWidth; self.minHeight = minHeight; self.idealHeight = idealHeight; self.maxHeight = maxHeight; self.alignment = alignment
    }

    package func name(of node: Node) -> String { "frame" }
    package func size(of node: Node, for p: ProposedSize, in engine: LayoutEngine) -> Size {
        engine.flexFrameSize(self, node.child, p).size
    }
    package func childPlacementProposal(frameSize: Size, _ p: ProposedSize, in engine: LayoutEngine) -> ProposedSize {
        engine.flexFramePlacementProposal(self, frameSize: frameSize, p)
    }
}
