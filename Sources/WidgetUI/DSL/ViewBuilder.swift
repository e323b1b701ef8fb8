internal import WidgetEngine

/// SwiftUI's result builder: lists of views, `if`, `if`/`else`, `switch`, `if let`.
@resultBuilder
public enum ViewBuilder {
    /// Passes each view written in the builder through unchanged.
    public static func buildExpression<V: View>(_ view: V) -> V { view }
    /// An empty builder: an ``EmptyView``.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// A builder with one view: that view.
    public static func buildBlock<V: View>(_ view: V) -> V { view }
    /// Several views: a ``TupleView`` of them, siblings in the enclosing container.
    public static func buildBlock<each V: View>(_ views: repeat each V) -> TupleView<repeat each V> {
        TupleView(repeat each views)
    }
    /// An `if` without `else`: the view, or nothing when the condition is false.
    public static func buildOptional<V: View>(_ view: V?) -> V? { view }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { .init(storage: .first(first)) }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { .init(storage: .second(second)) }
    /// An `if #available` branch, type-erased.
    public static func buildLimitedAvailability<V: View>(_ view: V) -> AnyView { AnyView(view) }
}

/// Several views side by side in a builder; they become siblings in the enclosing container.
public nonisolated struct TupleView<each Content: View>: View, PrimitiveView {
    let content: (repeat each Content)
    /// The views, in order.
    public init(_ content: repeat each Content) { self.content = (repeat each content) }
    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ ctx: ResolveContext) throws -> [Node] {
        var nodes: [Node] = []
        for child in repeat each content {
            nodes += try ctx.resolve(child)
        }
        return nodes
    }
}

/// The two branches of an `if`/`else` or a `switch`.
public nonisolated struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage { case first(TrueContent), second(FalseContent) }
    let storage: Storage
    public var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ ctx: ResolveContext) throws -> [Node] {
        switch storage {
        case .first(let v): return try ctx.resolve(v)
        case .second(let v): return try ctx.resolve(v)
        }
    }
}

extension Optional: View where Wrapped: View {
    public var body: Never { primitiveBody(Self.self) }
}
extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(_ ctx: ResolveContext) throws -> [Node] {
        guard let v = self else { return [] }
        return try ctx.resolve(v)
    }
}

/// A view that shows nothing and takes no space.
public nonisolated struct EmptyView: View, PrimitiveView {
    /// An empty view.
    public init() {}
    public var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ ctx: ResolveContext) throws -> [Node] { [] }
}

/// Groups views without a layout of its own; modifiers on a group apply to each child.
public nonisolated struct Group<Content: View>: View, PrimitiveView {
    let content: Content
    /// A group of the views built by `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ ctx: ResolveContext) throws -> [Node] { try ctx.resolve(content) }
}

/// A type-erased view.
public nonisolated struct AnyView: View, PrimitiveView {
    let view: any View
    /// Erases the type of `view`.
    public init<V: View>(_ view: V) { self.view = view }
    /// Erases the type of `view`.
    public init(erasing view: some View) { self.view = view }
    public var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ ctx: ResolveContext) throws -> [Node] { try ctx.resolveExistential(view) }
}

/// One view per element of a collection (or, in a `Chart`, one piece of chart content per element).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection the views are made from.
    public let data: Data
    let id: KeyPath<Data.Element, ID>?
    /// Makes the view of one element.
    public let content: (Data.Element) -> Content

    init(storage data: Data, id: KeyPath<Data.Element, ID>?, content: @escaping (Data.Element) -> Content) {
        self.data = data; self.id = id; self.content = content
    }
}

extension ForEach: View, PrimitiveView where Content: View {
    /// One view per element of `data`, identified by the key path `id`.
    ///
    /// The closure runs in the environment of the `ForEach`, so `@Environment` reads work in it.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(storage: data, id: id, content: content)
    }
    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ ctx: ResolveContext) throws -> [Node] {
        var nodes: [Node] = []
        for (i, element) in data.enumerated() {
            // The closure runs now, not inside the enclosing `body`: it reads `@Environment`
            // values, so they must be in force here too (SwiftUI evaluates it in the same environment).
            let view = EnvironmentValues.$current.withValue(ctx.env) { content(element) }
            let children = try ctx.withPathComponent("ForEach[\(i)]") { try ctx.resolve(view) }
            if let id {
                let key = AnyHashable(element[keyPath: id])
                for n in children where n.identity == nil { n.identity = key }
            }
            nodes += children
        }
        return nodes
    }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per element of a collection of `Identifiable` elements.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
    /// One view per integer of a constant range (`ForEach(0..<3) { i in … }`).
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(storage: data, id: \.self, content: content)
    }
}
