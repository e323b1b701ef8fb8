import Foundation
import Testing
import WidgetRender
import WidgetTemplates
import ExampleWidgets

/// Renders the Lock Screen examples in vibrant mode and a template tinted and clear. Set
/// SURFACES_RENDER_DIR to keep the PNGs.
@MainActor @Suite struct SurfaceRenderTests {
    static let lockScreen = (circular: Size(width: 72, height: 72), rectangular: Size(width: 160, height: 72),
                             inline: Size(width: 234, height: 26))  // 390×844, HIG table

    /// Every drawn pixel of a vibrant render is a grey: red = green = blue.
    func isMonochrome(_ b: Bitmap) -> Bool {
        b.pixels.allSatisfy { p in
            let r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, bl = p & 0xFF
            return r == g && g == bl
        }
    }

    /// Equal to within one 8-bit step per channel.
    func close(_ a: RGBA, _ b: RGBA) -> Bool {
        [a.red - b.red, a.green - b.green, a.blue - b.blue, a.alpha - b.alpha].allSatisfy { abs($0) <= 1.0 / 255 + 1e-9 }
    }

    @Test func lockScreenExamplesRenderMonochromeInVibrantMode() throws {
        let cases: [(String, WidgetFamily, Size, AnyView)] = [
            ("circular-gauge", .accessoryCircular, Self.lockScreen.circular, AnyView(TemperatureGauge())),
            ("rectangular-calendar", .accessoryRectangular, Self.lockScreen.rectangular, AnyView(NextEventLine())),
            ("inline-countdown", .accessoryInline, Self.lockScreen.inline, AnyView(LaunchCountdown())),
        ]
        for (name, family, size, view) in cases {
            let surface = Surface(family: family, size: size, appearance: .vibrant)
            let bare = try surface.render(view)
            #expect(isMonochrome(bare), "\(name)")
            #expect(bare.pixels.contains { $0 >> 24 > 200 }, "\(name) draws something opaque")
            try keep(try surface.render(view, wallpaper: wallpaper(size)), "lock-\(name)-vibrant")
            try keep(try Surface(family: family, size: size).render(view, wallpaper: wallpaper(size)), "lock-\(name)-full-color")
        }
    }

    @Test func inlineCountdownReadsAtTheRenderInstant() throws {
        let l = try Surface(family: .accessoryInline, size: Self.lockScreen.inline, appearance: .vibrant).compose(LaunchCountdown()).layout
        #expect(l.dump().contains("Text(\"3:25:00\")"))
    }

    @Test func templateRendersTintedAndClear() throws {
        let template = try WidgetTemplate.load(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Templates/calendar/template.json").standardizedFileURL)
        let timeline = try template.timeline(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Templates/calendar/sample.json").standardizedFileURL)
        let entry = try #require(timeline.entries.first)
        let size = Size(width: 338, height: 158)
        let instance = try template.instantiate(entry: entry, family: .systemMedium)
        let tint = WidgetAppearance.tinted(WidgetAppearance.defaultTint)
        for appearance in [WidgetAppearance.fullColor, tint, .clear] {
            for scheme in [ColorScheme.light, .dark] {
                let s = Surface(family: .systemMedium, size: size, appearance: appearance, colorScheme: scheme, now: instance.now,
                                cornerRadius: 22, margins: EdgeInsets(all: 16))
                let bitmap = try s.render(instance.view, wallpaper: wallpaper(size))
                try keep(bitmap, "calendar-medium-\(scheme.rawValue)-\(appearance.name)")
                // Just inside the top-left corner curve: the background, whatever the scheme.
                let bg = try #require(bitmap.color(atX: 30, y: 30))
                switch appearance.name {
                case "tinted": #expect(close(bg, try #require(tint.background)))
                case "full-color": #expect(close(bg, scheme == .dark ? .black : .white))
                default: #expect(bg.red > 0.15 && bg.alpha == 1)  // wallpaper through the glass
                }
            }
        }
    }
}
