internal import WidgetEngine

/// A piece of widget UI, as in SwiftUI: a value whose `body` describes its content.
@preconcurrency @MainActor public protocol View {
    /// The type of view that ``body`` returns.
    associatedtype Body: View
    /// The view's content, built from other views.
    ///
    /// Built-in views (stacks, `Text`, shapes, modifiers) have no body of their own: the renderer turns them into layout nodes directly, and their `body` must not be called.
    @ViewBuilder var body: Body { get }
}

nonisolated extension Never: View {
    /// `Never` is the body of built-in views that have none.
    public typealias Body = Never
    nonisolated public var body: Never { primitiveBody(Self.self) }
}

/// Built-in views have no `body`; they turn into nodes directly.
func primitiveBody<V>(_ type: V.Type) -> Never {
    preconditionFailure("\(V.self) is a primitive view and has no body")
}

/// Views the engine knows how to turn into nodes. Containers return several nodes (a
/// `ForEach`, a `Group`), conditionals may return none.
protocol PrimitiveView {
    func makeNodes(_ ctx: ResolveContext) throws -> [Node]
}
