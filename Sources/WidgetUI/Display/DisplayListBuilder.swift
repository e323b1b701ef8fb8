import Foundation

/// What drawing a laid-out tree produced.
public struct DrawnContent: Sendable {
    /// The display items, in paint order.
    public var items: [DisplayItem]
    /// Every `Link`, in paint order, hidden ones included.
    public var links: [LinkRegion]
    /// Every `widgetURL`, in depth-first pre-order.
    public var widgetURLs: [WidgetURLDeclaration]
    /// What drawing noticed (images that could not be loaded, clamped values…).
    public var diagnostics: [Diagnostic]
    /// The App Intent each `Button(intent:)`/`Toggle(intent:)` runs, by index in ``links``.
    public var actions: [Int: any AppIntent] = [:]
}

/// Turns placed nodes into display items in paint order (rule A1-2: frames snapped to pixels).
struct DisplayListBuilder {
    let engine: LayoutEngine
    let scheme: ColorScheme
    var items: [DisplayItem] = []
    var links: [LinkRegion] = []
    var widgetURLs: [WidgetURLDeclaration] = []
    var diagnostics: [Diagnostic] = []
    var actions: [Int: any AppIntent] = [:]
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

    var result: DrawnContent {
        DrawnContent(items: items, links: links, widgetURLs: widgetURLs, diagnostics: diagnostics, actions: actions)
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
        let frame = snapped(node.frame)
        if node.isRedacted, let placeholder = placeholderItems(node, frame) {
            items += placeholder
            return
        }
        switch node.kind {
        case .color(let style):
            if !frame.isEmpty { appendFill(.rect(frame), style, frame, scheme: node.colorScheme ?? scheme) }
        case .shape(let shape):
            emitShape(shape, frame, scheme: node.colorScheme ?? scheme)
        case .text(let t):
            let layout = engine.textLayout(t, node.proposal)
            let paint = t.style._paint(in: frame, scheme: node.colorScheme ?? scheme)
            for run in layout.glyphRuns(at: frame.origin, paint: paint) { items.append(.glyphs(run)) }
        case .styledText(let t):
            let layout = engine.styledLayout(t, node.proposal)
            items += t.drawItems(layout, at: frame.origin, scheme: node.colorScheme ?? scheme, frame: frame)
        case .image(let img):
            if let bitmap = img.bitmap, !frame.isEmpty {
                items.append(.image(ImageDraw(bitmap: bitmap, rect: frame, interpolation: img.interpolation)))
            }
        case .divider(_, let color):
            if !frame.isEmpty { items.append(.fill(.rect(frame), .color(color))) }
        case .spacer:
            break
        case .stack, .zstack, .padding, .frame, .flexFrame, .fixedSize, .aspectRatio, .offset, .passthrough:
            node.children.forEach { emitNode($0) }
        case .overlay:
            node.children.forEach { emitNode($0) }
        case .background:
            node.children.reversed().forEach { emitNode($0) }
        case .mask:
            guard node.children.count == 2 else { node.children.forEach { emitNode($0) }; return }
            emitMask(content: node.children[0], mask: node.children[1])
        case .opacity(let alpha):
            // A fully transparent view draws nothing and cannot be tapped; its links are kept,
            // marked hidden, so the link map can say why they do nothing.
            guard alpha > 0 else { recordHiddenLinks(node); return }
            if alpha >= 1 { node.children.forEach { emitNode($0) }; return }
            items.append(.pushOpacity(alpha))
            node.children.forEach { emitNode($0) }
            items.append(.pop)
        case .clip(let shape):
            withClip(shape.path(frame)) { b in node.children.forEach { b.emitNode($0) } }
        case .shadow(let s):
            items.append(.pushShadow(s))
            node.children.forEach { emitNode($0) }
            items.append(.pop)
        case .link(let url, let intent):
            let index = recordLink(node, url: url, intent: intent, frame: frame, hidden: false)
            openLinks.append(index)
            node.children.forEach { emitNode($0) }
            openLinks.removeLast()
        case .widgetURL:
            // Collected in pre-order by `collectWidgetURLs` (paint order differs for backgrounds).
            node.children.forEach { emitNode($0) }
        case .symbol(let symbol):
            emitSymbol(symbol, frame, scheme: node.colorScheme ?? scheme)
        case .transform(let effect):
            let m = effect.matrix(frame)
            if m.isIdentity { node.children.forEach { emitNode($0) }; return }
            items.append(.pushTransform(m))
            node.children.forEach { emitNode($0) }
            items.append(.pop)
        case .effect(let effect):
            items.append(.pushEffect(effect))
            node.children.forEach { emitNode($0) }
            items.append(.pop)
        case .viewThatFits(let axes):
            engine.viewThatFitsChoice(node.children, axes: axes, node.proposal).map { emitNode($0) }
        case .grid, .gridRow, .lazyGrid, .geometryReader, .centeredBaseline:
            node.children.forEach { emitNode($0) }
        }
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
    private mutating func recordLink(_ node: Node, url: URL, intent: String? = nil, frame: Rect, hidden: Bool) -> Int {
        let visible = clips.last.map { frame.intersection($0) } ?? frame
        let index = links.count
        links.append(LinkRegion(url: url, frame: frame, visibleFrame: visible, path: node.path,
                                clipPaths: clipPaths, enclosingLink: openLinks.last, isHidden: hidden, intent: intent))
        linkIndexByNode[ObjectIdentifier(node)] = index
        if let action = node.action { actions[index] = action }
        return index
    }

    /// Records the links under an `opacity(0)` as hidden, without drawing anything.
    private mutating func recordHiddenLinks(_ node: Node) {
        if case .link(let url, let intent) = node.kind {
            let index = recordLink(node, url: url, intent: intent, frame: snapped(node.frame), hidden: true)
            openLinks.append(index)
            node.children.forEach { recordHiddenLinks($0) }
            openLinks.removeLast()
            return
        }
        switch node.kind {
        case .mask: node.children.first.map { recordHiddenLinks($0) }
        default: node.children.forEach { recordHiddenLinks($0) }
        }
    }

    /// Collects the `widgetURL`s in depth-first pre-order (rule 37), noting for each the link
    /// it is declared in and whether it sits on the root view (see ``WidgetURLDeclaration``).
    /// A mask's content is not part of the view's hierarchy of taps and is skipped; hidden
    /// views keep their `widgetURL` (SwiftUI preferences flow from invisible views too).
    private mutating func collectWidgetURLs(_ root: Node) {
        var found: [WidgetURLDeclaration] = []
        let linkIndex = linkIndexByNode
        let engine = self.engine
        func walk(_ n: Node, onRoot: Bool, link: Int?) {
            switch n.kind {
            case .viewThatFits(let axes):
                // Only the candidate shown declares its widgetURL.
                engine.viewThatFitsChoice(n.children, axes: axes, n.proposal).map { walk($0, onRoot: false, link: link) }
            case .widgetURL(let url):
                found.append(WidgetURLDeclaration(url: url, path: n.path, enclosingLink: link, isOnRootView: onRoot))
                n.children.forEach { walk($0, onRoot: onRoot, link: link) }
            case .link:
                let inner = linkIndex[ObjectIdentifier(n)] ?? link
                n.children.forEach { walk($0, onRoot: false, link: inner) }
            case .stack, .zstack:
                n.children.forEach { walk($0, onRoot: false, link: link) }
            case .overlay, .background:
                n.children.first.map { walk($0, onRoot: onRoot, link: link) }
                n.children.dropFirst().forEach { walk($0, onRoot: false, link: link) }
            case .mask:
                n.children.first.map { walk($0, onRoot: onRoot, link: link) }
            default:
                n.children.forEach { walk($0, onRoot: onRoot, link: link) }
            }
        }
        walk(root, onRoot: true, link: nil)
        widgetURLs += found
    }

    private mutating func emitShape(_ shape: ShapeNode, _ frame: Rect, scheme: ColorScheme) {
        switch shape.drawing {
        case .fill(let style):
            appendFill(shape.path(frame), style ?? shape.foreground, frame, scheme: scheme)
        case .stroke(let style, let stroke, let inset):
            let w = max(0, stroke.lineWidth)
            let rect = inset ? frame.inset(by: EdgeInsets(all: w / 2)) : frame
            items.append(.stroke(shape.path(rect), (style ?? shape.foreground)._paint(in: frame, scheme: scheme), stroke))
        }
    }

    /// A mask's outline when it has one (a shape or a color, through layout wrappers); nil when
    /// the mask must be drawn as an alpha mask.
    func maskOutline(_ mask: Node) -> Path? {
        var n = mask
        while true {
            switch n.kind {
            case .shape(let s):
                guard case .fill = s.drawing else { return nil }
                return s.path(snapped(n.frame))
            case .color(let style):
                guard style.base is Color else { return nil }
                return .rect(snapped(n.frame))
            case .frame, .flexFrame, .padding, .fixedSize, .aspectRatio, .offset, .passthrough:
                if let c = n.child { n = c; continue }
                return nil
            default:
                return nil
            }
        }
    }

    /// `mask`: a shape or color masks with its outline (a clip, exact for links too); any other
    /// view (a gradient, text, an image, a stroked shape) masks with its alpha: the content and
    /// the mask are drawn in one layer, the mask with `DEST_IN`, inside the mask's frame.
    mutating func emitMask(content: Node, mask: Node) {
        if let outline = maskOutline(mask) {
            withClip(outline) { $0.emitNode(content) }
            return
        }
        withClip(.rect(snapped(mask.frame))) { b in
            b.items.append(.pushEffect(.group))
            b.emitNode(content)
            b.items.append(.pushEffect(.alphaMask))
            b.emitNode(mask)
            b.items.append(.pop)
            b.items.append(.pop)
        }
    }
}
