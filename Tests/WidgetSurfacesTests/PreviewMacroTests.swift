#if Previews
import Foundation
import Testing
import WidgetRender
import ExampleWidgets

// `#Preview` blocks as widget extensions write them (Xcode 15+), compiled as written.

private struct DayEntry: TimelineEntry {
    let date: Date
    let title: String
}

private struct DayProvider: TimelineProvider {
    func placeholder(in context: Context) -> DayEntry { DayEntry(date: context.now, title: "—") }
    func getSnapshot(in context: Context, completion: @escaping (DayEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<DayEntry>) -> Void) {
        completion(Timeline(entries: [DayEntry(date: context.now, title: "From provider")], policy: .never))
    }
}

private struct DayWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Day", provider: DayProvider()) { entry in
            Text(entry.title).containerBackground(.fill.tertiary, for: .widget)
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

private struct CityIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "City"
    @Parameter(title: "City", default: "Oslo")
    var city: String
    init() {}
    init(city: String) { self.city = city }
}

private struct CityProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> DayEntry { DayEntry(date: context.now, title: "—") }
    func snapshot(for configuration: CityIntent, in context: Context) async -> DayEntry { DayEntry(date: context.now, title: configuration.city) }
    func timeline(for configuration: CityIntent, in context: Context) async -> Timeline<DayEntry> {
        Timeline(entries: [DayEntry(date: context.now, title: configuration.city)], policy: .never)
    }
}

private struct CityWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "City", intent: CityIntent.self, provider: CityProvider()) { entry in
            Text(entry.title).containerBackground(.fill.tertiary, for: .widget)
        }
    }
}

private struct DayView: View {
    var body: some View { Text("Hello") }
}

#Preview("Plain view") {
    DayView()
}

#Preview {
    let title = "Built"
    VStack {
        Text(title)
        DayView()
    }
}

#Preview(as: .systemSmall) {
    DayWidget()
} timeline: {
    DayEntry(date: Date(timeIntervalSince1970: 1_767_225_600), title: "First")
    DayEntry(date: Date(timeIntervalSince1970: 1_767_229_200), title: "Second")
}

#Preview("From the provider", as: .systemMedium) {
    DayWidget()
} timelineProvider: {
    DayProvider()
}

#Preview(as: .systemSmall, using: CityIntent(city: "Lima")) {
    CityWidget()
} timelineProvider: {
    CityProvider()
}

#Preview(as: .systemSmall, using: CityIntent(city: "Quito")) {
    CityWidget()
} timeline: {
    DayEntry(date: Date(timeIntervalSince1970: 1_767_225_600), title: "Quito")
}

#Preview("Delivery", as: .content, using: DeliveryAttributes.sample) {
    DeliveryActivityWidget()
} contentStates: {
    DeliveryAttributes.ContentState(stage: "Preparing", minutesLeft: 25, progress: 0.2)
    DeliveryAttributes.ContentState(stage: "On the way", minutesLeft: 9, progress: 0.7)
}

#Preview("Delivery island", as: .dynamicIsland(.compact), using: DeliveryAttributes.sample) {
    DeliveryActivityWidget()
} contentStates: {
    DeliveryAttributes.states[1]
}

@Suite("#Preview macros")
struct PreviewMacroTests {
    @Test("The program's #Preview blocks are found at run time, without a list naming them, in file and line order")
    func discovery() throws {
        let found = ProgramDeclarations.scan(modules: ["WidgetSurfacesTests"])
        let here = found.previews.filter { $0.fileID == "WidgetSurfacesTests/PreviewMacroTests.swift" }
        #expect(here.map(\.title) == ["Plain view", "WidgetSurfacesTests/PreviewMacroTests.swift:63",
                                       "WidgetSurfacesTests/PreviewMacroTests.swift:71", "From the provider",
                                       "WidgetSurfacesTests/PreviewMacroTests.swift:84", "WidgetSurfacesTests/PreviewMacroTests.swift:90",
                                       "Delivery", "Delivery island"])
        #expect(here.map(\.isActivity) == [false, false, false, false, false, false, true, true])
        // Only the modules asked for, and without a list every module but the system's.
        #expect(ProgramDeclarations.scan(modules: ["WidgetRender", "WidgetUI"]).previews.isEmpty)
        #expect(ProgramDeclarations.scan().previews.count >= here.count)
    }

    @Test("A Live Activity preview renders each content state in its presentation, named by the presentation")
    func activityPreview() throws {
        let declaration = PreviewDeclaration(name: "Delivery", fileID: #fileID, line: #line, activity: .content,
                                             attributes: DeliveryAttributes.sample, widget: { DeliveryActivityWidget() }) {
            DeliveryAttributes.states[0]
            DeliveryAttributes.states[1]
        }
        #expect(declaration.isActivity)
        let source = try #require(try declaration.activitySource())
        let jobs = try WidgetRenderer.plan(source, matrix: RenderMatrix(colorSchemes: [.dark]),
                                           options: RenderOptions(device: DeviceProfile.named("1179x2556")!))
        #expect(jobs.map(\.fileStem) == ["delivery-activityLockScreen-dark", "delivery-activityLockScreen-dark-1"])
        let first = try jobs[0].render()
        #expect(first.displayList.size.width == 371)
        let island = PreviewDeclaration(name: "I", fileID: #fileID, line: #line, activity: .dynamicIsland(.compact),
                                        attributes: DeliveryAttributes.sample, widget: { DeliveryActivityWidget() }) { DeliveryAttributes.states[1] }
        let compact = try WidgetRenderer.plan(try #require(try island.activitySource()), matrix: RenderMatrix(colorSchemes: [.light]),
                                              options: RenderOptions(device: DeviceProfile.named("1179x2556")!))
        // The island has one look: named dark, whatever scheme was asked.
        #expect(compact.map(\.fileStem) == ["i-islandCompact-dark"])
        let drawn = try compact[0].render()
        #expect(RenderSummary(compact[0], widget: drawn).surface == "islandCompact")
        #expect(RenderSummary(jobs[0], widget: first).surface == "activityLockScreen")
        #expect(abs(drawn.displayList.size.width - 230) < 0.01)
        #expect(drawn.canvas.colorScheme == .dark, "the island is drawn dark whatever the scheme asked")
    }

    @Test("A widget preview's declaration renders each entry through the widget's configuration, at the entry's date")
    func widgetPreview() async throws {
        let declaration = PreviewDeclaration(name: "Days", fileID: #fileID, line: #line, family: .systemSmall, widget: { DayWidget() },
                                             entries: { [DayEntry(date: Date(timeIntervalSince1970: 1_767_225_600), title: "First"),
                                                         DayEntry(date: Date(timeIntervalSince1970: 1_767_229_200), title: "Second")] })
        let jobs = try WidgetRenderer.plan(try await declaration.source(), matrix: RenderMatrix(colorSchemes: [.light]))
        #expect(jobs.map(\.fileStem) == ["days-small-light", "days-small-light-1"])
        #expect(jobs.map(\.cell.date.timeIntervalSince1970) == [1_767_225_600, 1_767_229_200])
        let second = try jobs[1].render()
        let texts = second.displayList.items.compactMap { item -> String? in if case .glyphs(let r) = item { return r.text } else { return nil } }
        #expect(texts == ["Second"])
    }

    @Test("A provider preview asks the provider for its timeline; a view preview shows in the three Home Screen sizes")
    func providerAndViewPreviews() async throws {
        let fromProvider = PreviewDeclaration(name: "P", fileID: #fileID, line: 1, family: .systemMedium, widget: { DayWidget() },
                                              provider: { DayProvider() })
        let jobs = try WidgetRenderer.plan(try await fromProvider.source(), matrix: RenderMatrix(colorSchemes: [.dark]))
        #expect(jobs.map(\.fileStem) == ["p-medium-dark"])
        let intent = PreviewDeclaration(name: "Lima", fileID: #fileID, line: 2, family: .systemSmall, intent: CityIntent(city: "Lima"),
                                        widget: { CityWidget() }, provider: { CityProvider() })
        let lima = try WidgetRenderer.plan(try await intent.source(), matrix: RenderMatrix(colorSchemes: [.light]))
        let drawn = try #require(lima.first).render().displayList.items.compactMap { item -> String? in
            if case .glyphs(let r) = item { return r.text } else { return nil }
        }
        #expect(drawn == ["Lima"], "the provider's timeline for the preview's intent")
        let view = PreviewDeclaration(name: nil, fileID: "Widgets/Day.swift", line: 12) { AnyView(DayView()) }
        #expect(view.title == "Widgets/Day.swift:12")
        let viewJobs = try WidgetRenderer.plan(try await view.source(), matrix: RenderMatrix(colorSchemes: [.light]))
        #expect(viewJobs.map(\.fileStem) == ["widgets-day.swift-12-small-light", "widgets-day.swift-12-medium-light", "widgets-day.swift-12-large-light"])
    }

    @Test("An App Intent provider that never returns its timeline is an error naming the preview, given when the time is up")
    func stuckIntentProvider() async throws {
        let stuck = PreviewDeclaration(name: "Stuck", fileID: #fileID, line: 3, family: .systemSmall, intent: CityIntent(city: "Lima"),
                                       widget: { CityWidget() }, provider: { StuckProvider() })
        await #expect {
            _ = try await stuck.source(providerTimeout: 0.2)
        } throws: { error in
            "\(error)".contains("\"Stuck\"'s provider did not return its timeline(for:in:) within 200 ms")
        }
    }
}

/// A provider whose timeline never comes (it waits for something that never happens).
private struct StuckProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> DayEntry { DayEntry(date: context.now, title: "—") }
    func snapshot(for configuration: CityIntent, in context: Context) async -> DayEntry { DayEntry(date: context.now, title: "—") }
    func timeline(for configuration: CityIntent, in context: Context) async -> Timeline<DayEntry> {
        await Never.arrives()
        return Timeline(entries: [DayEntry(date: context.now, title: "late")], policy: .never)
    }
}
#endif
