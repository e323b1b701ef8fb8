/// `blur`, `brightness`, `saturation`, `blendMode`, `compositingGroup`…: the child drawn in a
/// layer with the effect; layout-neutral.
struct EffectKind: WrapperKind {
    let effect: LayerEffect

    func name(of node: Node) -> String { "\(effect)" }
    func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) {
        builder.items.append(.pushEffect(effect))
        builder.emitChildren(of: node)
        builder.items.append(.pop)
    }
}
