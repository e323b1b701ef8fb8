/// `overlay`: the secondary view drawn over the primary.
package struct OverlayKind: SecondaryContentKind {
    package let alignment: Alignment

    package init(alignment: Alignment) {
        self.alignment = alignment
    }
    package func name(of node: Node) -> String { "overlay" }
}
