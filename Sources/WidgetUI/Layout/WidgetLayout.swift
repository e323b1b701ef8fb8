/// A view resolved and laid out in a rectangle: frames to inspect, content to draw.
///
/// ```swift
/// let layout = try WidgetLayout(HStack { … }, in: Rect(x: 0, y: 0, width: 338, height: 158))
/// layout.frame(of: "title")   // where the view with .id("title") landed
/// ```
public final class WidgetLayout {
    let root: Node?
    let background: Node?
    let engine: LayoutEngine
    let environment: EnvironmentValues
    /// Everything resolution and layout noticed, in tree order.
    public private(set) var diagnostics: [Diagnostic]
    /// The root view's frame: its chosen size, centered in the rectangle it was given.
    public let rootFrame: Rect

    /// Resolves `view` in `environment`, proposes `rect.size` to it and centers it in `rect`.
    /// Throws only for a tree too deep to resolve (``ViewTreeError``).
    public init<V: View>(_ view: V, in rect: Rect, environment: EnvironmentValues = EnvironmentValues(),
                         textMeasurer: any TextMeasuring = TextEngine.shared,
                         images: any ImageProviding = CachedImageProvider()) throws(ViewTreeError) {
        var environment = environment
        if environment.widgetContainerShape.frame == nil {
            // The container `ContainerRelativeShape` insets: the rectangle grown by the content
            // margins (the renderer proposes the canvas minus its margins).
            let m = environment.widgetContentMargins
            environment.widgetContainerShape.frame = Rect(x: rect.minX - m.leading, y: rect.minY - m.top,
                                                          width: rect.width + m.horizontal, height: rect.height + m.vertical)
        }
        let ctx = ResolveContext(env: environment, measurer: textMeasurer, images: images)
        let nodes: [Node]
        do {
            nodes = try ctx.resolve(view)
        } catch let e as ViewTreeError {
            throw e
        } catch {
            throw .unexpected(String(describing: error))
        }
        // Several root views stack vertically, as a body with several views does.
        root = nodes.count == 1 ? nodes[0] : (nodes.isEmpty ? nil : Node.make(StackKind(axis: .vertical, alignment: .horizontal(.center), spacing: nil), children: nodes, path: "root"))
        background = ctx.containerBackground
        engine = LayoutEngine(scale: environment.displayScale > 0 ? environment.displayScale : 3)
        self.environment = environment
        diagnostics = ctx.diagnostics
        let proposal = ProposedSize(rect.size)
        if let root {
            let s = engine.size(root, proposal)
            let origin = Point(x: rect.minX + (rect.width - s.width) / 2, y: rect.minY + (rect.height - s.height) / 2)
            engine.place(root, at: origin, proposal: proposal)
            RightToLeftMirroring.apply(root, in: rect, rootDirection: environment.layoutDirection)
            rootFrame = root.frame
        } else {
            rootFrame = Rect(origin: Point(x: rect.midX, y: rect.midY), size: .zero)
        }
        diagnostics += Self.lateDiagnostics(root)
    }

    /// What content resolved during layout (GeometryReader) reported, in tree order.
    static func lateDiagnostics(_ root: Node?) -> [Diagnostic] {
        var out: [Diagnostic] = []
        func walk(_ n: Node) {
            if let g = n.kind(GeometryReaderKind.self) { out += g.diagnostics.items }
            n.children.forEach(walk)
        }
        root.map(walk)
        return out
    }

    /// Whether the view declared a `containerBackground`.
    public var hasContainerBackground: Bool { background != nil }

    /// The layout frame (points, unsnapped) of the first view tagged `.id(id)`, depth-first.
    public func frame<ID: Hashable>(of id: ID) -> Rect? { frames(of: id).first }

    /// Every frame tagged `.id(id)` (a `ForEach` tags each row with its element's id).
    public func frames<ID: Hashable>(of id: ID) -> [Rect] {
        var out: [Rect] = []
        let key = AnyHashable(id)
        func walk(_ n: Node) {
            if n.identity == key { out.append(n.frame) }
            n.children.forEach(walk)
        }
        root.map(walk)
        return out
    }

    /// The content's display items, links and widget URLs, in paint order. `bounds` is the
    /// visible area (links are cut to it).
    public func draw(bounds: Rect) -> DrawnContent {
        var b = DisplayListBuilder(engine: engine, scheme: environment.colorScheme, bounds: bounds)
        root.map { b.emit($0) }
        return b.result
    }

    /// The container background laid out full-bleed in `canvas` and drawn; nil without one.
    public func drawBackground(in canvas: Rect) -> [DisplayItem]? {
        guard let background else { return nil }
        engine.place(background, at: canvas.origin, proposal: ProposedSize(canvas.size))
        RightToLeftMirroring.apply(background, in: canvas, rootDirection: environment.layoutDirection)
        var b = DisplayListBuilder(engine: engine, scheme: environment.colorScheme, bounds: canvas)
        b.emit(background)
        return [.pushGroup(.containerBackground)] + b.items + [.pop]
    }

    /// One line per node: kind, frame, id. For debugging and review.
    public func dump() -> String {
        var out = ""
        func walk(_ n: Node, _ depth: Int) {
            out += String(repeating: "  ", count: depth) + "\(n.name) \(n.frame)" + (n.identity.map { " id=\($0)" } ?? "") + "\n"
            n.children.forEach { walk($0, depth + 1) }
        }
        root.map { walk($0, 0) }
        return out
    }
}
