import ExampleWidgets
import Foundation
import Testing
@testable import WidgetRender

/// `@main` on a bundle or widget: the extension's folder runs as a program that renders it.
@MainActor @Suite("Widget extension main")
struct WidgetMainTests {
    @Test("render --out-dir --family --scheme all --now writes every phase of each family and scheme with bundle.json; exit 0")
    func renders() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widget-main-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let status = await WidgetMain.run(arguments: ["render", "--out-dir", folder.path, "--family", "systemSmall", "--scheme", "all",
                                                      "--now", "2026-03-01T09:00:00Z"]) { matrix, options in
            #expect(options.now == ISO8601DateFormatter().date(from: "2026-03-01T09:00:00Z"))
            return try await WidgetRenderer.render(bundle: Widgets(), matrix: matrix, options: options)
        }
        #expect(status == 0)
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        // Seed 002's two widgets × small × light and dark × (placeholder, snapshot, 5 entries) + bundle.json.
        #expect(files.count == 2 * 2 * 7 + 1)
        #expect(files.contains("Widget_Extension-small-dark-placeholder.png") && files.contains("Extension_Two-small-light-4.png"))
        #expect(files.contains("bundle.json"))
    }

    #if Previews
    @Test("previews draws every #Preview block of the program, found at run time, each in the families --family leaves")
    func previews() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widget-main-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let invocation = try WidgetMain.parse(["previews", "--out-dir", folder.path, "--family", "small", "--scheme", "dark"])
        let status = await WidgetMain.runPreviews(invocation, options: RenderOptions(), modules: ["WidgetSurfacesTests"])
        #expect(status == 0)
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        // PreviewMacroTests.swift's blocks: the named view, the untitled view (named by file and
        // line), the two-entry timeline, the Lima intent's provider, the Live Activity's two states
        // and the island. The medium-only provider preview has no small image.
        for file in ["plain-view-small-dark.png", "widgetsurfacestests-previewmacrotests.swift-63-small-dark.png",
                     "widgetsurfacestests-previewmacrotests.swift-71-small-dark.png",
                     "widgetsurfacestests-previewmacrotests.swift-71-small-dark-1.png",
                     "widgetsurfacestests-previewmacrotests.swift-84-small-dark.png",
                     "delivery-activityLockScreen-dark.png", "delivery-activityLockScreen-dark-1.png",
                     "delivery-island-islandCompact-dark.png"] {
            #expect(files.contains(file), "\(file)")
        }
        #expect(!files.contains { $0.hasPrefix("from-the-provider") })
        #expect(!files.contains { $0.contains("-medium-") || $0.contains("-light") })
    }
    #endif

    @Test("Bad usage exits 64 before anything renders; serve is refused with where to find it; a render error exits 1")
    func refuses() async {
        var called = false
        for arguments in [["--family", "huge"], ["--scheme"], ["--now", "yesterday"], ["serve"], ["--bogus"],
                          ["--assets", "/nonexistent/Assets.xcassets"], ["--assets"], ["--language", "de"],
                          ["previews", "--activity-state", "state.json"]] {
            let status = await WidgetMain.run(arguments: arguments) { _, _ in called = true; return [] }
            #expect(status == 64, "\(arguments)")
        }
        #expect(!called)
        let failed = await WidgetMain.run(arguments: ["--out-dir", "/dev/null/x"]) { _, _ in
            throw RenderError.source(name: "w", message: "boom")
        }
        #expect(failed == 1)
    }

    @Test("--strings gives every render the extension's string catalog: Text(\"key\") shows the translation for --language")
    func strings() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widget-main-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let catalog = folder.appendingPathComponent("Localizable.xcstrings")
        try Data((#"{"sourceLanguage":"en","strings":{"widget.noTask":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"No task right now"}},"#
                 + #""de":{"stringUnit":{"state":"translated","value":"Gerade keine Aufgabe"}}}}},"version":"1.0"}"#).utf8).write(to: catalog)
        for (language, expected) in [("en", "No task right now"), ("de", "Gerade keine Aufgabe")] {
            var drawn: [String] = []
            let status = await WidgetMain.run(arguments: ["--strings", catalog.path, "--language", language, "--out-dir", folder.path]) { _, options in
                let widget = try WidgetRenderer.render(NoTaskView(), options: options)
                drawn = widget.displayList.items.compactMap { item -> String? in if case .glyphs(let r) = item { return r.text } else { return nil } }
                return []
            }
            #expect(status == 0)
            #expect(drawn.joined(separator: " ") == expected)
        }
        let missing = await WidgetMain.run(arguments: ["--strings", folder.appendingPathComponent("none.xcstrings").path]) { _, _ in [] }
        #expect(missing == 64)
    }

    @Test("--assets gives every render the asset catalog: Color(\"Brand\") draws its color")
    func assets() async throws {
        let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("widget-main-\(UUID().uuidString)/Assets.xcassets")
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: catalog.appendingPathComponent("Brand.colorset"), withIntermediateDirectories: true)
        try Data(#"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1","green":"0","blue":"0","alpha":"1"}}}]}"#.utf8)
            .write(to: catalog.appendingPathComponent("Brand.colorset/Contents.json"))
        var drawn: RGBA?
        let status = await WidgetMain.run(arguments: ["--assets", catalog.path, "--out-dir", catalog.deletingLastPathComponent().path]) { _, options in
            var options = options
            options.contentMargins = nil
            options.cornerRadius = nil
            drawn = try WidgetRenderer.render(BrandFill(), options: options).bitmap.color(atX: 10, y: 10)
            return []
        }
        #expect(status == 0)
        #expect(drawn == RGBA(red: 1, green: 0, blue: 0, alpha: 1))
    }
}

extension WidgetMainTests {
    @Test("A Live Activity is drawn in the banner (light and dark) and the three island presentations (dark: the island has one look), with a sample state, and listed in bundle.json; on a device without an island, the banner only")
    func activities() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widget-main-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let activities = WidgetTimelines.activities(of: DeliveryBundle())
        #expect(activities.map(\.kind) == ["DeliveryAttributes"])
        let status = await WidgetMain.run(arguments: ["--out-dir", folder.path, "--device", "1179x2556", "--scheme", "all"],
                                          activities: activities) { _, _ in [] }
        #expect(status == 0)
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(files.filter { $0.hasPrefix("DeliveryAttributes") }.sorted() == [
            "DeliveryAttributes-activityLockScreen-dark.png", "DeliveryAttributes-activityLockScreen-light.png",
            "DeliveryAttributes-islandCompact-dark.png", "DeliveryAttributes-islandExpanded-dark.png", "DeliveryAttributes-islandMinimal-dark.png",
        ])
        // bundle.json lists them with their surfaces, as it lists the widgets' images.
        let bundle = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("bundle.json"))) as? [String: Any]
        let listed = try #require(bundle?["activities"] as? [[String: Any]])
        #expect(listed.count == 5)
        #expect(Set(listed.compactMap { $0["surface"] as? String }) == ["activityLockScreen", "islandCompact", "islandMinimal", "islandExpanded"])
        #expect(listed.allSatisfy { ($0["source"] as? String) == "DeliveryAttributes" && files.contains(($0["file"] as? String) ?? "") })
        let plain = folder.appendingPathComponent("plain")
        #expect(await WidgetMain.run(arguments: ["--out-dir", plain.path], activities: activities) { _, _ in [] } == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: plain.path).filter { $0.hasPrefix("Delivery") } == ["DeliveryAttributes-activityLockScreen-light.png"])
    }

    @Test("--activity-state draws the state given as JSON; JSON that is not the activity's state falls back to the sample, with a warning")
    func activityState() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widget-main-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let activity = try #require(WidgetTimelines.activity(of: DeliveryActivityWidget()))
        let decoded = try activity.decode(attributes: nil, state: Data(#"{"stage":"On the way","minutesLeft":7,"progress":0.8}"#.utf8), now: Date())
        #expect((decoded.state as? DeliveryAttributes.ContentState)?.minutesLeft == 7)
        #expect(throws: (any Error).self) { try activity.decode(attributes: nil, state: Data(#"{"stage":3}"#.utf8), now: Date()) }
        let sample = try activity.sample(now: Date(timeIntervalSince1970: 0))
        let state = try #require(sample.state as? DeliveryAttributes.ContentState)
        #expect(state.stage == "stage" && state.minutesLeft == 1 && state.progress == 0.5)
        #expect((sample.attributes as? DeliveryAttributes)?.restaurant == "restaurant")
        // JSON that is no activity's state: drawn with the sample, and the program says why.
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var summaries: [RenderSummary] = []
        var groups = DiagnosticGroups()
        let lines = try WidgetMain.renderActivities([("DeliveryAttributes", activity)], state: Data(#"{"stage":3}"#.utf8),
                                                    options: RenderOptions(), schemes: [.light], into: folder, summaries: &summaries,
                                                    groups: &groups)
        // The default phone has no Dynamic Island: the warning is kept for the grouped list.
        #expect(groups.lines.contains { $0.contains("[liveActivityNoDynamicIsland]") }, "\(groups.lines)")
        #expect(summaries.map(\.file) == ["DeliveryAttributes-activityLockScreen-light.png"])
        #expect(lines.contains { $0.hasPrefix("warning: --activity-state is not the content state of any Live Activity") && $0.contains("DeliveryAttributes:") })
        #expect(lines.contains { $0.contains("DeliveryAttributes-activityLockScreen-light.png  ") })
    }
}

extension WidgetMainTests {
    @Test("A widget that also supports the watch's accessoryCorner renders its iPhone families; asked for, the corner is refused")
    func watchFamilies() async throws {
        let frames = try await WidgetRenderer.render(bundle: CornerBundle(), matrix: RenderMatrix(colorSchemes: [.light]))
        #expect(Set(frames.map(\.cell.family)) == [.systemSmall, .accessoryCircular])
        await #expect(throws: RenderError.self) {
            try await WidgetRenderer.render(bundle: CornerBundle(), matrix: RenderMatrix(families: [.accessoryCorner]))
        }
        let watchOnly = try await WidgetRenderer.render(bundle: WatchOnlyBundle(), matrix: RenderMatrix(colorSchemes: [.light]))
        #expect(watchOnly.isEmpty)
    }
}

private struct CornerWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "corner", provider: CornerProvider()) { entry in Text(entry.date, style: .time) }
            .supportedFamilies([.systemSmall, .accessoryCircular, .accessoryCorner])
    }
}
private struct CornerProvider: TimelineProvider {
    struct Entry: TimelineEntry { let date: Date }
    func placeholder(in context: Context) -> Entry { Entry(date: Date(timeIntervalSince1970: 0)) }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}
private struct CornerBundle: WidgetBundle {
    var body: some Widget { CornerWidget() }
}
private struct WatchOnlyWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "watch", provider: CornerProvider()) { entry in Text(entry.date, style: .time) }
            .supportedFamilies([.accessoryCorner])
    }
}
private struct WatchOnlyBundle: WidgetBundle {
    var body: some Widget { WatchOnlyWidget() }
}

private struct DeliveryBundle: WidgetBundle {
    var body: some Widget { DeliveryActivityWidget() }
}

/// Names the color inside `body`, where a render's environment (and its asset catalog) is in force.
private struct BrandFill: View {
    var body: some View { Color("Brand") }
}

extension WidgetMainTests {
    @Test("A bundle's controls are drawn in each presentation, a toggle on and off, and listed in bundle.json")
    func controlsInBundleJSON() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widget-main-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let control = try #require(LightsControl().erased)
        let status = await WidgetMain.run(arguments: ["--out-dir", folder.path, "--device", "1179x2556"], controls: [control]) { _, _ in [] }
        #expect(status == 0)
        let bundle = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("bundle.json"))) as? [String: Any]
        let listed = try #require(bundle?["controls"] as? [[String: Any]])
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(listed.count == ControlPresentation.allCases.count * 2)
        #expect(listed.allSatisfy { files.contains(($0["file"] as? String) ?? "") })
        // Each presentation in both states, named as the files are (`controlSmall-on`).
        #expect(Set(listed.compactMap { $0["surface"] as? String }) == Set(ControlPresentation.allCases.flatMap { ["\($0.rawValue)-on", "\($0.rawValue)-off"] }))
    }
}

/// A widget whose placeholder shows nothing and whose snapshot is the placeholder: what
/// `check`'s state rules catch.
private struct BlankPlaceholderWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "blank", provider: BlankProvider()) { entry in
            Text(entry.title).containerBackground(Color.indigo, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}
private struct BlankProvider: TimelineProvider {
    struct Entry: TimelineEntry { let date: Date; let title: String }
    func placeholder(in context: Context) -> Entry { Entry(date: Date(timeIntervalSince1970: 0), title: "") }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        completion(Timeline(entries: [Entry(date: Date(timeIntervalSince1970: 0), title: "Rain at 4 PM")], policy: .never))
    }
}
private struct BlankBundle: WidgetBundle {
    var body: some Widget { BlankPlaceholderWidget() }
}

extension WidgetMainTests {
    @Test("check prints the findings of every widget over the check matrix, placeholder and snapshot included, and exits 1 at --fail-on")
    func check() async throws {
        let html = FileManager.default.temporaryDirectory.appendingPathComponent("widget-main-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: html) }
        var asked: RenderMatrix?
        let status = await WidgetMain.run(arguments: ["check", "--fail-on", "warning", "--html", html.path],
                                          check: { matrix, options, pictures in
                                              asked = matrix
                                              #expect(pictures)
                                              return try await WidgetRenderer.check(bundle: BlankBundle(), matrix: matrix, options: options,
                                                                                    pictures: pictures, threads: 1)
                                          }) { _, _ in Issue.record("check does not render files"); return [] }
        #expect(status == 1)
        #expect(asked?.devices == RenderMatrix.check.devices && asked?.colorSchemes == [.light, .dark])
        let page = try String(contentsOf: html, encoding: .utf8)
        #expect(page.contains("<h2 id=\"placeholderBlank\">") && page.contains("<h2 id=\"snapshotLikePlaceholder\">"))
        // The timeline's entry has text: only the placeholder and the snapshot are blank.
        let report = try await WidgetRenderer.check(bundle: BlankBundle(), threads: 1)
        let blank = try #require(report.findings.first { $0.rule == CheckRule.placeholderBlank })
        #expect(blank.source == "blank" && blank.cells.allSatisfy { $0.contains("-placeholder") })
        #expect(report.findings.first { $0.rule == CheckRule.snapshotLikePlaceholder }?.cells.allSatisfy { $0.contains("-snapshot") } == true)
        // A widget whose placeholder has content is quiet on both.
        let countdown = try await WidgetRenderer.check(bundle: Widgets(), matrix: RenderMatrix(families: [.systemSmall], colorSchemes: [.light]), threads: 1)
        #expect(!countdown.findings.contains { $0.rule == CheckRule.placeholderBlank || $0.rule == CheckRule.snapshotLikePlaceholder },
                "\(countdown.summary)")
        // Options only check takes are refused in a render, and check refuses unknown ones.
        #expect(await WidgetMain.run(arguments: ["--fail-on", "warning"]) { _, _ in [] } == 64)
        #expect(await WidgetMain.run(arguments: ["check", "--fail-on", "sometimes"]) { _, _ in [] } == 64)
    }
}

/// Text made in a body, where the render's environment (its localization table) is in force.
private struct NoTaskView: View {
    var body: some View { Text("widget.noTask") }
}
