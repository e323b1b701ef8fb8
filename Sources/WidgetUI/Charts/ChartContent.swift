import Foundation

/// Swift Charts' `ChartContent`: marks, and what is built from marks (`ForEach`, your own types
/// with a `body`).
public protocol ChartContent {
    /// The type of content ``body`` returns.
    associatedtype Body: ChartContent
    /// The content, built from marks.
    @ChartContentBuilder var body: Body { get }
}

extension Never: ChartContent {}

/// Chart content the chart reads directly: marks and the builder's containers.
protocol PrimitiveChartContent {
    func appendMarks(to marks: inout [ChartMark], _ env: EnvironmentValues)
}

extension ChartContent {
    /// The marks of `self` in declaration order.
    func chartMarks(_ env: EnvironmentValues) -> [ChartMark] {
        var marks: [ChartMark] = []
        appendChartMarks(to: &marks, env)
        return marks
    }

    func appendChartMarks(to marks: inout [ChartMark], _ env: EnvironmentValues) {
        if let primitive = self as? PrimitiveChartContent {
            primitive.appendMarks(to: &marks, env)
        } else {
            EnvironmentValues.$current.withValue(env) { body }.appendChartMarks(to: &marks, env)
        }
    }
}

func primitiveChartBody<C>(_ type: C.Type) -> Never {
    preconditionFailure("\(C.self) is a primitive chart content and has no body")
}

/// Swift Charts' result builder: lists of marks, `if`, `if`/`else`, `switch`, `for` loops.
@resultBuilder
public enum ChartContentBuilder {
    /// Passes each mark written in the builder through unchanged.
    public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }
    /// An empty builder.
    public static func buildBlock() -> _EmptyChartContent { _EmptyChartContent() }
    /// A builder with one piece of content: that content.
    public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }
    /// Several pieces of content, drawn in order.
    public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> TupleChartContent<repeat each C> {
        TupleChartContent(repeat each content)
    }
    /// An `if` without `else`.
    public static func buildOptional<C: ChartContent>(_ content: C?) -> C? { content }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<T: ChartContent, F: ChartContent>(first: T) -> _ConditionalChartContent<T, F> { .init(storage: .first(first)) }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<T: ChartContent, F: ChartContent>(second: F) -> _ConditionalChartContent<T, F> { .init(storage: .second(second)) }
    /// An `if #available` branch.
    public static func buildLimitedAvailability<C: ChartContent>(_ content: C) -> C { content }
    /// A `for` loop's content.
    public static func buildArray<C: ChartContent>(_ content: [C]) -> [C] { content }
}

/// No chart content.
public struct _EmptyChartContent: ChartContent, PrimitiveChartContent {
    public var body: Never { primitiveChartBody(Self.self) }
    func appendMarks(to marks: inout [ChartMark], _ env: EnvironmentValues) {}
}

/// Several pieces of chart content, in order.
public struct TupleChartContent<each C: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: (repeat each C)
    init(_ content: repeat each C) { self.content = (repeat each content) }
    public var body: Never { primitiveChartBody(Self.self) }
    func appendMarks(to marks: inout [ChartMark], _ env: EnvironmentValues) {
        for piece in repeat each content { piece.appendChartMarks(to: &marks, env) }
    }
}

/// The two branches of an `if`/`else` in chart content.
public struct _ConditionalChartContent<T: ChartContent, F: ChartContent>: ChartContent, PrimitiveChartContent {
    enum Storage { case first(T), second(F) }
    let storage: Storage
    public var body: Never { primitiveChartBody(Self.self) }
    func appendMarks(to marks: inout [ChartMark], _ env: EnvironmentValues) {
        switch storage {
        case .first(let c): c.appendChartMarks(to: &marks, env)
        case .second(let c): c.appendChartMarks(to: &marks, env)
        }
    }
}

extension Optional: ChartContent where Wrapped: ChartContent {
    public var body: Never { primitiveChartBody(Self.self) }
}
extension Optional: PrimitiveChartContent where Wrapped: ChartContent {
    func appendMarks(to marks: inout [ChartMark], _ env: EnvironmentValues) {
        self?.appendChartMarks(to: &marks, env)
    }
}

extension Array: ChartContent where Element: ChartContent {
    public var body: Never { primitiveChartBody(Self.self) }
}
extension Array: PrimitiveChartContent where Element: ChartContent {
    func appendMarks(to marks: inout [ChartMark], _ env: EnvironmentValues) {
        for c in self { c.appendChartMarks(to: &marks, env) }
    }
}

extension ForEach: ChartContent where Content: ChartContent {
    public var body: Never { primitiveChartBody(Self.self) }
}
extension ForEach: PrimitiveChartContent where Content: ChartContent {
    func appendMarks(to marks: inout [ChartMark], _ env: EnvironmentValues) {
        for element in data {
            EnvironmentValues.$current.withValue(env) { content(element) }.appendChartMarks(to: &marks, env)
        }
    }
}

extension ForEach where Content: ChartContent {
    /// One piece of chart content per element of `data`, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(storage: data, id: id, content: content)
    }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// One piece of chart content per `Identifiable` element.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(storage: data, id: \.id, content: content)
    }
}

extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
    /// One piece of chart content per integer of a range.
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(storage: data, id: \.self, content: content)
    }
}
