import Foundation

/// A tappable region: a `Link`'s frame, cut by every clip above it.
public struct LinkRegion: Hashable, Sendable {
    public var url: URL
    /// The link's frame in points, snapped to device pixels.
    public var frame: Rect
    /// The part of the frame left visible by the clips above it (what can actually be tapped).
    public var visibleFrame: Rect
    /// Where the link sits in the view tree.
    public var path: String
}

/// A `widgetURL` found in the tree, in depth-first order.
public struct WidgetURLDeclaration: Hashable, Sendable {
    public var url: URL
    public var path: String
}

/// What drawing a laid-out tree produced.
public struct DrawnContent: Sendable {
    public var items: [DisplayItem]
    public var links: [LinkRegion]
    public var widgetURLs: [WidgetURLDeclaration]
    public var diagnostics: [Diagnostic]
}

/// Turns placed nodes into display items in paint order (rule A1-2: frames snapped to pixels).
struct DisplayListBuilder {
    let engine: LayoutEngine
    let scheme: ColorScheme
    var items: [DisplayItem] = []
    var links: [LinkRegion] = []
    var widgetURLs: [WidgetURLDeclaration] = []
    var diagnostics: [Diagnostic] = []
    private var clips: [Rect] = []

    init(engine: LayoutEngine, scheme: ColorScheme, bounds: Rect) {
        self.engine = engine; self.scheme = scheme; self.clips = [bounds]
    }

    var result: DrawnContent { DrawnContent(items: items, links: links, widgetURLs: widgetURLs, diagnostics: diagnostics) }

    private func snapped(_ r: Rect) -> Rect { r.snapped(toScale: engine.scale) }

    mutating func emit(_ node: Node) {
        let frame = snapped(node.frame)
        switch node.kind {
        case .color(let style):
            if !frame.isEmpty { items.append(.fill(.rect(frame), style._paint(in: frame, scheme: scheme))) }
        case .shape(let shape):
            emitShape(shape, frame)
        case .text(let t):
            let layout = engine.textLayout(t, node.proposal)
            let paint = t.style._paint(in: frame, scheme: scheme)
            for run in layout.glyphRuns(at: frame.origin, paint: paint) { items.append(.glyphs(run)) }
        case .image(let img):
            if let bitmap = img.bitmap, !frame.isEmpty {
                items.append(.image(ImageDraw(bitmap: bitmap, rect: frame, interpolation: img.interpolation)))
            }
        case .divider(_, let color):
            if !frame.isEmpty { items.append(.fill(.rect(frame), .color(color))) }
        case .spacer:
            break
        case .stack, .zstack, .padding, .frame, .flexFrame, .fixedSize, .aspectRatio, .offset, .passthrough:
            node.children.forEach { emit($0) }
        case .overlay:
            node.children.forEach { emit($0) }
        case .background:
            node.children.reversed().forEach { emit($0) }
        case .mask:
            guard node.children.count == 2 else { node.children.forEach { emit($0) }; return }
            withClip(maskPath(node.children[1])) { $0.emit(node.children[0]) }
        case .opacity(let alpha):
            // A fully transparent view draws nothing and cannot be tapped.
            guard alpha > 0 else { return }
            if alpha >= 1 { node.children.forEach { emit($0) }; return }
            items.append(.pushOpacity(alpha))
            node.children.forEach { emit($0) }
            items.append(.pop)
        case .clip(let shape):
            withClip(shape.path(frame)) { b in node.children.forEach { b.emit($0) } }
        case .shadow(let s):
            items.append(.pushShadow(s))
            node.children.forEach { emit($0) }
            items.append(.pop)
        case .link(let url):
            let visible = clips.last.map { frame.intersection($0) } ?? frame
            links.append(LinkRegion(url: url, frame: frame, visibleFrame: visible, path: node.path))
            node.children.forEach { emit($0) }
        case .widgetURL(let url):
            widgetURLs.append(WidgetURLDeclaration(url: url, path: node.path))
            node.children.forEach { emit($0) }
        }
    }

    private mutating func withClip(_ path: Path, _ body: (inout DisplayListBuilder) -> Void) {
        items.append(.pushClip(path))
        let bounds = path.boundingRect
        clips.append(clips.last.map { $0.intersection(bounds) } ?? bounds)
        body(&self)
        clips.removeLast()
        items.append(.pop)
    }

    private mutating func emitShape(_ shape: ShapeNode, _ frame: Rect) {
        switch shape.drawing {
        case .fill(let style):
            let path = shape.path(frame)
            items.append(.fill(path, (style ?? shape.foreground)._paint(in: frame, scheme: scheme)))
        case .stroke(let style, let stroke, let inset):
            let w = max(0, stroke.lineWidth)
            let rect = inset ? frame.inset(by: EdgeInsets(all: w / 2)) : frame
            items.append(.stroke(shape.path(rect), (style ?? shape.foreground)._paint(in: frame, scheme: scheme), stroke))
        }
    }

    /// A mask's outline: a shape's path, else the mask view's frame.
    private mutating func maskPath(_ mask: Node) -> Path {
        var n = mask
        while true {
            switch n.kind {
            case .shape(let s): return s.path(snapped(n.frame))
            case .color: return .rect(snapped(n.frame))
            case .frame, .flexFrame, .padding, .fixedSize, .aspectRatio, .offset, .passthrough:
                if let c = n.child { n = c; continue }
            default: break
            }
            diagnostics.append(Diagnostic(.warning, code: "maskApproximated",
                                          message: "Only shapes and colors mask by their outline; this mask uses its frame.",
                                          location: mask.path))
            return .rect(snapped(mask.frame))
        }
    }
}
