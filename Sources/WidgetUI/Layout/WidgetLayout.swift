internal import WidgetEngine

/// A view resolved and laid out in a rectangle: frames to inspect, content to draw.
///
/// ```swift
/// let layout = try WidgetLayout(HStack { … }, in: Rect(x: 0, y: 0, width: 338, height: 158))
/// layout.frame(of: "title")   // where the view with .id("title") landed
/// ```
public final class WidgetLayout {
    let tree: LaidOutTree
    let environment: EnvironmentValues
    /// Everything resolution and layout noticed, in tree order.
    public private(set) var diagnostics: [Diagnostic]
    /// Whether the views read the color scheme or the rendering mode while they resolved and
    /// laid out (and, once drawn, while they drew): a layout that read neither draws any other
    /// scheme and mode unchanged (``draw(bounds:colorScheme:)``).
    package let appearanceReads: AppearanceReads
    /// The root view's frame: its chosen size, centered in the rectangle it was given.
    public var rootFrame: Rect { tree.rootFrame }

    /// Resolves `view` in `environment`, proposes `rect.size` to it and centers it in `rect`.
    /// Throws only for a tree too deep to resolve (``ViewTreeError``).
    ///
    /// The view's body and the layout that reads its `GeometryReader`s run on the main thread,
    /// as SwiftUI runs them (from another thread, this waits for the main thread): see
    /// <doc:Isolation>.
    public convenience init<V: View>(_ view: V, in rect: Rect, environment: EnvironmentValues = EnvironmentValues(),
                                     textMeasurer: any TextMeasuring = TextEngine.shared,
                                     images: any ImageProviding = CachedImageProvider()) throws(ViewTreeError) {
        let laidOut = try MainThread.run { () throws(ViewTreeError) in
            try RenderTimeZone.with(environment.timeZone) { () throws(ViewTreeError) in
                try Self.layOut(view, in: rect, environment: environment, textMeasurer: textMeasurer, images: images)
            }
        }
        self.init(laidOut)
    }

    /// The same, on the calling thread: for trees of WidgetRender's own views (templates), which
    /// are `nonisolated` and need no hop to the main thread.
    package convenience init<V: View>(onThisThread view: V, in rect: Rect, environment: EnvironmentValues,
                                      textMeasurer: any TextMeasuring) throws(ViewTreeError) {
        self.init(try Self.layOut(view, in: rect, environment: environment, textMeasurer: textMeasurer,
                                  images: CachedImageProvider()))
    }

    private init(_ laidOut: (tree: LaidOutTree, environment: EnvironmentValues, diagnostics: [Diagnostic])) {
        tree = laidOut.tree
        environment = laidOut.environment
        diagnostics = laidOut.diagnostics
        appearanceReads = laidOut.environment.appearanceReads ?? AppearanceReads()
    }

    private static func layOut<V: View>(_ view: V, in rect: Rect, environment: EnvironmentValues,
                                        textMeasurer: any TextMeasuring, images: any ImageProviding)
        throws(ViewTreeError) -> (tree: LaidOutTree, environment: EnvironmentValues, diagnostics: [Diagnostic]) {
        var environment = environment
        // The render's scheme was set before the tree; views that set it again are noted.
        environment.colorSchemeSetInTree = false
        environment.appearanceReads = AppearanceReads()
        if environment.widgetContainerShape.frame == nil {
            // The container `ContainerRelativeShape` insets: the rectangle grown by the content
            // margins (the renderer proposes the canvas minus its margins).
            let m = environment.widgetContentMargins
            environment.widgetContainerShape.frame = Rect(x: rect.minX - m.leading, y: rect.minY - m.top,
                                                          width: rect.width + m.horizontal, height: rect.height + m.vertical)
        }
        let ctx = ResolveContext(env: environment, resources: ResolveResources(measurer: textMeasurer, images: images))
        do {
            // Colours resolved while views are evaluated and laid out follow the release asked for.
            let tree = try IOSVersion.$current.withValue(environment.iOSVersion) {
                let nodes = try ctx.resolve(view)
                return LaidOutTree(roots: nodes, background: ctx.containerBackground, in: rect,
                                   scale: environment.displayScale > 0 ? environment.displayScale : 3,
                                   scheme: environment.colorSchemeUnnoted, rightToLeft: environment.layoutDirection == .rightToLeft)
            }
            return (tree, environment, ctx.diagnostics + tree.lateDiagnostics)
        } catch let e as ViewTreeError {
            throw e
        } catch {
            throw .unexpected(String(describing: error))
        }
    }

    /// What VoiceOver reads, element by element in reading order (rules in `VoiceOverReader`):
    /// text, images and their labels, links and buttons, as the accessibility modifiers change them.
    public func voiceOverElements() -> [VoiceOverElement] { VoiceOverReader.elements(of: tree) }

    /// Where each node's view was written (views a template built), by node path; a node
    /// without a location of its own takes its nearest ancestor's.
    package func sourceLocations() -> [String: SourceLocation] {
        var out: [String: SourceLocation] = [:]
        func walk(_ n: Node, _ inherited: SourceLocation?) {
            let here = n.sourceLocation ?? inherited
            if let here, out[n.path] == nil { out[n.path] = here }
            for c in n.children { walk(c, here) }
        }
        tree.root.map { walk($0, nil) }
        return out
    }

    /// Whether the view declared a `containerBackground`.
    public var hasContainerBackground: Bool { tree.hasBackground }

    /// The layout frame (points, unsnapped) of the first view tagged `.id(id)`, depth-first.
    public func frame<ID: Hashable>(of id: ID) -> Rect? { frames(of: id).first }

    /// Every frame tagged `.id(id)` (a `ForEach` tags each row with its element's id).
    public func frames<ID: Hashable>(of id: ID) -> [Rect] { tree.frames(of: AnyHashable(id)) }

    /// Every view's layout frame, depth-first (for checks over a whole tree).
    package func allFrames() -> [Rect] { tree.allFrames() }

    /// The content's display items, links and widget URLs, in paint order. `bounds` is the
    /// visible area (links are cut to it).
    public func draw(bounds: Rect) -> DrawnContent { draw(bounds: bounds, colorScheme: nil) }

    /// The same, in `colorScheme` instead of the one the layout was made in (nil: that one);
    /// right only where ``appearanceReads`` says the views did not read the scheme.
    package func draw(bounds: Rect, colorScheme: ColorScheme?) -> DrawnContent {
        let drawn = IOSVersion.$current.withValue(environment.iOSVersion) { tree.draw(bounds: bounds, scheme: colorScheme) }
        return DrawnContent(items: drawn.items, links: drawn.links, widgetURLs: drawn.widgetURLs, diagnostics: drawn.diagnostics,
                            actions: drawn.actions.compactMapValues { $0 as? any AppIntent })
    }

    /// The container background laid out full-bleed in `canvas` and drawn; nil without one.
    public func drawBackground(in canvas: Rect) -> [DisplayItem]? { drawBackground(in: canvas, colorScheme: nil) }

    /// The same, in `colorScheme` (nil: the layout's).
    package func drawBackground(in canvas: Rect, colorScheme: ColorScheme?) -> [DisplayItem]? {
        IOSVersion.$current.withValue(environment.iOSVersion) { tree.drawBackground(in: canvas, scheme: colorScheme) }
    }

    /// One line per node: kind, frame, id. For debugging and review.
    public func dump() -> String { tree.dump() }
}
