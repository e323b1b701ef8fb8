// Probe 11: to-do list with interactive rows, small and medium.
// Modelled on shadowfaxop/quicktasks, TodoWidgetStarterWidgetExtension/TodoWidgetView.swift,
// commit 6ac275370ca7554262d008607675edabbad3e137 (no licence file found in the index).
// Re-expressed, not copied. The source's haptic feedback (UIImpactFeedbackGenerator) is left out.
import WidgetRender

struct QuickTasksTodoView: View {
    var entry: QuickTasksEntry
    @Environment(\.widgetFamily) var family
    @State private var fadingTask: UUID?

    var limit: Int { family == .systemSmall ? 3 : 6 }
    var open: [QuickTask] { entry.tasks.filter { !$0.isCompleted } }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            VStack(alignment: .leading, spacing: 8) {
                ForEach(open.prefix(limit)) { task in
                    row(task)
                }
                if open.count > limit {
                    Text("+ \(open.count - limit) more…")
                        .font(.footnote)
                        .foregroundColor(.gray)
                }
            }
            Spacer()
            HStack {
                Spacer()
                Link(destination: URL(string: "todoapp://add")!) {
                    Image(systemName: "plus.circle.fill")
                        .font(.system(size: 30))
                        .foregroundColor(.blue)
                        .padding(.all, 8)
                }
                .simultaneousGesture(TapGesture().onEnded { })
            }
        }
        .padding(18)
        .modifier(QuickTasksBackground())
        .widgetURL(URL(string: "todoapp://open")!)
    }

    @ViewBuilder
    private func row(_ task: QuickTask) -> some View {
        let fading = fadingTask == task.id
        Button(intent: QuickTasksToggle(id: task.id.uuidString)) {
            Text(task.title)
                .font(.body)
                .foregroundColor(fading ? .gray : .primary)
                .strikethrough(fading, color: .gray)
                .opacity(fading ? 0.4 : 1.0)
                .animation(.easeInOut(duration: 0.25), value: fading)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        .buttonStyle(.plain)
        .onTapGesture { fadingTask = task.id }
    }
}

private struct QuickTasksBackground: ViewModifier {
    func body(content: Content) -> some View {
        if #available(iOS 17.0, macOS 14.0, *) {
            content.containerBackground(.background, for: .widget)
        } else {
            content.background(Color.clear)
        }
    }
}
