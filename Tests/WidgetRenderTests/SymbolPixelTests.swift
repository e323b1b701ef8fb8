import Foundation
import Testing
import WidgetRender

/// Symbols as pixels: drawn with the bundled icon font in the foreground style, or as a
/// visible placeholder box when the name is unknown.
@Suite("SF Symbols in pixels")
struct SymbolPixelTests {
    func render<V: View>(_ view: V) throws -> RenderedWidget {
        try WidgetRenderer.render(view, options: RenderOptions(family: .systemMedium, contentMargins: nil, cornerRadius: nil))
    }
    func rgba(_ w: RenderedWidget, _ x: Int, _ y: Int) -> [Int] {
        guard let c = w.bitmap.color(atX: x, y: y) else { return [] }
        return [c.red, c.green, c.blue, c.alpha].map { Int(($0 * 255).rounded()) }
    }
    /// The only glyph run of the display list.
    func glyphRun(_ w: RenderedWidget) throws -> GlyphRun {
        let runs = w.displayList.items.compactMap { item -> GlyphRun? in if case .glyphs(let g) = item { return g }; return nil }
        try #require(runs.count == 1)
        return runs[0]
    }

    @Test("square.fill is one glyph of the Material Icons subset, filled in the foreground color")
    func foregroundColor() throws {
        let w = try render(Image(systemName: "square.fill").font(.system(size: 60)).foregroundStyle(Color(hex: "#FF0000")))
        let run = try glyphRun(w)
        #expect(run.font.fileName == "MaterialIcons-subset.ttf")
        #expect(run.paint == .color(RGBA(hex: 0xFF0000)))
        let frame = try #require(run.bounds)
        #expect(rgba(w, Int(frame.midX * 3), Int(frame.midY * 3)) == [255, 0, 0, 255])
        // The frame is the template's margin box (SymbolBoxes): square.fill's ink starts 9.77 and
        // ends 80.91 of its 90.67 template units from the left margin, one unit 60/100 × 1.27714 pt.
        let unit = 0.6 * 1.27714
        #expect(abs(frame.width - 90.67 * unit) < 1.0 / 3 + 1e-9)   // snapped to the pixel grid
        #expect(rgba(w, Int((frame.minX + 9.77 * unit) * 3) + 3, Int(frame.midY * 3)) == [255, 0, 0, 255])
        #expect(rgba(w, Int((frame.minX + 80.91 * unit) * 3) - 3, Int(frame.midY * 3)) == [255, 0, 0, 255])
        // The side bearings are empty: the white default background.
        #expect(rgba(w, Int(frame.minX * 3) + 2, Int(frame.midY * 3)) == [255, 255, 255, 255])
        #expect(rgba(w, Int(frame.maxX * 3) - 2, Int(frame.midY * 3)) == [255, 255, 255, 255])
    }

    @Test("foregroundColor, palette and multicolor choose the symbol's paint")
    func renderingModes() throws {
        let plain = try glyphRun(render(Image(systemName: "heart.fill").foregroundColor(.blue)))
        #expect(plain.paint == .color(RGBA(hex: 0x0088FF)))
        let palette = try glyphRun(render(Image(systemName: "heart.fill").symbolRenderingMode(.palette)
            .foregroundStyle(Color(hex: "#112233"), Color(hex: "#445566"))))
        #expect(palette.paint == .color(RGBA(hex: 0x112233)))
        let multicolor = try glyphRun(render(Image(systemName: "heart.fill").symbolRenderingMode(.multicolor).foregroundColor(.blue)))
        #expect(multicolor.paint == .color(RGBA(hex: 0xFF383C)))
        let noColor = try glyphRun(render(Image(systemName: "wind").symbolRenderingMode(.multicolor).foregroundColor(.blue)))
        #expect(noColor.paint == .color(RGBA(hex: 0x0088FF)))
    }

    @Test("An unknown name draws an outlined box with diagonals in the foreground color, never nothing")
    func placeholder() throws {
        let w = try render(Image(systemName: "no.such.symbol").font(.system(size: 60)).foregroundColor(Color(hex: "#0000FF")))
        let strokes = w.displayList.items.compactMap { item -> Rect? in if case .stroke(let p, _, _) = item { return p.boundingRect }; return nil }
        try #require(strokes.count == 2)
        let box = strokes[0]
        // 1.6 × InterDisplay's 60 pt cap height (1472/2048 em = 43.125 pt) = 69 pt, less the 5.75 pt line.
        #expect(abs(box.width - 63.25) < 0.001 && abs(box.height - 63.25) < 0.001)
        #expect(rgba(w, Int(box.minX * 3), Int(box.midY * 3)) == [0, 0, 255, 255])            // left edge
        #expect(rgba(w, Int(box.midX * 3), Int((box.minY + box.height / 4 + 3) * 3)) == [255, 255, 255, 255])  // between the diagonals
        #expect(rgba(w, Int(box.midX * 3), Int(box.midY * 3)) == [0, 0, 255, 255])            // where they cross
        #expect(w.diagnostics.contains { $0.code == .unknownSymbol })
    }

    @Test("The same symbol renders the same bytes twice")
    func deterministic() throws {
        let v = HStack { Image(systemName: "cloud.sun.fill"); Text("21°") }.font(.title)
        #expect(try render(v).pngData() == render(v).pngData())
    }

    @Test("A heavier font weight strokes the symbol's outline: 15 % of the icon stroke per weight step; regular and lighter add nothing")
    func weight() throws {
        func strokes(_ weight: Font.Weight) throws -> [Double] {
            try render(Image(systemName: "heart").font(.body).fontWeight(weight)).displayList.items.compactMap { item -> Double? in
                if case .stroke(_, _, let style) = item { return style.lineWidth }; return nil
            }
        }
        #expect(try strokes(.regular).isEmpty && strokes(.light).isEmpty)
        // Bold is 3 steps: 0.45 × 2/24 of the glyph's em (the icon fitted to the template's ink box).
        let boldRun = try glyphRun(try render(Image(systemName: "heart").font(.body).fontWeight(.bold)))
        let bold = try #require(try strokes(.bold).first)
        #expect(abs(bold - 0.45 * 2 / 24 * boldRun.size) < 0.001)
        let semiboldRun = try glyphRun(try render(Image(systemName: "heart").font(.body).fontWeight(.semibold)))
        let semibold = try #require(try strokes(.semibold).first)
        #expect(abs((semibold / semiboldRun.size) / (bold / boldRun.size) - 2.0 / 3) < 1e-9)
        // The stroke darkens pixels the regular glyph leaves light: more ink in total.
        func ink(_ weight: Font.Weight) throws -> Double {
            let w = try render(Image(systemName: "heart").font(.system(size: 40)).fontWeight(weight))
            var sum = 0.0
            for y in 0..<w.pixelHeight { for x in 0..<w.pixelWidth { sum += 1 - (w.bitmap.color(atX: x, y: y)?.red ?? 1) } }
            return sum
        }
        #expect(try ink(.bold) > ink(.regular) * 1.15)
    }
}

