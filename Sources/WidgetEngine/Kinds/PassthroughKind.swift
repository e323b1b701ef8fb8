/// A layout-neutral wrapper (`.id`, `.layoutPriority`, the container-background marker…).
package struct PassthroughKind: WrapperKind {

    package init() {}
    package func name(of node: Node) -> String { "group" }
    package func maskOutline(of node: Node, in builder: DisplayListBuilder) -> Path? { node.child?.maskOutline(builder) }
}
