/// `background`: the secondary view drawn under the primary.
package struct BackgroundKind: SecondaryContentKind {
    package let alignment: Alignment

    package init(alignment: Alignment) {
        self.alignment = alignment
    }
    package func name(of node: Node) -> String { "background" }
    package func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) {
        node.children.reversed().forEach { builder.emitNode($0) }
    }
}
