/// `rotationEffect`, `scaleEffect`, `transformEffect`: drawn through a transform of the placed
/// frame; layout and alignment guides are unchanged, as in SwiftUI.
package struct TransformKind: WrapperKind {
    package let effect: PlacedTransform

    package init(effect: PlacedTransform) {
        self.effect = effect
    }

    package func name(of node: Node) -> String { effect.name }
    /// A geometry effect does not pass their child's text spacing on.
    package func spacingText(of node: Node, edge: Edge) -> TextKind? { nil }
    package func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) {
        let m = effect.matrix(frame)
        if m.isIdentity { builder.emitChildren(of: node); return }
        builder.items.append(.pushTransform(m))
        builder.emitChildren(of: node)
        builder.items.append(.pop)
    }
}

/// A drawing transform of a placed view, computed from its frame.
package struct PlacedTransform {
    package let name: String
    package let matrix: @Sendable (Rect) -> AffineMatrix

    package init(name: String, matrix: @escaping @Sendable (Rect) -> AffineMatrix) {
        self.name = name; self.matrix = matrix
    }
}
