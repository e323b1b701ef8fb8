/// `clipShape`, `clipped`, `cornerRadius`: the child drawn inside a shape.
struct ClipKind: WrapperKind {
    let path: @Sendable (Rect) -> Path
    let name: String

    func name(of node: Node) -> String { "clip" }
    func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) {
        builder.withClip(path(frame)) { $0.emitChildren(of: node) }
    }
    func spacingText(of node: Node, edge: Edge) -> TextKind? { node.child?.spacingText(edge: edge) }
}
