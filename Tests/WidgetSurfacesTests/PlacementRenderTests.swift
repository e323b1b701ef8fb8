import Foundation
import Testing
import WidgetRender

/// Rendering on an iPad, a Mac, an Apple Watch and in CarPlay.
@Suite("Rendering beyond the iPhone")
struct PlacementRenderTests {
    static let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Templates")

    static func bound(_ name: String) throws -> BoundTemplate {
        try BoundTemplate(WidgetTemplate.load(from: templates.appendingPathComponent(name)))
    }

    @Test("An iPad draws a template's extra large and extra large portrait families; an iPhone leaves them out")
    func extraLarge() throws {
        let view = ViewSource(Text("Hi"), named: "hi", families: [.systemSmall, .systemExtraLarge, .systemExtraLargePortrait])
        let iPad = try #require(DeviceProfile.named("ipad-820x1180"))
        let onIPad = try WidgetRenderer.plan(view, matrix: RenderMatrix(colorSchemes: [.light]), options: RenderOptions(device: iPad))
        #expect(onIPad.map(\.fileStem) == ["hi-small-light", "hi-extraLarge-light", "hi-extraLargePortrait-light"])
        let xl = try onIPad[1].render()
        #expect(xl.composed.size == Size(width: 715.5, height: 342))
        #expect(xl.bitmap.width == 1431 && xl.bitmap.height == 684)
        #expect(xl.diagnostics.contains { $0.code == .deviceSizeUnpublished && $0.message.contains("scaled down") })
        let onPhone = try WidgetRenderer.plan(view, matrix: RenderMatrix(colorSchemes: [.light]))
        #expect(onPhone.map(\.fileStem) == ["hi-small-light"])
    }

    @Test("A watch draws the Lock Screen families it has a size for, dark and vibrant; asking for a system family is refused")
    func watch() throws {
        let watch = try #require(DeviceProfile.named("watch-46mm"))
        let jobs = try WidgetRenderer.plan(Self.bound("activity"), matrix: RenderMatrix(colorSchemes: [.light, .dark]),
                                           options: RenderOptions(device: watch))
        #expect(jobs.map(\.fileStem) == ["activity-circular-dark", "activity-rectangular-dark"])
        #expect(try jobs[1].compose().size == Size(width: 194, height: 80.5))
        #expect(throws: RenderError.self) {
            try WidgetRenderer.plan(Self.bound("activity"), matrix: RenderMatrix(families: [.systemSmall]), options: RenderOptions(device: watch))
                .forEach { _ = try $0.compose() }
        }
    }

    @Test("On an Apple Watch a Live Activity is in the Smart Stack at the watch's widget size: without a small family, its compact views side by side")
    func activityOnWatch() throws {
        let watch = try #require(DeviceProfile.named("watch-45mm"))
        let jobs = try WidgetRenderer.plan(Self.bound("match"), matrix: RenderMatrix(colorSchemes: [.dark], firstEntryOnly: true),
                                           options: RenderOptions(device: watch))
        #expect(jobs.map(\.fileStem) == ["match-activitySmall-dark"])
        let composed = try jobs[0].compose()
        #expect(composed.size == Size(width: 184, height: 80.5))
        let text = composed.displayList.dump()
        // The compact views' scores, not the Lock Screen view's team names.
        #expect(text.contains("\"1\"") && !text.contains("Harbour"))
        #expect(throws: RenderError.self) {
            try WidgetRenderer.plan(Self.bound("match"), matrix: RenderMatrix(presentations: ["islandCompact"]), options: RenderOptions(device: watch))
        }
    }

    @Test("The Mac desktop draws widgets vibrant too (another app in front); an iPhone's Home Screen never does")
    func macVibrant() throws {
        let view = ViewSource(Text("Hi"), named: "hi", families: [.systemSmall])
        let matrix = RenderMatrix(colorSchemes: [.dark], appearances: [.fullColor, .vibrant])
        let mac = try WidgetRenderer.plan(view, matrix: matrix, options: RenderOptions(device: DeviceProfile.named("mac")!))
        #expect(mac.map(\.fileStem) == ["hi-small-dark-full-color", "hi-small-dark-vibrant"])
        #expect(try mac[1].compose().size == Size(width: 164, height: 164))
        let phone = try WidgetRenderer.plan(view, matrix: matrix)
        #expect(phone.map(\.fileStem) == ["hi-small-dark"])
    }

    @Test("CarPlay: the small widget in full colour without its background; in a car without touch nothing takes taps")
    func carPlay() throws {
        var options = RenderOptions(family: .systemSmall, colorScheme: .dark)
        options.appearance = .carPlay
        options.linkProfile = .carPlayWithoutTouch
        let view = VStack {
            Link(destination: URL(string: "app://one")!) { Text("One") }
            Button(intentName: "Start") { Text("Start") }
        }
        .containerBackground(.red, for: .widget)
        .widgetURL(URL(string: "app://widget")!)
        let w = try WidgetRenderer.render(view, options: options)
        // No red: the container background is removed.
        #expect(!w.composed.displayList.dump().contains("#FF383C"))
        #expect(w.linkMap.target(at: Point(x: 79, y: 79)) == .inert)
        #expect(w.linkMap.regions.allSatisfy { $0.status == .ignored(.noTouchscreen) })
        // Medium is not a CarPlay family: drawn, with a warning.
        options.family = .systemMedium
        #expect(try WidgetRenderer.render(view, options: options).diagnostics.contains { $0.code == .carPlayFamily })
        // With touch (the default profile) the button runs its intent.
        options.family = .systemSmall
        options.linkProfile = .default
        let touch = try WidgetRenderer.render(view, options: options)
        #expect(touch.linkMap.regions.contains { $0.intent == "Start" && $0.status == .active })
    }
}
