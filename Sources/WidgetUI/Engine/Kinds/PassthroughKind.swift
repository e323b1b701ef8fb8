/// A layout-neutral wrapper (`.id`, `.layoutPriority`, the container-background marker…).
struct PassthroughKind: WrapperKind {
    func name(of node: Node) -> String { "group" }
    func spacingText(of node: Node, edge: Edge) -> TextKind? { node.child?.spacingText(edge: edge) }
    func maskOutline(of node: Node, in builder: DisplayListBuilder) -> Path? { node.child?.maskOutline(builder) }
}
