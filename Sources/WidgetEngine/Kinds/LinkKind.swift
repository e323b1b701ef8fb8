import Foundation

/// A `Link`, or with `intent` a `Button(intent:)`/`Toggle(intent:)` (its App Intent's type
/// name; the URL is then `LinkRegion/intentURL(_:)`): a tappable region.
package struct LinkKind: WrapperKind {
    package let url: URL
    package var intent: String? = nil

    package init(url: URL, intent: String? = nil) {
        self.url = url; self.intent = intent
    }

    package func name(of node: Node) -> String { intent.map { "Button(intent: \($0))" } ?? "Link(\(url.absoluteString))" }
    package func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) {
        let index = builder.recordLink(node, url: url, intent: intent, frame: frame, hidden: false)
        builder.withOpenLink(index) { $0.emitChildren(of: node) }
    }
    package func recordHiddenLinks(under node: Node, into builder: inout DisplayListBuilder) {
        let index = builder.recordLink(node, url: url, intent: intent, frame: builder.snapped(builder.engine.frame(of: node)), hidden: true)
        builder.withOpenLink(index) { b in node.children.forEach { b.recordHiddenLinks($0) } }
    }
    /// `widgetURL`s inside a link are declared in it.
    package func collectWidgetURLs(under node: Node, onRoot: Bool, link: Int?, into collector: inout WidgetURLCollector) {
        let inner = collector.linkIndex(of: node) ?? link
        node.children.forEach { collector.walk($0, onRoot: false, link: inner) }
    }
}
