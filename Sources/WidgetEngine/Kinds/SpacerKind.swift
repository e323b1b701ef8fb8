/// `Spacer`: grows along its stack's axis.
package struct SpacerKind: LeafKind {
    package let minLength: Double?
    /// The enclosing stack's axis; nil outside a stack.
    package let axis: Axis?

    package init(minLength: Double?, axis: Axis?) {
        self.minLength = minLength; self.axis = axis
    }

    package func name(of node: Node) -> String { "Spacer" }
    /// Rule A2-12: a spacer grows along its stack's axis (both axes outside a stack), never
    /// below `minLength` (default 8 pt), and is 0 across the stack.
    package func size(of node: Node, for p: ProposedSize, in engine: LayoutEngine) -> Size {
        let minimum = minLength ?? LayoutEngine.defaultSpacing
        func along(_ v: Double?) -> Double { max(minimum, v ?? minimum) }
        guard let axis else { return Size(width: along(p.width), height: along(p.height)) }
        return Size(main: along(p[axis]), cross: 0, axis: axis)
    }
    package func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) {}
    /// Spacers form a stack's lowest priority group (rule A2-12).
    package func layoutPriority(of node: Node) -> Double { -.infinity }
}
