import Foundation
import Testing
import WidgetRender

/// System colours follow the iOS release rendered for (issue 29): iOS 26 changed eleven of the
/// twelve accent colours (Apple HIG, "Color", System colors, June 9, 2025); iOS 26.2 Simulator
/// renders show red #FF383C and blue #0088FF where iOS 18 drew #FF3B30 and #007AFF.
@Suite("iOS version: system colours")
struct IOSVersionColorTests {
    private struct Swatches: View {
        var body: some View {
            HStack(spacing: 0) {
                Color.red
                Color.blue
                Color(uiColor: .systemOrange)
                Color.gray
            }
        }
    }

    private func render(_ version: IOSVersion?, scheme: ColorScheme = .light) throws -> RenderedWidget {
        var options = RenderOptions(family: .systemSmall, colorScheme: scheme, contentMargins: nil, cornerRadius: nil)
        if let version { options.iOS = version }
        return try WidgetRenderer.render(Swatches(), options: options)
    }

    private func color(_ w: RenderedWidget, column: Int) -> RGBA? {
        let quarter = w.bitmap.width / 4
        return w.bitmap.color(atX: quarter * column + quarter / 2, y: w.bitmap.height / 2)
    }

    @Test("A plain render draws iOS 26's red, blue and orange; gray is the same in every release")
    func defaultIsIOS26() throws {
        let w = try render(nil)
        #expect(color(w, column: 0) == RGBA(hex: 0xFF383C))
        #expect(color(w, column: 1) == RGBA(hex: 0x0088FF))
        #expect(color(w, column: 2) == RGBA(hex: 0xFF8D28))
        #expect(color(w, column: 3) == RGBA(hex: 0x8E8E93))
    }

    @Test("RenderOptions.iOS = .iOS18 (and .iOS17) draws the iOS 13–18 values, light and dark", arguments: [IOSVersion.iOS17, .iOS18])
    func olderReleases(_ version: IOSVersion) throws {
        let light = try render(version)
        #expect(color(light, column: 0) == RGBA(hex: 0xFF3B30))
        #expect(color(light, column: 1) == RGBA(hex: 0x007AFF))
        #expect(color(light, column: 2) == RGBA(hex: 0xFF9500))
        let dark = try render(version, scheme: .dark)
        #expect(color(dark, column: 0) == RGBA(hex: 0xFF453A))
        #expect(color(dark, column: 1) == RGBA(hex: 0x0A84FF))
    }

    @Test("iOS 26 dark values: red #FF4245, blue #0091FF")
    func iOS26Dark() throws {
        let dark = try render(.iOS26, scheme: .dark)
        #expect(color(dark, column: 0) == RGBA(hex: 0xFF4245))
        #expect(color(dark, column: 1) == RGBA(hex: 0x0091FF))
    }

    @Test("Two releases rendered at once on different threads keep their own colours")
    func concurrentRendersKeepTheirRelease() async throws {
        let results = try await withThrowingTaskGroup(of: (IOSVersion, RGBA?).self) { group in
            for i in 0..<16 {
                let version: IOSVersion = i % 2 == 0 ? .iOS18 : .iOS26
                group.addTask { (version, try color(render(version), column: 1)) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        for (version, blue) in results {
            #expect(blue == (version == .iOS18 ? RGBA(hex: 0x007AFF) : RGBA(hex: 0x0088FF)))
        }
    }

    @Test("Versions parse from what people type", arguments: [
        ("26", IOSVersion.iOS26), ("iOS 26", .iOS26), ("ios18", .iOS18), ("17.4", .iOS17), ("26.2", .iOS26),
    ])
    func parsing(_ text: String, _ expected: IOSVersion) {
        #expect(IOSVersion(parsing: text) == expected)
    }

    @Test("Unknown releases are refused", arguments: ["16", "25", "", "iOS", "27"])
    func unknown(_ text: String) {
        #expect(IOSVersion(parsing: text) == nil)
    }
}
