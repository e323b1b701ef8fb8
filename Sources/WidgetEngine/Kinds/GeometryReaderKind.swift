/// A `GeometryReader`'s content, resolved when its size is known.
package struct GeometryReaderKind: NodeKind {
    /// Resolves the content for the reader's size and global frame (it captures the environment
    /// of the declaration).
    package let build: (Size, Rect) -> [Node]
    /// What the latest resolution reported; ``WidgetLayout`` adds it to its diagnostics.
    package let diagnostics: DiagnosticBox

    package init(build: @escaping (Size, Rect) -> [Node], diagnostics: DiagnosticBox) {
        self.build = build; self.diagnostics = diagnostics
    }

    package func name(of node: Node) -> String { "GeometryReader" }
    /// Rule G-1: a GeometryReader takes all the space offered (10 on an unspecified axis, as shapes).
    package func size(of node: Node, for p: ProposedSize, in engine: LayoutEngine) -> Size {
        p.replacingUnspecified(with: LayoutEngine.unspecifiedShapeLength)
    }
    /// Rule G-2: the content is resolved with the reader's size and placed at its top-leading
    /// corner, proposed the whole size (iOS 14 and later; Apple's GeometryReader docs: "the
    /// geometry reader's content is aligned to its top-leading corner" as of iOS 14 release notes).
    package func placeChildren(of node: Node, size: Size, at origin: Point, proposal p: ProposedSize, in engine: LayoutEngine) {
        let proxy = Rect(origin: origin, size: size)
        node.children = build(size, proxy)
        let q = ProposedSize(size)
        // Several views in the content stack as in a ZStack at top-leading.
        for child in node.children { engine.place(child, at: origin, proposal: q) }
    }
    package func baseline(of node: Node, for p: ProposedSize, first: Bool, in engine: LayoutEngine) -> Double? { nil }
    package func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) { builder.emitChildren(of: node) }
}
