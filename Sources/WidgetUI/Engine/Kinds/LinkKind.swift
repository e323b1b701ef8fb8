/// A `Link`, or with `intent` a `Button(intent:)`/`Toggle(intent:)` (its App Intent's type
/// name; the URL is then `LinkRegion/intentURL(_:)`): a tappable region.
struct LinkKind: WrapperKind {
    let url: URL
    var intent: String? = nil

    func name(of node: Node) -> String { intent.map { "Button(intent: \($0))" } ?? "Link(\(url.absoluteString))" }
    func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) {
        let index = builder.recordLink(node, url: url, intent: intent, frame: frame, hidden: false)
        builder.withOpenLink(index) { $0.emitChildren(of: node) }
    }
    func recordHiddenLinks(under node: Node, into builder: inout DisplayListBuilder) {
        let index = builder.recordLink(node, url: url, intent: intent, frame: builder.snapped(node.frame), hidden: true)
        builder.withOpenLink(index) { b in node.children.forEach { b.recordHiddenLinks($0) } }
    }
    /// `widgetURL`s inside a link are declared in it.
    func collectWidgetURLs(under node: Node, onRoot: Bool, link: Int?, into collector: inout WidgetURLCollector) {
        let inner = collector.linkIndex(of: node) ?? link
        node.children.forEach { collector.walk($0, onRoot: false, link: inner) }
    }
    func spacingText(of node: Node, edge: Edge) -> TextKind? { node.child?.spacingText(edge: edge) }
}
