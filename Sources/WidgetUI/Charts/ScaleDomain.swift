import Foundation

/// Swift Charts' `ScaleDomain`: the values an axis spans (`chartYScale(domain: 0...100)`), the
/// order of its categories (`["Mon", "Tue"]`), or `.automatic(includesZero:reversed:)`.
public protocol ScaleDomain {
    /// The domain, as the chart reads it.
    var _chartDomain: _ChartDomain { get }
}

/// A scale domain as the chart reads it.
public struct _ChartDomain {
    enum Storage {
        /// A continuous span, numbers or dates (as seconds since 1970).
        case span(Double, Double)
        /// Categories in order.
        case categories([String])
        case automatic(includesZero: Bool?, reversed: Bool?)
    }
    let storage: Storage
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
    public var _chartDomain: _ChartDomain {
        guard let lo = ChartValue(lowerBound)?.continuous, let hi = ChartValue(upperBound)?.continuous else {
            return _ChartDomain(storage: .automatic(includesZero: nil, reversed: nil))
        }
        return _ChartDomain(storage: .span(lo, hi))
    }
}

extension Range: ScaleDomain where Bound: Plottable {
    public var _chartDomain: _ChartDomain {
        guard let lo = ChartValue(lowerBound)?.continuous, let hi = ChartValue(upperBound)?.continuous else {
            return _ChartDomain(storage: .automatic(includesZero: nil, reversed: nil))
        }
        return _ChartDomain(storage: .span(lo, hi))
    }
}

extension Array: ScaleDomain where Element: Plottable {
    public var _chartDomain: _ChartDomain {
        let values = compactMap { ChartValue($0) }
        if values.count == 2, let lo = values[0].continuous, let hi = values[1].continuous { return _ChartDomain(storage: .span(lo, hi)) }
        return _ChartDomain(storage: .categories(values.map(\.categoryName)))
    }
}

/// Swift Charts' `AutomaticScaleDomain`: the data's extent, made round.
public struct AutomaticScaleDomain: ScaleDomain {
    let includesZero: Bool?
    let reversed: Bool?
    public var _chartDomain: _ChartDomain { _ChartDomain(storage: .automatic(includesZero: includesZero, reversed: reversed)) }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    /// The data's extent, rounded to the axis's ticks (numbers from zero).
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }
    /// The data's extent, from zero or not (`includesZero: false` for values far from zero).
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }
}

extension ChartValue {
    /// The value as a category's name (a number or a date on a category axis).
    var categoryName: String {
        switch self {
        case .category(let s): s
        case .number(let v): v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v)
        case .date(let d): ISO8601DateFormatter().string(from: d)
        }
    }
}
