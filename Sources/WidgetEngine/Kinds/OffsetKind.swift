/// `offset`: moves the child without changing its layout.
package struct OffsetKind: WrapperKind {
    package let x: Double
    package let y: Double

    package init(x: Double, y: Double) {
        self.x = x; self.y = y
    }

    package func name(of node: Node) -> String { "offset" }
    package func placeChildren(of node: Node, size: Size, at origin: Point, proposal p: ProposedSize, in engine: LayoutEngine) {
        node.child.map { engine.place($0, at: Point(x: origin.x + x, y: origin.y + y), proposal: p) }
    }
    package func maskOutline(of node: Node, in builder: DisplayListBuilder) -> Path? { node.child?.maskOutline(builder) }
}
