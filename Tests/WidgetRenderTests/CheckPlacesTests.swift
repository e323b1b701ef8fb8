import Foundation
import Testing
import WidgetRender

/// `check` in the places a widget is shown besides the Home Screen in English: a right-to-left
/// language, StandBy, CarPlay, a Live Activity's presentations, and the reload budget.
@MainActor @Suite("widget-render check: languages, places and reloads")
struct CheckPlacesTests {
    static let small = RenderMatrix(families: [.systemSmall], colorSchemes: [.light], appearances: [nil])

    func check(_ view: some View, matrix: RenderMatrix = small) throws -> CheckReport {
        try WidgetRenderer.check(ViewSource(view, named: "built", families: [.systemSmall]), name: "built", matrix: matrix, threads: 1)
    }

    @Test("Every check lays the widget out in Arabic too: a price that fits in English but not as Arabic formats it is found in the -ar cell")
    func rightToLeftCell() throws {
        let price = Text(228.4, format: .currency(code: "USD")).font(.system(size: 30, weight: .bold)).lineLimit(1)
        let report = try check(price.frame(width: 150))
        let cut = try #require(report.findings.first { $0.rule == "textTruncated" })
        #expect(cut.cells == ["small-light-ar"], "\(report.summary)")
        // The Arabic cell is one more render: one per family's own look, first scheme, first entry.
        #expect(report.cellsRendered == 3)   // the cell asked, Arabic, StandBy
        // A matrix that already has a right-to-left locale gets no extra one.
        var hebrew = Self.small
        hebrew.locales = [Locale(identifier: "he")]
        #expect(try check(Text("Hi"), matrix: hebrew).cellsRendered == 2)
    }

    @Test("chevron.right keeps pointing right in Arabic and is reported; chevron.forward is drawn mirrored and is quiet")
    func directionalSymbols() throws {
        let fixed = try check(Image(systemName: "chevron.right"))
        let f = try #require(fixed.findings.first { $0.rule == "fixedDirectionSymbol" })
        #expect(f.cells == ["small-light-ar"])
        #expect(f.message.contains("use \"chevron.forward\""))
        let forward = try check(Image(systemName: "chevron.forward"))
        #expect(!forward.findings.contains { $0.rule == "fixedDirectionSymbol" })

        // Drawn: the forward chevron under a horizontal mirror in right-to-left, not in left-to-right.
        func mirrors(_ name: String, _ direction: LayoutDirection) throws -> Bool {
            let widget = try WidgetRenderer.render(Image(systemName: name), options: RenderOptions(family: .systemSmall, layoutDirection: direction))
            return widget.displayList.items.contains { if case .pushTransform(let m) = $0 { return m.a == -1 && m.d == 1 }; return false }
        }
        #expect(try mirrors("chevron.forward", .rightToLeft))
        #expect(try !mirrors("chevron.forward", .leftToRight))
        #expect(try !mirrors("chevron.right", .rightToLeft))
        // Media symbols show a tape's direction, not reading order.
        #expect(try !mirrors("forward.fill", .rightToLeft))
    }

    @Test("In StandBy a small widget's background is removed over a black screen: black text vanishes there; primary text does not")
    func standByContrast() throws {
        let black = try check(Text("Rain at 4").foregroundStyle(Color.black).containerBackground(Color.white, for: .widget))
        let f = try #require(black.findings.first { $0.rule == "lowContrast" })
        #expect(f.cells == ["small-dark-standby"], "\(black.summary)")
        #expect(f.message.contains("#000000FF on #000000FF"))
        let primary = try check(Text("Rain at 4").containerBackground(Color.white, for: .widget))
        #expect(!primary.findings.contains { $0.rule == "lowContrast" }, "\(primary.summary)")
        // A source with no small widget has no StandBy cell.
        let medium = try WidgetRenderer.check(ViewSource(Text("Hi"), named: "m", families: [.systemMedium]), name: "m",
                                              matrix: RenderMatrix(families: [.systemMedium], colorSchemes: [.light], appearances: [nil]), threads: 1)
        #expect(medium.cellsRendered == 2)
    }

    @Test("On the Lock Screen a dark photo all but disappears (vibrant keeps luminance only); a light one stays")
    func darkImageInVibrant() throws {
        func report(_ pixel: UInt32) throws -> CheckReport {
            let image = Bitmap(width: 40, height: 40, pixels: [UInt32](repeating: pixel, count: 1600))!
            return try WidgetRenderer.check(ViewSource(Image(bitmap: image).resizable().accessibilityLabel("Album"), named: "art",
                                                       families: [.accessoryCircular]),
                                            name: "art", matrix: RenderMatrix(families: [.accessoryCircular]), threads: 1)
        }
        let dark = try #require(try report(0xFF1A_1A40).findings.first { $0.rule == "vibrantFlattensColor" })
        #expect(dark.message.hasPrefix("An image of 40x40 px draws at about 11 % opacity on the Lock Screen"), "\(dark.message)")
        #expect(dark.cells.allSatisfy { $0.hasPrefix("circular-dark") })
        #expect(!(try report(0xFFE0_E0E0)).findings.contains { $0.rule == "vibrantFlattensColor" })
    }

    @Test("A small widget with a button is a CarPlay note (no taps in cars without a touchscreen); one without is quiet")
    func controlsInCarPlay() throws {
        let button = try check(VStack { Text("Lights"); Button(intent: ToggleLightsIntent()) { Text("Toggle") } })
        let f = try #require(button.findings.first { $0.rule == CheckRule.controlsInCarPlay })
        #expect(f.severity == .info && f.message.contains("this one has 1"))
        #expect(!(try check(Text("Lights"))).findings.contains { $0.rule == CheckRule.controlsInCarPlay })
    }

    struct Ride: ActivityAttributes {
        struct ContentState: Codable, Hashable { var minutes: Int }
        var driver: String
    }

    func photo(_ side: Int) -> Bitmap {
        Bitmap(width: side, height: side, pixels: [UInt32](repeating: 0xFF33_6699, count: side * side))!
    }

    @Test("A 500 x 500 px image in the minimal island is larger than the presentation, which may keep the activity from starting; 90 x 90 px fits")
    func activityImageSize() throws {
        func report(_ side: Int) throws -> CheckReport {
            let image = photo(side)
            let activity = ActivityConfiguration(for: Ride.self) { _ in Text("Ride") } dynamicIsland: { _ in
                DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } } compactLeading: { Text("a") } compactTrailing: { Text("b") }
                    minimal: { Image(bitmap: image).resizable().frame(width: 20, height: 20) }
            }.erasedActivity
            let source = ActivitySource(name: "ride", activity: activity, attributes: Ride(driver: "Sam"), states: [Ride.ContentState(minutes: 4)],
                                        presentations: [.islandMinimal])
            let device = try #require(DeviceProfile.named("1179x2556"))
            return try WidgetRenderer.check(source, name: "ride", matrix: RenderMatrix(colorSchemes: [.dark], appearances: [nil], devices: [device]),
                                            threads: 1)
        }
        let big = try #require(try report(500).findings.first { $0.rule == CheckRule.activityImageTooLarge })
        #expect(big.severity == .error && big.location == "image 500x500 px")
        #expect(big.message.contains("larger than this presentation ("), "\(big.message)")
        #expect(!(try report(90)).findings.contains { $0.rule == CheckRule.activityImageTooLarge })
    }
}

/// A button's intent, for a widget with a control in it.
struct ToggleLightsIntent: AppIntent {
    static let title: LocalizedStringResource = "Toggle lights"
    func perform() async throws -> some IntentResult { .result() }
}

/// When a test widget's provider asks for its next timeline.
private protocol ReloadChoice { static func policy(_ now: Date) -> TimelineReloadPolicy }
private enum InAMinute: ReloadChoice { static func policy(_ now: Date) -> TimelineReloadPolicy { .after(now.addingTimeInterval(60)) } }
private enum InAnHour: ReloadChoice { static func policy(_ now: Date) -> TimelineReloadPolicy { .after(now.addingTimeInterval(3600)) } }
private enum AtEnd: ReloadChoice { static func policy(_ now: Date) -> TimelineReloadPolicy { .atEnd } }
private enum Never: ReloadChoice { static func policy(_ now: Date) -> TimelineReloadPolicy { .never } }

/// A widget with two entries five minutes apart whose provider asks for its next timeline as `Choice` says.
private struct ReloadingWidget<Choice: ReloadChoice>: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "reloading", provider: ReloadingProvider<Choice>()) { entry in
            Text(entry.date, style: .time).containerBackground(Color.indigo, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}
private struct ReloadingProvider<Choice: ReloadChoice>: TimelineProvider {
    struct Entry: TimelineEntry { let date: Date }
    func placeholder(in context: Context) -> Entry { Entry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: Date())) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        let now = Date()
        completion(Timeline(entries: [Entry(date: now), Entry(date: now.addingTimeInterval(300))], policy: Choice.policy(now)))
    }
}

extension CheckPlacesTests {
    @Test("A timeline that asks to reload a minute after it starts is over the reload budget (every 15 to 60 min); an hour is fine")
    func reloadTooSoon() async throws {
        let matrix = RenderMatrix(families: [.systemSmall], colorSchemes: [.light], appearances: [nil])
        func findings<Choice: ReloadChoice>(_ choice: Choice.Type) async throws -> [CheckFinding] {
            try await WidgetRenderer.check(ReloadingWidget<Choice>(), matrix: matrix, renderedEntries: 1, threads: 1)
                .findings.filter { $0.rule == CheckRule.reloadTooSoon }
        }
        let soon = try await findings(InAMinute.self)
        #expect(soon.count == 1)
        #expect(soon.first?.message.contains("asks for the next one 1 min after its first entry") == true, "\(soon)")
        #expect(soon.first?.cells == ["small"] && soon.first?.source == "reloading")
        // .atEnd reloads at the last entry, 5 minutes on.
        #expect(try await findings(AtEnd.self).first?.message.contains("5 min after") == true)
        #expect(try await findings(InAnHour.self).isEmpty)
        #expect(try await findings(Never.self).isEmpty)
    }
}
