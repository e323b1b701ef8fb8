import Foundation

/// `widgetURL`: the URL a tap outside any link opens; collected in pre-order by
/// ``WidgetURLCollector`` (paint order differs for backgrounds).
package struct WidgetURLKind: WrapperKind {
    package let url: URL

    package init(url: URL) {
        self.url = url
    }

    package func name(of node: Node) -> String { "widgetURL(\(url.absoluteString))" }
    package func collectWidgetURLs(under node: Node, onRoot: Bool, link: Int?, into collector: inout WidgetURLCollector) {
        collector.found.append(WidgetURLDeclaration(url: url, path: node.path, enclosingLink: link, isOnRootView: onRoot))
        node.children.forEach { collector.walk($0, onRoot: onRoot, link: link) }
    }
}
