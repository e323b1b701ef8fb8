/// `opacity`: the child drawn in a layer of that alpha.
struct OpacityKind: WrapperKind {
    let alpha: Double

    func name(of node: Node) -> String { "opacity" }
    /// A fully transparent view draws nothing and cannot be tapped; its links are kept,
    /// marked hidden, so the link map can say why they do nothing.
    func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) {
        guard alpha > 0 else { builder.recordHiddenLinks(node); return }
        if alpha >= 1 { builder.emitChildren(of: node); return }
        builder.items.append(.pushOpacity(alpha))
        builder.emitChildren(of: node)
        builder.items.append(.pop)
    }
    func spacingText(of node: Node, edge: Edge) -> TextKind? { node.child?.spacingText(edge: edge) }
}
