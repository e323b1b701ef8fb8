import CFreeType
import Testing
import WidgetCore
import WidgetRaster

@Suite("Glyphs")
struct GlyphTests {
    /// The glyph id and unhinted bounding box (in points at `size`, relative to the origin,
    /// y up) of a character in Inter Regular.
    static func glyph(_ char: Character, size: Double) throws -> (id: UInt32, xMin: Double, xMax: Double, yMin: Double, yMax: Double) {
        var library: FT_Library?
        try #require(FT_Init_FreeType(&library) == 0)
        defer { FT_Done_FreeType(library) }
        var face: FT_Face?
        try #require(FT_New_Face(library, RasterTest.fontPath(), 0, &face) == 0)
        let f = try #require(face)
        defer { FT_Done_Face(f) }
        let id = FT_Get_Char_Index(f, FT_ULong(char.unicodeScalars.first?.value ?? 0))
        try #require(id != 0)
        try #require(FT_Load_Glyph(f, id, Int32(FT_LOAD_NO_SCALE)) == 0)
        let m = f.pointee.glyph.pointee.metrics
        let k = size / Double(f.pointee.units_per_EM)
        return (UInt32(id), Double(m.horiBearingX) * k, Double(m.horiBearingX + m.width) * k,
                Double(m.horiBearingY - m.height) * k, Double(m.horiBearingY) * k)
    }

    @Test("An H at 40 pt paints its stems and crossbar inside its bounding box and nothing far away")
    func letterH() throws {
        let g = try Self.glyph("H", size: 40)
        let origin = Point(x: 10, y: 50), scale = 3.0
        let run = GlyphRun(font: FontHandle(path: RasterTest.fontPath()), size: 40, glyphs: [g.id], positions: [origin], paint: .color(.black))
        let result = try CairoRasterizer.shared.renderWithDiagnostics(DisplayList(size: Size(width: 60, height: 60), items: [.glyphs(run)]), scale: scale)
        let bmp = result.bitmap
        #expect(result.skippedGlyphRuns == 0 && result.diagnostics.isEmpty)
        // Bounding box in pixels.
        let x0 = (origin.x + g.xMin) * scale, x1 = (origin.x + g.xMax) * scale
        let y0 = (origin.y - g.yMax) * scale, y1 = (origin.y - g.yMin) * scale
        let midY = Int((y0 + y1) / 2), midX = Int((x0 + x1) / 2)
        #expect(RasterTest.alpha(bmp, Int(x0) + 4, midY) == 255)    // left stem
        #expect(RasterTest.alpha(bmp, Int(x1) - 4, midY) == 255)    // right stem
        #expect(RasterTest.alpha(bmp, midX, Int(y0) + 4) == 0)      // the gap between the stems, at the top
        #expect(RasterTest.alpha(bmp, Int(x0) + 4, Int(y0) + 2) == 255)  // top of the left stem
        // The crossbar: some row near the middle is painted all the way across.
        let crossbar = (Int(y0)..<Int(y1)).contains { y in RasterTest.alpha(bmp, midX, y) == 255 }
        #expect(crossbar)
        // Nothing outside the box (one pixel of antialiasing slack).
        var outside = 0
        for y in 0..<bmp.height {
            for x in 0..<bmp.width where Double(x) < x0 - 2 || Double(x) > x1 + 1 || Double(y) < y0 - 2 || Double(y) > y1 + 1 {
                if RasterTest.alpha(bmp, x, y) != 0 { outside += 1 }
            }
        }
        #expect(outside == 0)
    }

    @Test("Glyphs take a gradient paint and huge sizes draw as paths")
    func gradientAndHugeGlyph() throws {
        let g = try Self.glyph("H", size: 200)
        let paint = Paint.linearGradient(LinearGradientPaint(stops: [GradientStop(color: RasterTest.red, location: 0),
                                                                     GradientStop(color: RasterTest.blue, location: 1)],
                                                             start: Point(x: 0, y: 0), end: Point(x: 200, y: 0)))
        let run = GlyphRun(font: FontHandle(path: RasterTest.fontPath()), size: 200, glyphs: [g.id], positions: [Point(x: 0, y: 180)], paint: paint)
        let bmp = try RasterTest.render([.glyphs(run)], size: Size(width: 200, height: 200), scale: 3)
        let left = RasterTest.argb(bmp, Int((g.xMin + 8) * 3), Int((180 - g.yMax / 2) * 3))
        let right = RasterTest.argb(bmp, Int((g.xMax - 8) * 3), Int((180 - g.yMax / 2) * 3))
        #expect(left.a == 255 && right.a == 255)
        #expect(left.r > left.b && right.b > right.r)
    }

    @Test("A run whose font file is missing is skipped and reported; the rest still draws")
    func missingFont() throws {
        let run = GlyphRun(font: FontHandle(path: "/nonexistent/NoSuchFont.otf"), size: 20, glyphs: [1, 2, 3],
                           positions: [Point(x: 1, y: 20), Point(x: 11, y: 20), Point(x: 21, y: 20)], paint: .color(.black))
        let list = DisplayList(size: Size(width: 40, height: 40), items: [
            .glyphs(run), .glyphs(run),
            .fill(.rect(Rect(x: 0, y: 30, width: 40, height: 10)), .color(RasterTest.red)),
        ])
        let result = try CairoRasterizer.shared.renderWithDiagnostics(list, scale: 3)
        #expect(result.skippedGlyphRuns == 2)
        #expect(result.diagnostics.filter { $0.code == .rasterMissingFont }.count == 2)
        #expect(result.bitmap.pixel(atX: 60, y: 100) == 0xFFFF_0000)
        #expect(RasterTest.alpha(result.bitmap, 30, 50) == 0)
    }

    @Test("Glyph ids past the font's glyph count and mismatched positions are dropped, not drawn")
    func invalidGlyphs() throws {
        let g = try Self.glyph("H", size: 20)
        let run = GlyphRun(font: FontHandle(path: RasterTest.fontPath()), size: 20, glyphs: [4_000_000, g.id, g.id],
                           positions: [Point(x: 0, y: 20), Point(x: .nan, y: 20)], paint: .color(.black))
        let result = try CairoRasterizer.shared.renderWithDiagnostics(DisplayList(size: Size(width: 40, height: 40), items: [.glyphs(run)]), scale: 1)
        #expect(result.bitmap.pixels.allSatisfy { $0 == 0 })
        #expect(result.diagnostics.contains { $0.code == .rasterInvalidGlyph })
        #expect(result.diagnostics.contains { $0.code == .rasterInvalidGlyphRun })
    }
}
