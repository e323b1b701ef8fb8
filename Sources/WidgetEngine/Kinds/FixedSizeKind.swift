/// `fixedSize`: proposes nil (the ideal size) on the axes it fixes.
package struct FixedSizeKind: LayoutModifierKind {
    package let horizontal: Bool
    package let vertical: Bool

    package init(horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal; self.vertical = vertical
    }

    package func name(of node: Node) -> String { "fixedSize" }
    package func size(of node: Node, for p: ProposedSize, in engine: LayoutEngine) -> Size {
        node.child.map { engine.size($0, ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)) } ?? .zero
    }
    /// Rule A3-17: sized with nil on the fixed axes, then placed at the size it measured,
    /// as SwiftUI does: the "equal height" idiom `HStack { bar; VStack { … } }
    /// .fixedSize(horizontal: false, vertical: true)` gives the bar the column's height.
    package func placeChildren(of node: Node, size: Size, at origin: Point, proposal p: ProposedSize, in engine: LayoutEngine) {
        node.child.map { engine.place($0, at: origin, proposal: ProposedSize(size)) }
    }
    package func baseline(of node: Node, for p: ProposedSize, first: Bool, in engine: LayoutEngine) -> Double? {
        node.child.flatMap { engine.baseline($0, ProposedSize(engine.size(node, p)), first: first) }
    }
    package func spacingText(of node: Node, edge: Edge) -> TextKind? { node.child?.spacingText(edge: edge) }
    package func maskOutline(of node: Node, in builder: DisplayListBuilder) -> Path? { node.child?.maskOutline(builder) }
}
