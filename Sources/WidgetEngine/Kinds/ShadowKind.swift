/// `shadow`: the child drawn with a drop shadow. Its colour resolves when it is drawn, in the
/// node's color scheme, like every other paint (one laid-out tree draws light and dark).
package struct ShadowKind: WrapperKind {
    package let color: AnyShapeStyle
    package let radius: Double
    package let x: Double
    package let y: Double

    package init(color: some ShapeStyle, radius: Double, x: Double, y: Double) {
        self.color = AnyShapeStyle(color); self.radius = radius; self.x = x; self.y = y
    }

    package func name(of node: Node) -> String { "shadow" }
    package func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) {
        let paint = color._paint(in: frame, scheme: builder.scheme(of: node))
        let resolved: RGBA = if case .color(let c) = paint { c } else { .clear }
        builder.items.append(.pushShadow(Shadow(color: resolved, radius: radius, x: x, y: y)))
        builder.emitChildren(of: node)
        builder.items.append(.pop)
    }
}
