/// `widgetURL`: the URL a tap outside any link opens; collected in pre-order by
/// ``WidgetURLCollector`` (paint order differs for backgrounds).
struct WidgetURLKind: WrapperKind {
    let url: URL

    func name(of node: Node) -> String { "widgetURL(\(url.absoluteString))" }
    func collectWidgetURLs(under node: Node, onRoot: Bool, link: Int?, into collector: inout WidgetURLCollector) {
        collector.found.append(WidgetURLDeclaration(url: url, path: node.path, enclosingLink: link, isOnRootView: onRoot))
        node.children.forEach { collector.walk($0, onRoot: onRoot, link: link) }
    }
    func spacingText(of node: Node, edge: Edge) -> TextKind? { node.child?.spacingText(edge: edge) }
}
