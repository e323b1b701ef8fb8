import Foundation

/// One element of the resolved view tree: what layout sizes and places and what the display
/// list draws. Built by resolution, never by users. What the node does is its kind's
/// (``NodeKind``); a node is a ``KindNode`` of one kind.
package class Node {
    package var children: [Node]
    /// Set by `.layoutPriority`; read through single-child wrappers.
    package var explicitPriority: Double?
    /// Set by `.id(_:)` or `ForEach`; tests and tools find frames by it.
    package var identity: AnyHashable?
    /// The App Intent a `Link`-kind node of a `Button(intent:)` or `Toggle(intent:)` runs.
    package var action: (any Sendable)?
    /// Where the node came from, for diagnostics: `VStack/HStack[1]/Text("Days")`.
    package let path: String
    /// Where the view was written, for nodes a template built (its descendants inherit it).
    package var sourceLocation: SourceLocation?
    /// The color scheme a view above the node set (`.environment(\.colorScheme, .dark)` darkens
    /// a subtree as in SwiftUI): adaptive colors and styles resolve with it. nil, for nodes under
    /// no such view, means the scheme the tree is drawn in, so one laid-out tree draws light and
    /// dark.
    package var colorScheme: ColorScheme?
    /// The rendering-mode group the node's drawing is marked with (`widgetAccentable`,
    /// `widgetAccentedRenderingMode`, images); see ``DisplayGroup``.
    package var displayGroup: DisplayGroup?
    /// Whether `.redacted(reason:)` is in force here: text and images draw as placeholders.
    package var isRedacted = false
    /// Set by `gridCellColumns`, `gridColumnAlignment`, `gridCellUnsizedAxes`, `gridCellAnchor`.
    package var ownGridTraits: GridCellTraits?
    /// Whether the environment's layout direction is right-to-left here; nil (nodes made
    /// outside resolution) follows the parent.
    package var isRightToLeft: Bool?

    /// The node's row in the ``LayoutTable`` that lays it out (its frame, proposal and size
    /// cache live there); -1 before layout reaches it.
    var layoutRow = -1

    /// A node of `kind`.
    package static func make<Kind: NodeKind>(_ kind: Kind, children: [Node] = [], path: String) -> Node {
        KindNode(kind, children: children, path: path)
    }

    fileprivate init(children: [Node], path: String) {
        self.children = children; self.path = path
    }

    package var child: Node? { children.first }

    /// The node's kind, as an existential (for dumps; layout and drawing call the kind through
    /// the methods below, without boxing it).
    package var anyKind: any NodeKind { preconditionFailure("Node is abstract: nodes are made by Node.make") }

    /// The node's kind if it is a `Kind`.
    package func kind<Kind: NodeKind>(_ type: Kind.Type) -> Kind? { (self as? KindNode<Kind>)?.kind }

    /// Replaces the node's kind with another of the same type.
    package func setKind<Kind: NodeKind>(_ kind: Kind) { (self as? KindNode<Kind>)?.kind = kind }

    /// The layout priority: its own, or the one its kind derives (modifiers pass their child's on).
    package var layoutPriority: Double { explicitPriority ?? kindLayoutPriority }

    // The kind's behaviour, dispatched once through the class (KindNode overrides each).
    package var name: String { anyKind.name(of: self) }
    package var kindLayoutPriority: Double { anyKind.layoutPriority(of: self) }
    package var passesGridTraits: Bool { anyKind.passesGridTraits }
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

}

/// A node of one kind: the kind is stored in the node (one allocation) and called directly.
final class KindNode<Kind: NodeKind>: Node {
    package var kind: Kind

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
package enum StackAlignment {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)
}
