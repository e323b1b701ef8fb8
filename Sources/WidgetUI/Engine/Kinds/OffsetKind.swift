/// `offset`: moves the child without changing its layout.
struct OffsetKind: WrapperKind {
    let x: Double
    let y: Double

    func name(of node: Node) -> String { "offset" }
    func placeChildren(of node: Node, size: Size, at origin: Point, proposal p: ProposedSize, in engine: LayoutEngine) {
        node.child.map { engine.place($0, at: Point(x: origin.x + x, y: origin.y + y), proposal: p) }
    }
    func spacingText(of node: Node, edge: Edge) -> TextKind? { node.child?.spacingText(edge: edge) }
    func maskOutline(of node: Node, in builder: DisplayListBuilder) -> Path? { node.child?.maskOutline(builder) }
}
