// A health widget drawn with Swift Charts, as an app writes one: a sparkline (line over a
// gradient area, axes hidden) in small, a week of bars with a dashed goal rule and the
// best day annotated in medium, and two series (this week and last) with a legend in large.
import Foundation
import WidgetRender

public struct StepsDay: Identifiable, Sendable {
    public var id: Date { date }
    public var date: Date
    public var steps: Int
    public var week: String
    public init(date: Date, steps: Int, week: String = "This week") { self.date = date; self.steps = steps; self.week = week }
}

public struct StepsEntry: Sendable {
    public var date: Date
    public var days: [StepsDay]
    public var lastWeek: [StepsDay]
    public var goal: Int
    public init(date: Date, days: [StepsDay], lastWeek: [StepsDay], goal: Int) {
        self.date = date; self.days = days; self.lastWeek = lastWeek; self.goal = goal
    }

    /// A week ending the day before `now` (UTC days), with the counts given.
    public static func sample(now: Date) -> StepsEntry {
        let day = 86_400.0
        let start = (now.timeIntervalSince1970 / day).rounded(.down) * day - 7 * day
        let counts = [6_200, 8_900, 7_400, 11_800, 5_300, 9_600, 10_400]
        let previous = [7_100, 6_400, 9_900, 8_200, 7_700, 4_900, 8_800]
        let days = counts.enumerated().map { StepsDay(date: Date(timeIntervalSince1970: start + Double($0.offset) * day), steps: $0.element) }
        let last = previous.enumerated().map {
            StepsDay(date: Date(timeIntervalSince1970: start + Double($0.offset) * day), steps: $0.element, week: "Last week")
        }
        return StepsEntry(date: now, days: days, lastWeek: last, goal: 9_000)
    }
}

public struct StepsChartView: View {
    var entry: StepsEntry
    @Environment(\.widgetFamily) var family
    public init(entry: StepsEntry) { self.entry = entry }

    var best: StepsDay? { entry.days.max { $0.steps < $1.steps } }

    public var body: some View {
        switch family {
        case .systemSmall: sparkline
        case .systemLarge: comparison
        default: week
        }
    }

    var header: some View {
        HStack(alignment: .firstTextBaseline) {
            Label("Steps", systemImage: "figure.walk").font(.caption.bold()).foregroundStyle(.orange)
            Spacer()
            Text("\(entry.days.last?.steps ?? 0)").font(.caption.monospacedDigit()).foregroundStyle(.secondary)
        }
    }

    var sparkline: some View {
        VStack(alignment: .leading, spacing: 4) {
            Label("Steps", systemImage: "figure.walk").font(.caption.bold()).foregroundStyle(.orange)
            Text("\(entry.days.last?.steps ?? 0)").font(.title2.bold().monospacedDigit())
            Chart(entry.days) { day in
                AreaMark(x: .value("Day", day.date), y: .value("Steps", day.steps))
                    .foregroundStyle(.linearGradient(colors: [.orange.opacity(0.5), .orange.opacity(0.05)], startPoint: .top, endPoint: .bottom))
                    .interpolationMethod(.monotone)
                LineMark(x: .value("Day", day.date), y: .value("Steps", day.steps))
                    .foregroundStyle(.orange)
                    .interpolationMethod(.monotone)
            }
            .chartXAxis(.hidden)
            .chartYAxis(.hidden)
        }
    }

    var week: some View {
        VStack(alignment: .leading, spacing: 6) {
            header
            Chart {
                ForEach(entry.days) { day in
                    BarMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
                        .foregroundStyle(day.steps >= entry.goal ? Color.orange : Color.orange.opacity(0.45))
                        .cornerRadius(3)
                        .annotation(position: .top) {
                            if day.id == best?.id {
                                Text("\(day.steps / 1000)k").font(.caption2.bold()).foregroundStyle(.orange)
                            }
                        }
                }
                RuleMark(y: .value("Goal", entry.goal))
                    .foregroundStyle(.secondary)
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [3, 3]))
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .day)) { _ in
                    AxisValueLabel(format: .dateTime.weekday(.narrow), centered: true)
                }
            }
        }
    }

    var comparison: some View {
        VStack(alignment: .leading, spacing: 8) {
            header
            Text("This week against last").font(.headline)
            Chart(entry.days + entry.lastWeek) { day in
                LineMark(x: .value("Day", day.date), y: .value("Steps", day.steps))
                    .foregroundStyle(by: .value("Week", day.week))
                    .symbol(by: .value("Week", day.week))
            }
            .chartYScale(domain: 0...12_000)
        }
    }
}
