/// A `Color` or gradient used as a view: fills whatever it is offered.
package struct ColorKind: LeafKind {
    package let style: AnyShapeStyle
    /// Whether it masks with its frame (a plain `Color`) rather than its alpha (a gradient).
    package let masksWithFrame: Bool

    package init(style: AnyShapeStyle, masksWithFrame: Bool) {
        self.style = style; self.masksWithFrame = masksWithFrame
    }

    package func name(of node: Node) -> String { "Color" }
    package func size(of node: Node, for p: ProposedSize, in engine: LayoutEngine) -> Size {
        p.replacingUnspecified(with: LayoutEngine.unspecifiedShapeLength)
    }
    package func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) {
        guard !frame.isEmpty else { return }
        builder.appendFill(.rect(frame), style, frame, scheme: builder.scheme(of: node))
    }
    /// A plain color masks with its frame; a gradient with its alpha.
    package func maskOutline(of node: Node, in builder: DisplayListBuilder) -> Path? {
        masksWithFrame ? .rect(builder.snapped(builder.engine.frame(of: node))) : nil
    }
}
