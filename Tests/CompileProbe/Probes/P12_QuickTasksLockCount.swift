// Probe 12: pending-task count, Lock Screen (accessoryCircular).
// Modelled on shadowfaxop/quicktasks, TodoWidgetStarterWidgetExtension/TodoCountLockWidget.swift,
// commit e8ecca666845bcd10098a99c886d383ec97c10a8 (no licence file found in the index).
// Re-expressed, not copied.
import WidgetRender

struct QuickTasksCountEntry: TimelineEntry {
    let date: Date
    let count: Int
}

struct QuickTasksLockView: View {
    var entry: QuickTasksCountEntry

    var body: some View {
        VStack(spacing: 4) {
            Image(systemName: entry.count == 0 ? "checkmark.circle.fill" : "bell.fill")
                .font(.system(size: 18))
                .foregroundColor(entry.count == 0 ? .green : .yellow)
            Text("\(entry.count)")
                .font(.system(size: 20, weight: .bold))
        }
        .widgetURL(URL(string: "todoapp://open")!)
    }
}
