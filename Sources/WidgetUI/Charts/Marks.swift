import Foundation

extension ChartMark.Dimension {
    init<V>(_ v: PlottableValue<V>) { self.init(value: v.value, unit: v.unit, label: v.label) }
    init<V>(start: PlottableValue<V>, end: PlottableValue<V>) {
        self.init(start: start.value, end: end.value, unit: start.unit, label: start.label)
    }
}

/// Swift Charts' `BarMark`: a bar from zero (or from a start) to a value; bars at the same
/// position stack.
public struct BarMark: ChartMarkContent {
    let mark: ChartMark
    public var body: Never { primitiveChartBody(Self.self) }

    /// A bar at `x` up to `y` (vertical when `x` is a category or a date, horizontal when `y` is).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark = ChartMark(kind: .bar, x: .init(x), y: .init(y), width: width, height: height, stacking: stacking)
    }
    /// A vertical bar at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        mark = ChartMark(kind: .bar, x: .init(x), y: .init(start: yStart, end: yEnd), width: width)
    }
    /// A horizontal bar at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        mark = ChartMark(kind: .bar, x: .init(start: xStart, end: xEnd), y: .init(y), height: height)
    }
    /// A horizontal bar from zero to `x`, as tall as the plot.
    public init<X: Plottable>(x: PlottableValue<X>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark = ChartMark(kind: .bar, x: .init(x), height: height, stacking: stacking)
    }
    /// A vertical bar from zero to `y`, as wide as the plot.
    public init<Y: Plottable>(y: PlottableValue<Y>, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark = ChartMark(kind: .bar, y: .init(y), width: width, stacking: stacking)
    }
    /// A horizontal bar from `xStart` to `xEnd`.
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, height: MarkDimension = .automatic) {
        mark = ChartMark(kind: .bar, x: .init(start: xStart, end: xEnd), height: height)
    }
    /// A vertical bar from `yStart` to `yEnd`.
    public init<Y: Plottable>(yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        mark = ChartMark(kind: .bar, y: .init(start: yStart, end: yEnd), width: width)
    }
}

/// Swift Charts' `LineMark`: the points of one line, joined in order of `x`.
public struct LineMark: ChartMarkContent {
    let mark: ChartMark
    public var body: Never { primitiveChartBody(Self.self) }

    /// A point of the line at (`x`, `y`).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = ChartMark(kind: .line, x: .init(x), y: .init(y))
    }
    /// A point of the line named by `series` (several lines in one chart).
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        var m = ChartMark(kind: .line, x: .init(x), y: .init(y))
        m.series = series.value.map { ChartMark.Grouping(label: series.label, value: $0) }
        mark = m
    }
}

/// Swift Charts' `AreaMark`: the area under a line (or between two), stacked like bars.
public struct AreaMark: ChartMarkContent {
    let mark: ChartMark
    public var body: Never { primitiveChartBody(Self.self) }

    /// A point of the area from zero up to `y` at `x`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        mark = ChartMark(kind: .area, x: .init(x), y: .init(y), stacking: stacking)
    }
    /// A point of the area between `yStart` and `yEnd` at `x`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = ChartMark(kind: .area, x: .init(x), y: .init(start: yStart, end: yEnd))
    }
    /// A point of a horizontal area between `xStart` and `xEnd` at `y`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = ChartMark(kind: .area, x: .init(start: xStart, end: xEnd), y: .init(y))
    }
    /// A point of the area, grouped into the area named by `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard) {
        var m = ChartMark(kind: .area, x: .init(x), y: .init(y), stacking: stacking)
        m.series = series.value.map { ChartMark.Grouping(label: series.label, value: $0) }
        mark = m
    }
}

/// Swift Charts' `PointMark`: a symbol at a point.
public struct PointMark: ChartMarkContent {
    let mark: ChartMark
    public var body: Never { primitiveChartBody(Self.self) }

    /// A point at (`x`, `y`).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = ChartMark(kind: .point, x: .init(x), y: .init(y))
    }
    /// A point at `x`, centred vertically.
    public init<X: Plottable>(x: PlottableValue<X>) { mark = ChartMark(kind: .point, x: .init(x)) }
    /// A point at `y`, centred horizontally.
    public init<Y: Plottable>(y: PlottableValue<Y>) { mark = ChartMark(kind: .point, y: .init(y)) }
}

/// Swift Charts' `RuleMark`: a line across the plot at a value, or a segment.
public struct RuleMark: ChartMarkContent {
    let mark: ChartMark
    public var body: Never { primitiveChartBody(Self.self) }

    /// A vertical rule across the plot at `x`.
    public init<X: Plottable>(x: PlottableValue<X>) { mark = ChartMark(kind: .rule, x: .init(x)) }
    /// A horizontal rule across the plot at `y` (a goal, an average).
    public init<Y: Plottable>(y: PlottableValue<Y>) { mark = ChartMark(kind: .rule, y: .init(y)) }
    /// A horizontal segment at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = ChartMark(kind: .rule, x: .init(start: xStart, end: xEnd), y: .init(y))
    }
    /// A vertical segment at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = ChartMark(kind: .rule, x: .init(x), y: .init(start: yStart, end: yEnd))
    }
    /// A horizontal rule from `xStart` to `xEnd` across the plot's middle.
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>) {
        mark = ChartMark(kind: .rule, x: .init(start: xStart, end: xEnd))
    }
    /// A vertical rule from `yStart` to `yEnd`.
    public init<Y: Plottable>(yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = ChartMark(kind: .rule, y: .init(start: yStart, end: yEnd))
    }
}

/// Swift Charts' `RectangleMark`: a rectangle at a point or between bounds (heat maps).
public struct RectangleMark: ChartMarkContent {
    let mark: ChartMark
    public var body: Never { primitiveChartBody(Self.self) }

    /// A rectangle centred at (`x`, `y`), a band wide and tall on category axes.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        mark = ChartMark(kind: .rectangle, x: .init(x), y: .init(y), width: width, height: height)
    }
    /// A rectangle between `xStart`…`xEnd` and `yStart`…`yEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = ChartMark(kind: .rectangle, x: .init(start: xStart, end: xEnd), y: .init(start: yStart, end: yEnd))
    }
    /// A rectangle at `x` spanning `yStart`…`yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        mark = ChartMark(kind: .rectangle, x: .init(x), y: .init(start: yStart, end: yEnd), width: width)
    }
    /// A rectangle at `y` spanning `xStart`…`xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        mark = ChartMark(kind: .rectangle, x: .init(start: xStart, end: xEnd), y: .init(y), height: height)
    }
}

/// Swift Charts' `SectorMark` (iOS 17): a slice of a pie or a donut, its angle proportional to its value.
public struct SectorMark: ChartMarkContent {
    let mark: ChartMark
    public var body: Never { primitiveChartBody(Self.self) }

    /// A slice for `angle`'s share of the total; `innerRadius` above zero makes a donut.
    public init<V: Plottable>(angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic,
                              outerRadius: MarkDimension = .automatic, angularInset: Double? = nil) {
        var m = ChartMark(kind: .sector)
        m.angle = angle.value?.continuous.map { max(0, $0) }
        m.innerRadius = innerRadius; m.outerRadius = outerRadius; m.angularInset = angularInset
        m.x.label = angle.label
        mark = m
    }
    /// A slice for `angle`'s share, with an inset that is a `CGFloat`.
    public init<V: Plottable>(angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic,
                              outerRadius: MarkDimension = .automatic, angularInset: CGFloat) {
        self.init(angle: angle, innerRadius: innerRadius, outerRadius: outerRadius, angularInset: Double(angularInset))
    }
}
