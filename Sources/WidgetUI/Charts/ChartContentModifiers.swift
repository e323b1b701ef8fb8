import Foundation

/// Chart content with a change applied to each of its marks.
public struct _ModifiedChartContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: Content
    let change: (inout ChartMark) -> Void
    public var body: Never { primitiveChartBody(Self.self) }
    func appendMarks(to marks: inout [ChartMark], _ env: EnvironmentValues) {
        let first = marks.count
        content.appendChartMarks(to: &marks, env)
        for i in first..<marks.count { change(&marks[i]) }
    }
}

extension ChartContent {
    func modifyingMarks(_ change: @escaping (inout ChartMark) -> Void) -> _ModifiedChartContent<Self> {
        _ModifiedChartContent(content: self, change: change)
    }

    /// Paints the marks in `style` (a colour, a gradient, `.tint`).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        let style = AnyShapeStyle(style)
        return modifyingMarks { $0.style = style }
    }
    /// Colours the marks by `value`: each distinct value takes the next colour of the chart's
    /// palette (or of `chartForegroundStyleScale`), and the legend lists them.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let group = value.value.map { ChartMark.Grouping(label: value.label, value: $0) }
        return modifyingMarks { $0.styleGroup = group }
    }
    /// How lines and areas pass through their points.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        modifyingMarks { $0.interpolation = method }
    }
    /// The stroke of lines and rules.
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        modifyingMarks { $0.lineStyle = style }
    }
    /// The symbol point marks (and lines' points) draw.
    public func symbol(_ symbol: BasicChartSymbolShape) -> some ChartContent {
        modifyingMarks { $0.symbol = symbol }
    }
    /// A symbol per distinct `value` (circle, square, triangle, diamond…); lines show it at each point.
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let group = value.value.map { ChartMark.Grouping(label: value.label, value: $0) }
        return modifyingMarks { $0.symbolGroup = group }
    }
    /// The symbols' area in square points.
    public func symbolSize(_ size: Double) -> some ChartContent {
        modifyingMarks { $0.symbolSize = max(0, size) }
    }
    /// The symbols' size in points (its area is used).
    public func symbolSize(_ size: CGSize) -> some ChartContent {
        modifyingMarks { $0.symbolSize = max(0, Double(size.width * size.height)) }
    }
    /// Rounds the corners of bars and rectangles.
    public func cornerRadius(_ radius: Double, style: RoundedCornerStyle = .continuous) -> some ChartContent {
        modifyingMarks { $0.cornerRadius = max(0, radius) }
    }
    /// The marks' opacity.
    public func opacity(_ opacity: Double) -> some ChartContent {
        modifyingMarks { $0.opacity *= min(max(opacity, 0), 1) }
    }
    /// Places marks with the same position side by side, grouped by `value` (grouped bars).
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
        let group = value.value.map { ChartMark.Grouping(label: value.label, value: $0) }
        return modifyingMarks { $0.positionGroup = group }
    }
    /// A view beside each mark: a value over its bar, a label by a point.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    @ViewBuilder content: () -> C) -> some ChartContent {
        let annotation = ChartMark.Annotation(position: position, spacing: spacing.map(Double.init), content: AnyView(content()))
        return modifyingMarks { $0.annotations.append(annotation) }
    }
    /// Accessibility labels are read by VoiceOver, which a still image has none of: accepted, not drawn.
    public func accessibilityLabel(_ label: Text) -> some ChartContent { self }
    /// Accepted, not drawn (see `accessibilityLabel`).
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent { self }
    /// Accepted, not drawn (see `accessibilityLabel`).
    public func accessibilityValue(_ value: Text) -> some ChartContent { self }
    /// Accepted, not drawn (see `accessibilityLabel`).
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent { self }
    /// Accepted, not drawn (see `accessibilityLabel`).
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { self }
}
