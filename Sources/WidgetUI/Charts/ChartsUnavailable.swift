import Foundation

// Swift Charts' surface that a still widget cannot use or WidgetRender does not draw yet:
// declared unavailable, so the compiler names what is missing instead of "cannot find in scope".

/// Swift Charts' `ChartProxy`: converts between positions and values for gestures and overlays.
@available(*, unavailable, message: "ChartProxy is not supported by WidgetRender yet (overlays that read positions from the chart): draw the overlay as chart content (RuleMark, PointMark with annotation)")
public struct ChartProxy {
    public var plotSize: CGSize { unavailableBody() }
    public func position<P: Plottable>(forX value: P) -> CGFloat? { nil }
    public func position<P: Plottable>(forY value: P) -> CGFloat? { nil }
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? { nil }
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? { nil }
}

nonisolated extension View {
    /// Swift Charts' `chartOverlay(alignment:content:)`.
    @available(*, unavailable, message: "chartOverlay is not supported by WidgetRender yet: draw the overlay as chart content (RuleMark, PointMark with annotation)")
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View { self }
    /// Swift Charts' `chartBackground(alignment:content:)`.
    @available(*, unavailable, message: "chartBackground is not supported by WidgetRender yet: use chartPlotStyle { $0.background(…) }")
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View { self }
    /// Swift Charts' `chartXSelection(value:)`.
    @available(*, unavailable, message: "chartXSelection is interactive; widgets do not take gestures")
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    /// Swift Charts' `chartYSelection(value:)`.
    @available(*, unavailable, message: "chartYSelection is interactive; widgets do not take gestures")
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    /// Swift Charts' `chartAngleSelection(value:)`.
    @available(*, unavailable, message: "chartAngleSelection is interactive; widgets do not take gestures")
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    /// Swift Charts' `chartScrollableAxes(_:)`.
    @available(*, unavailable, message: "chartScrollableAxes is interactive; widgets do not scroll")
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View { self }
}

/// Swift Charts' vectorized plots (iOS 18: `LinePlot`, `AreaPlot`, `BarPlot`, `PointPlot`, `RulePlot`, `RectanglePlot`, `SectorPlot`).
@available(*, unavailable, message: "Vectorized plots (LinePlot, AreaPlot, BarPlot…) are not supported by WidgetRender yet: use ForEach with LineMark, AreaMark, BarMark…")
public struct _VectorizedPlot: ChartContent {
    public var body: Never { unavailableBody() }
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: KeyPath<Data.Element, X>, y: KeyPath<Data.Element, Y>) {}
    public init(x: String, y: String, domain: ClosedRange<Double>, function: @escaping (Double) -> Double) {}
}
/** iOS 18's `LinePlot`. */ @available(*, unavailable, message: "LinePlot is not supported by WidgetRender yet: use ForEach with LineMark") public typealias LinePlot = _VectorizedPlot
/** iOS 18's `AreaPlot`. */ @available(*, unavailable, message: "AreaPlot is not supported by WidgetRender yet: use ForEach with AreaMark") public typealias AreaPlot = _VectorizedPlot
/** iOS 18's `BarPlot`. */ @available(*, unavailable, message: "BarPlot is not supported by WidgetRender yet: use ForEach with BarMark") public typealias BarPlot = _VectorizedPlot
/** iOS 18's `PointPlot`. */ @available(*, unavailable, message: "PointPlot is not supported by WidgetRender yet: use ForEach with PointMark") public typealias PointPlot = _VectorizedPlot
/** iOS 18's `RulePlot`. */ @available(*, unavailable, message: "RulePlot is not supported by WidgetRender yet: use ForEach with RuleMark") public typealias RulePlot = _VectorizedPlot
/** iOS 18's `RectanglePlot`. */ @available(*, unavailable, message: "RectanglePlot is not supported by WidgetRender yet: use ForEach with RectangleMark") public typealias RectanglePlot = _VectorizedPlot
/** iOS 18's `SectorPlot`. */ @available(*, unavailable, message: "SectorPlot is not supported by WidgetRender yet: use ForEach with SectorMark") public typealias SectorPlot = _VectorizedPlot
