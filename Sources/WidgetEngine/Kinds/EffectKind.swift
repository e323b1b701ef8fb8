/// `blur`, `brightness`, `saturation`, `blendMode`, `compositingGroup`…: the child drawn in a
/// layer with the effect; layout-neutral.
package struct EffectKind: WrapperKind {
    package let effect: LayerEffect

    package init(effect: LayerEffect) {
        self.effect = effect
    }

    package func name(of node: Node) -> String { "\(effect)" }
    /// A layer effect does not pass their child's text spacing on.
    package func spacingText(of node: Node, edge: Edge) -> TextKind? { nil }
    package func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) {
        builder.items.append(.pushEffect(effect))
        builder.emitChildren(of: node)
        builder.items.append(.pop)
    }
}
