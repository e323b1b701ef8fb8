import Testing
import WidgetRender
import WidgetTestSupport

/// Draws `view` laid out in a `width` × `height` rectangle, with its container background.
func drawn<V: View>(_ view: V, width: Double = 100, height: Double = 100,
                    environment: EnvironmentValues = EnvironmentValues()) throws -> DisplayList {
    let l = try layout(view, width: width, height: height, environment: environment)
    let canvas = Rect(x: 0, y: 0, width: width, height: height)
    return DisplayList(size: canvas.size, items: (l.drawBackground(in: canvas) ?? []) + l.draw(bounds: canvas).items)
}

func glyphPaints(_ list: DisplayList) -> [Paint] {
    list.items.compactMap { if case .glyphs(let g) = $0 { return g.paint }; return nil }
}

func fills(_ list: DisplayList) -> [(Rect, Paint)] {
    list.items.compactMap { if case .fill(let p, let paint) = $0 { return (p.boundingRect, paint) }; return nil }
}

func images(_ list: DisplayList) -> [ImageDraw] {
    list.items.compactMap { if case .image(let d) = $0 { return d }; return nil }
}

let tint = RGBA(hex: 0x3478F6)

@MainActor @Suite struct RenderingModeTests {
    @Test func accentableViewsTakeTheAccentColourAndTheRestThePrimaryColour() throws {
        let list = try drawn(VStack {
            Text("Title").widgetAccentable()
            Text("Body").foregroundStyle(Color.red)
            VStack { Text("Inner").widgetAccentable(false) }.widgetAccentable()
        })
        let a = WidgetAppearance.tinted(tint)
        #expect(glyphPaints(RenderingModePass.apply(list, a)) == [.color(a.accent), .color(a.primary), .color(a.primary)])
        // Full colour leaves every paint alone and only drops the markers.
        let full = RenderingModePass.apply(list, .fullColor)
        #expect(glyphPaints(full) == glyphPaints(list))
        #expect(!full.items.contains { if case .pushGroup = $0 { return true }; return false })
        #expect(full.items.count == 3 && list.items.count == 9)  // three runs; three groups of push and pop
    }

    @Test func accentedModeKeepsAlphaAndReplacesColour() throws {
        let list = try drawn(ZStack {
            Color(red: 1, green: 0, blue: 0, opacity: 0.5)
            Circle().fill(Color(red: 0, green: 0.8, blue: 0.2, opacity: 0.25)).widgetAccentable()
        })
        let out = fills(RenderingModePass.apply(list, .tinted(tint)))
        let a = WidgetAppearance.tinted(tint)
        #expect(out.map(\.1) == [.color(a.primary.withAlpha(0.5)), .color(a.accent.withAlpha(0.25))])
        #expect(out.map(\.0) == fills(list).map(\.0))
    }

    @Test func containerBackgroundIsReplacedInAccentedModeAndRemovedInVibrantMode() throws {
        let view = Text("Hi").containerBackground(Color.orange, for: .widget)
        let list = try drawn(view, width: 158, height: 158)
        let canvas = Rect(x: 0, y: 0, width: 158, height: 158)
        let tinted = fills(RenderingModePass.apply(list, .tinted(tint)))
        #expect(tinted.count == 1 && tinted[0].0 == canvas && tinted[0].1 == .color(WidgetAppearance.tinted(tint).background!))
        #expect(fills(RenderingModePass.apply(list, .vibrant)).isEmpty)
        #expect(fills(RenderingModePass.apply(list, .fullColor)).map(\.1) == [.color(Color.orange.resolve(.light))])
        // StandBy: full colour, background removed; at night, red monochrome.
        let standBy = RenderingModePass.apply(list, .standBy)
        #expect(fills(standBy).isEmpty && glyphPaints(standBy) == glyphPaints(list))
        #expect(fills(RenderingModePass.apply(list, .standBy, backgroundRemovable: false)).count == 1)
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let night = RenderingModePass.apply(try drawn(view, width: 158, height: 158, environment: dark), .standByNight)
        #expect(fills(night).isEmpty && glyphPaints(night) == [.color(RGBA(hex: 0xFF2A1F))])  // white label → full red

    }

    @Test func vibrantModeMapsLuminanceToOpacity() throws {
        let list = try drawn(VStack {
            Rectangle().fill(Color(red: 1, green: 0, blue: 0))
            Rectangle().fill(Color(red: 0, green: 1, blue: 0, opacity: 0.5))
            Rectangle().fill(Color.black)
        })
        let alphas = fills(RenderingModePass.apply(list, .vibrant)).map { p -> Double in
            guard case .color(let c) = p.1 else { return -1 }
            #expect(c.red == 1 && c.green == 1 && c.blue == 1)
            return (c.alpha * 10_000).rounded() / 10_000
        }
        #expect(alphas == [0.2126, 0.3576, 0])
    }

    @Test func desaturatedImageMapsLuminanceToAlphaInThePrimaryColour() throws {
        // Opaque red, opaque white, half-transparent white (premultiplied ARGB).
        let bitmap = try #require(Bitmap(width: 3, height: 1, pixels: [0xFFFF0000, 0xFFFFFFFF, 0x80808080]))
        let a = WidgetAppearance.tinted(tint)
        func pass(_ v: some View) throws -> Bitmap {
            try #require(images(RenderingModePass.apply(try drawn(v), a)).first).bitmap
        }
        let desaturated = try pass(Image(bitmap: bitmap).widgetAccentedRenderingMode(.desaturated))
        #expect(desaturated.pixels.map { $0 >> 24 } == [54, 255, 128])
        let p = a.primary
        #expect(desaturated.color(atX: 1, y: 0).map { [$0.red, $0.green, $0.blue].map { ($0 * 255).rounded() } }
                == [p.red, p.green, p.blue].map { ($0 * 255).rounded() })
        // accentedDesaturated: same alpha, the accent colour.
        let accentedDesaturated = try pass(Image(bitmap: bitmap).widgetAccentedRenderingMode(.accentedDesaturated))
        #expect(accentedDesaturated.pixels.map { $0 >> 24 } == [54, 255, 128])
        #expect(accentedDesaturated.color(atX: 1, y: 0)?.blue == RGBA(hex: 0x3478F6).blue)
        // Default: alpha kept, primary colour; fullColor: untouched.
        #expect(try pass(Image(bitmap: bitmap)).pixels.map { $0 >> 24 } == [255, 255, 128])
        #expect(try pass(Image(bitmap: bitmap).widgetAccentedRenderingMode(.fullColor)).pixels == bitmap.pixels)
    }

    @Test func renderingModeAndBackgroundVisibilityReachTheView() throws {
        struct Probe: View {
            @Environment(\.widgetRenderingMode) var mode
            @Environment(\.showsWidgetContainerBackground) var shows
            var body: some View { Text("\(mode) \(shows)") }
        }
        var env = EnvironmentValues()
        WidgetAppearance.tinted(tint).apply(to: &env)
        #expect(try layout(Probe(), width: 300, height: 50, environment: env).dump().contains("Text(\"accented false\")"))
        WidgetAppearance.vibrant.apply(to: &env, backgroundRemovable: false)
        #expect(try layout(Probe(), width: 300, height: 50, environment: env).dump().contains("Text(\"vibrant false\")"))
        WidgetAppearance.standBy.apply(to: &env, backgroundRemovable: false)
        #expect(try layout(Probe(), width: 300, height: 50, environment: env).dump().contains("Text(\"fullColor true\")"))
        WidgetAppearance.standBy.apply(to: &env)
        #expect(try layout(Probe(), width: 300, height: 50, environment: env).dump().contains("Text(\"fullColor false\")"))
    }
}

@MainActor @Suite struct PlaceholderTests {
    @Test func redactedTextDrawsOneBarPerLineInsteadOfGlyphs() throws {
        // Fixed advance: 10 pt per character at 20 pt, lines 20 pt tall.
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("Hello").font(.system(size: 20))
            Text("ab cd").font(.system(size: 20)).frame(width: 30, alignment: .leading)
        }.redacted(reason: .placeholder)
        let list = try drawn(view, width: 100, height: 100)
        #expect(glyphPaints(list).isEmpty)
        // Bars are 70 % of the line box, centred, on the @3x pixel grid.
        let bars = fills(list).map(\.0)
        #expect(bars == [Rect(x: 25, y: 23, width: 50, height: 14), Rect(x: 25, y: 43, width: 20, height: 14), Rect(x: 25, y: 63, width: 20, height: 14)])
    }

    @Test func redactedImagesDrawAsBarsAndUnredactedContentDrawsNormally() throws {
        let bitmap = solidBitmap(width: 30, height: 20)
        let list = try drawn(VStack(spacing: 0) {
            Image(bitmap: bitmap)
            Text("ok").font(.system(size: 20)).unredacted()
        }.redacted(reason: .placeholder))
        #expect(images(list).isEmpty)
        #expect(fills(list).map(\.0) == [Rect(x: 35, y: 30, width: 30, height: 20)])
        #expect(glyphPaints(list).count == 1)
    }

    @Test func privacySensitiveContentIsRedactedOnlyWhenLocked() throws {
        let view = VStack { Text("$1,024").privacySensitive(); Text("Balance") }
        #expect(glyphPaints(try drawn(view)).count == 2)
        var locked = EnvironmentValues()
        locked.isLocked = true
        let list = try drawn(view, environment: locked)
        #expect(glyphPaints(list).count == 1)
        #expect(fills(list).count == 1)
    }
}
