internal import WidgetEngine

/// A view with a modifier applied, as in SwiftUI. Built-in modifiers become layout or drawing
/// nodes; your own `ViewModifier`s run their `body(content:)`.
public nonisolated struct ModifiedContent<Content: View, Modifier>: View, PrimitiveView {
    let content: Content
    let modifier: Modifier
    /// `content` with `modifier` applied; `view.modifier(_:)` makes these.
    public init(content: Content, modifier: Modifier) { self.content = content; self.modifier = modifier }
    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ ctx: ResolveContext) throws -> [Node] {
        let content = self.content
        let resolveContent: (ResolveContext) throws -> [Node] = { try $0.resolve(content) }
        if let m = modifier as? any PrimitiveModifier {
            return try m.apply(resolveContent, ctx)
        }
        if let m = modifier as? any ViewModifier {
            return try resolveCustom(m, resolveContent, ctx)
        }
        return try resolveContent(ctx)
    }

    private func resolveCustom<M: ViewModifier>(_ m: M, _ content: @escaping (ResolveContext) throws -> [Node],
                                                _ ctx: ResolveContext) throws -> [Node] {
        ctx.modifierContents.append(content)
        defer { ctx.modifierContents.removeLast() }
        let body = EnvironmentValues.$current.withValue(ctx.env) { evaluateModifierBody(m) }
        return try ctx.withPathComponent(ResolveContext.typeName(M.self)) { try ctx.resolve(body) }
    }
}

/// SwiftUI's `ViewModifier`: a reusable change to a view, written as `body(content:)`.
@preconcurrency @MainActor public protocol ViewModifier {
    /// The type of view that ``body(content:)`` returns.
    associatedtype Body: View
    /// The view the modifier is applied to, as `body(content:)` receives it.
    typealias Content = _ViewModifierContent
    /// The modified view: `content` with your changes.
    @ViewBuilder func body(content: Content) -> Body
}

/// Stands for the modified view inside a `ViewModifier`'s `body(content:)`.
public nonisolated struct _ViewModifierContent: View, PrimitiveView {
    public var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ ctx: ResolveContext) throws -> [Node] {
        guard let content = ctx.modifierContents.popLast() else { return [] }
        defer { ctx.modifierContents.append(content) }
        return try content(ctx)
    }
}

nonisolated extension View {
    /// Applies a modifier: `Text("Hi").modifier(Badge())`.
    public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> { ModifiedContent(content: self, modifier: modifier) }
}

/// Modifiers the engine implements itself.
protocol PrimitiveModifier {
    func apply(_ content: (ResolveContext) throws -> [Node], _ ctx: ResolveContext) throws -> [Node]
}

/// Wraps each content node in a new node: what most layout and drawing modifiers do
/// (applied to a `Group`, they apply to every child, as in SwiftUI).
struct WrappingModifier: PrimitiveModifier {
    let name: String
    let make: (ResolveContext) -> (any NodeKind)?
    func apply(_ content: (ResolveContext) throws -> [Node], _ ctx: ResolveContext) throws -> [Node] {
        let nodes = try content(ctx)
        guard let kind = ctx.withPathComponent(name, { make(ctx) }) else { return nodes }
        return nodes.map { ctx.node(kind, children: [$0]) }
    }
}

/// Changes the environment for the content.
struct EnvironmentModifier: PrimitiveModifier {
    let change: @Sendable (inout EnvironmentValues) -> Void
    func apply(_ content: (ResolveContext) throws -> [Node], _ ctx: ResolveContext) throws -> [Node] {
        try ctx.withEnvironment(change) { try content(ctx) }
    }
}

/// Sets a property on each content node without adding a node (`layoutPriority`, `id`).
struct TraitModifier: PrimitiveModifier {
    let set: (Node) -> Void
    func apply(_ content: (ResolveContext) throws -> [Node], _ ctx: ResolveContext) throws -> [Node] {
        let nodes = try content(ctx)
        nodes.forEach(set)
        return nodes
    }
}

/// Adds a secondary view (overlay, background, mask) to each content node.
struct SecondaryContentModifier: PrimitiveModifier {
    let name: String
    let kind: (Alignment) -> any NodeKind
    let alignment: Alignment
    let secondary: (ResolveContext) throws -> Node
    func apply(_ content: (ResolveContext) throws -> [Node], _ ctx: ResolveContext) throws -> [Node] {
        let nodes = try content(ctx)
        return try nodes.map { primary in
            let second = try ctx.withPathComponent(name) {
                try ctx.withEnvironment({ $0.stackAxis = nil }) { try secondary(ctx) }
            }
            return ctx.node(kind(alignment), children: [primary, second])
        }
    }
}

/// A value a `@Sendable` environment change carries though it is not `Sendable` itself (a view
/// modifier's closure): views are resolved on one rendering thread, which alone reads it.
struct RenderThreadOnly<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
