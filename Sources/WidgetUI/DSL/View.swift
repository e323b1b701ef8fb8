/// A piece of widget UI, as in SwiftUI: a value whose `body` describes its content.
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
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
