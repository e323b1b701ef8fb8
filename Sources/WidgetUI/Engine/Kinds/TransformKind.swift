/// `rotationEffect`, `scaleEffect`, `transformEffect`: drawn through a transform of the placed
/// frame; layout and alignment guides are unchanged, as in SwiftUI.
struct TransformKind: WrapperKind {
    let effect: GeometryEffect

    func name(of node: Node) -> String { effect.name }
    func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) {
        let m = effect.matrix(frame)
        if m.isIdentity { builder.emitChildren(of: node); return }
        builder.items.append(.pushTransform(m))
        builder.emitChildren(of: node)
        builder.items.append(.pop)
    }
}
