import Foundation
import Testing
import WidgetTestSupport
import WidgetRender

/// Live Activity and control templates (`liveActivity`, `control`), planned with their
/// presentations as the matrix's axis.
@Suite("Live Activity and control templates")
struct SurfaceTemplateTests {
    static let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Templates")
    static let island = DeviceProfile.named("1179x2556")!     // 393 x 852 pt, Dynamic Island
    static let noIsland = DeviceProfile.iPhone390x844          // iPhone 14: a notch

    static func bound(_ name: String) throws -> BoundTemplate {
        try BoundTemplate(WidgetTemplate.load(from: templates.appendingPathComponent(name)))
    }

    /// A template written to a temporary folder.
    static func inline(_ json: String) throws -> WidgetTemplate {
        let dir = ScratchFolder.make("surface-template")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: dir.appendingPathComponent("template.json"))
        return try WidgetTemplate.load(from: dir, displayName: "template.json")
    }

    static func issues(_ json: String) -> [String] {
        do { _ = try inline(json); return [] } catch let e as TemplateError { return e.issues.map(\.description) } catch { return ["\(error)"] }
    }

    @Test("The match template draws the Lock Screen view and the island's three forms for each of its three states")
    func matchPlan() throws {
        let jobs = try WidgetRenderer.plan(Self.bound("match"), matrix: RenderMatrix(colorSchemes: [.light]),
                                           options: RenderOptions(device: Self.island))
        // The island is always dark: its files say so whatever scheme was asked.
        #expect(jobs.map(\.fileStem) == [
            "match-activityLockScreen-light", "match-activityLockScreen-light-1", "match-activityLockScreen-light-2",
            "match-islandCompact-dark", "match-islandCompact-dark-1", "match-islandCompact-dark-2",
            "match-islandMinimal-dark", "match-islandMinimal-dark-1", "match-islandMinimal-dark-2",
            "match-islandMinimalPair-dark", "match-islandMinimalPair-dark-1", "match-islandMinimalPair-dark-2",
            "match-islandExpanded-dark", "match-islandExpanded-dark-1", "match-islandExpanded-dark-2",
        ])
        #expect(jobs.map(\.cell.presentation) == jobs.map { $0.fileStem.split(separator: "-")[1] }.map(String.init))
    }

    @Test("Sizes on a 393 pt iPhone are the HIG's: Lock Screen 371 pt wide, compact 230 × 36.67, minimal 36.67–45, expanded 371 within 84–160")
    func matchSizes() throws {
        let jobs = try WidgetRenderer.plan(Self.bound("match"), matrix: RenderMatrix(colorSchemes: [.dark], firstEntryOnly: true),
                                           options: RenderOptions(device: Self.island))
        let rendered = try Dictionary(uniqueKeysWithValues: jobs.map { ($0.cell.presentation ?? "", try $0.render()) })
        let lock = try #require(rendered["activityLockScreen"]), compact = try #require(rendered["islandCompact"])
        let minimal = try #require(rendered["islandMinimal"]), expanded = try #require(rendered["islandExpanded"])
        #expect(lock.composed.size.width == 371 && (84...160).contains(lock.composed.size.height))
        #expect(abs(compact.composed.size.width - 230) < 0.01 && compact.composed.size.height == 36.67)
        #expect((36.67...45).contains(minimal.composed.size.width) && minimal.composed.size.height == 36.67)
        #expect(expanded.composed.size.width == 371 && (84...160).contains(expanded.composed.size.height))
        // 3x pixels: the compact island is 690 × 110.
        #expect(compact.bitmap.width == 690 && compact.bitmap.height == 110)
        for w in rendered.values {
            #expect(!w.diagnostics.contains { $0.severity == .warning || $0.severity == .error }, "\(w.diagnostics)")
        }
        // The island's widgetURL opens the match wherever no Link is.
        #expect(expanded.linkMap.target(at: Point(x: 20, y: 60)) == .widgetURL(URL(string: "scores://match/2026-0412")!))
        // Two activities: attached to the camera and detached after a 15.5 pt gap, as wide as
        // the compact island in all.
        let pair = try #require(rendered["islandMinimalPair"])
        #expect(abs(pair.composed.size.width - 230) < 0.01 && pair.composed.size.height == 36.67)
        #expect(pair.bitmap.color(atX: 181 * 3, y: 55)?.alpha == 0)   // the gap is transparent
        #expect(lock.linkMap.target(at: Point(x: 20, y: 60)) == .widgetURL(URL(string: "scores://match/2026-0412")!))
    }

    @Test("Bindings read the entry (a content state) and the parameters (the attributes)")
    func matchBindings() throws {
        let jobs = try WidgetRenderer.plan(Self.bound("match"), matrix: RenderMatrix(colorSchemes: [.dark], presentations: ["islandMinimal"]),
                                           options: RenderOptions(device: Self.island))
        let texts = try jobs.map { try $0.compose().displayList.dump() }
        #expect(texts[0].contains("1–1") && texts[1].contains("2–1") && texts[2].contains("2–1"))
    }

    @Test("An iPhone without a Dynamic Island draws the Lock Screen view only, with a warning naming a device that has one")
    func noIsland() throws {
        let jobs = try WidgetRenderer.plan(Self.bound("match"), matrix: RenderMatrix(colorSchemes: [.light], firstEntryOnly: true),
                                           options: RenderOptions(device: Self.noIsland))
        #expect(jobs.map(\.fileStem) == ["match-activityLockScreen-light"])
        let w = try jobs[0].render()
        #expect(w.composed.size.width == 390 - 22)
        let warning = try #require(w.diagnostics.first { $0.code == .liveActivityNoDynamicIsland })
        #expect(warning.severity == .warning && warning.message.contains("1179x2556"))
        // Asking for the island there is an error that says why.
        #expect(throws: RenderError.self) {
            try WidgetRenderer.plan(Self.bound("match"), matrix: RenderMatrix(presentations: ["islandCompact"]),
                                    options: RenderOptions(device: Self.noIsland))
        }
    }

    @Test("A presentation of the wrong kind, or a family, asked of a Live Activity is refused with the presentations it has")
    func wrongAsk() throws {
        func message(_ matrix: RenderMatrix) -> String {
            do { _ = try WidgetRenderer.plan(Self.bound("match"), matrix: matrix, options: RenderOptions(device: Self.island)); return "" } catch {
                return "\(error)"
            }
        }
        #expect(message(RenderMatrix(presentations: ["controlSmall"])).contains("is a Live Activity"))
        #expect(message(RenderMatrix(families: [.systemSmall])).contains("has no small family"))
        // A widget template asked for a presentation says it draws widgets.
        let widget = try Self.bound("weather")
        #expect(throws: RenderError.self) { try WidgetRenderer.plan(widget, matrix: RenderMatrix(presentations: ["islandCompact"])) }
    }

    @Test("Lock Screen content taller than 160 pt is cut there, with liveActivityTruncated")
    func truncated() throws {
        let template = try Self.inline("""
            {"formatVersion": 1, "name": "tall", "displayName": "Tall",
             "liveActivity": {
               "content": {"type": "Color", "color": "orange", "modifiers": [{"frame": {"height": 240}}]},
               "dynamicIsland": {"expanded": {}, "compactLeading": "A", "compactTrailing": "B", "minimal": "C"}}}
            """)
        let jobs = try WidgetRenderer.plan(TemplateSource(BoundTemplate(template, document: nil)),
                                           matrix: RenderMatrix(colorSchemes: [.light], presentations: ["activityLockScreen"]),
                                           options: RenderOptions(device: Self.island))
        let w = try #require(jobs.first).render()
        #expect(w.composed.size.height == 160)
        #expect(w.diagnostics.contains { $0.code == .liveActivityTruncated && $0.severity == .warning })
    }

    @Test("The front-door control: on and off in Control Center's three sizes and on the Lock Screen, at the grid's sizes")
    func controlPlan() throws {
        let jobs = try WidgetRenderer.plan(Self.bound("front-door"), matrix: RenderMatrix(colorSchemes: [.light]),
                                           options: RenderOptions(device: Self.island))
        #expect(jobs.map(\.fileStem) == ["controlSmall", "controlMedium", "controlLarge", "controlLockScreen"].flatMap { p in
            ["front-door-\(p)-on-dark", "front-door-\(p)-off-dark"]
        })
        let sizes = try jobs.map { try $0.compose().size }
        #expect(sizes[0] == Size(width: 68, height: 68) && sizes[2] == Size(width: 151, height: 68))
        #expect(sizes[4] == Size(width: 151, height: 151) && sizes[6] == Size(width: 50, height: 50))
    }

    @Test("The control's value label and symbol read isOn; a tap anywhere on it runs its intent")
    func controlStates() throws {
        let jobs = try WidgetRenderer.plan(Self.bound("front-door"), matrix: RenderMatrix(presentations: ["controlLarge"]),
                                           options: RenderOptions(device: Self.island))
        let on = try jobs[0].compose(), off = try jobs[1].compose()
        #expect(on.displayList.dump().contains("Locked") && !on.displayList.dump().contains("Open"))
        #expect(off.displayList.dump().contains("\"Open 8:02\""))
        // On, the module is a light tile with a black title (the HIG's on 2×1 control); off,
        // the translucent platter with a white one.
        let title = { (c: ComposedWidget) in c.displayList.dump().split(separator: "\n").first { $0.contains("\"Front Door\"") } ?? "" }
        #expect(title(on).contains("#000000FF") && title(off).contains("#FFFFFFFF"))
        #expect(on.linkMap.target(at: Point(x: 30, y: 30)) == .intent("SetDoorLockIntent", region: 0))
        #expect(TapReport(map: on.linkMap, point: Point(x: 30, y: 30)).intent == "SetDoorLockIntent")
        #expect(TapReport(map: on.linkMap, point: Point(x: 30, y: 30)).family == "controlLarge")
    }

    @Test("Template errors name the place: both body and liveActivity, an island without minimal, a control without intent")
    func errors() {
        let both = Self.issues("""
            {"formatVersion": 1, "name": "x", "displayName": "X", "families": ["systemSmall"], "body": "Hi",
             "liveActivity": {"content": "Hi", "dynamicIsland": {"expanded": {}, "compactLeading": "A", "compactTrailing": "B", "minimal": "C"}}}
            """)
        #expect(both.contains { $0.contains("\"body\" and \"liveActivity\"") })
        let noMinimal = Self.issues("""
            {"formatVersion": 1, "name": "x", "displayName": "X",
             "liveActivity": {"content": "Hi", "dynamicIsland": {"expanded": {"leadin": "A"}, "compactLeading": "A", "compactTrailing": "B"}}}
            """)
        #expect(noMinimal.contains { $0.contains("/liveActivity/dynamicIsland") && $0.contains("needs \"minimal\"") })
        #expect(noMinimal.contains { $0.contains("/liveActivity/dynamicIsland/expanded/leadin") && $0.contains("leading") })
        let noIntent = Self.issues("""
            {"formatVersion": 1, "name": "x", "displayName": "X", "control": {"kind": "toggle", "title": "Fan", "systemImage": "fan"}}
            """)
        #expect(noIntent.contains { $0.contains("/control") && $0.contains("needs an \"intent\"") })
        let badPresentation = Self.issues("""
            {"formatVersion": 1, "name": "x", "displayName": "X", "families": ["islandCompct"],
             "control": {"kind": "button", "title": "Fan", "systemImage": "fan", "intent": "FanIntent"}}
            """)
        #expect(badPresentation.contains { $0.contains("/families/0") && $0.contains("a control presentation") })
    }
}
