/// `Divider`: a hairline across its stack.
struct DividerKind: LeafKind {
    let axis: Axis
    let color: RGBA

    func name(of node: Node) -> String { "Divider" }
    /// One device pixel thick, as long as offered.
    func size(of node: Node, for p: ProposedSize, in engine: LayoutEngine) -> Size {
        let thickness = 1 / max(1, engine.scale)
        return axis == .horizontal ? Size(width: p.width ?? 0, height: thickness) : Size(width: thickness, height: p.height ?? 0)
    }
    func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) {
        if !frame.isEmpty { builder.items.append(.fill(.rect(frame), .color(color))) }
    }
}
