/// `shadow`: the child drawn with a drop shadow.
struct ShadowKind: WrapperKind {
    let shadow: Shadow

    func name(of node: Node) -> String { "shadow" }
    func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) {
        builder.items.append(.pushShadow(shadow))
        builder.emitChildren(of: node)
        builder.items.append(.pop)
    }
    func spacingText(of node: Node, edge: Edge) -> TextKind? { node.child?.spacingText(edge: edge) }
}
