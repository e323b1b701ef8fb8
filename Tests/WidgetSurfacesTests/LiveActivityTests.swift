import Foundation
import Testing
import WidgetRender
import ExampleWidgets

/// Live Activity presentations at the HIG's sizes (Sources/HomeScreen/Resources/live-activity-geometry.json).
@MainActor @Suite("Live Activity presentations")
struct LiveActivityTests {
    static let iPhone16 = DeviceProfile.named("1179x2556")!     // 393 x 852 pt, Dynamic Island
    static let iPhone16ProMax = DeviceProfile.named("1320x2868")! // 440 x 956 pt
    static var activity: ErasedActivity { WidgetTimelines.activity(of: DeliveryActivityWidget())! }

    static func render(_ p: ActivityPresentation, device: DeviceProfile = iPhone16, state: Int = 1,
                       activity: ErasedActivity = activity) throws -> RenderedWidget {
        try WidgetRenderer.render(activity: activity, attributes: DeliveryAttributes.sample, state: DeliveryAttributes.states[state],
                                  presentation: p, options: RenderOptions(device: device))
    }

    @Test("The compact island is the HIG's island width: two 52.33 pt boxes around the camera, 36.67 pt tall, a capsule")
    func compactSize() throws {
        let w = try Self.render(.islandCompact)
        #expect(abs(w.composed.size.width - 230) < 0.01)
        #expect(w.composed.size.height == 36.67)
        #expect(w.composed.canvas.cornerRadius == 36.67 / 2)
        #expect(w.diagnostics.filter { $0.severity != .info }.isEmpty, "\(w.diagnostics)")
        // 3x: 690 x 110 pixels.
        #expect(w.bitmap.width == 690 && w.bitmap.height == 110)
    }

    @Test("Wider screens get the 62.33 pt boxes (250 pt island); their row is marked estimated")
    func compactOnProMax() throws {
        let w = try Self.render(.islandCompact, device: Self.iPhone16ProMax)
        #expect(abs(w.composed.size.width - 250) < 0.01)
        #expect(w.diagnostics.contains { $0.code == .liveActivityGeometryEstimated })
    }

    @Test("Expanded: 371 pt wide, as tall as its regions within 84…160 pt")
    func expandedSize() throws {
        let w = try Self.render(.islandExpanded)
        #expect(w.composed.size.width == 371)
        #expect((84...160).contains(w.composed.size.height))
        #expect(w.composed.canvas.cornerRadius == 44)
    }

    @Test("Minimal: a 36.67 pt circle around a symbol")
    func minimalSize() throws {
        let w = try Self.render(.islandMinimal)
        #expect(w.composed.size.width == 36.67 && w.composed.size.height == 36.67)
    }

    @Test("Lock Screen: 371 pt wide, the view's own height; its widgetURL opens the order")
    func lockScreen() throws {
        let w = try Self.render(.lockScreen)
        #expect(w.composed.size.width == 371)
        #expect((84...160).contains(w.composed.size.height))
        #expect(w.composed.widgetURLs.map(\.url.absoluteString) == ["pizza://order/4821"])
    }

    @Test("StandBy draws the Lock Screen view at twice the scale")
    func standBy() throws {
        let lock = try Self.render(.lockScreen), stand = try Self.render(.standBy)
        #expect(stand.composed.size == lock.composed.size)
        #expect(stand.bitmap.width == lock.bitmap.width * 2)
    }

    @Test("A Lock Screen view taller than 160 pt is cut there, with a diagnostic")
    func truncated() throws {
        let tall = ActivityConfiguration(for: DeliveryAttributes.self) { context in
            VStack { ForEach(0..<12) { Text("Line \($0): \(context.state.stage)") } }
        } dynamicIsland: { _ in
            DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
        }
        let w = try Self.render(.lockScreen, activity: tall.erasedActivity)
        #expect(w.composed.size.height == 160)
        #expect(w.diagnostics.contains { $0.code == .liveActivityTruncated && $0.severity == .warning })
    }

    @Test("A compact view wider than its box is reported")
    func compactTooWide() throws {
        let wide = ActivityConfiguration(for: DeliveryAttributes.self) { _ in Text("x") } dynamicIsland: { context in
            DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } } compactLeading: { Image(systemName: "bicycle") }
                compactTrailing: { Text("\(context.state.stage) — arriving soon") } minimal: { Text("9") }
        }
        let w = try Self.render(.islandCompact, activity: wide.erasedActivity)
        #expect(w.diagnostics.contains { $0.code == .liveActivityTooWide && $0.location == "compactTrailing" })
    }

    @Test("A device without a Dynamic Island has the Lock Screen view only (390 − 22 pt wide, estimated)")
    func noIsland() throws {
        #expect(throws: RenderError.self) { try Self.render(.islandCompact, device: .iPhone390x844) }
        let w = try Self.render(.lockScreen, device: .iPhone390x844)
        #expect(w.composed.size.width == 368)
        #expect(w.diagnostics.contains { $0.code == .liveActivityGeometryEstimated })
    }

    @Test("Attributes of another type are refused with the activity's name")
    func wrongTypes() {
        #expect(throws: RenderError.self) {
            try WidgetRenderer.render(activity: Self.activity, attributes: "not attributes", state: 1, presentation: .lockScreen)
        }
    }
}

extension LiveActivityTests {
    @Test("Xcode's PreviewProvider form, attributes.previewContext(state, viewKind:), draws the presentation the built ActivityConfiguration makes, at its size")
    func previewContextForm() throws {
        _ = Self.activity   // builds DeliveryActivityWidget's configuration, as an extension's @main does
        let compact = DeliveryAttributes.sample.previewContext(DeliveryAttributes.states[1], viewKind: .dynamicIsland(.compact))
        let w = try WidgetRenderer.render(compact.fixedSize(), options: RenderOptions(family: .systemMedium))
        let text = w.composed.displayList.dump()
        #expect(text.contains("\"9m\""))   // the compact trailing view of the "On the way" state
        let lock = DeliveryAttributes.sample.previewContext(DeliveryAttributes.states[0], viewKind: .content)
        #expect(try WidgetRenderer.render(lock, options: RenderOptions(family: .systemLarge)).composed.displayList.dump().contains("Preparing your order"))
    }
}
