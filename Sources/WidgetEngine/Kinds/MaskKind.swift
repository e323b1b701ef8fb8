/// `mask`: children[1] masks children[0]; shapes and colors mask with their outline, other
/// views with their alpha (``DisplayListBuilder/emitMask(content:mask:)``).
package struct MaskKind: SecondaryContentKind {
    package let alignment: Alignment

    package init(alignment: Alignment) {
        self.alignment = alignment
    }
    package func name(of node: Node) -> String { "mask" }
    package func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) {
        guard node.children.count == 2 else { builder.emitChildren(of: node); return }
        builder.emitMask(content: node.children[0], mask: node.children[1])
    }
    /// The mask's content has no links of its own.
    package func recordHiddenLinks(under node: Node, into builder: inout DisplayListBuilder) {
        node.children.first.map { builder.recordHiddenLinks($0) }
    }
    /// A mask's content is not part of the view's hierarchy of taps.
    package func collectWidgetURLs(under node: Node, onRoot: Bool, link: Int?, into collector: inout WidgetURLCollector) {
        node.children.first.map { collector.walk($0, onRoot: onRoot, link: link) }
    }
}
