// Probe 03: month calendar, small.
// Modelled on TechSupportz/smpl-widgets, appwidgets/MonthCalendarWidget/MonthCalendarWidgetView.swift,
// commit 3254c1efbdbde6b62c7d0fe4f53ad4c6bdd61a0a (no licence file found in the index).
// Re-expressed, not copied.
import WidgetRender

struct SmplMonthCalendarView: View {
    var entry: SmplMonthEntry
    private let calendar = Calendar(identifier: .gregorian)

    var body: some View {
        VStack(spacing: 4) {
            Spacer()
            HStack(alignment: .lastTextBaseline) {
                Group {
                    Text(entry.date, format: .dateTime.month(.wide))
                    Spacer()
                    Text(entry.date, format: .dateTime.year())
                        .font(.system(size: 10))
                        .fontWeight(.light)
                }
                .font(.system(size: 16))
                .fontWidth(.condensed)
                .fontWeight(.bold)
                .textCase(.uppercase)
            }
            .frame(maxWidth: .infinity)
            HStack(spacing: 6) {
                ForEach(calendar.veryShortStandaloneWeekdaySymbols, id: \.self) { symbol in
                    Text(symbol)
                        .font(.system(size: 10))
                        .fontDesign(.monospaced)
                        .foregroundStyle(.tertiary)
                        .frame(maxWidth: .infinity)
                }
            }
            LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 6), count: 7), spacing: 6) {
                ForEach(0..<42, id: \.self) { index in
                    ZStack {
                        if let day = entry.day(at: index) {
                            if day.isToday {
                                Circle().fill(Color.red).frame(width: 16, height: 16)
                            }
                            Text(String(day.value))
                                .font(.system(size: 10))
                                .fontWeight(day.isToday ? .semibold : .medium)
                                .monospacedDigit()
                                .foregroundStyle(day.isToday ? .white : .primary)
                        } else {
                            Text("").hidden()
                        }
                    }
                    .frame(maxWidth: .infinity)
                }
            }
        }
        .widgetURL(URL(string: "smplwidgets://calendar"))
    }
}
