import Foundation
import Testing
import WidgetRender

/// Every probe compiles (this target builds them all) and renders for the families its app
/// ships, in light and dark, without an error diagnostic other than the app's own missing
/// artwork. The images go to `$TMPDIR/widgetrender-probes/` to be looked at.
@MainActor @Suite("Compile probe renders")
struct ProbeRenderTests {
    struct Probe: CustomTestStringConvertible, Sendable {
        let name: String
        let families: [WidgetFamily]
        let view: @MainActor @Sendable () -> AnyView
        var testDescription: String { name }
    }

    nonisolated static let probes: [Probe] = [
        Probe(name: "P01-weather", families: [.systemSmall, .systemMedium]) { AnyView(SmplWeatherView(entry: .sample)) },
        Probe(name: "P02-countdown", families: [.systemSmall]) { AnyView(SmplCountdownView(entry: .sample)) },
        Probe(name: "P03-month", families: [.systemSmall, .systemLarge]) { AnyView(SmplMonthCalendarView(entry: .sample)) },
        Probe(name: "P04-events", families: [.systemMedium, .systemLarge]) { AnyView(SmplEventsView(entry: .sample)) },
        Probe(name: "P05-quote", families: [.systemSmall, .systemMedium, .systemLarge]) { AnyView(SmplQuoteView(entry: .sample)) },
        Probe(name: "P06-weather", families: [.systemSmall]) { AnyView(AsheshWeatherView(entry: .sample)) },
        Probe(name: "P07-account", families: [.systemSmall]) { AnyView(TDAccountHeaderView(entry: .sample)) },
        Probe(name: "P08-stock", families: [.systemSmall]) { AnyView(TDGridStockView(cell: .sample)) },
        Probe(name: "P09-chart", families: [.systemSmall, .systemMedium]) { AnyView(StocksChartView(entry: .sample)) },
        Probe(name: "P10-article", families: [.systemSmall, .systemMedium]) { AnyView(VolumeArticleView(entry: .sample)) },
        Probe(name: "P11-todo", families: [.systemSmall, .systemMedium]) { AnyView(QuickTasksTodoView(entry: .sample)) },
        Probe(name: "P12-lock-count", families: [.accessoryCircular]) {
            AnyView(QuickTasksLockView(entry: QuickTasksCountEntry(date: Date(timeIntervalSince1970: 1_767_225_600), count: 3)))
        },
        Probe(name: "P13-lock-gauge", families: [.accessoryCircular]) { AnyView(TenXLockView(snapshot: .sample)) },
        Probe(name: "P14-focus", families: [.systemSmall]) { AnyView(TenXSmallHomeView(snapshot: .sample)) },
        Probe(name: "P15-rings", families: [.systemSmall]) { AnyView(TenXRingsView()) },
    ]

    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetrender-probes")

    @Test("Each probe renders in its families, light and dark, with something drawn and no error but missing artwork",
          arguments: probes)
    func renders(probe: Probe) throws {
        try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
        for family in probe.families {
            for scheme in [ColorScheme.light, .dark] {
                let w = try WidgetRenderer.render(probe.view(), options: RenderOptions(family: family, colorScheme: scheme))
                try w.writePNG(to: Self.folder.appendingPathComponent("\(probe.name)-\(family.shortName)-\(scheme.rawValue).png"))
                let drawn = w.displayList.items.filter {
                    switch $0 { case .glyphs, .fill, .stroke, .image: return true; default: return false }
                }
                #expect(drawn.count >= 2, "\(probe.name) \(family) \(scheme)")
                let errors = w.diagnostics.filter { $0.severity == .error && $0.code != .imageUnavailable }
                #expect(errors.isEmpty, "\(probe.name) \(family) \(scheme): \(errors.map(\.message))")
            }
        }
    }

    @Test("P10: white text over the darkened photo; the missing photo and logo are reported, not drawn as garbage")
    func volumeArticle() throws {
        let w = try WidgetRenderer.render(VolumeArticleView(entry: .sample), options: RenderOptions(family: .systemMedium))
        let texts = w.displayList.items.compactMap { item -> GlyphRun? in if case .glyphs(let g) = item { return g } else { return nil } }
        #expect(!texts.isEmpty)
        #expect(texts.allSatisfy { $0.paint == .color(.white) })
        #expect(w.diagnostics.contains { $0.code == .imageUnavailable })
    }

    @Test("P11: each task row is a Button(intent:) region that runs QuickTasksToggle; the gestures are reported as ignored")
    func interactiveTodo() throws {
        let w = try WidgetRenderer.render(QuickTasksTodoView(entry: .sample), options: RenderOptions(family: .systemMedium))
        let map = w.linkMap
        let intents = map.regions.filter { $0.intent == "QuickTasksToggle" }
        #expect(intents.count == QuickTasksEntry.sample.tasks.filter { !$0.isCompleted }.prefix(6).count)
        #expect(intents.allSatisfy { $0.isActive })
        let first = try #require(intents.first)
        let center = Point(x: first.bounds.midX, y: first.bounds.midY)
        #expect(map.target(at: center) == .intent("QuickTasksToggle", region: first.index))
        #expect(map.target(at: center).url == nil)
        #expect(w.diagnostics.contains { $0.code == .gestureIgnored })
    }
}
