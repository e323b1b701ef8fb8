import Foundation
import Testing
import WidgetRender
import ExampleWidgets
import WidgetTestSupport

/// 2026-03-01T09:00:00Z: the explicit instant the system "asks" at.
let askedAt = Date(timeIntervalSince1970: 1_772_355_600)

@MainActor @Suite struct TimelineEnumerationTests {
    @Test func seed002BundleListsBothWidgetsWithTheirMetadata() throws {
        let d = try WidgetTimelines.describe(Widgets())
        #expect(d.map(\.kind) == ["Widget_Extension", "Extension_Two"])
        #expect(d.map(\.displayName) == ["My Widget", "My Widget Extension_Two"])
        #expect(d.map(\.description) == ["This is an example widget.", "Extension_Two."])
        #expect(d.allSatisfy { $0.configuration == .intentConfiguration })
        // No supportedFamilies: the Home Screen families of an iPhone.
        #expect(d.allSatisfy { $0.declaredFamilies == nil && $0.families == [.systemSmall, .systemMedium, .systemLarge] })
    }

    @Test func bundleMetadataEncodesForJSONOutput() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(try WidgetTimelines.describe(Widgets())), as: UTF8.self)
        #expect(json.hasPrefix(#"[{"configuration":"IntentConfiguration","containerBackgroundRemovable":true,"contentMarginsDisabled":false,"#
                               + #""description":"This is an example widget.","displayName":"My Widget","families":["systemSmall","systemMedium","systemLarge"],"kind":"Widget_Extension"}"#))
    }

    @Test func seed002BundleEnumeratesFiveHourlyEntriesPerFamilyFromTheExplicitNow() async throws {
        let widgets = try await WidgetTimelines.enumerate(Widgets(), options: WidgetEnumerationOptions(now: askedAt))
        #expect(widgets.count == 2)
        for w in widgets {
            #expect(w.timelines.map(\.family) == [.systemSmall, .systemMedium, .systemLarge])
            for t in w.timelines {
                #expect(t.entries.count == 5)
                #expect(t.entries.map(\.date) == (0..<5).map { askedAt.addingTimeInterval(Double($0) * 3600) })
                #expect(t.entries.map(\.phase) == (0..<5).map { .entry($0) })
                #expect(t.placeholder.date == askedAt && t.snapshot.date == askedAt)
                #expect(t.policy == .atEnd)
                #expect(t.frames.count == 7)
                #expect(t.context.isPreview == false && t.context.family == t.family)
            }
        }
        // 2 widgets × 3 families × (placeholder + snapshot + 5 entries).
        #expect(widgets.flatMap(\.timelines).flatMap(\.frames).count == 42)
    }

    @Test func enumerationIsTheSameOnEveryRun() async throws {
        let a = try await WidgetTimelines.enumerate(Widgets(), options: WidgetEnumerationOptions(now: askedAt))
        try await Task.sleep(nanoseconds: 5_000_000)
        let b = try await WidgetTimelines.enumerate(Widgets(), options: WidgetEnumerationOptions(now: askedAt))
        #expect(a.flatMap(\.timelines).flatMap(\.frames).map(\.date) == b.flatMap(\.timelines).flatMap(\.frames).map(\.date))
    }

    @Test func entryViewsShowTheEntryTime() throws {
        // The seed's entry view draws `Text(entry.date, style: .time)`.
        let entry = Extension_Two_Entry(date: askedAt.addingTimeInterval(2 * 3600))
        var env = EnvironmentValues()
        env.now = entry.date
        let l = try layout(Extension_TwoEntryView(entry: entry), width: 170, height: 170, environment: env)
        #expect(l.dump().contains("Text(\"11:00\u{202F}AM\")"))
    }

    @Test func seed003CountdownSupportsSmallAndMediumWithDailyEntries() async throws {
        let w = try await WidgetTimelines.enumerate(CountdownWidget(), options: WidgetEnumerationOptions(now: askedAt))
        #expect(w.descriptor.kind == "Countdown")
        #expect(w.descriptor.configuration == .staticConfiguration)
        #expect(w.descriptor.families == [.systemSmall, .systemMedium])
        #expect(w.descriptor.contentMarginsDisabled)
        #expect(w.timelines.map(\.family) == [.systemSmall, .systemMedium])
        #expect(w.timelines[0].entries.map(\.date) == [0, 1, 2].map { askedAt.addingTimeInterval(Double($0) * 86_400) })
    }

    @Test func aFamilyTheWidgetDoesNotSupportIsRefused() async throws {
        let options = WidgetEnumerationOptions(now: askedAt, families: [.systemSmall, .accessoryCircular])
        await #expect(throws: WidgetTimelineError.unsupportedFamily(kind: "Countdown", family: .accessoryCircular,
                                                                   supported: [.systemSmall, .systemMedium])) {
            try await WidgetTimelines.enumerate(CountdownWidget(), options: options)
        }
        let message = WidgetTimelineError.unsupportedFamily(kind: "Countdown", family: .accessoryCircular,
                                                            supported: [.systemSmall, .systemMedium]).description
        #expect(message == "The widget \"Countdown\" does not support accessoryCircular; it supports systemSmall, systemMedium. "
                + "Add .accessoryCircular to its .supportedFamilies([…]) or ask for one of those.")
    }

    @Test func contextCarriesFamilySizeAndPreviewFlag() async throws {
        let probe = ContextProbe()
        let options = WidgetEnumerationOptions(now: askedAt, families: [.accessoryRectangular],
                                               displaySize: { $0 == .accessoryRectangular ? CGSize(width: 172, height: 76) : .zero })
        let w = try await WidgetTimelines.enumerate(ProbeWidget(probe: probe), options: options)
        #expect(probe.seen.map(\.isPreview) == [true, true, false])
        #expect(probe.seen.allSatisfy { $0.family == .accessoryRectangular && $0.displaySize == CGSize(width: 172, height: 76) && $0.now == askedAt })
        #expect(w.timelines[0].policy == .after(askedAt.addingTimeInterval(900)))
        #expect(w.timelines[0].entries.map { $0.relevance?.score } == [0.5, 1])
    }

    @Test func appIntentProvidersAreAwaitedWithTheirDefaultConfiguration() async throws {
        let w = try await WidgetTimelines.enumerate(EmojiWidget(), options: WidgetEnumerationOptions(now: askedAt))
        #expect(w.descriptor.configuration == .appIntentConfiguration)
        #expect(w.descriptor.families == [.accessoryCircular, .accessoryInline, .systemSmall])
        let t = w.timelines[0]
        #expect(t.snapshot.entry is EmojiEntry)
        #expect((t.entries.first?.entry as? EmojiEntry)?.emoji == "😀")
        #expect(t.entries.map(\.date) == [askedAt, askedAt.addingTimeInterval(3600)])
        #expect(t.policy == .never)
    }

    @Test func aProviderThatNeverCompletesIsReportedNotAwaitedForever() async throws {
        let options = WidgetEnumerationOptions(now: askedAt, families: [.systemSmall], providerTimeout: 0.05)
        await #expect(throws: WidgetTimelineError.providerDidNotComplete(kind: "Silent", family: .systemSmall, call: "getTimeline", seconds: 0.05)) {
            try await WidgetTimelines.enumerate(SilentWidget(), options: options)
        }
    }

    @Test func anAppIntentProviderThatNeverReturnsIsReportedWhenTheTimeIsUp() async throws {
        let options = WidgetEnumerationOptions(now: askedAt, families: [.systemSmall], providerTimeout: 0.05)
        await #expect(throws: WidgetTimelineError.providerDidNotComplete(kind: "Stalled", family: .systemSmall, call: "getSnapshot", seconds: 0.05)) {
            try await WidgetTimelines.enumerate(StalledWidget(), options: options)
        }
    }

    @Test func duplicateKindsInABundleAreRefused() throws {
        #expect(throws: WidgetTimelineError.duplicateKind("Countdown")) { try WidgetTimelines.describe(TwiceBundle()) }
    }

    @Test func thePlaceholderIsDrawnRedacted() async throws {
        let w = try await WidgetTimelines.enumerate(CountdownWidget(), options: WidgetEnumerationOptions(now: askedAt, families: [.systemSmall]))
        let placeholder = try WidgetRenderer.compose(w.timelines[0].placeholder.view, options: RenderOptions(family: .systemSmall, now: askedAt))
        let snapshot = try WidgetRenderer.compose(w.timelines[0].snapshot.view, options: RenderOptions(family: .systemSmall, now: askedAt))
        func glyphRuns(_ c: ComposedWidget) -> Int { c.displayList.items.filter { if case .glyphs = $0 { return true }; return false }.count }
        #expect(glyphRuns(placeholder) == 0)
        #expect(glyphRuns(snapshot) > 0, "\(snapshot.displayList.dump())")
    }
}

// MARK: - Widgets built for the tests

final class ContextProbe: @unchecked Sendable {
    var seen: [TimelineProviderContext] = []
}

struct ProbeEntry: TimelineEntry {
    let date: Date
    var relevance: TimelineEntryRelevance?
}

struct ProbeProvider: TimelineProvider {
    let probe: ContextProbe
    func placeholder(in context: Context) -> ProbeEntry { probe.seen.append(context); return ProbeEntry(date: context.now) }
    func getSnapshot(in context: Context, completion: @escaping (ProbeEntry) -> Void) {
        probe.seen.append(context); completion(ProbeEntry(date: context.now))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<ProbeEntry>) -> Void) {
        probe.seen.append(context)
        // Completed later, from another thread.
        nonisolated(unsafe) let completion = completion
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) {
            completion(Timeline(entries: [ProbeEntry(date: context.now, relevance: TimelineEntryRelevance(score: 0.5)),
                                          ProbeEntry(date: context.now + 60, relevance: TimelineEntryRelevance(score: 1, duration: 60))],
                                policy: .after(context.now + 900)))
        }
    }
}

struct ProbeWidget: Widget {
    var probe = ContextProbe()
    init() {}
    init(probe: ContextProbe) { self.probe = probe }
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Probe", provider: ProbeProvider(probe: probe)) { _ in Text("probe") }
            .supportedFamilies([.accessoryRectangular])
    }
}

struct SelectEmojiIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Select Emoji"
    @Parameter(title: "Favorite Emoji", default: "😀")
    var favoriteEmoji: String
}

struct EmojiEntry: TimelineEntry {
    let date: Date
    let emoji: String
}

struct EmojiProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> EmojiEntry { EmojiEntry(date: Date(), emoji: "🙂") }
    func snapshot(for configuration: SelectEmojiIntent, in context: Context) async -> EmojiEntry {
        EmojiEntry(date: Date(), emoji: configuration.favoriteEmoji)
    }
    func timeline(for configuration: SelectEmojiIntent, in context: Context) async -> Timeline<EmojiEntry> {
        let now = Date()
        return Timeline(entries: [0, 1].map { EmojiEntry(date: now.addingTimeInterval(Double($0) * 3600), emoji: configuration.favoriteEmoji) },
                        policy: .never)
    }
}

struct EmojiWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Emoji", intent: SelectEmojiIntent.self, provider: EmojiProvider()) { entry in
            Text(entry.emoji)
        }
        .supportedFamilies([.accessoryCircular, .accessoryInline, .systemSmall])
    }
}

struct SilentProvider: TimelineProvider {
    func placeholder(in context: Context) -> ProbeEntry { ProbeEntry(date: context.now) }
    func getSnapshot(in context: Context, completion: @escaping (ProbeEntry) -> Void) { completion(ProbeEntry(date: context.now)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<ProbeEntry>) -> Void) {}
}

struct SilentWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Silent", provider: SilentProvider()) { _ in Text("…") }
    }
}

/// Its snapshot and timeline wait for something that never comes (the snapshot is asked for first).
struct StalledProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> EmojiEntry { EmojiEntry(date: context.now, emoji: "…") }
    func snapshot(for configuration: SelectEmojiIntent, in context: Context) async -> EmojiEntry {
        await Never.arrives()
        return EmojiEntry(date: context.now, emoji: "late")
    }
    func timeline(for configuration: SelectEmojiIntent, in context: Context) async -> Timeline<EmojiEntry> {
        await Never.arrives()
        return Timeline(entries: [], policy: .never)
    }
}

struct StalledWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Stalled", intent: SelectEmojiIntent.self, provider: StalledProvider()) { entry in Text(entry.emoji) }
            .supportedFamilies([.systemSmall])
    }
}

struct TwiceBundle: WidgetBundle {
    var body: some Widget {
        CountdownWidget()
        if Bool(true) { CountdownWidget() }
    }
}

@MainActor @Suite struct BundleRenderTests {
    /// Every widget, family and frame of seed 002's bundle draws; the placeholder draws bars
    /// where the entries draw the time.
    @Test func everyFrameOfTheSeed002BundleRenders() async throws {
        let widgets = try await WidgetTimelines.enumerate(Widgets(), options: WidgetEnumerationOptions(now: askedAt))
        var rendered = 0
        for w in widgets {
            for t in w.timelines {
                let size = [WidgetFamily.systemSmall: Size(width: 158, height: 158), .systemMedium: Size(width: 338, height: 158),
                            .systemLarge: Size(width: 338, height: 354)][t.family] ?? .zero
                for f in t.frames {
                    let surface = Surface(family: f.family, size: size, colorScheme: .light, now: f.date, cornerRadius: 22,
                                          margins: EdgeInsets(all: 16))
                    let list = try surface.compose(f.view).list
                    let glyphs = list.items.filter { if case .glyphs = $0 { return true }; return false }.count
                    #expect(f.phase == .placeholder ? glyphs == 0 : glyphs > 0, "\(w.descriptor.kind) \(t.family) \(f.phase)")
                    if t.family == .systemSmall, f.phase == .placeholder || f.phase == .entry(1) {
                        try keep(try surface.render(f.view), "bundle-\(w.descriptor.kind)-small-\(f.phase)")
                    }
                    rendered += 1
                }
            }
        }
        #expect(rendered == 42)
    }
}

@MainActor @Suite struct PreviewTests {
    @Test func theSeedPreviewShowsTheEntryAsASmallWidget() throws {
        struct FamilyProbe: View {
            @Environment(\.widgetFamily) var family
            var body: some View { Text(family.rawValue) }
        }
        let l = try WidgetClock.$now.withValue(askedAt) {
            try layout(VStack { Widget_Extension_Previews.previews; FamilyProbe().previewContext(WidgetPreviewContext(family: .systemMedium)) },
                       width: 338, height: 158, environment: { var e = EnvironmentValues(); e.now = askedAt; return e }())
        }
        #expect(l.dump().contains("Text(\"9:00\u{202F}AM\")"))
        #expect(l.dump().contains("Text(\"systemMedium\")"))
    }
}
