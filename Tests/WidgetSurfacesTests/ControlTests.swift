import Foundation
import Testing
import WidgetRender
import ExampleWidgets
import WidgetRaster

/// Controls in Control Center and on the Lock Screen (Sources/HomeScreen/Resources/control-geometry.json).
@MainActor @Suite("Controls")
struct ControlTests {
    static let device = DeviceProfile.named("1179x2556")!   // 393 pt wide: the 68 pt grid
    static var control: ErasedControl { LightsControl().erased! }

    static func render(_ p: ControlPresentation, isOn: Bool? = nil) throws -> RenderedWidget {
        try WidgetRenderer.render(control: control, presentation: p, isOn: isOn, options: RenderOptions(device: device))
    }
    static func rgba(_ w: RenderedWidget, _ x: Double, _ y: Double) -> [Int] {
        let c = w.bitmap.color(atX: Int(x * 3), y: Int(y * 3))!
        return [c.red, c.green, c.blue, c.alpha].map { Int(($0 * 255).rounded()) }
    }

    @Test("Metadata: kind, display name and description as declared; the template is a toggle on (the provider's preview value)")
    func metadata() {
        let c = Self.control
        #expect(c.kind == "com.example.lights")
        #expect(c.displayName == "Porch Lights" && c.description == "Turns the porch lights on and off.")
        let t = c.template()
        #expect(t.kind == .toggle && t.isOn == true && t.actionName == "SetLightsIntent")
    }

    @Test("Control Center sizes on a 393 pt screen: 68 pt circle, 151 × 68 and 151 × 151 modules; Lock Screen 50 pt")
    func sizes() throws {
        #expect(try Self.render(.small).composed.size == Size(width: 68, height: 68))
        #expect(try Self.render(.medium).composed.size == Size(width: 151, height: 68))
        #expect(try Self.render(.large).composed.size == Size(width: 151, height: 151))
        #expect(try Self.render(.lockScreen).composed.size == Size(width: 50, height: 50))
        #expect(try Self.render(.small).diagnostics.contains { $0.code == .controlGeometryEstimated })
    }

    @Test("On: a light platter; off: a translucent one; transparent outside the circle")
    func states() throws {
        let on = try Self.render(.small, isOn: true), off = try Self.render(.small, isOn: false)
        #expect(Self.rgba(on, 34, 4) == [255, 255, 255, 255])          // the top of the on platter
        #expect(Self.rgba(off, 34, 4)[3] < 100)                         // translucent when off
        #expect(Self.rgba(on, 1, 1)[3] == 0)                            // outside the circle
        let medium = try Self.render(.medium, isOn: false)
        let texts = medium.composed.displayList.items.compactMap { item -> String? in if case .glyphs(let r) = item { return r.text } else { return nil } }
        #expect(texts.joined(separator: " ").contains("Porch Lights"), "\(texts)")
        #expect(texts.contains("Off"), "\(texts)")
        for p in ControlPresentation.allCases {
            for state in [true, false] {
                // Over a dark backdrop, as Control Center shows them, for looking at.
                let w = try Self.render(p, isOn: state).composed
                let list = DisplayList(size: w.size, items: [.fill(.rect(Rect(origin: .zero, size: w.size)), .color(RGBA(hex: 0x2A2A35)))] + w.displayList.items)
                let bitmap = try CairoRasterizer.shared.render(list, scale: 3)
                try PNGEncoder.write(bitmap, to: FileManager.default.temporaryDirectory.appendingPathComponent("control-\(p.rawValue)-\(state ? "on" : "off").png"), options: .fast)
            }
        }
    }

    @Test("A tap on the control runs its intent")
    func tap() async throws {
        let w = try WidgetRenderer.compose(control: Self.control, presentation: .small, options: RenderOptions(device: Self.device))
        let result = try await WidgetRenderer.tap(w, at: Point(x: 34, y: 34))
        #expect("\(result)".contains("SetLightsIntent"), "\(result)")
    }

    @Test("ControlWidgetToggle(\"Timer\", isOn:action:) { isOn in … }: the title is the label, the closure labels each state")
    func titleAndValueLabel() throws {
        struct TimerControl: ControlWidget {
            var body: some ControlWidgetConfiguration {
                StaticControlConfiguration(kind: "com.example.timer") {
                    ControlWidgetToggle("Start Timer", isOn: false, action: SetLightsIntent()) { isOn in
                        Label(isOn ? "On" : "Off", systemImage: "timer")
                    }
                }
            }
        }
        let control = try #require(TimerControl().erased)
        let w = try WidgetRenderer.render(control: control, presentation: .medium, isOn: false, options: RenderOptions(device: Self.device))
        let texts = w.composed.displayList.items.compactMap { item -> String? in if case .glyphs(let r) = item { return r.text } else { return nil } }
        #expect(texts.joined(separator: " ").contains("Start Timer") && texts.contains("Off"), "\(texts)")
    }
}
