/// A `GeometryReader`'s content, resolved when its size is known.
struct GeometryContent {
    /// Resolves the content for a proxy; captures the environment of the declaration.
    let build: (GeometryProxy) -> [Node]
    /// What the latest resolution reported; ``WidgetLayout`` adds it to its diagnostics.
    let diagnostics: DiagnosticBox
}

/// Diagnostics collected while laying out (content resolved late, such as a GeometryReader's).
final class DiagnosticBox {
    var items: [Diagnostic] = []
}

extension LayoutEngine {
    /// Rule G-2: the content is resolved with the reader's size and placed at its top-leading
    /// corner, proposed the whole size (iOS 14 and later; Apple's GeometryReader docs: "the
    /// geometry reader's content is aligned to its top-leading corner" as of iOS 14 release notes).
    func placeGeometryReader(_ node: Node, _ content: GeometryContent, size: Size, origin: Point) {
        let proxy = GeometryProxy(size: size, globalFrame: Rect(origin: origin, size: size))
        node.children = content.build(proxy)
        let q = ProposedSize(size)
        // Several views in the content stack as in a ZStack at top-leading.
        for child in node.children { place(child, at: origin, proposal: q) }
    }
}
