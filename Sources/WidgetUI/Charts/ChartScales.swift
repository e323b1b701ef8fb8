import Foundation

/// A continuous axis (numbers, or dates as seconds since 1970) mapped onto the plot's 0…1.
struct ContinuousScale {
    var lower: Double
    var upper: Double
    var isDate: Bool
    var reversed = false

    func unit(_ v: Double) -> Double {
        let u = upper > lower ? (v - lower) / (upper - lower) : 0.5
        return reversed ? 1 - u : u
    }
}

/// A category axis: one band per category, in the order first seen (or the domain's order).
struct BandScale {
    var categories: [String]
    var index: [String: Int]

    init(_ categories: [String]) {
        var seen: [String: Int] = [:], ordered: [String] = []
        for c in categories where seen[c] == nil { seen[c] = ordered.count; ordered.append(c) }
        self.categories = ordered; self.index = seen
    }
    var bandWidth: Double { categories.isEmpty ? 1 : 1 / Double(categories.count) }
    /// The band's start in 0…1.
    func start(_ category: String) -> Double? { index[category].map { Double($0) * bandWidth } }
    func center(_ category: String) -> Double? { start(category).map { $0 + bandWidth / 2 } }
}

/// An axis's scale: continuous or banded.
enum AxisScale {
    case continuous(ContinuousScale)
    case band(BandScale)

    /// Where `value` falls in 0…1 (a band's centre).
    func unit(_ value: ChartValue) -> Double? {
        switch self {
        case .continuous(let s): value.continuous.map(s.unit)
        case .band(let b): b.center(value.categoryName)
        }
    }
}

/// Rule C-5: nice ticks. The step is the smallest of 1, 2, 2.5 or 5 × 10ⁿ that covers the span in
/// `intervals` steps; an automatic domain is widened to whole steps (`ChartDefaults`).
enum NiceTicks {
    static func step(span: Double, intervals: Int) -> Double {
        guard span > 0, span.isFinite, intervals > 0 else { return 1 }
        let raw = span / Double(intervals)
        let magnitude = pow(10, floor(log10(raw)))
        for m in ChartDefaults.niceSteps where m * magnitude >= raw * (1 - 1e-9) { return m * magnitude }
        return 10 * magnitude
    }

    /// The automatic domain around `lower…upper` and its ticks.
    static func niced(lower: Double, upper: Double, intervals: Int) -> (lower: Double, upper: Double, ticks: [Double]) {
        var lo = lower, hi = upper
        if hi - lo <= 0 { // one value: 0…1 for zero, else half the value either side of it
            if lo == 0 { hi = 1 } else { lo -= abs(lo) / 2; hi += abs(hi) / 2 }
        }
        let s = step(span: hi - lo, intervals: intervals)
        let nlo = (lo / s).rounded(.down) * s, nhi = (hi / s).rounded(.up) * s
        return (nlo, nhi, ticks(from: nlo, to: nhi, step: s))
    }

    /// Multiples of the nice step within `lower…upper` (an explicit domain keeps its bounds).
    static func ticks(lower: Double, upper: Double, intervals: Int) -> [Double] {
        let s = step(span: upper - lower, intervals: intervals)
        return ticks(from: (lower / s).rounded(.up) * s, to: upper, step: s)
    }

    private static func ticks(from start: Double, to end: Double, step: Double) -> [Double] {
        guard step > 0, end >= start, (end - start) / step < 1000 else { return [] }
        var out: [Double] = []
        var i = 0.0
        while start + i * step <= end + step * 1e-9 {
            let v = start + i * step
            out.append(abs(v) < step * 1e-9 ? 0 : v)
            i += 1
        }
        return out
    }

    /// The fraction digits a label needs to show `step` exactly (2.5 → 1).
    static func fractionDigits(for step: Double) -> Int {
        for d in 0...6 where abs((step * pow(10, Double(d))).rounded() - step * pow(10, Double(d))) < 1e-6 { return d }
        return 6
    }
}

/// Rule C-6: date ticks fall on calendar boundaries (hours, days, weeks, months, quarters,
/// years), the smallest stride that covers the span in the wanted number of intervals
/// (Apple: "labels every six hours" for 24 h, "a label for every quarter" for 12 months).
enum DateTicks {
    struct Stride: Equatable {
        var component: Calendar.Component
        var count: Int
        var seconds: Double
    }

    static let strides: [Stride] = [
        Stride(component: .minute, count: 1, seconds: 60), Stride(component: .minute, count: 5, seconds: 300),
        Stride(component: .minute, count: 15, seconds: 900), Stride(component: .minute, count: 30, seconds: 1800),
        Stride(component: .hour, count: 1, seconds: 3600), Stride(component: .hour, count: 2, seconds: 7200),
        Stride(component: .hour, count: 3, seconds: 10800), Stride(component: .hour, count: 6, seconds: 21600),
        Stride(component: .hour, count: 12, seconds: 43200), Stride(component: .day, count: 1, seconds: 86400),
        Stride(component: .day, count: 2, seconds: 172_800), Stride(component: .weekOfYear, count: 1, seconds: 604_800),
        Stride(component: .month, count: 1, seconds: 2_629_746), Stride(component: .month, count: 3, seconds: 7_889_238),
        Stride(component: .month, count: 6, seconds: 15_778_476), Stride(component: .year, count: 1, seconds: 31_556_952),
        Stride(component: .year, count: 2, seconds: 63_113_904), Stride(component: .year, count: 5, seconds: 157_784_760),
        Stride(component: .year, count: 10, seconds: 315_569_520),
    ]

    /// About how long one `component` is, in seconds (bounds the number of ticks a stride makes).
    static func seconds(of component: Calendar.Component) -> Double {
        guard let first = strides.first(where: { $0.component == component }) else { return 86400 }
        return first.seconds / Double(first.count)
    }

    static func stride(span: Double, intervals: Int) -> Stride {
        let wanted = span / Double(max(1, intervals))
        return strides.first { $0.seconds >= wanted * (1 - 1e-9) } ?? strides[strides.count - 1]
    }

    /// The boundaries of `stride` within `lower…upper` (seconds since 1970).
    static func ticks(lower: Double, upper: Double, stride: Stride, calendar: Calendar) -> [Double] {
        guard upper >= lower, (upper - lower) / stride.seconds < 1000 else { return [] }
        var date = aligned(Date(timeIntervalSince1970: lower), stride, calendar)
        var out: [Double] = []
        while date.timeIntervalSince1970 <= upper + 1e-6, out.count < 1000 {
            if date.timeIntervalSince1970 >= lower - 1e-6 { out.append(date.timeIntervalSince1970) }
            guard let next = calendar.date(byAdding: stride.component, value: stride.count, to: date), next > date else { break }
            date = aligned(next, stride, calendar)
        }
        return out
    }

    /// The first boundary at or before `date`: the start of its unit, then back to a multiple of the count.
    static func aligned(_ date: Date, _ stride: Stride, _ calendar: Calendar) -> Date {
        let unit: Calendar.Component = stride.component == .weekOfYear ? .weekOfYear : stride.component
        guard let start = calendar.dateInterval(of: unit, for: date)?.start else { return date }
        guard stride.count > 1 else { return start }
        let field: Calendar.Component = unit == .day ? .day : unit
        let value = calendar.component(field, from: start) - (field == .month || field == .day ? 1 : 0)
        let back = value % stride.count
        return back == 0 ? start : (calendar.date(byAdding: unit, value: -back, to: start) ?? start)
    }

    /// The label of a tick: the time for hours and minutes, the day, the month, the year.
    static func template(for stride: Stride) -> String {
        switch stride.component {
        case .minute: "jmm"
        case .hour: "j"
        case .day, .weekOfYear: "MMMd"
        case .month: "MMM"
        default: "y"
        }
    }
}
