import Foundation

/// What the chart modifiers on a view set for the charts inside it (Swift Charts reads them from
/// the environment too: `chartYScale` on a container applies to every chart in it).
struct ChartSettings: @unchecked Sendable {
    struct Axis {
        var visibility = Visibility.automatic
        /// `chartXAxis { … }`: nil for the default marks; empty hides the axis.
        var marks: [_AxisMarksSpec]?
        var domain: _ChartDomain?
        /// `type:` of `chartXScale`/`chartYScale` when it is not linear, dates or categories.
        var nonLinearType: String?
    }
    var x = Axis()
    var y = Axis()
    var legend = Visibility.automatic
    var legendAtTop = false
    /// `chartForegroundStyleScale`: the style of each value, in order.
    var styleScale: [(ChartValue, AnyShapeStyle)]?
    var styleRange: [AnyShapeStyle]?
    /// `chartPlotStyle`: the plot area as the closure styled it.
    var plotStyle: AnyView?
}


private struct ChartSettingsKey: EnvironmentKey { static let defaultValue = ChartSettings() }

extension EnvironmentValues {
    var chartSettings: ChartSettings {
        get { self[ChartSettingsKey.self] }
        set { self[ChartSettingsKey.self] = newValue }
    }
}

/// Swift Charts' `ScaleType` (charts are drawn with linear scales here).
public struct ScaleType: Hashable, Sendable {
    let name: String
    /// Linear.
    public static let linear = ScaleType(name: "linear")
    /// Logarithmic (drawn linear; `chartScaleDrawnLinear` says so).
    public static let log = ScaleType(name: "log")
    /// Square root (drawn linear; `chartScaleDrawnLinear` says so).
    public static let squareRoot = ScaleType(name: "squareRoot")
    /// Dates.
    public static let date = ScaleType(name: "date")
    /// Categories.
    public static let category = ScaleType(name: "category")
    /// A power scale (drawn linear; `chartScaleDrawnLinear` says so).
    public static func power(exponent: Double = 1) -> ScaleType { ScaleType(name: "power") }

    /// The name of a scale drawn linear here though it is not (log, square root, power).
    var nonLinearName: String? { ["log", "squareRoot", "power"].contains(name) ? name : nil }
}

/// Swift Charts' `ChartPlotContent`: the plot area, as `chartPlotStyle` gives it to you to
/// style (a background, a border).
public nonisolated struct ChartPlotContent: View {
    public var body: some View { Color.clear }
}

nonisolated extension View {
    private func chartSettings(_ change: @escaping (inout ChartSettings) -> Void) -> some View {
        transformEnvironment(\.chartSettings, transform: change)
    }

    /// Shows or hides the x axis (its grid lines, ticks and labels).
    public func chartXAxis(_ visibility: Visibility) -> some View { chartSettings { $0.x.visibility = visibility } }
    /// Shows or hides the y axis.
    public func chartYAxis(_ visibility: Visibility) -> some View { chartSettings { $0.y.visibility = visibility } }
    /// The x axis's marks (`AxisMarks(values: .stride(by: .hour, count: 6))`); none hides it.
    public func chartXAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
        let marks = content()._axisMarks
        return chartSettings { $0.x.marks = marks }
    }
    /// The y axis's marks (`AxisMarks(position: .leading)`); none hides it.
    public func chartYAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
        let marks = content()._axisMarks
        return chartSettings { $0.y.marks = marks }
    }
    /// The values the x axis spans (`0...100`, a date range, categories in order).
    public func chartXScale<D: ScaleDomain>(domain: D, type: ScaleType? = nil) -> some View {
        let d = domain._chartDomain
        return chartSettings { $0.x.domain = d; $0.x.nonLinearType = type?.nonLinearName }
    }
    /// The values the y axis spans: exactly these, not rounded and not from zero.
    public func chartYScale<D: ScaleDomain>(domain: D, type: ScaleType? = nil) -> some View {
        let d = domain._chartDomain
        return chartSettings { $0.y.domain = d; $0.y.nonLinearType = type?.nonLinearName }
    }
    /// Shows or hides the legend `foregroundStyle(by:)` adds.
    public func chartLegend(_ visibility: Visibility) -> some View { chartSettings { $0.legend = visibility } }
    /// Where the legend stands: below the plot (the default) or above it.
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartSettings { $0.legendAtTop = position == .top }
    }
    /// The style of each value of `foregroundStyle(by:)` (`["Rain": .blue, "Sun": .yellow]`).
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<D, S>) -> some View {
        let scale = mapping.compactMap { k, v in ChartValue(k).map { ($0, AnyShapeStyle(v)) } }
        return chartSettings { $0.styleScale = scale }
    }
    /// The styles of `domain`'s values, in order.
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(domain: [D], range: [S], type: ScaleType? = nil) -> some View {
        let scale = zip(domain, range).compactMap { k, v in ChartValue(k).map { ($0, AnyShapeStyle(v)) } }
        return chartSettings { $0.styleScale = scale }
    }
    /// The styles values of `foregroundStyle(by:)` take in order of appearance.
    public func chartForegroundStyleScale<S: ShapeStyle>(range: [S], type: ScaleType? = nil) -> some View {
        let styles = range.map { AnyShapeStyle($0) }
        return chartSettings { $0.styleRange = styles }
    }
    /// Styles the plot area (`chartPlotStyle { $0.background(.gray.opacity(0.1)) }`): what the
    /// closure adds around the plot is drawn in the plot's frame, under the marks.
    public func chartPlotStyle<C: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> C) -> some View {
        let plot = AnyView(content(ChartPlotContent()))
        return chartSettings { $0.plotStyle = plot }
    }
}
