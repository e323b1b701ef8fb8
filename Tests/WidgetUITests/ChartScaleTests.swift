import Foundation
import Testing
@testable import WidgetUI

/// Rule C-5 and C-6: the automatic ticks of number and date axes (Sources/WidgetUI/Charts/ChartScales.swift).
@Suite("Chart scales")
struct ChartScaleTests {
    @Test("Automatic number domains round up as on Apple's pages: 5 → 6, 40 → 40, 85 → 100, 137 → 150, 1.1 → 1.5")
    func niceUpperBounds() {
        for (max, expected) in [(5.0, 6.0), (40, 40), (85, 100), (137, 150), (1.1, 1.5), (15_000, 15_000)] {
            let r = NiceTicks.niced(lower: 0, upper: max, intervals: ChartDefaults.desiredIntervals)
            #expect(r.lower == 0 && abs(r.upper - expected) < 1e-9, "\(max) → \(r.upper), expected \(expected)")
        }
    }

    @Test("Ticks of the nice domain: 0…40 by 10; 0…6 by 2")
    func niceTicks() {
        #expect(NiceTicks.niced(lower: 0, upper: 40, intervals: 4).ticks == [0, 10, 20, 30, 40])
        #expect(NiceTicks.niced(lower: 0, upper: 5, intervals: 4).ticks == [0, 2, 4, 6])
    }

    @Test("An explicit 0…100 is labelled 0, 25, 50, 75, 100 (Apple's 'Customizing axes' example)")
    func explicitDomainTicks() {
        #expect(NiceTicks.ticks(lower: 0, upper: 100, intervals: 4) == [0, 25, 50, 75, 100])
    }

    @Test("includesZero: false keeps the data's own range, rounded: 20…85 → 20…100 (Apple's ScaleDomain page)")
    func withoutZero() {
        let r = NiceTicks.niced(lower: 20, upper: 85, intervals: 4)
        #expect(r.lower == 20 && r.upper == 100)
    }

    @Test("A single value, or all zeros, still gets a domain")
    func degenerate() {
        #expect(NiceTicks.niced(lower: 0, upper: 0, intervals: 4).upper == 1)
        let r = NiceTicks.niced(lower: 50, upper: 50, intervals: 4)
        #expect(r.lower < 50 && r.upper > 50)
    }

    @Test("Label decimals follow the step: 2.5 → 1, 0.5 → 1, 10 → 0")
    func fractionDigits() {
        #expect(NiceTicks.fractionDigits(for: 2.5) == 1)
        #expect(NiceTicks.fractionDigits(for: 0.5) == 1)
        #expect(NiceTicks.fractionDigits(for: 10) == 0)
        #expect(NiceTicks.fractionDigits(for: 0.25) == 2)
    }

    @Test("Date strides: 24 hours every 6 hours, 12 months every quarter (Apple's WWDC22 and axes article)")
    func dateStrides() {
        let day = DateTicks.stride(span: 24 * 3600, intervals: 4)
        #expect(day.component == .hour && day.count == 6)
        let year = DateTicks.stride(span: 365 * 86400, intervals: 4)
        #expect(year.component == .month && year.count == 3)
    }

    @Test("Date ticks fall on calendar boundaries: quarters start in January, April, July, October")
    func dateBoundaries() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let start = ISO8601DateFormatter().date(from: "2026-02-10T00:00:00Z")!.timeIntervalSince1970
        let end = ISO8601DateFormatter().date(from: "2027-01-20T00:00:00Z")!.timeIntervalSince1970
        let ticks = DateTicks.ticks(lower: start, upper: end, stride: DateTicks.stride(span: end - start, intervals: 4), calendar: calendar)
        let months = ticks.map { calendar.component(.month, from: Date(timeIntervalSince1970: $0)) }
        #expect(months == [4, 7, 10, 1], "\(months)")
    }
}
