import Foundation
import Synchronization
import Testing
import WidgetRender

// A to-do widget as iOS 17 extensions write it: the app's store, a toggle intent whose
// perform() changes it, a provider that reads it, and a Toggle(isOn:intent:) per task.

private final class TodoStore: Sendable {
    static let shared = TodoStore()
    private let done = Mutex<Set<String>>([])
    func isDone(_ id: String) -> Bool { done.withLock { $0.contains(id) } }
    func toggle(_ id: String) { done.withLock { if !$0.insert(id).inserted { $0.remove(id) } } }
    func reset() { done.withLock { $0 = [] } }
}

private struct ToggleTodoIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Toggle task"
    @Parameter(title: "Task ID")
    var id: String
    @Parameter(title: "Done")
    var value: Bool
    init() {}
    init(id: String) { self.id = id }
    func perform() async throws -> some IntentResult & ReturnsValue<Bool> {
        TodoStore.shared.toggle(id)
        return .result(value: TodoStore.shared.isDone(id))
    }
}

private struct TodoEntry: TimelineEntry {
    let date: Date
    let tasks: [(id: String, title: String, done: Bool)]
}

private struct TodoProvider: TimelineProvider {
    func entry(_ date: Date) -> TodoEntry {
        TodoEntry(date: date, tasks: [("milk", "Buy oat milk"), ("plumber", "Call the plumber")].map {
            ($0.0, $0.1, TodoStore.shared.isDone($0.0))
        })
    }
    func placeholder(in context: Context) -> TodoEntry { entry(context.now) }
    func getSnapshot(in context: Context, completion: @escaping (TodoEntry) -> Void) { completion(entry(context.now)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TodoEntry>) -> Void) {
        completion(Timeline(entries: [entry(context.now)], policy: .never))
    }
}

private struct TodoWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Todo", provider: TodoProvider()) { entry in
            VStack(alignment: .leading, spacing: 8) {
                ForEach(entry.tasks, id: \.id) { task in
                    Toggle(isOn: task.done, intent: ToggleTodoIntent(id: task.id)) {
                        Text(task.done ? "✓ \(task.title)" : task.title)
                    }
                }
            }
            .containerBackground(.background, for: .widget)
        }
        .supportedFamilies([.systemMedium])
    }
}

@Suite("Interactive widgets, stepped", .serialized)
struct InteractiveStepTests {
    func entryFrame() async throws -> RenderedWidgetFrame {
        try #require(try await WidgetRenderer.render(TodoWidget()).first { $0.phase == "entry-0" })
    }

    func texts(_ frame: RenderedWidgetFrame) -> [String] {
        frame.widget.displayList.items.compactMap { item -> String? in if case .glyphs(let r) = item { return r.text } else { return nil } }
    }

    @Test("Tap a to-do's toggle: its intent's perform() runs, the reloaded widget shows the task done; tap again undoes it")
    func tapPerformReloadRender() async throws {
        TodoStore.shared.reset()
        let before = try await entryFrame()
        #expect(texts(before).contains("Buy oat milk"))
        let region = try #require(before.widget.linkMap.regions.first { $0.intent == "ToggleTodoIntent" })
        let tap = Point(x: region.bounds.midX, y: region.bounds.midY)

        guard case .ranIntent(let name, let outcome) = try await WidgetRenderer.tap(before.widget.composed, at: tap) else {
            Issue.record("the tap did not run the intent"); return
        }
        #expect(name == "ToggleTodoIntent")
        #expect(outcome.value as? Bool == true)
        let after = try await entryFrame()
        #expect(texts(after).contains("✓ Buy oat milk"))
        #expect(texts(after).contains("Call the plumber"), "the other task is untouched")
        #expect(after.widget.bitmap.pixels != before.widget.bitmap.pixels, "the switch is drawn on")

        _ = try await WidgetRenderer.tap(after.widget.composed, at: tap)
        #expect(texts(try await entryFrame()).contains("Buy oat milk"))
    }

    @Test("A tap outside every control opens the app; a template's button, named but without its intent value, says why it cannot run")
    func otherTaps() async throws {
        TodoStore.shared.reset()
        let frame = try await entryFrame()
        guard case .launchesApp = try await WidgetRenderer.tap(frame.widget.composed, at: Point(x: 330, y: 150)) else {
            Issue.record("expected the app to launch"); return
        }
        let named = try WidgetRenderer.compose(Button(intentName: "Refresh") { Text("Refresh").frame(width: 100, height: 40) },
                                               options: RenderOptions(family: .systemMedium))
        let region = try #require(named.linkMap.regions.first)
        await #expect(throws: RenderError.self) {
            _ = try await WidgetRenderer.tap(named, at: Point(x: region.bounds.midX, y: region.bounds.midY))
        }
    }
}
