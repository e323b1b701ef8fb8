import Foundation
import Testing
@testable import WidgetSnapshotTesting

/// A step counter whose provider dates its entries from the instant it is asked at, an hour apart.
private struct StepsProvider: TimelineProvider {
    struct Entry: TimelineEntry { let date: Date; let steps: Int }
    static func asked() -> Date { WidgetClock.now ?? Date() }
    func placeholder(in context: Context) -> Entry { Entry(date: Self.asked(), steps: 0) }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: Self.asked(), steps: 4_200)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        let start = Self.asked()
        let entries = (0..<3).map { Entry(date: start.addingTimeInterval(Double($0) * 3_600), steps: 1_000 * ($0 + 1)) }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

private struct StepsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Steps", provider: StepsProvider()) { entry in
            VStack {
                Text(String(entry.steps)).font(.title).bold()
                Text(entry.date, style: .time).font(.caption)
            }
            .containerBackground(Color.teal, for: .widget)
        }
        .supportedFamilies([.systemSmall, .accessoryCircular])
    }
}

/// A provider that reads the machine's clock, as most real ones do.
private struct ClockProvider: TimelineProvider {
    struct Entry: TimelineEntry { let date: Date }
    func placeholder(in context: Context) -> Entry { Entry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: Date())) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        completion(Timeline(entries: [Entry(date: Date())], policy: .atEnd))
    }
}

private struct ClockWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Clock", provider: ClockProvider()) { entry in
            Text(entry.date, style: .time).containerBackground(Color.black, for: .widget)
        }
        .supportedFamilies([.systemMedium])
    }
}

private struct FitnessBundle: WidgetBundle {
    var body: some Widget {
        StepsWidget()
        ClockWidget()
    }
}

/// `assertWidgetSnapshot(of: Widget)`: the provider runs at the options' now, the frames asked
/// for are drawn and named, and a provider reading the machine's clock is refused with a reason.
@Suite("Snapshots of a Widget and a WidgetBundle")
struct WidgetConfigurationSnapshotTests {
    static let now = Date(timeIntervalSince1970: 1_772_355_600)  // 2026-03-01T09:00:00Z

    private func runner(_ scratch: Scratch, _ record: SnapshotTestingConfiguration.Record, name: String? = nil) -> SnapshotRunner {
        SnapshotRunner(tolerance: .exact, formats: .all, name: name, record: record, snapshotDirectory: scratch.references.path,
                       artifactsDirectory: scratch.artifacts, fileID: #fileID, filePath: #filePath, testName: "steps()",
                       line: #line, column: #column)
    }

    private func verify(_ scratch: Scratch, _ record: SnapshotTestingConfiguration.Record, timeline: WidgetSnapshotTimeline,
                        families: [WidgetFamily]?, schemes: [ColorScheme]) async -> [String] {
        await WidgetConfigurationSnapshot(timeline: timeline, options: RenderOptions(now: Self.now)).verify(
            families: families, devices: [.iPhone390x844], runner: { _ in runner(scratch, record) },
            matrix: { RenderMatrix.snapshot(families: $0, colorSchemes: schemes, devices: [$1], appearances: [nil],
                                            dynamicTypeSizes: [], locales: []) }
        ) { options in [try await WidgetTimelines.enumerate(StepsWidget(), options: options)] }
    }

    @Test("the first entry of every supported family, named as a view's; Lock Screen families once, dark")
    func firstEntry() async throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let recorded = await verify(scratch, .missing, timeline: .firstEntry, families: nil, schemes: [.light, .dark])
        #expect(recorded.count == 6)
        #expect(scratch.files(in: scratch.references) == ["steps.circular-dark.png", "steps.circular-dark.txt",
                                                          "steps.small-dark.png", "steps.small-dark.txt",
                                                          "steps.small-light.png", "steps.small-light.txt"])
        let text = try String(contentsOf: scratch.references.appendingPathComponent("steps.small-light.txt"), encoding: .utf8)
        #expect(text.contains("now 2026-03-01T09:00:00Z"))
        #expect(text.contains("\"1000\""), "the first entry's steps")
        #expect(await verify(scratch, .never, timeline: .firstEntry, families: nil, schemes: [.light, .dark]).isEmpty)
    }

    @Test("timeline: .all draws the placeholder, the snapshot and every entry at its own date")
    func wholeTimeline() async throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let recorded = await verify(scratch, .missing, timeline: .all, families: [.systemSmall], schemes: [.light])
        #expect(recorded.count == 10)
        #expect(scratch.files(in: scratch.references).filter { $0.hasSuffix(".png") }
                == ["steps.small-light-1.png", "steps.small-light-2.png", "steps.small-light-placeholder.png",
                    "steps.small-light-snapshot.png", "steps.small-light.png"])
        let last = try String(contentsOf: scratch.references.appendingPathComponent("steps.small-light-2.txt"), encoding: .utf8)
        #expect(last.contains("now 2026-03-01T11:00:00Z") && last.contains("\"3000\""))
        let snapshot = try String(contentsOf: scratch.references.appendingPathComponent("steps.small-light-snapshot.txt"), encoding: .utf8)
        #expect(snapshot.contains("\"4200\""))
        #expect(await verify(scratch, .never, timeline: .all, families: [.systemSmall], schemes: [.light]).isEmpty)
    }

    @Test("a provider that dates entries with Date() is refused with the reason, and nothing is recorded")
    func clockDatedProvider() async throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let failures = await WidgetConfigurationSnapshot(timeline: .firstEntry, options: RenderOptions(now: Self.now)).verify(
            families: nil, devices: [.iPhone390x844], runner: { _ in runner(scratch, .all) },
            matrix: { RenderMatrix.snapshot(families: $0, colorSchemes: [.light], devices: [$1], appearances: [nil],
                                            dynamicTypeSizes: [], locales: []) }
        ) { options in [try await WidgetTimelines.enumerate(ClockWidget(), options: options)] }
        #expect(failures.count == 1)
        let message = try #require(failures.first)
        #expect(message.hasPrefix("The widget \"Clock\": its provider dated the placeholder with the machine's clock"), "\(message)")
        #expect(message.contains("not with the render's now (2026-03-01T09:00:00Z)"))
        #expect(message.contains("assertWidgetSnapshot(of: MyEntryView(entry:"))
        #expect(scratch.files(in: scratch.references).isEmpty)
    }

    @Test("a bundle: each widget's references start with its kind; a family one widget lacks is skipped for it")
    func bundle() async throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let failures = await WidgetConfigurationSnapshot(timeline: .firstEntry, options: RenderOptions(now: Self.now)).verify(
            families: [.systemSmall], devices: [.iPhone390x844], runner: { runner(scratch, .missing, name: $0) },
            matrix: { RenderMatrix.snapshot(families: $0, colorSchemes: [.light], devices: [$1], appearances: [nil],
                                            dynamicTypeSizes: [], locales: []) }
        ) { options in try await WidgetTimelines.enumerate(FitnessBundle(), options: options, skippingUnsupportedFamilies: true) }
        #expect(failures.count == 2, "recorded: \(failures)")
        #expect(scratch.files(in: scratch.references) == ["steps.Steps-small-light.png", "steps.Steps-small-light.txt"])
    }
}

/// The public assertions as a test of a ported extension writes them: from the main actor,
/// against references committed beside this file.
@MainActor @Suite("assertWidgetSnapshot(of: Widget) as a test writes it")
struct WidgetConfigurationSnapshotUsageTests {
    @Test func steps() async {
        await assertWidgetSnapshot(of: StepsWidget(), families: [.systemSmall], colorSchemes: [.light],
                                   options: RenderOptions(now: WidgetConfigurationSnapshotTests.now))
    }

    @Test func fitnessBundle() async {
        await assertWidgetSnapshot(ofBundle: FitnessBundle(), families: [.systemSmall], colorSchemes: [.dark],
                                   options: RenderOptions(now: WidgetConfigurationSnapshotTests.now))
    }
}
