import Foundation

/// Swift Charts' `AxisContent`: what `chartXAxis { … }` and `chartYAxis { … }` build.
public protocol AxisContent {
    /// The axis marks, as the chart reads them.
    var _axisMarks: [_AxisMarksSpec] { get }
}

/// Swift Charts' `@AxisContentBuilder`.
@resultBuilder
public enum AxisContentBuilder {
    /// Each `AxisMarks` written in the builder.
    public static func buildExpression<C: AxisContent>(_ content: C) -> _AxisContentList { _AxisContentList(marks: content._axisMarks) }
    /// No marks: the axis is hidden.
    public static func buildBlock() -> _AxisContentList { _AxisContentList(marks: []) }
    /// The marks in order.
    public static func buildBlock(_ content: _AxisContentList...) -> _AxisContentList { _AxisContentList(marks: content.flatMap(\.marks)) }
    /// An `if` without `else`.
    public static func buildOptional(_ content: _AxisContentList?) -> _AxisContentList { content ?? _AxisContentList(marks: []) }
    /// A branch of an `if`/`else` or `switch`.
    public static func buildEither(first: _AxisContentList) -> _AxisContentList { first }
    /// A branch of an `if`/`else` or `switch`.
    public static func buildEither(second: _AxisContentList) -> _AxisContentList { second }
    /// An `if #available` branch.
    public static func buildLimitedAvailability(_ content: _AxisContentList) -> _AxisContentList { content }
}

/// Axis content built by ``AxisContentBuilder``.
public struct _AxisContentList: AxisContent {
    let marks: [_AxisMarksSpec]
    public var _axisMarks: [_AxisMarksSpec] { marks }
}

/// One `AxisMarks`, as the chart reads it.
public struct _AxisMarksSpec {
    var position: AxisMarkPosition
    var values: AxisMarkValues
    /// The elements at each value; nil draws the axis's default (grid line, tick, label).
    var content: ((AxisValue) -> [_AxisElement])?
    var format: ((ChartValue) -> String?)?
    var stroke: StrokeStyle?
}

/// Swift Charts' `AxisMarks`: the grid lines, ticks and labels of an axis at a set of values.
public struct AxisMarks<Content: AxisMark>: AxisContent {
    let spec: _AxisMarksSpec
    public var _axisMarks: [_AxisMarksSpec] { [spec] }

    /// The axis's default marks at `values` (grid line, tick and label as the axis's type calls for).
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) where Content == _DefaultAxisMark {
        spec = _AxisMarksSpec(position: position, values: values, content: nil, format: nil, stroke: stroke)
    }
    /// The marks `content` builds at each of `values`.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        spec = _AxisMarksSpec(position: position, values: values, content: { content($0)._axisElements }, format: nil, stroke: nil)
    }
    /// The marks `content` builds at exactly `values`.
    public init<V: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                              values: [V], @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        self.init(preset: preset, position: position, values: .explicit(values.compactMap { ChartValue($0) }), content: content)
    }
    /// The default marks at exactly `values`.
    public init<V: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                              values: [V], stroke: StrokeStyle? = nil) where Content == _DefaultAxisMark {
        self.init(preset: preset, position: position, values: .explicit(values.compactMap { ChartValue($0) }), stroke: stroke)
    }
    /// The default marks, labels formatted with `format` (`.dateTime.weekday(.narrow)`).
    public init<F: FormatStyle>(format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil)
    where Content == _DefaultAxisMark, F.FormatInput: Plottable, F.FormatOutput == String {
        spec = _AxisMarksSpec(position: position, values: values, content: nil,
                              format: { v in v.plottable(as: F.FormatInput.self).map { format.format($0) } }, stroke: stroke)
    }
}

/// The marks `AxisMarks()` draws without a content closure.
public struct _DefaultAxisMark: AxisMark {
    public var _axisElements: [_AxisElement] { [] }
}

/// Swift Charts' `AxisMarkPreset`: how marks sit relative to the plot (all drawn as `.automatic`).
public struct AxisMarkPreset: Hashable, Sendable {
    let name: String
    /// The axis's default.
    public static let automatic = AxisMarkPreset(name: "automatic")
    /// Labels aligned with the plot's edges.
    public static let aligned = AxisMarkPreset(name: "aligned")
    /// Marks extended past the plot.
    public static let extended = AxisMarkPreset(name: "extended")
    /// Labels inside the plot.
    public static let inset = AxisMarkPreset(name: "inset")
}

/// Swift Charts' `AxisMarkPosition`: the side of the plot an axis's labels are on.
public struct AxisMarkPosition: Hashable, Sendable {
    enum Side: Hashable { case automatic, leading, trailing, top, bottom }
    let side: Side
    /// The axis's default side: trailing for y, bottom for x.
    public static let automatic = AxisMarkPosition(side: .automatic)
    /// Before the plot (y axis).
    public static let leading = AxisMarkPosition(side: .leading)
    /// After the plot (y axis; the default).
    public static let trailing = AxisMarkPosition(side: .trailing)
    /// Above the plot (x axis; drawn below it here).
    public static let top = AxisMarkPosition(side: .top)
    /// Below the plot (x axis; the default).
    public static let bottom = AxisMarkPosition(side: .bottom)
}

/// Swift Charts' `AxisMarkValues`: where an axis has marks.
public struct AxisMarkValues: Sendable {
    enum Storage {
        case automatic(desiredCount: Int?)
        case strideDate(Calendar.Component, Int)
        case strideNumber(Double)
        case explicit([ChartValue])
    }
    let storage: Storage
    /// Nice values chosen for the axis's length.
    public static let automatic = AxisMarkValues(storage: .automatic(desiredCount: nil))
    /// About `desiredCount` nice values (a request: labels stay whole).
    public static func automatic(minimumStride: Double? = nil, desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(storage: .automatic(desiredCount: desiredCount))
    }
    /// A mark every `count` calendar units (`.stride(by: .hour, count: 6)`).
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
        AxisMarkValues(storage: .strideDate(component, max(1, count)))
    }
    /// A mark every `stride` along a number axis.
    public static func stride(by stride: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(storage: .strideNumber(stride))
    }
    static func explicit(_ values: [ChartValue]) -> AxisMarkValues { AxisMarkValues(storage: .explicit(values)) }
}

/// Swift Charts' `AxisValue`: the value an axis mark stands at.
public struct AxisValue {
    let value: ChartValue
    /// The mark's position among the axis's marks.
    public let index: Int
    /// How many marks the axis has.
    public let count: Int
    /// The value as `type` (`value.as(Double.self)`, `value.as(Date.self)`), or nil.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? { value.plottable(as: P.self) }
}

/// Swift Charts' `AxisMark`: a grid line, a tick or a label.
public protocol AxisMark {
    /// The elements, as the chart reads them.
    var _axisElements: [_AxisElement] { get }
}

/// One element of an axis mark, as the chart reads it.
public struct _AxisElement {
    enum Kind {
        case gridLine(StrokeStyle?)
        case tick(length: Double?, StrokeStyle?)
        case label(format: ((ChartValue) -> String?)?, content: AnyView?, anchor: UnitPoint?, centered: Bool?)
    }
    var kind: Kind
    var style: AnyShapeStyle?
    var font: Font?
}

/// Swift Charts' `@AxisMarkBuilder`.
@resultBuilder
public enum AxisMarkBuilder {
    /// Each mark written in the builder.
    public static func buildExpression<M: AxisMark>(_ mark: M) -> _AxisMarkList { _AxisMarkList(elements: mark._axisElements) }
    /// No marks.
    public static func buildBlock() -> _AxisMarkList { _AxisMarkList(elements: []) }
    /// The marks in order.
    public static func buildBlock(_ marks: _AxisMarkList...) -> _AxisMarkList { _AxisMarkList(elements: marks.flatMap(\.elements)) }
    /// An `if` without `else`.
    public static func buildOptional(_ marks: _AxisMarkList?) -> _AxisMarkList { marks ?? _AxisMarkList(elements: []) }
    /// A branch of an `if`/`else` or `switch`.
    public static func buildEither(first: _AxisMarkList) -> _AxisMarkList { first }
    /// A branch of an `if`/`else` or `switch`.
    public static func buildEither(second: _AxisMarkList) -> _AxisMarkList { second }
    /// An `if #available` branch.
    public static func buildLimitedAvailability(_ marks: _AxisMarkList) -> _AxisMarkList { marks }
}

/// Axis marks built by ``AxisMarkBuilder``.
public struct _AxisMarkList: AxisMark {
    let elements: [_AxisElement]
    public var _axisElements: [_AxisElement] { elements }
}

/// Swift Charts' `AxisGridLine`: a line across the plot at the mark's value.
public struct AxisGridLine: AxisMark {
    let element: _AxisElement
    public var _axisElements: [_AxisElement] { [element] }
    /// A grid line (`stroke` nil: the axis's default).
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
        element = _AxisElement(kind: .gridLine(stroke))
    }
}

/// Swift Charts' `AxisTick`: a short line outside the plot at the mark's value.
public struct AxisTick: AxisMark {
    /// How long a tick is.
    public struct Length: Sendable {
        let points: Double?
        /// The axis's default.
        public static let automatic = Length(points: nil)
        /// As long as the longest label (drawn at the default length here).
        public static let longestLabel = Length(points: nil)
        /// Past the label by `extendPastBy` points (drawn at the default length plus it).
        public static func label(extendPastBy: CGFloat = 0) -> Length { Length(points: ChartDefaults.tickLength + Double(extendPastBy)) }
    }
    let element: _AxisElement
    public var _axisElements: [_AxisElement] { [element] }
    /// A tick of `length`.
    public init(centered: Bool? = nil, length: Length = .automatic, stroke: StrokeStyle? = nil) {
        element = _AxisElement(kind: .tick(length: length.points, stroke))
    }
    /// A tick `length` points long.
    public init(centered: Bool? = nil, length: CGFloat, stroke: StrokeStyle? = nil) {
        element = _AxisElement(kind: .tick(length: max(0, Double(length)), stroke))
    }
}

/// Swift Charts' `AxisValueLabel`: the mark's value as text (or a view of yours).
public struct AxisValueLabel: AxisMark {
    let element: _AxisElement
    public var _axisElements: [_AxisElement] { [element] }

    /// The value in the axis's default format.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        element = _AxisElement(kind: .label(format: nil, content: nil, anchor: anchor, centered: centered))
    }
    /// The value formatted with `format` (`.dateTime.hour()`, `.percent`).
    public init<F: FormatStyle>(format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil)
    where F.FormatInput: Plottable, F.FormatOutput == String {
        element = _AxisElement(kind: .label(format: { v in v.plottable(as: F.FormatInput.self).map { format.format($0) } },
                                            content: nil, anchor: anchor, centered: centered))
    }
    /// Your view as the label.
    public init<C: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                         collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                         orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                         @ViewBuilder content: () -> C) {
        element = _AxisElement(kind: .label(format: nil, content: AnyView(content()), anchor: anchor, centered: centered))
    }
    /// A fixed string as the label.
    public init<S: StringProtocol>(_ label: S, centered: Bool? = nil, anchor: UnitPoint? = nil) {
        element = _AxisElement(kind: .label(format: nil, content: AnyView(Text(label)), anchor: anchor, centered: centered))
    }
}

/// Swift Charts' `AxisValueLabelCollisionResolution` (labels that would overlap are dropped here whatever it says).
public struct AxisValueLabelCollisionResolution: Hashable, Sendable {
    let name: String
    /// The default.
    public static let automatic = AxisValueLabelCollisionResolution(name: "automatic")
    /// Drop labels that overlap.
    public static let greedy = AxisValueLabelCollisionResolution(name: "greedy")
    /// Drop labels that overlap, keeping priority.
    public static func greedy(minimumSpacing: CGFloat = 0, priority: Double = 0) -> AxisValueLabelCollisionResolution { .greedy }
    /// Never drop labels.
    public static let disabled = AxisValueLabelCollisionResolution(name: "disabled")
    /// Stagger overlapping labels.
    public static let truncate = AxisValueLabelCollisionResolution(name: "truncate")
}

/// Swift Charts' `AxisValueLabelOrientation` (labels are drawn horizontal here).
public struct AxisValueLabelOrientation: Hashable, Sendable {
    let name: String
    /// The default.
    public static let automatic = AxisValueLabelOrientation(name: "automatic")
    /// Horizontal.
    public static let horizontal = AxisValueLabelOrientation(name: "horizontal")
    /// Vertical, reading upward.
    public static let vertical = AxisValueLabelOrientation(name: "vertical")
    /// Vertical, reading downward.
    public static let verticalReversed = AxisValueLabelOrientation(name: "verticalReversed")
}

extension AxisMark {
    /// The colour of the mark's lines or text.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> _AxisMarkList {
        let s = AnyShapeStyle(style)
        return _AxisMarkList(elements: _axisElements.map { var e = $0; e.style = s; return e })
    }
    /// The font of the mark's labels.
    public func font(_ font: Font?) -> _AxisMarkList {
        _AxisMarkList(elements: _axisElements.map { var e = $0; e.font = font; return e })
    }
}

extension ChartValue {
    /// The value as `P`: numbers as any numeric type, dates as dates, names as strings, and
    /// your own types through their primitive.
    func plottable<P: Plottable>(as type: P.Type, depth: Int = 0) -> P? {
        switch self {
        case .number(let v):
            if let r = v as? P { return r }
            if P.self == Int.self { return Int(exactly: v.rounded()) as? P }
            if P.self == Float.self { return Float(v) as? P }
            if P.self == CGFloat.self { return CGFloat(v) as? P }
            if P.self == Int64.self { return Int64(exactly: v.rounded()) as? P }
            if P.self == Int32.self { return Int32(exactly: v.rounded()) as? P }
            if P.self == UInt.self { return UInt(exactly: v.rounded()) as? P }
            if P.self == Decimal.self { return Decimal(v) as? P }
        case .date(let d): if let r = d as? P { return r }
        case .category(let s): if let r = s as? P { return r }
        }
        guard depth < 8, P.PrimitivePlottable.self != P.self,
              let primitive = plottable(as: P.PrimitivePlottable.self, depth: depth + 1) else { return nil }
        return P(primitivePlottable: primitive)
    }
}
