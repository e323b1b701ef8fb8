/// A resolved tree laid out in a rectangle: what `WidgetLayout` holds. Owns the order of the
/// engine's passes: size and place the root centred in the rectangle, mirror right-to-left
/// subtrees, then draw on demand.
package final class LaidOutTree {
    package let root: Node?
    let background: Node?
    package let engine: LayoutEngine
    let scheme: ColorScheme
    let rightToLeft: Bool
    /// The root's frame: its chosen size, centered in the rectangle it was given.
    package let rootFrame: Rect

    /// Lays `roots` out in `rect` (several roots stack vertically, as a body with several views
    /// does); `background` is the container background, laid out when drawn.
    package init(roots: [Node], background: Node?, in rect: Rect, scale: Double, scheme: ColorScheme, rightToLeft: Bool) {
        root = roots.count == 1 ? roots[0]
            : (roots.isEmpty ? nil : Node.make(StackKind(axis: .vertical, alignment: .horizontal(.center), spacing: nil), children: roots, path: "root"))
        self.background = background
        engine = LayoutEngine(scale: scale)
        self.scheme = scheme
        self.rightToLeft = rightToLeft
        let proposal = ProposedSize(rect.size)
        if let root {
            let s = engine.size(root, proposal)
            let origin = Point(x: rect.minX + (rect.width - s.width) / 2, y: rect.minY + (rect.height - s.height) / 2)
            engine.place(root, at: origin, proposal: proposal)
            RightToLeftMirroring.apply(root, in: rect, rootIsRightToLeft: rightToLeft, table: engine.table)
            rootFrame = engine.frame(of: root)
        } else {
            rootFrame = Rect(origin: Point(x: rect.midX, y: rect.midY), size: .zero)
        }
    }

    /// What content resolved during layout (a GeometryReader's, a chart's) reported, in tree order.
    package var lateDiagnostics: [Diagnostic] {
        var out: [Diagnostic] = []
        visit {
            if let g = $0.kind(GeometryReaderKind.self) { out += g.diagnostics.items }
            if let c = $0.kind(ChartKind.self) { out += c.diagnostics.items }
        }
        return out
    }

    package var hasBackground: Bool { background != nil }

    /// Calls `body` on every node, depth-first in pre-order.
    package func visit(_ body: (Node) -> Void) {
        func walk(_ n: Node) { body(n); n.children.forEach(walk) }
        root.map(walk)
    }

    /// Every node's frame, depth-first.
    package func allFrames() -> [Rect] {
        var out: [Rect] = []
        visit { out.append(engine.frame(of: $0)) }
        return out
    }

    /// Every frame tagged with `id`, depth-first.
    package func frames(of id: AnyHashable) -> [Rect] {
        var out: [Rect] = []
        visit { if $0.identity == id { out.append(engine.frame(of: $0)) } }
        return out
    }

    /// The content's display items, links and widget URLs, in paint order; `bounds` is the
    /// visible area (links are cut to it). Nodes without a scheme of their own draw in `scheme`
    /// (nil: the one the tree was laid out in).
    package func draw(bounds: Rect, scheme: ColorScheme? = nil) -> DrawnTree {
        var b = DisplayListBuilder(engine: engine, scheme: scheme ?? self.scheme, bounds: bounds)
        root.map { b.emit($0) }
        return DrawnTree(items: b.items, links: b.links, widgetURLs: b.widgetURLs, diagnostics: b.diagnostics, actions: b.actions)
    }

    /// The container background laid out full-bleed in `canvas` and drawn; nil without one.
    package func drawBackground(in canvas: Rect, scheme: ColorScheme? = nil) -> [DisplayItem]? {
        guard let background else { return nil }
        engine.place(background, at: canvas.origin, proposal: ProposedSize(canvas.size))
        RightToLeftMirroring.apply(background, in: canvas, rootIsRightToLeft: rightToLeft, table: engine.table)
        var b = DisplayListBuilder(engine: engine, scheme: scheme ?? self.scheme, bounds: canvas)
        b.emit(background)
        return [.pushGroup(.containerBackground)] + b.items + [.pop]
    }

    /// One line per node: kind, frame, id.
    package func dump() -> String {
        var out = ""
        func walk(_ n: Node, _ depth: Int) {
            out += String(repeating: "  ", count: depth) + "\(n.name) \(engine.frame(of: n))" + (n.identity.map { " id=\($0)" } ?? "") + "\n"
            n.children.forEach { walk($0, depth + 1) }
        }
        root.map { walk($0, 0) }
        return out
    }
}

/// What drawing a laid-out tree produced (WidgetUI's `DrawnContent` before its actions are typed).
package struct DrawnTree {
    package var items: [DisplayItem]
    package var links: [LinkRegion]
    package var widgetURLs: [WidgetURLDeclaration]
    package var diagnostics: [Diagnostic]
    package var actions: [Int: any Sendable]
}
