/// `Label`'s icon: layout-neutral, but its text baseline is `fromCenter` below its vertical
/// centre when its content has none, so the icon centres on its title's first line.
package struct CenteredBaselineKind: WrapperKind {
    package let fromCenter: Double

    package init(fromCenter: Double) {
        self.fromCenter = fromCenter
    }

    package func name(of node: Node) -> String { "labelIcon" }
    /// A label icon does not pass their child's text spacing on.
    package func spacingText(of node: Node, edge: Edge) -> TextKind? { nil }
    package func baseline(of node: Node, for p: ProposedSize, first: Bool, in engine: LayoutEngine) -> Double? {
        guard let child = node.child else { return nil }
        return engine.baseline(child, p, first: first) ?? engine.size(child, p).height / 2 + fromCenter
    }
    package var passesGridTraits: Bool { false }
}
