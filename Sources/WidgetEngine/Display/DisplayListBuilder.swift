import Foundation

/// Turns placed nodes into display items in paint order (rule A1-2: frames snapped to pixels).
package struct DisplayListBuilder {
    let engine: LayoutEngine
    let scheme: ColorScheme
    var items: [DisplayItem] = []
    var links: [LinkRegion] = []
    var widgetURLs: [WidgetURLDeclaration] = []
    var diagnostics: [Diagnostic] = []
    /// The action of each `Link`-kind node that has one (an App Intent), by region index.
    var actions: [Int: any Sendable] = [:]
    /// Bounding rectangles of the clips in force, each cut by the one below.
    private var clips: [Rect] = []
    /// The exact outlines of the clips in force, outermost first.
    private var clipPaths: [Path] = []
    /// Region indices of the `Link`s being drawn, outermost first.
    private var openLinks: [Int] = []
    /// Region index of each `Link` node, to place `widgetURL`s inside links.
    private var linkIndexByNode: [ObjectIdentifier: Int] = [:]

    init(engine: LayoutEngine, scheme: ColorScheme, bounds: Rect) {
        self.engine = engine; self.scheme = scheme; self.clips = [bounds]
    }

    func snapped(_ r: Rect) -> Rect { r.snapped(toScale: engine.scale) }

    /// Draws a root `node` and its subtree, then collects its `widgetURL`s in pre-order
    /// (once the links, which they may sit in, are known).
    mutating func emit(_ node: Node) {
        emitNode(node)
        collectWidgetURLs(node)
    }

    mutating func emitNode(_ node: Node) {
        guard let group = node.displayGroup else { return emitContent(node) }
        items.append(.pushGroup(group))
        emitContent(node)
        items.append(.pop)
    }

    private mutating func emitContent(_ node: Node) {
        let frame = snapped(engine.frame(of: node))
        if node.isRedacted, let placeholder = node.placeholderItems(frame: frame, self) {
            items += placeholder
            return
        }
        node.draw(frame: frame, into: &self)
    }

    mutating func emitChildren(of node: Node) {
        for child in node.children { emitNode(child) }
    }

    /// The color scheme `node` draws in: its own, else the render's.
    func scheme(of node: Node) -> ColorScheme { node.colorScheme ?? scheme }

    /// Draws `body` inside the link at region `index` (links opened in it nest in it).
    mutating func withOpenLink(_ index: Int, _ body: (inout DisplayListBuilder) -> Void) {
        openLinks.append(index)
        body(&self)
        openLinks.removeLast()
    }

    mutating func withClip(_ path: Path, _ body: (inout DisplayListBuilder) -> Void) {
        items.append(.pushClip(path))
        let bounds = path.boundingRect
        clips.append(clips.last.map { $0.intersection(bounds) } ?? bounds)
        clipPaths.append(path)
        body(&self)
        clipPaths.removeLast()
        clips.removeLast()
        items.append(.pop)
    }

    /// Appends a `Link`'s region: its frame cut by the clips in force, nested in the open links.
    mutating func recordLink(_ node: Node, url: URL, intent: String? = nil, frame: Rect, hidden: Bool) -> Int {
        let visible = clips.last.map { frame.intersection($0) } ?? frame
        let index = links.count
        links.append(LinkRegion(url: url, frame: frame, visibleFrame: visible, path: node.path,
                                clipPaths: clipPaths, enclosingLink: openLinks.last, isHidden: hidden, intent: intent))
        linkIndexByNode[ObjectIdentifier(node)] = index
        if let action = node.action { actions[index] = action }
        return index
    }

    /// Records the links under an `opacity(0)` as hidden, without drawing anything.
    mutating func recordHiddenLinks(_ node: Node) {
        node.recordHiddenLinks(into: &self)
    }

    /// Collects the `widgetURL`s in depth-first pre-order (rule 37), noting for each the link
    /// it is declared in and whether it sits on the root view (see ``WidgetURLDeclaration``).
    /// A mask's content is not part of the view's hierarchy of taps and is skipped; hidden
    /// views keep their `widgetURL` (SwiftUI preferences flow from invisible views too).
    private mutating func collectWidgetURLs(_ root: Node) {
        var collector = WidgetURLCollector(engine: engine, linkIndexByNode: linkIndexByNode)
        collector.walk(root, onRoot: true, link: nil)
        widgetURLs += collector.found
    }

    /// A mask's outline when it has one (a shape or a color, through layout wrappers); nil when
    /// the mask must be drawn as an alpha mask.
    func maskOutline(_ mask: Node) -> Path? { mask.maskOutline(self) }

    /// `mask`: a shape or color masks with its outline (a clip, exact for links too); any other
    /// view (a gradient, text, an image, a stroked shape) masks with its alpha: the content and
    /// the mask are drawn in one layer, the mask with `DEST_IN`, inside the mask's frame.
    mutating func emitMask(content: Node, mask: Node) {
        if let outline = maskOutline(mask) {
            withClip(outline) { $0.emitNode(content) }
            return
        }
        withClip(.rect(snapped(engine.frame(of: mask)))) { b in
            b.items.append(.pushEffect(.group))
            b.emitNode(content)
            b.items.append(.pushEffect(.alphaMask))
            b.emitNode(mask)
            b.items.append(.pop)
            b.items.append(.pop)
        }
    }
}

/// Walks a placed tree for its `widgetURL`s, each kind saying which of its children are the
/// root view and which link they sit in.
package struct WidgetURLCollector {
    let engine: LayoutEngine
    let linkIndexByNode: [ObjectIdentifier: Int]
    var found: [WidgetURLDeclaration] = []

    mutating func walk(_ node: Node, onRoot: Bool, link: Int?) {
        node.collectWidgetURLs(onRoot: onRoot, link: link, into: &self)
    }

    /// The region index of a `Link` node drawn by the builder.
    func linkIndex(of node: Node) -> Int? { linkIndexByNode[ObjectIdentifier(node)] }
}
