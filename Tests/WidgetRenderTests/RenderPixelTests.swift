import Foundation
import Testing
import WidgetRender
import WidgetTestSupport

/// End-to-end renders probed at chosen pixels: what a user sees in the PNG.
@Suite("Rendering to pixels")
struct RenderPixelTests {
    /// A medium widget, no content margins, no mask unless asked: a 338x158 pt canvas at @3x.
    func render<V: View>(_ view: V, scheme: ColorScheme = .light, mask: Double? = nil,
                         margins: EdgeInsets? = nil, family: WidgetFamily = .systemMedium) throws -> RenderedWidget {
        try WidgetRenderer.render(view, options: RenderOptions(family: family, colorScheme: scheme,
                                                               contentMargins: margins, cornerRadius: mask))
    }

    func rgba(_ w: RenderedWidget, _ x: Int, _ y: Int) -> (Int, Int, Int, Int) {
        guard let c = w.bitmap.color(atX: x, y: y) else { return (-1, -1, -1, -1) }
        return (Int((c.red * 255).rounded()), Int((c.green * 255).rounded()), Int((c.blue * 255).rounded()), Int((c.alpha * 255).rounded()))
    }

    @Test("Family canvases have the default device's pixel sizes: 474x474, 1014x474, 1014x1062")
    func canvasSizes() throws {
        let sizes = try [WidgetFamily.systemSmall, .systemMedium, .systemLarge].map { f -> [Int] in
            let w = try render(Color.red, family: f)
            return [w.pixelWidth, w.pixelHeight]
        }
        #expect(sizes == [[474, 474], [1014, 474], [1014, 1062]])
    }

    @Test("The continuous corner mask makes the corners transparent and keeps the edges")
    func cornerMask() throws {
        let w = try render(Color.red, mask: 22)
        #expect(rgba(w, 0, 0).3 == 0)
        #expect(rgba(w, 1013, 473).3 == 0)
        #expect(rgba(w, 6, 6).3 == 0)         // inside the 66 px corner square, outside the curve
        #expect(rgba(w, 0, 237) == (255, 56, 60, 255))   // middle of the left edge
        #expect(rgba(w, 507, 0) == (255, 56, 60, 255))   // middle of the top edge
        let square = try render(Color.red, mask: nil)
        #expect(rgba(square, 0, 0) == (255, 56, 60, 255))
    }

    @Test("The default container background is white in light and black in dark, under the margins too")
    func defaultBackground() throws {
        let light = try render(Color.red.frame(width: 10, height: 10), margins: EdgeInsets(all: 16))
        #expect(rgba(light, 5, 5) == (255, 255, 255, 255))
        let dark = try render(Color.red.frame(width: 10, height: 10), scheme: .dark, margins: EdgeInsets(all: 16))
        #expect(rgba(dark, 5, 5) == (0, 0, 0, 255))
        #expect(rgba(dark, 507, 237) == (255, 66, 69, 255))  // dark-mode system red at the center
    }

    @Test("containerBackground fills the whole canvas, margins included; content stays inside the margins")
    func containerBackground() throws {
        let w = try render(Color.blue.containerBackground(Color(hex: "#00FF00"), for: .widget), margins: EdgeInsets(all: 16))
        #expect(rgba(w, 2, 2) == (0, 255, 0, 255))        // in the margin: the background
        #expect(rgba(w, 16 * 3 + 1, 16 * 3 + 1) == (0, 136, 255, 255))  // just inside: the content
    }

    /// iOS draws a widget's container background on its opaque system base, so Xcode's template
    /// background `.fill.tertiary` (tertiarySystemFill: #767680 at 12 % light, 24 % dark) reads as
    /// a light or dark grey, never as see-through; a translucent gradient gets the base beneath.
    @Test("A translucent containerBackground is drawn over the system's opaque white or black, never see-through")
    func translucentContainerBackground() throws {
        func near(_ a: (Int, Int, Int, Int), _ b: (Int, Int, Int)) -> Bool {
            abs(a.0 - b.0) <= 1 && abs(a.1 - b.1) <= 1 && abs(a.2 - b.2) <= 1 && a.3 == 255
        }
        // #767680 at alpha a over white (light) and black (dark), to the nearest 8-bit step.
        let light = try render(Color.clear.containerBackground(.fill.tertiary, for: .widget))
        #expect(near(rgba(light, 507, 237), (239, 239, 240)), "\(rgba(light, 507, 237))")
        let dark = try render(Color.clear.containerBackground(.fill.tertiary, for: .widget), scheme: .dark)
        #expect(rgba(dark, 507, 237) == (28, 28, 30, 255), "iOS's dark widget grey, #1C1C1E")
        let gradient = try render(Color.clear.containerBackground(for: .widget) {
            LinearGradient(colors: [.black.opacity(0.5), .black.opacity(0.5)], startPoint: .top, endPoint: .bottom)
        })
        #expect(near(rgba(gradient, 507, 237), (128, 128, 128)), "\(rgba(gradient, 507, 237))")
        // Composited into one fill, the anti-aliased corner is as transparent as an opaque
        // background's (a base drawn under it would make the corner's edge pixels more opaque).
        let opaque = try render(Color.clear.containerBackground(Color.red, for: .widget), mask: 22)
        let rounded = try render(Color.clear.containerBackground(.fill.tertiary, for: .widget), mask: 22)
        let edge = try #require((0..<66).first { (1..<255).contains(rgba(opaque, $0, $0).3) })
        #expect(rgba(rounded, edge, edge).3 == rgba(opaque, edge, edge).3)
        // Where iOS draws no opaque base, none is added: a Lock Screen family keeps its see-through
        // pixels, and the clear mode replaces the background with its glass as before.
        let lock = try WidgetRenderer.render(Color.clear.containerBackground(.fill.tertiary, for: .widget),
                                             options: RenderOptions(family: .accessoryRectangular, colorScheme: .dark))
        #expect(lock.bitmap.color(atX: 10, y: 10)?.alpha ?? 1 < 0.01)
        let glass = try WidgetRenderer.render(Color.clear.containerBackground(.fill.tertiary, for: .widget),
                                              options: RenderOptions(family: .systemMedium, contentMargins: nil, cornerRadius: nil,
                                                                     appearance: .clear))
        let plain = try WidgetRenderer.render(Color.clear.containerBackground(Color.red, for: .widget),
                                              options: RenderOptions(family: .systemMedium, contentMargins: nil, cornerRadius: nil,
                                                                     appearance: .clear))
        #expect(glass.bitmap.color(atX: 507, y: 237) == plain.bitmap.color(atX: 507, y: 237), "the glass, whatever the background was")
    }

    /// Apple: `alignment` "positions the implicit ZStack that groups the background views. The
    /// default is center" (`containerBackground(for:alignment:content:)`). A background taller
    /// than the widget, as a `scaledToFill()` photo is, overflows it evenly: red above the
    /// middle, blue below; `.top` and `.bottom` show one end.
    @Test("containerBackground centres content larger than the widget by default and aligns it by its alignment",
          arguments: [(Alignment.center, (255, 0, 0), (0, 0, 255)), (.top, (255, 0, 0), (255, 0, 0)), (.bottom, (0, 0, 255), (0, 0, 255))])
    func containerBackgroundAlignment(_ alignment: Alignment, top: (Int, Int, Int), bottom: (Int, Int, Int)) throws {
        let tall = VStack(spacing: 0) {
            Color(red: 1, green: 0, blue: 0).frame(height: 500)
            Color(red: 0, green: 0, blue: 1).frame(height: 500)
        }
        let w = try render(Color.clear.containerBackground(for: .widget, alignment: alignment) { tall })
        let above = rgba(w, 507, 10), below = rgba(w, 507, 463)
        #expect((above.0, above.1, above.2) == top)
        #expect((below.0, below.1, below.2) == bottom)
    }

    @Test("A Circle fills a circle centered in its frame, not the frame's corners")
    func circle() throws {
        let w = try render(Circle().fill(Color.black).frame(width: 100, height: 100))
        // Frame: x 119…219, y 29…129 pt → center (507, 237) px; frame corner (357, 87) px.
        #expect(rgba(w, 507, 237) == (0, 0, 0, 255))
        #expect(rgba(w, 360, 90) == (255, 255, 255, 255))
        #expect(rgba(w, 357 + 150, 87 + 2) == (0, 0, 0, 255))   // top of the circle
    }

    @Test("clipped() cuts a child larger than its frame")
    func clipping() throws {
        let w = try render(Color.black.frame(width: 200, height: 100).frame(width: 100, height: 50).clipped())
        // Clip frame: x 119…219, y 54…104 pt.
        #expect(rgba(w, 119 * 3 + 1, 54 * 3 + 1) == (0, 0, 0, 255))
        #expect(rgba(w, 119 * 3 - 2, 79 * 3) == (255, 255, 255, 255))
        #expect(rgba(w, 169 * 3, 54 * 3 - 2) == (255, 255, 255, 255))
    }

    @Test("opacity(0.5) composites black over white to mid gray")
    func opacity() throws {
        let w = try render(Color.black.opacity(0.5))
        let (r, g, b, a) = rgba(w, 507, 237)
        #expect(abs(r - 128) <= 1 && r == g && g == b && a == 255)
        let layered = try render(ZStack { Color.black; Color.black }.opacity(0.5))
        #expect(abs(rgba(layered, 507, 237).0 - 128) <= 1)  // one layer: overlap does not darken
    }

    @Test("A resizable image with interpolation(.none) scales pixels as hard blocks")
    func imageNearest() throws {
        let red: UInt32 = 0xFFFF0000, blue: UInt32 = 0xFF0000FF
        let bitmap = try #require(Bitmap(width: 2, height: 2, pixels: [red, blue, blue, red]))
        let w = try render(Image(bitmap: bitmap).resizable().interpolation(.none).frame(width: 100, height: 100))
        // Frame x 119…219, y 29…129 pt: quadrants of 150 px.
        #expect(rgba(w, 357 + 10, 87 + 10) == (255, 0, 0, 255))
        #expect(rgba(w, 357 + 140, 87 + 140) == (255, 0, 0, 255))
        #expect(rgba(w, 357 + 160, 87 + 10) == (0, 0, 255, 255))
        #expect(rgba(w, 357 + 10, 87 + 160) == (0, 0, 255, 255))
    }

    @Test("A RoundedRectangle leaves its corner pixels to the background")
    func roundedRectangle() throws {
        let w = try render(RoundedRectangle(cornerRadius: 20).fill(Color.black).frame(width: 100, height: 100))
        #expect(rgba(w, 357 + 1, 87 + 1) == (255, 255, 255, 255))
        #expect(rgba(w, 357 + 75, 87 + 1) == (0, 0, 0, 255))
        #expect(rgba(w, 357 + 1, 87 + 75) == (0, 0, 0, 255))
    }

    @Test("Text draws glyphs in its frame in the foreground color")
    func textInk() throws {
        let w = try render(Text("Hello").font(.system(size: 40, weight: .bold)).foregroundColor(.black).id("t"))
        var dark = 0
        for y in stride(from: 180, to: 300, by: 2) {
            for x in stride(from: 380, to: 640, by: 2) where rgba(w, x, y).0 < 40 { dark += 1 }
        }
        #expect(dark > 200)
        let glyphRuns = w.displayList.items.compactMap { item -> GlyphRun? in
            if case .glyphs(let g) = item { return g } else { return nil }
        }
        #expect(glyphRuns.flatMap(\.glyphs).count == 5)
        #expect(!glyphRuns.flatMap(\.glyphs).contains(0))
    }

    @Test("The same view renders to the same PNG bytes twice")
    func deterministic() throws {
        let view = VStack { Text("Same bytes").font(.title); Circle().fill(Color.orange).frame(width: 40, height: 40) }
        let a = try render(view, mask: 22).pngData()
        let b = try render(view, mask: 22).pngData()
        #expect(a == b)
        #expect(a.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("Extra large is refused for an iPhone with a message that says why")
    func unsupportedFamily() {
        #expect(throws: RenderError.self) { try render(Color.red, family: .systemExtraLarge) }
        do { _ = try render(Color.red, family: .systemExtraLarge) } catch {
            #expect("\(error)".contains("iPad"))
        }
    }

    @Test("Strict rendering turns a missing image into an error naming the file")
    func strictMissingImage() throws {
        let options = RenderOptions(strict: true)
        do {
            _ = try WidgetRenderer.render(Image("/no/such/background.png"), options: options)
            Issue.record("expected an error")
        } catch {
            guard case .diagnostics(let ds) = error else { Issue.record("expected .diagnostics, got \(error)"); return }
            #expect(ds.count == 1)
            #expect(ds.first?.message.contains("/no/such/background.png") == true)
        }
        // Not strict: it renders, and says so.
        let relaxed = try WidgetRenderer.render(Image("/no/such/background.png"))
        #expect(relaxed.diagnostics.contains { $0.code == .imageUnavailable })
    }

    @Test("A corrupt image file is reported, not a crash")
    func corruptImage() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("corrupt-\(UUID().uuidString).png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let w = try WidgetRenderer.render(Image(url.path).resizable())
        let d = try #require(w.diagnostics.first { $0.code == .imageUnavailable })
        #expect(d.message.contains(url.lastPathComponent))
    }
}

/// `.environment(\.colorScheme, …)` on a subtree changes how its adaptive colors resolve.
@Suite("Color scheme in a subtree")
struct SubtreeColorSchemeTests {
    @Test("A dark subtree in a light widget draws dark-mode system colors; the rest stays light")
    func darkSubtree() throws {
        let view = HStack(spacing: 0) {
            Color.red
            Color.red.colorScheme(.dark)
            Text("A").foregroundStyle(.primary).environment(\.colorScheme, .dark).frame(width: 1, height: 1)
        }
        let w = try WidgetRenderer.render(view, options: RenderOptions(family: .systemMedium, colorScheme: .light,
                                                                        contentMargins: nil, cornerRadius: nil))
        func rgb(_ x: Int, _ y: Int) -> [Int] {
            guard let c = w.bitmap.color(atX: x, y: y) else { return [] }
            return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
        }
        #expect(rgb(100, 237) == [255, 56, 60])   // light system red
        #expect(rgb(900, 237) == [255, 66, 69])   // dark system red
    }
}
