import Foundation
import Synchronization
import Testing
import WidgetRender

// Widget code as Swift 6 writes it against Xcode's SDK: a main-actor store read from a body
// (through a closure the compiler checks at run time), a widget whose `init()` is main-actor.
@MainActor final class ScoreStore {
    static let shared = ScoreStore()
    var scores = [3, 1, 4]
}

/// Which threads the bodies below ran on.
let bodyThreads = Mutex<[Bool]>([])

struct ScoreView: View {
    let label: String

    // An explicit init is main-actor (the type is a View), so closures that call it are too.
    init(label: String = "score") { self.label = label }

    var body: some View {
        let _ = bodyThreads.withLock { $0.append(MainThread.isCurrent) }
        VStack(spacing: 4) {
            // `map`'s closure is main-actor isolated here, and Swift 6 checks that at run time.
            ForEach(ScoreStore.shared.scores.map { "\(label) \($0)" }, id: \.self) { Text($0) }
        }
    }
}

struct ScoreEntry: TimelineEntry { let date: Date }

struct ScoreProvider: TimelineProvider {
    func placeholder(in context: Context) -> ScoreEntry { ScoreEntry(date: context.now) }
    func getSnapshot(in context: Context, completion: @escaping (ScoreEntry) -> Void) { completion(ScoreEntry(date: context.now)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<ScoreEntry>) -> Void) {
        completion(Timeline(entries: [ScoreEntry(date: context.now)], policy: .never))
    }
}

struct ScoreWidget: Widget {
    let kind: String

    @MainActor init() { kind = "Score-\(ScoreStore.shared.scores.count)" }

    var body: some WidgetConfiguration {
        // The `map` closure inside the content closure is main-actor, checked at run time.
        StaticConfiguration(kind: kind, provider: ScoreProvider()) { entry in ScoreView(label: [entry].map { _ in "score" }[0]) }
            .supportedFamilies([.systemSmall])
    }
}

@Suite("Isolation as Apple declares it (View, Widget @MainActor; widget code on the main thread)", .serialized)
struct IsolationTests {
    @Test("A body that reads main-actor state renders from a background thread, and runs on the main thread")
    func bodyRunsOnTheMainThread() async throws {
        bodyThreads.withLock { $0.removeAll() }
        let view = await ScoreView()
        let image = try await Task.detached {
            try WidgetRenderer.render(view, options: RenderOptions(family: .systemSmall))
        }.value
        #expect(image.pixelWidth == 474)
        #expect(image.displayList.items.count > 3)
        #expect(bodyThreads.withLock { $0 } == [true])
    }

    @Test("A batch of widget views started on the main thread finishes: its workers hand the bodies to the main thread")
    @MainActor func batchFromTheMainThread() throws {
        bodyThreads.withLock { $0.removeAll() }
        let jobs = try WidgetRenderer.plan(ViewSource(ScoreView(), named: "score"),
                                           matrix: RenderMatrix(families: [.systemSmall, .systemMedium, .systemLarge],
                                                                colorSchemes: [.light, .dark]))
        let sizes = try WidgetRenderer.render(jobs, threads: 4) { _, widget in widget.pixelWidth }
        #expect(sizes == [474, 474, 1014, 1014, 1014, 1014])
        // Light and dark draw one layout when they can (LayoutShare): once per family when the
        // first cell is done before the second starts, else twice.
        #expect((3...6).contains(bodyThreads.withLock { $0 }.count))
        #expect(bodyThreads.withLock { $0 }.allSatisfy { $0 })
    }

    @Test("A widget with a main-actor init() is described and rendered from a background thread")
    func mainActorWidget() async throws {
        bodyThreads.withLock { $0.removeAll() }
        let widget = await ScoreWidget()
        let frames = try await Task.detached {
            try await WidgetRenderer.render(widget, matrix: RenderMatrix(colorSchemes: [.dark]),
                                            options: RenderOptions(now: askedAt))
        }.value
        // The placeholder, the snapshot and the one entry.
        #expect(frames.map(\.descriptor.kind) == ["Score-3", "Score-3", "Score-3"])
        #expect(bodyThreads.withLock { $0 }.count == 3)
        #expect(bodyThreads.withLock { $0 }.allSatisfy { $0 })
    }
}
