/// `background`: the secondary view drawn under the primary.
struct BackgroundKind: SecondaryContentKind {
    let alignment: Alignment
    func name(of node: Node) -> String { "background" }
    func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) {
        node.children.reversed().forEach { builder.emitNode($0) }
    }
}
