internal import WidgetEngine
import Foundation

/// A region that opens its own URL when tapped (medium and large widgets; see the link rules).
/// Its label is tinted with the accent color unless a foreground style is set.
public nonisolated struct Link<Label: View>: View, PrimitiveView {
    let destination: URL
    let label: Label
    /// A link that opens `destination` when its label is tapped.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination; self.label = label()
    }
    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ ctx: ResolveContext) throws -> [Node] {
        try ctx.withPathComponent("Link(\(destination.absoluteString))") {
            let child = try ctx.withEnvironment({ env in
                if env.foregroundStyle == nil { env.foregroundStyle = env.tint ?? AnyShapeStyle(Color.accentColor) }
            }) { try ctx.resolveSingle(label, implicit: ZStackKind(alignment: .center)) }
            return [ctx.node(LinkKind(url: destination), children: [child])]
        }
    }
}

extension Link where Label == Text {
    /// A text link titled `title` that opens `destination`.
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
