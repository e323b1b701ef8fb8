// A fitness widget written as a health app writes one: activity rings drawn with
// `Circle().trim(from:to:)`, a stand `Gauge`, a steps `ProgressView` and a workout
// `ProgressView(timerInterval:)`, in a `Grid`.
import Foundation
import WidgetRender

public struct ActivityEntry: Sendable {
    public var date: Date
    public var move: Double, exercise: Double, stand: Double
    public var steps: Double, stepGoal: Double
    public var workout: ClosedRange<Date>
    public init(date: Date, move: Double, exercise: Double, stand: Double, steps: Double, stepGoal: Double,
                workout: ClosedRange<Date>) {
        self.date = date; self.move = move; self.exercise = exercise; self.stand = stand
        self.steps = steps; self.stepGoal = stepGoal; self.workout = workout
    }
}

/// One ring: a 20 %-opacity track and the value arc from the top, clockwise, with round caps.
struct ActivityRing: View {
    var progress: Double
    var color: Color
    var lineWidth: Double
    var body: some View {
        ZStack {
            Circle().stroke(color.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
        .padding(lineWidth / 2)
    }
}

struct ActivityRings: View {
    var entry: ActivityEntry
    var body: some View {
        ZStack {
            ActivityRing(progress: entry.move, color: Color(red: 0.98, green: 0.07, blue: 0.31), lineWidth: 12)
            ActivityRing(progress: entry.exercise, color: Color(red: 0.65, green: 1.0, blue: 0.0), lineWidth: 12)
                .padding(14)
            ActivityRing(progress: entry.stand, color: Color(red: 0.0, green: 0.96, blue: 0.92), lineWidth: 12)
                .padding(28)
        }
        .aspectRatio(1, contentMode: .fit)
    }
}

public struct ActivityWidgetView: View {
    var entry: ActivityEntry
    @Environment(\.widgetFamily) var family
    public init(entry: ActivityEntry) { self.entry = entry }

    public var body: some View {
        switch family {
        case .systemSmall:
            ActivityRings(entry: entry)
        default:
            HStack(spacing: 16) {
                ActivityRings(entry: entry)
                VStack(alignment: .leading, spacing: 10) {
                    Grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 4) {
                        GridRow {
                            Text("Move").foregroundStyle(.secondary)
                            Text("\(Int(entry.move * 100))%").gridColumnAlignment(.trailing)
                        }
                        GridRow {
                            Text("Exercise").foregroundStyle(.secondary)
                            Text("\(Int(entry.exercise * 100))%")
                        }
                    }
                    .font(.caption)
                    ProgressView(value: entry.steps, total: entry.stepGoal) {
                        Text("Steps").font(.caption2)
                    }
                    .tint(.orange)
                    ProgressView(timerInterval: entry.workout, countsDown: true) {
                        Text("Workout").font(.caption2)
                    }
                    .tint(.green)
                }
                Gauge(value: entry.stand, in: 0...1) {
                    Text("Stand")
                } currentValueLabel: {
                    Text("\(Int(entry.stand * 12))")
                }
                .gaugeStyle(.accessoryCircularCapacity)
                .tint(Color(red: 0.0, green: 0.75, blue: 0.72))
                .frame(width: 44, height: 44)
            }
        }
    }
}
