/// `frame(width:height:alignment:)`: a fixed length on the axes it names, the child's elsewhere.
struct FrameKind: LayoutModifierKind, ChildAligningKind {
    let width: Double?
    let height: Double?
    let alignment: Alignment

    func name(of node: Node) -> String { "frame" }
    func size(of node: Node, for p: ProposedSize, in engine: LayoutEngine) -> Size {
        let cs = node.child.map { engine.size($0, childProposal(p)) } ?? .zero
        return Size(width: width ?? cs.width, height: height ?? cs.height)
    }
    func childProposal(_ p: ProposedSize) -> ProposedSize { ProposedSize(width: width ?? p.width, height: height ?? p.height) }
    func childPlacementProposal(frameSize: Size, _ p: ProposedSize, in engine: LayoutEngine) -> ProposedSize { childProposal(p) }
}
