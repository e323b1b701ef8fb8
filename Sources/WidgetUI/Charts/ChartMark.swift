import Foundation

/// One mark as the chart lays it out: its kind, its values on each dimension and its style.
struct ChartMark {
    enum Kind: String { case bar, line, area, point, rule, rectangle, sector }

    /// A value on one dimension: a single value, or a start and an end.
    struct Dimension {
        var value: ChartValue?
        var start: ChartValue?
        var end: ChartValue?
        /// The calendar unit a date value spans (`unit: .day`).
        var unit: Calendar.Component?
        var label: String = ""
        static let none = Dimension()
        var isSet: Bool { value != nil || start != nil || end != nil }
    }

    /// A grouping by a plotted value (`foregroundStyle(by:)`, `symbol(by:)`, `position(by:)`).
    struct Grouping: Hashable {
        var label: String
        var value: ChartValue
    }

    struct Annotation {
        var position: AnnotationPosition
        var spacing: Double?
        var content: AnyView
    }

    var kind: Kind
    var x = Dimension.none
    var y = Dimension.none
    var width = MarkDimension.automatic
    var height = MarkDimension.automatic
    var stacking = MarkStackingMethod.standard
    /// `LineMark(…, series:)`: the line the point belongs to.
    var series: Grouping?
    // Sector marks.
    var angle: Double?
    var innerRadius = MarkDimension.automatic
    var outerRadius = MarkDimension.automatic
    var angularInset: Double?

    var style: AnyShapeStyle?
    var styleGroup: Grouping?
    var symbolGroup: Grouping?
    var positionGroup: Grouping?
    var interpolation = InterpolationMethod.linear
    var lineStyle: StrokeStyle?
    var symbolSize: Double?
    var symbol: BasicChartSymbolShape?
    var cornerRadius: Double?
    var opacity = 1.0
    var annotations: [Annotation] = []
}

/// A mark's own content: appends itself.
protocol ChartMarkContent: ChartContent, PrimitiveChartContent {
    var mark: ChartMark { get }
}
extension ChartMarkContent {
    func appendMarks(to marks: inout [ChartMark], _ env: EnvironmentValues) { marks.append(mark) }
}

/// Swift Charts' `MarkDimension`: a mark's width, height or radius, automatic, fixed in points or a ratio of the space a value has.
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Hashable, Sendable {
    enum Storage: Hashable { case automatic, fixed(Double), ratio(Double), inset(Double) }
    let storage: Storage
    /// The chart's default.
    public static let automatic = MarkDimension(storage: .automatic)
    /// A length in points.
    public static func fixed(_ value: Double) -> MarkDimension { MarkDimension(storage: .fixed(value)) }
    /// A share (0…1) of the space one value has (a band; the plot's radius for sectors).
    public static func ratio(_ value: Double) -> MarkDimension { MarkDimension(storage: .ratio(value)) }
    /// The space one value has less `value` points.
    public static func inset(_ value: Double) -> MarkDimension { MarkDimension(storage: .inset(value)) }
    /// A length in points.
    public init(floatLiteral value: Double) { storage = .fixed(value) }
    /// A length in points.
    public init(integerLiteral value: Int) { storage = .fixed(Double(value)) }
    init(storage: Storage) { self.storage = storage }

    /// The length for a mark whose value has `band` points, or nil for the default.
    func resolved(band: Double) -> Double? {
        switch storage {
        case .automatic: nil
        case .fixed(let v): max(0, v)
        case .ratio(let r): max(0, band * r)
        case .inset(let i): max(0, band - i)
        }
    }
}

/// Swift Charts' `MarkStackingMethod`: how bars and areas at the same position stack.
public struct MarkStackingMethod: Hashable, Sendable {
    enum Storage: Hashable { case standard, normalized, center, unstacked }
    let storage: Storage
    /// Stacked from zero, each on the previous one (the default).
    public static let standard = MarkStackingMethod(storage: .standard)
    /// Stacked and scaled so each stack fills 0…1.
    public static let normalized = MarkStackingMethod(storage: .normalized)
    /// Stacked around zero.
    public static let center = MarkStackingMethod(storage: .center)
    /// Not stacked: each mark from zero, drawn over the previous ones.
    public static let unstacked = MarkStackingMethod(storage: .unstacked)
}

/// Swift Charts' `InterpolationMethod`: how a line or area passes through its points.
public struct InterpolationMethod: Hashable, Sendable {
    enum Storage: Hashable { case linear, catmullRom, cardinal, monotone, stepStart, stepCenter, stepEnd }
    let storage: Storage
    /// Straight segments (the default).
    public static let linear = InterpolationMethod(storage: .linear)
    /// A Catmull–Rom spline through the points.
    public static let catmullRom = InterpolationMethod(storage: .catmullRom)
    /// A cardinal spline through the points.
    public static let cardinal = InterpolationMethod(storage: .cardinal)
    /// A monotone cubic: smooth, never overshooting between points.
    public static let monotone = InterpolationMethod(storage: .monotone)
    /// Steps that change at each point.
    public static let stepStart = InterpolationMethod(storage: .stepStart)
    /// Steps that change halfway between points.
    public static let stepCenter = InterpolationMethod(storage: .stepCenter)
    /// Steps that change at the next point.
    public static let stepEnd = InterpolationMethod(storage: .stepEnd)
    /// A Catmull–Rom spline with a parametrisation `alpha` (drawn as the default centripetal one).
    public static func catmullRom(alpha: Double) -> InterpolationMethod { .catmullRom }
    /// A cardinal spline with `tension` (drawn with the default tension).
    public static func cardinal(tension: Double) -> InterpolationMethod { .cardinal }
}

/// Swift Charts' `AnnotationPosition`: where an annotation stands relative to its mark.
public struct AnnotationPosition: Hashable, Sendable {
    let edge: Edge?
    /// Above the mark, or beside it for horizontal bars (the default).
    public static let automatic = AnnotationPosition(edge: .top)
    /// Over the mark's centre.
    public static let overlay = AnnotationPosition(edge: nil)
    /// Above the mark.
    public static let top = AnnotationPosition(edge: .top)
    /// Below the mark.
    public static let bottom = AnnotationPosition(edge: .bottom)
    /// Before the mark.
    public static let leading = AnnotationPosition(edge: .leading)
    /// After the mark.
    public static let trailing = AnnotationPosition(edge: .trailing)
}

/// Swift Charts' `BasicChartSymbolShape`: the symbol a point mark draws.
public struct BasicChartSymbolShape: Hashable, Sendable {
    enum Storage: Hashable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
    let storage: Storage
    /// A filled circle (the first series' symbol).
    public static let circle = BasicChartSymbolShape(storage: .circle)
    /// A filled square.
    public static let square = BasicChartSymbolShape(storage: .square)
    /// A filled triangle.
    public static let triangle = BasicChartSymbolShape(storage: .triangle)
    /// A filled diamond.
    public static let diamond = BasicChartSymbolShape(storage: .diamond)
    /// A filled pentagon.
    public static let pentagon = BasicChartSymbolShape(storage: .pentagon)
    /// A plus sign.
    public static let plus = BasicChartSymbolShape(storage: .plus)
    /// A cross.
    public static let cross = BasicChartSymbolShape(storage: .cross)
    /// An asterisk.
    public static let asterisk = BasicChartSymbolShape(storage: .asterisk)
    /// The order series take symbols in (`symbol(by:)`).
    static let sequence: [BasicChartSymbolShape] = [.circle, .square, .triangle, .diamond, .pentagon, .plus, .cross, .asterisk]
}
