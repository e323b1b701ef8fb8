/// What one kind of node does: how it sizes itself for a proposal, places its children, where
/// its text baseline is, and what it draws. One type per kind, one file each (`Kinds/`), the
/// shape of Taffy's `compute/` modules: the layout engine and the display-list builder ask the
/// node's kind and never switch over kinds.
///
/// Adding a view kind: a new `Kinds/<Name>Kind.swift` conforming to `NodeKind` (or
/// ``WrapperKind`` for a single-child, layout-neutral modifier), made by its view's
/// `makeNodes` through `ResolveContext.node(_:children:)`.
package protocol NodeKind {
    /// How `WidgetLayout.dump()` and diagnostics name the node.
    func name(of node: Node) -> String
    /// The size the node chooses for proposal `p` (rule A1-1).
    func size(of node: Node, for p: ProposedSize, in engine: LayoutEngine) -> Size
    /// Places the node's children, the node itself being placed at `origin` with `size`.
    func placeChildren(of node: Node, size: Size, at origin: Point, proposal p: ProposedSize, in engine: LayoutEngine)
    /// The first or last text baseline from the node's top for proposal `p`; nil without text
    /// (the guide then falls on the bottom edge, rule A5-22).
    func baseline(of node: Node, for p: ProposedSize, first: Bool, in engine: LayoutEngine) -> Double?
    /// Appends the node's display items (and its children's) in paint order.
    func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder)

    /// The node's layout priority when `.layoutPriority` did not set one.
    func layoutPriority(of node: Node) -> Double
    /// The text whose default stack spacing the node shows on `edge` (``LayoutEngine/defaultGap(between:and:axis:)``).
    func spacingText(of node: Node, edge: Edge) -> TextKind?
    /// Whether grid-cell traits set on the node's child are read through it (single-child modifiers).
    var passesGridTraits: Bool { get }
    /// The node's outline when it masks another view with it; nil when it masks with its alpha.
    func maskOutline(of node: Node, in builder: DisplayListBuilder) -> Path?
    /// What the node draws while redacted; nil draws it as usual.
    func placeholderItems(of node: Node, frame: Rect, in builder: DisplayListBuilder) -> [DisplayItem]?
    /// Records the links under the node, which an `opacity(0)` hides.
    func recordHiddenLinks(under node: Node, into builder: inout DisplayListBuilder)
    /// Collects the `widgetURL`s under the node in depth-first pre-order (rule 37).
    func collectWidgetURLs(under node: Node, onRoot: Bool, link: Int?, into collector: inout WidgetURLCollector)
}

extension NodeKind {
    package func layoutPriority(of node: Node) -> Double { 0 }
    package func spacingText(of node: Node, edge: Edge) -> TextKind? { nil }
    package var passesGridTraits: Bool { false }
    package func maskOutline(of node: Node, in builder: DisplayListBuilder) -> Path? { nil }
    package func placeholderItems(of node: Node, frame: Rect, in builder: DisplayListBuilder) -> [DisplayItem]? { nil }
    package func recordHiddenLinks(under node: Node, into builder: inout DisplayListBuilder) {
        node.children.forEach { builder.recordHiddenLinks($0) }
    }
    package func collectWidgetURLs(under node: Node, onRoot: Bool, link: Int?, into collector: inout WidgetURLCollector) {
        node.children.forEach { collector.walk($0, onRoot: onRoot, link: link) }
    }
}

/// A kind with no children that draws itself: text, shapes, images, symbols, spacers.
package protocol LeafKind: NodeKind {}

extension LeafKind {
    package func placeChildren(of node: Node, size: Size, at origin: Point, proposal p: ProposedSize, in engine: LayoutEngine) {}
    package func baseline(of node: Node, for p: ProposedSize, first: Bool, in engine: LayoutEngine) -> Double? { nil }
}

/// A single-child modifier that leaves layout to its child (`opacity`, `clipShape`, `shadow`,
/// `Link`, `widgetURL`, `id`…): the child's size, proposal, place, baseline, priority and stack
/// spacing, and grid traits read through it.
package protocol WrapperKind: NodeKind {}

extension WrapperKind {
    package func size(of node: Node, for p: ProposedSize, in engine: LayoutEngine) -> Size {
        node.child.map { engine.size($0, p) } ?? .zero
    }
    package func placeChildren(of node: Node, size: Size, at origin: Point, proposal p: ProposedSize, in engine: LayoutEngine) {
        node.child.map { engine.place($0, at: origin, proposal: p) }
    }
    package func baseline(of node: Node, for p: ProposedSize, first: Bool, in engine: LayoutEngine) -> Double? {
        node.child.flatMap { engine.baseline($0, p, first: first) }
    }
    package func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) {
        builder.emitChildren(of: node)
    }
    package func layoutPriority(of node: Node) -> Double { node.child?.layoutPriority ?? 0 }
    package var passesGridTraits: Bool { true }
    /// Drawing modifiers pass their child's stack spacing on (OpenSwiftUI's `UnaryLayout` default).
    package func spacingText(of node: Node, edge: Edge) -> TextKind? { node.child?.spacingText(edge: edge) }
}

/// A modifier that sizes its child and itself (`padding`, `frame`, `fixedSize`, `aspectRatio`):
/// it passes its child's layout priority on, except a `Spacer`'s −∞.
///
/// A `Spacer`'s −∞ is not a priority a layout modifier passes on: iOS gives
/// `Spacer().frame(maxWidth: .infinity)` beside `tile.frame(maxWidth: .infinity)` half of the
/// row, like any other view (measured on the home-assistant oracle, `systemLarge` with 5 tiles:
/// the lone last tile is 163 pt of 334), where a −∞ spacer would leave the tile 318 pt.
package protocol LayoutModifierKind: NodeKind {}

extension LayoutModifierKind {
    package func layoutPriority(of node: Node) -> Double {
        let inner = node.child?.layoutPriority ?? 0
        return inner == -.infinity ? 0 : inner
    }
    package func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) {
        builder.emitChildren(of: node)
    }
    package var passesGridTraits: Bool { true }
}
