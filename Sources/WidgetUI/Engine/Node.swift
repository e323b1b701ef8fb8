import Foundation

/// One element of the resolved view tree: what layout sizes and places and what the display
/// list draws. Built by resolution, never by users. What the node does is its kind's
/// (``NodeKind``); a node is a ``KindNode`` of one kind.
class Node {
    var children: [Node]
    /// Set by `.layoutPriority`; read through single-child wrappers.
    var explicitPriority: Double?
    /// Set by `.id(_:)` or `ForEach`; tests and tools find frames by it.
    var identity: AnyHashable?
    /// The App Intent a `Link`-kind node of a `Button(intent:)` or `Toggle(intent:)` runs.
    var action: (any AppIntent)?
    /// Where the node came from, for diagnostics: `VStack/HStack[1]/Text("Days")`.
    let path: String
    /// The color scheme in force where the node was created: adaptive colors and styles resolve
    /// with it, so `.environment(\.colorScheme, .dark)` darkens a subtree as in SwiftUI. nil
    /// means the render's scheme.
    var colorScheme: ColorScheme?
    /// The rendering-mode group the node's drawing is marked with (`widgetAccentable`,
    /// `widgetAccentedRenderingMode`, images); see ``DisplayGroup``.
    var displayGroup: DisplayGroup?
    /// Whether `.redacted(reason:)` is in force here: text and images draw as placeholders.
    var isRedacted = false
    /// Set by `gridCellColumns`, `gridColumnAlignment`, `gridCellUnsizedAxes`, `gridCellAnchor`.
    var ownGridTraits: GridCellTraits?
    /// Whether the environment's layout direction is right-to-left here; nil (nodes made
    /// outside resolution) follows the parent.
    var isRightToLeft: Bool?

    // Layout results, in absolute points (unsnapped).
    var frame: Rect = .zero
    /// The proposal the node was placed with; drawing lays text out again with it.
    var proposal = ProposedSize.unspecified
    private var sizeCache: [(ProposedSize, Size)] = []

    /// A node of `kind`.
    static func make<Kind: NodeKind>(_ kind: Kind, children: [Node] = [], path: String) -> Node {
        KindNode(kind, children: children, path: path)
    }

    fileprivate init(children: [Node], path: String) {
        self.children = children; self.path = path
    }

    var child: Node? { children.first }

    /// The node's kind, as an existential (for dumps; layout and drawing call the kind through
    /// the methods below, without boxing it).
    var anyKind: any NodeKind { preconditionFailure("Node is abstract: nodes are made by Node.make") }

    /// The node's kind if it is a `Kind`.
    func kind<Kind: NodeKind>(_ type: Kind.Type) -> Kind? { (self as? KindNode<Kind>)?.kind }

    /// Replaces the node's kind with another of the same type.
    func setKind<Kind: NodeKind>(_ kind: Kind) { (self as? KindNode<Kind>)?.kind = kind }

    /// The layout priority: its own, or the one its kind derives (modifiers pass their child's on).
    var layoutPriority: Double { explicitPriority ?? kindLayoutPriority }

    // The kind's behaviour, dispatched once through the class (KindNode overrides each).
    var name: String { anyKind.name(of: self) }
    var kindLayoutPriority: Double { anyKind.layoutPriority(of: self) }
    var passesGridTraits: Bool { anyKind.passesGridTraits }
    func computeSize(_ p: ProposedSize, _ engine: LayoutEngine) -> Size { anyKind.size(of: self, for: p, in: engine) }
    func placeChildren(size: Size, at origin: Point, proposal p: ProposedSize, _ engine: LayoutEngine) {
        anyKind.placeChildren(of: self, size: size, at: origin, proposal: p, in: engine)
    }
    func baseline(_ p: ProposedSize, first: Bool, _ engine: LayoutEngine) -> Double? {
        anyKind.baseline(of: self, for: p, first: first, in: engine)
    }
    func draw(frame: Rect, into builder: inout DisplayListBuilder) { anyKind.draw(self, frame: frame, into: &builder) }
    func spacingText(edge: Edge) -> TextKind? { anyKind.spacingText(of: self, edge: edge) }
    func maskOutline(_ builder: DisplayListBuilder) -> Path? { anyKind.maskOutline(of: self, in: builder) }
    func placeholderItems(frame: Rect, _ builder: DisplayListBuilder) -> [DisplayItem]? {
        anyKind.placeholderItems(of: self, frame: frame, in: builder)
    }
    func recordHiddenLinks(into builder: inout DisplayListBuilder) { anyKind.recordHiddenLinks(under: self, into: &builder) }
    func collectWidgetURLs(onRoot: Bool, link: Int?, into collector: inout WidgetURLCollector) {
        anyKind.collectWidgetURLs(under: self, onRoot: onRoot, link: link, into: &collector)
    }

    func cachedSize(for p: ProposedSize) -> Size? {
        for (k, v) in sizeCache where k == p { return v }
        return nil
    }
    func storeSize(_ s: Size, for p: ProposedSize) {
        if sizeCache.count >= 8 { sizeCache.removeFirst() }
        sizeCache.append((p, s))
    }
}

/// A node of one kind: the kind is stored in the node (one allocation) and called directly.
final class KindNode<Kind: NodeKind>: Node {
    var kind: Kind

    init(_ kind: Kind, children: [Node], path: String) {
        self.kind = kind
        super.init(children: children, path: path)
    }

    override var anyKind: any NodeKind { kind }
    override var name: String { kind.name(of: self) }
    override var kindLayoutPriority: Double { kind.layoutPriority(of: self) }
    override var passesGridTraits: Bool { kind.passesGridTraits }
    override func computeSize(_ p: ProposedSize, _ engine: LayoutEngine) -> Size { kind.size(of: self, for: p, in: engine) }
    override func placeChildren(size: Size, at origin: Point, proposal p: ProposedSize, _ engine: LayoutEngine) {
        kind.placeChildren(of: self, size: size, at: origin, proposal: p, in: engine)
    }
    override func baseline(_ p: ProposedSize, first: Bool, _ engine: LayoutEngine) -> Double? {
        kind.baseline(of: self, for: p, first: first, in: engine)
    }
    override func draw(frame: Rect, into builder: inout DisplayListBuilder) { kind.draw(self, frame: frame, into: &builder) }
    override func spacingText(edge: Edge) -> TextKind? { kind.spacingText(of: self, edge: edge) }
    override func maskOutline(_ builder: DisplayListBuilder) -> Path? { kind.maskOutline(of: self, in: builder) }
    override func placeholderItems(frame: Rect, _ builder: DisplayListBuilder) -> [DisplayItem]? {
        kind.placeholderItems(of: self, frame: frame, in: builder)
    }
    override func recordHiddenLinks(into builder: inout DisplayListBuilder) { kind.recordHiddenLinks(under: self, into: &builder) }
    override func collectWidgetURLs(onRoot: Bool, link: Int?, into collector: inout WidgetURLCollector) {
        kind.collectWidgetURLs(under: self, onRoot: onRoot, link: link, into: &collector)
    }
}

/// A stack's cross-axis alignment: horizontal for a `VStack`, vertical for an `HStack`.
enum StackAlignment {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)
}

/// SwiftUI's proposed size: nil on an axis asks for the ideal size, 0 for the minimum,
/// infinity for the maximum (rule A1-3).
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
    /// The proposed width, or nil for the ideal width.
    public var width: Double?
    /// The proposed height, or nil for the ideal height.
    public var height: Double?
    /// A proposal; nil on an axis asks for the ideal size there.
    public init(width: Double?, height: Double?) { self.width = width; self.height = height }
    /// A proposal of exactly `size`.
    public init(_ size: Size) { self.width = size.width; self.height = size.height }
    /// Asks for the ideal size on both axes.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// Asks for the minimum size on both axes.
    public static let zero = ProposedSize(width: 0, height: 0)
    /// Asks for the maximum size on both axes.
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
    /// nil axes replaced by `value` (SwiftUI uses 10 for shapes and colors).
    func replacingUnspecified(with value: Double) -> Size {
        Size(width: width ?? value, height: height ?? value)
    }
    public var description: String {
        "(\(width.map(fmt) ?? "nil"), \(height.map(fmt) ?? "nil"))"
    }
}

extension Size {
    subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
    init(main: Double, cross: Double, axis: Axis) {
        self = axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }
}

extension Axis {
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
