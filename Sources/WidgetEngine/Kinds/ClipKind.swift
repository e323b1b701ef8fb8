/// `clipShape`, `clipped`, `cornerRadius`: the child drawn inside a shape.
package struct ClipKind: WrapperKind {
    package let path: @Sendable (Rect) -> Path
    package let name: String

    package init(path: @escaping @Sendable (Rect) -> Path, name: String) {
        self.path = path; self.name = name
    }

    package func name(of node: Node) -> String { "clip" }
    package func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) {
        builder.withClip(path(frame)) { $0.emitChildren(of: node) }
    }
}
