import Foundation
import Testing
import WidgetSnapshotTesting

/// The assertion from Swift Testing, with each option a user is likely to reach for:
/// references in `__Snapshots__/SwiftTestingUsageTests/` beside this file.
@Suite("Usage from Swift Testing")
struct SwiftTestingUsageTests {
    static let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Templates")

    @Test("one call covers several devices, named after the device when it is not the default")
    func devices() {
        assertWidgetSnapshot(of: Badge(), families: [.systemMedium], colorSchemes: [.dark],
                             devices: DeviceProfile.all.filter { ["1170x2532", "750x1334"].contains($0.id) })
    }

    @Test("a template with another data file and a parameter")
    func templateData() {
        assertWidgetSnapshot(ofTemplateAt: Self.templates.appendingPathComponent("countdown"),
                             data: Self.templates.appendingPathComponent("countdown/sample-zh.json"),
                             parameters: ["accent": "#1E6F5C"], families: [.systemSmall], colorSchemes: [.light])
    }

    @Test("an opt-in perceptual tolerance, image only")
    func tolerance() {
        assertWidgetSnapshot(of: Badge(label: "Tolerant"), families: [.systemSmall], colorSchemes: [.light],
                             tolerance: .perceptual(deltaE: 1), formats: .image)
    }

    @Test("several snapshots in one test, told apart by name")
    func named() {
        assertWidgetSnapshot(of: Badge(label: "One"), families: [.systemSmall], colorSchemes: [.light], formats: .text, named: "one")
        assertWidgetSnapshot(of: Badge(label: "Two"), families: [.systemSmall], colorSchemes: [.light], formats: .text, named: "two")
    }

    @Test("the plain swift-snapshot-testing strategies work on a render")
    func strategies() throws {
        let widget = try WidgetRenderer.render(Badge(), options: RenderOptions(family: .systemSmall))
        assertSnapshot(of: widget, as: .image, named: "image")
        assertSnapshot(of: widget, as: .displayList, named: "text")
    }
}
