import Testing
@testable import WidgetEngine

/// A kind defined outside the engine's own files, as a new view kind would be: it is sized,
/// placed in a stack and drawn by the engine with no other change.
private struct BadgeKind: LeafKind {
    let side: Double
    func name(of node: Node) -> String { "Badge" }
    func size(of node: Node, for p: ProposedSize, in engine: LayoutEngine) -> Size { Size(width: side, height: side) }
    func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) {
        builder.items.append(.fill(.rect(frame), .color(RGBA(hex: 0xFF0000))))
    }
}

@Suite("Adding a node kind")
struct NewNodeKindTests {
    @Test("A new kind is laid out by a VStack and drawn where the stack placed it, snapped to pixels")
    func newKindLaysOutAndDraws() throws {
        let badges = [Node.make(BadgeKind(side: 20), path: "a"), Node.make(BadgeKind(side: 10.2), path: "b")]
        let stack = Node.make(StackKind(axis: .vertical, alignment: .horizontal(.leading), spacing: 4), children: badges, path: "stack")
        let tree = LaidOutTree(roots: [stack], background: nil, in: Rect(x: 0, y: 0, width: 100, height: 100),
                               scale: 2, scheme: .light, rightToLeft: false)
        // 20 + 4 + 10.2 = 34.2 tall, 20 wide, centred in 100 × 100.
        #expect(tree.rootFrame == Rect(x: 40, y: 32.9, width: 20, height: 34.2))
        #expect(tree.engine.frame(of: badges[1]) == Rect(x: 40, y: 56.9, width: 10.2, height: 10.2))
        let drawn = tree.draw(bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        guard drawn.items.count == 2, case .fill(let path, _) = drawn.items[1] else {
            Issue.record("expected two fills, got \(drawn.items)"); return
        }
        // Snapped to the 0.5 pt grid of a 2x display.
        #expect(path.boundingRect == Rect(x: 40, y: 57, width: 10, height: 10))
        #expect(tree.dump() == "VStack \(tree.rootFrame)\n  Badge \(tree.engine.frame(of: badges[0]))\n  Badge \(tree.engine.frame(of: badges[1]))\n")
    }

    @Test("A new kind inherits the defaults: layout priority 0, no baseline, no spacing text, grid traits not read through")
    func newKindDefaults() {
        let node = Node.make(BadgeKind(side: 5), path: "a")
        #expect(node.layoutPriority == 0)
        #expect(node.baseline(.unspecified, first: true, LayoutEngine(scale: 3)) == nil)
        #expect(node.spacingText(edge: .top) == nil)
        #expect(node.passesGridTraits == false)
    }
}
