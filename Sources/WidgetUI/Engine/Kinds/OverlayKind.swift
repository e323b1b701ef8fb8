/// `overlay`: the secondary view drawn over the primary.
struct OverlayKind: SecondaryContentKind {
    let alignment: Alignment
    func name(of node: Node) -> String { "overlay" }
}
