/// `Divider`: a hairline across its stack.
package struct DividerKind: LeafKind {
    package let axis: Axis
    /// The separator colour, resolved when drawn in the node's color scheme.
    package let color: AnyShapeStyle

    package init(axis: Axis, color: some ShapeStyle) {
        self.axis = axis; self.color = AnyShapeStyle(color)
    }

    package func name(of node: Node) -> String { "Divider" }
    /// One device pixel thick, as long as offered.
    package func size(of node: Node, for p: ProposedSize, in engine: LayoutEngine) -> Size {
        let thickness = 1 / max(1, engine.scale)
        return axis == .horizontal ? Size(width: p.width ?? 0, height: thickness) : Size(width: thickness, height: p.height ?? 0)
    }
    package func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) {
        if !frame.isEmpty { builder.items.append(.fill(.rect(frame), color._paint(in: frame, scheme: builder.scheme(of: node)))) }
    }
}
