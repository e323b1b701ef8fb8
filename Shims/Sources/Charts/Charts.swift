// `import Charts` on Linux. Swift Charts is not drawn yet: every chart type is declared, so a
// file that uses one fails with the message below (never "cannot find 'Chart' in scope"), and
// a file that only imports Charts compiles.
#if os(Linux)
@_exported import WidgetRender
@_exported import FoundationNetworking

/// Swift Charts' `ChartContent`.
@available(*, unavailable, message: "Swift Charts is not drawn on Linux yet: draw the series with shapes (Path, Capsule) or keep the chart behind #if !os(Linux).")
public protocol ChartContent {}

/// Swift Charts' `@ChartContentBuilder`.
@available(*, unavailable, message: "Swift Charts is not drawn on Linux yet: draw the series with shapes (Path, Capsule) or keep the chart behind #if !os(Linux).")
@resultBuilder public enum ChartContentBuilder {
    public static func buildBlock<C>(_ content: C...) -> [C] { content }
}

/// Swift Charts' `Chart`.
@available(*, unavailable, message: "Swift Charts is not drawn on Linux yet: draw the series with shapes (Path, Capsule) or keep the chart behind #if !os(Linux).")
public struct Chart<Content>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public init<Data: RandomAccessCollection, C>(_ data: Data, @ViewBuilder content: (Data.Element) -> C) where Content == [C] {}
    public init<Data: RandomAccessCollection, ID: Hashable, C>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                              @ViewBuilder content: (Data.Element) -> C) where Content == [C] {}
    public var body: some View { EmptyView() }
}

/// Swift Charts' `PlottableValue` (`.value("Day", date)`).
@available(*, unavailable, message: "Swift Charts is not drawn on Linux yet: draw the series with shapes (Path, Capsule) or keep the chart behind #if !os(Linux).")
public struct PlottableValue<Value> {
    public static func value(_ label: String, _ value: Value) -> PlottableValue<Value> { fatalError() }
    public static func value(_ label: String, _ value: Value, unit: Calendar.Component) -> PlottableValue<Value> { fatalError() }
}

/// Swift Charts' `MarkDimension`.
@available(*, unavailable, message: "Swift Charts is not drawn on Linux yet: draw the series with shapes (Path, Capsule) or keep the chart behind #if !os(Linux).")
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    public init(floatLiteral value: Double) {}
    public init(integerLiteral value: Int) {}
    public static func fixed(_ value: Double) -> MarkDimension { fatalError() }
    public static func ratio(_ value: Double) -> MarkDimension { fatalError() }
    public static let automatic = MarkDimension(integerLiteral: 0)
}

/// A chart mark: what every Swift Charts mark is declared as here.
@available(*, unavailable, message: "Swift Charts is not drawn on Linux yet: draw the series with shapes (Path, Capsule) or keep the chart behind #if !os(Linux).")
public struct _ChartMark: View {
    public init<X, Y>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic, stacking: Any? = nil) {}
    public init<X, Y>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {}
    public init<X, Y>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {}
    public init<X>(x: PlottableValue<X>) {}
    public init<Y>(y: PlottableValue<Y>) {}
    public init<V>(angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic, angularInset: Double? = nil) {}
    public var body: some View { EmptyView() }
}

/** Swift Charts' `BarMark` (not drawn on Linux yet). */ @available(*, unavailable, message: "Swift Charts is not drawn on Linux yet: draw the series with shapes (Path, Capsule) or keep the chart behind #if !os(Linux).") public typealias BarMark = _ChartMark
/** Swift Charts' `LineMark` (not drawn on Linux yet). */ @available(*, unavailable, message: "Swift Charts is not drawn on Linux yet: draw the series with shapes (Path, Capsule) or keep the chart behind #if !os(Linux).") public typealias LineMark = _ChartMark
/** Swift Charts' `AreaMark` (not drawn on Linux yet). */ @available(*, unavailable, message: "Swift Charts is not drawn on Linux yet: draw the series with shapes (Path, Capsule) or keep the chart behind #if !os(Linux).") public typealias AreaMark = _ChartMark
/** Swift Charts' `PointMark` (not drawn on Linux yet). */ @available(*, unavailable, message: "Swift Charts is not drawn on Linux yet: draw the series with shapes (Path, Capsule) or keep the chart behind #if !os(Linux).") public typealias PointMark = _ChartMark
/** Swift Charts' `RuleMark` (not drawn on Linux yet). */ @available(*, unavailable, message: "Swift Charts is not drawn on Linux yet: draw the series with shapes (Path, Capsule) or keep the chart behind #if !os(Linux).") public typealias RuleMark = _ChartMark
/** Swift Charts' `RectangleMark` (not drawn on Linux yet). */ @available(*, unavailable, message: "Swift Charts is not drawn on Linux yet: draw the series with shapes (Path, Capsule) or keep the chart behind #if !os(Linux).") public typealias RectangleMark = _ChartMark
/** Swift Charts' `SectorMark` (not drawn on Linux yet). */ @available(*, unavailable, message: "Swift Charts is not drawn on Linux yet: draw the series with shapes (Path, Capsule) or keep the chart behind #if !os(Linux).") public typealias SectorMark = _ChartMark
/** Swift Charts' `AxisMarks` (not drawn on Linux yet). */ @available(*, unavailable, message: "Swift Charts is not drawn on Linux yet: draw the series with shapes (Path, Capsule) or keep the chart behind #if !os(Linux).") public typealias AxisMarks = _ChartMark
/** Swift Charts' `AxisGridLine` (not drawn on Linux yet). */ @available(*, unavailable, message: "Swift Charts is not drawn on Linux yet: draw the series with shapes (Path, Capsule) or keep the chart behind #if !os(Linux).") public typealias AxisGridLine = _ChartMark
/** Swift Charts' `AxisValueLabel` (not drawn on Linux yet). */ @available(*, unavailable, message: "Swift Charts is not drawn on Linux yet: draw the series with shapes (Path, Capsule) or keep the chart behind #if !os(Linux).") public typealias AxisValueLabel = _ChartMark
/** Swift Charts' `AxisTick` (not drawn on Linux yet). */ @available(*, unavailable, message: "Swift Charts is not drawn on Linux yet: draw the series with shapes (Path, Capsule) or keep the chart behind #if !os(Linux).") public typealias AxisTick = _ChartMark
#endif
