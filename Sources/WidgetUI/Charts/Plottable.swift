import Foundation

/// Swift Charts' `Plottable`: a type whose values a chart can place on an axis. Numbers, strings
/// and dates are plottable; your own types conform through a primitive plottable value (a
/// `RawRepresentable` with a plottable raw value conforms with no code, as in Swift Charts).
public protocol Plottable {
    /// The number, string or date the value is plotted as.
    associatedtype PrimitivePlottable: Plottable
    /// The value as a number, string or date.
    var primitivePlottable: PrimitivePlottable { get }
    /// The value for a primitive plottable, or nil when there is none.
    init?(primitivePlottable: PrimitivePlottable)
}

extension Plottable where Self: RawRepresentable, RawValue: Plottable {
    /// The raw value.
    public var primitivePlottable: RawValue { rawValue }
    /// The case or value with this raw value.
    public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

/// The primitive types plot as themselves.
public protocol _PrimitivePlottable: Plottable where PrimitivePlottable == Self {}
extension _PrimitivePlottable {
    /// The value itself.
    public var primitivePlottable: Self { self }
    /// The value itself.
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Int: _PrimitivePlottable {}
extension Int8: _PrimitivePlottable {}
extension Int16: _PrimitivePlottable {}
extension Int32: _PrimitivePlottable {}
extension Int64: _PrimitivePlottable {}
extension UInt: _PrimitivePlottable {}
extension UInt8: _PrimitivePlottable {}
extension UInt16: _PrimitivePlottable {}
extension UInt32: _PrimitivePlottable {}
extension UInt64: _PrimitivePlottable {}
extension Double: _PrimitivePlottable {}
extension Float: _PrimitivePlottable {}
extension CGFloat: _PrimitivePlottable {}
extension Decimal: _PrimitivePlottable {}
extension String: _PrimitivePlottable {}
extension Date: _PrimitivePlottable {}

/// What a plotted value is to a scale: a number, a date or a category.
enum ChartValue: Hashable, Sendable {
    case number(Double)
    case date(Date)
    case category(String)

    init?(_ value: some Plottable) { self.init(value, depth: 0) }

    private init?(_ value: some Plottable, depth: Int) {
        switch value {
        case let v as Double: self = .number(v)
        case let v as Float: self = .number(Double(v))
        case let v as CGFloat: self = .number(Double(v))
        case let v as Decimal: self = .number(NSDecimalNumber(decimal: v).doubleValue)
        case let v as any BinaryInteger: self = .number(Double(v))
        case let v as String: self = .category(v)
        case let v as Date: self = .date(v)
        default:
            // A custom type plots as its primitive (an enum as its raw value); a cycle stops here.
            guard depth < 8 else { return nil }
            self.init(value.primitivePlottable, depth: depth + 1)
        }
    }

    /// The value on a continuous axis: a number, or a date's seconds since 1970.
    var continuous: Double? {
        switch self {
        case .number(let v): v.isFinite ? v : nil
        case .date(let d): d.timeIntervalSince1970
        case .category: nil
        }
    }
}

/// Swift Charts' `PlottableValue`: a labelled value for one of a mark's dimensions
/// (`.value("Day", entry.date)`).
public struct PlottableValue<Value: Plottable> {
    let label: String
    let value: ChartValue?
    /// The unit a date spans (`.value("Day", date, unit: .day)`): a bar covers the whole unit.
    let unit: Calendar.Component?

    /// A value labelled `label` (the label names the value for accessibility and in the legend).
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label.key, value: ChartValue(value), unit: nil)
    }
    /// A value labelled with a string.
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: ChartValue(value), unit: nil)
    }
    /// A value labelled with a text.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: Text.string(label.content, in: EnvironmentValues()), value: ChartValue(value), unit: nil)
    }
}

extension PlottableValue where Value == Date {
    /// A date that stands for the whole `unit` it starts (`.value("Day", date, unit: .day)`).
    public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current) -> PlottableValue<Date> {
        PlottableValue(label: label.key, value: .date(value), unit: unit)
    }
    /// A date that stands for the whole `unit`, labelled with a string.
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current) -> PlottableValue<Date> {
        PlottableValue(label: String(label), value: .date(value), unit: unit)
    }
}
