import Foundation
import Testing
import WidgetRender
import WidgetRaster
import ExampleWidgets

/// The seed widgets (seed 002's bundle, seed 003's countdown) in every family they support, in
/// full colour, tinted and clear, light and dark, and the Lock Screen examples in vibrant mode,
/// all through the facade. Set SURFACES_RENDER_DIR to keep the PNGs.
@MainActor @Suite("Seed widgets in every rendering mode")
struct SeedModeRenderTests {
    static let tint = WidgetAppearance.tinted(WidgetAppearance.defaultTint)
    static let modes: [WidgetAppearance] = [.fullColor, tint, .clear]

    func glyphPaints(_ w: RenderedWidget) -> [RGBA] {
        w.displayList.items.compactMap { item -> RGBA? in
            if case .glyphs(let g) = item, case .color(let c) = g.paint { return c } else { return nil }
        }
    }

    func keepPNG(_ w: RenderedWidget, _ name: String) throws {
        guard let dir = ProcessInfo.processInfo.environment["SURFACES_RENDER_DIR"] else { return }
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try w.writePNG(to: URL(fileURLWithPath: dir).appendingPathComponent(name + ".png"))
    }

    /// Every text colour is the mode's primary or accent colour, at any alpha.
    func paintsAreGroupColours(_ w: RenderedWidget, _ mode: WidgetAppearance) -> Bool {
        glyphPaints(w).allSatisfy { c in
            [mode.primary, mode.accent].contains { abs($0.red - c.red) < 1e-6 && abs($0.green - c.green) < 1e-6 && abs($0.blue - c.blue) < 1e-6 }
        }
    }

    @Test("Seed 002's two widgets and seed 003's countdown: each family, mode and scheme; tinted and clear text takes the group colours")
    func seeds() async throws {
        for mode in Self.modes {
            for scheme in [ColorScheme.light, .dark] {
                let options = RenderOptions(colorScheme: scheme, now: askedAt, appearance: mode)
                let bundle = try await WidgetRenderer.render(bundle: Widgets(), options: options).filter { $0.phase == "entry-0" }
                let countdown = try await WidgetRenderer.render(CountdownWidget(), options: options).filter { $0.phase == "entry-0" }
                #expect(bundle.count == 6 && countdown.count == 2)
                for frame in bundle + countdown {
                    try keepPNG(frame.widget, "seed-\(frame.descriptor.kind)-\(frame.family.shortName)-\(scheme.rawValue)-\(mode.name)")
                    #expect(!glyphPaints(frame.widget).isEmpty)
                    if mode != .fullColor { #expect(paintsAreGroupColours(frame.widget, mode), "\(frame.fileStem) \(mode.name)") }
                }
            }
        }
    }

    @Test("The Lock Screen examples render vibrant through the facade: grey pixels only, something opaque drawn")
    func lockScreen() throws {
        for (name, family, view) in [("circular-gauge", WidgetFamily.accessoryCircular, AnyView(TemperatureGauge())),
                                     ("rectangular-calendar", .accessoryRectangular, AnyView(NextEventLine())),
                                     ("inline-countdown", .accessoryInline, AnyView(LaunchCountdown()))] {
            let w = try WidgetRenderer.render(view, options: RenderOptions(family: family, now: askedAt))
            try keepPNG(w, "lock-\(name)")
            #expect(w.bitmap.pixels.allSatisfy { p in ((p >> 16) & 0xFF) == ((p >> 8) & 0xFF) && ((p >> 8) & 0xFF) == (p & 0xFF) }, "\(name)")
            #expect(w.bitmap.pixels.contains { $0 >> 24 > 200 }, "\(name)")
        }
    }
}
