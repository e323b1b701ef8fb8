/// A `Color` or gradient used as a view: fills whatever it is offered.
struct ColorKind: LeafKind {
    let style: AnyShapeStyle

    func name(of node: Node) -> String { "Color" }
    func size(of node: Node, for p: ProposedSize, in engine: LayoutEngine) -> Size {
        p.replacingUnspecified(with: LayoutEngine.unspecifiedShapeLength)
    }
    func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) {
        guard !frame.isEmpty else { return }
        builder.appendFill(.rect(frame), style, frame, scheme: builder.scheme(of: node))
    }
    /// A plain color masks with its frame; a gradient with its alpha.
    func maskOutline(of node: Node, in builder: DisplayListBuilder) -> Path? {
        style.base is Color ? .rect(builder.snapped(node.frame)) : nil
    }
}
