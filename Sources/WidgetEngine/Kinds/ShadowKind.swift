/// `shadow`: the child drawn with a drop shadow.
package struct ShadowKind: WrapperKind {
    package let shadow: Shadow

    package init(shadow: Shadow) {
        self.shadow = shadow
    }

    package func name(of node: Node) -> String { "shadow" }
    package func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) {
        builder.items.append(.pushShadow(shadow))
        builder.emitChildren(of: node)
        builder.items.append(.pop)
    }
}
