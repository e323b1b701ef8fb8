/// `opacity`: the child drawn in a layer of that alpha.
package struct OpacityKind: WrapperKind {
    package let alpha: Double

    package init(alpha: Double) {
        self.alpha = alpha
    }

    package func name(of node: Node) -> String { "opacity" }
    /// A fully transparent view draws nothing and cannot be tapped; its links are kept,
    /// marked hidden, so the link map can say why they do nothing.
    package func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) {
        guard alpha > 0 else { builder.recordHiddenLinks(node); return }
        if alpha >= 1 { builder.emitChildren(of: node); return }
        builder.items.append(.pushOpacity(alpha))
        builder.emitChildren(of: node)
        builder.items.append(.pop)
    }
}
