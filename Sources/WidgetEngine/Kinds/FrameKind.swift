/// `frame(width:height:alignment:)`: a fixed length on the axes it names, the child's elsewhere.
package struct FrameKind: LayoutModifierKind, ChildAligningKind {
    package let width: Double?
    package let height: Double?
    package let alignment: Alignment

    package init(width: Double?, height: Double?, alignment: Alignment) {
        self.width = width; self.height = height; self.alignment = alignment
    }

    package func name(of node: Node) -> String { "frame" }
    package func size(of node: Node, for p: ProposedSize, in engine: LayoutEngine) -> Size {
        let cs = node.child.map { engine.size($0, childProposal(p)) } ?? .zero
        return Size(width: width ?? cs.width, height: height ?? cs.height)
    }
    package func childProposal(_ p: ProposedSize) -> ProposedSize { ProposedSize(width: width ?? p.width, height: height ?? p.height) }
    package func childPlacementProposal(frameSize: Size, _ p: ProposedSize, in engine: LayoutEngine) -> ProposedSize { childProposal(p) }
}
