import Foundation
import Testing
import WidgetCore
import WidgetRaster

@Suite("Robustness and determinism")
struct RobustnessTests {
    @Test("Invalid canvas sizes and scales throw before allocating")
    func invalidSizes() {
        let r = CairoRasterizer.shared
        let ok = DisplayList(size: Size(width: 10, height: 10))
        #expect(throws: RasterError.invalidScale(0)) { try r.render(ok, scale: 0) }
        #expect(throws: RasterError.self) { try r.render(ok, scale: .nan) }
        #expect(throws: RasterError.self) { try r.render(ok, scale: -2) }
        #expect(throws: RasterError.invalidSize(width: 0, height: 30)) { try r.render(DisplayList(size: Size(width: 0, height: 10)), scale: 3) }
        #expect(throws: RasterError.self) { try r.render(DisplayList(size: Size(width: -5, height: 10)), scale: 1) }
        #expect(throws: RasterError.self) { try r.render(DisplayList(size: Size(width: .infinity, height: 10)), scale: 1) }
        #expect(throws: RasterError.self) { try r.render(DisplayList(size: Size(width: .nan, height: 10)), scale: 1) }
        #expect(throws: RasterError.sizeTooLarge(width: 20_000, height: 10)) { try r.render(ok, scale: 1, pixelWidth: 20_000, pixelHeight: 10) }
        #expect(throws: RasterError.self) { try r.render(DisplayList(size: Size(width: 1e300, height: 1e300)), scale: 3) }
        #expect(throws: RasterError.self) { try r.render(DisplayList(size: Size(width: 10_000, height: 10_000)), scale: 1) }  // 100 Mpx
        #expect(throws: RasterError.self) { try r.render(ok, scale: 1, pixelWidth: 0, pixelHeight: 10) }
    }

    @Test("Explicit pixel sizes override the list's size")
    func explicitPixelSize() throws {
        let bmp = try CairoRasterizer().render(DisplayList(size: Size(width: 10, height: 10)), scale: 3, pixelWidth: 7, pixelHeight: 5)
        #expect(bmp.width == 7 && bmp.height == 5 && bmp.pixels.count == 35)
        #expect(bmp.pixels.allSatisfy { $0 == 0 })
    }

    @Test("Unbalanced pops are ignored and unclosed scopes are closed at the end")
    func unbalanced() throws {
        let list = DisplayList(size: Size(width: 20, height: 20), items: [
            .pop, .pop,
            .fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), .color(.black)),
            .pushOpacity(0.5), .pushClip(.rect(Rect(x: 10, y: 10, width: 10, height: 10))),
            .pushShadow(Shadow(color: .black, radius: 2, x: 0, y: 0)),
            .fill(.rect(Rect(x: 0, y: 0, width: 20, height: 20)), .color(.black)),
        ])
        let result = try CairoRasterizer.shared.renderWithDiagnostics(list, scale: 1)
        #expect(RasterTest.alpha(result.bitmap, 5, 5) == 255)
        #expect(abs(RasterTest.alpha(result.bitmap, 15, 15) - 128) <= 1)
        #expect(result.diagnostics.filter { $0.code == .rasterUnbalancedPop }.count == 2)
        #expect(result.diagnostics.contains { $0.code == .rasterUnclosedScope })
    }

    @Test("Odd geometry does not crash: NaN, infinities, empty paths, huge values, bad dashes")
    func oddGeometry() throws {
        var nanPath = Path()
        nanPath.move(to: Point(x: .nan, y: 0))
        nanPath.line(to: Point(x: 10, y: 10))
        nanPath.line(to: Point(x: 0, y: 10))
        var hugePath = Path()
        hugePath.move(to: Point(x: -1e300, y: -1e300))
        hugePath.line(to: Point(x: 1e300, y: -1e300))
        hugePath.line(to: Point(x: 1e300, y: 1e300))
        hugePath.close()
        var curveOnly = Path()
        curveOnly.curve(to: Point(x: 5, y: 5), control1: Point(x: 1, y: 1), control2: Point(x: 2, y: 2))
        curveOnly.close()
        var badColor = RGBA.black
        badColor.alpha = .nan
        let image = try #require(Bitmap(width: 1, height: 1, fill: 0xFFFF_FFFF))
        let items: [DisplayItem] = [
            .fill(Path(), .color(.black)),
            .fill(nanPath, .color(.black)),
            .fill(curveOnly, .color(.black)),
            .stroke(nanPath, .color(.black), StrokeStyle(lineWidth: 1)),
            .stroke(.rect(Rect(x: 1, y: 1, width: 5, height: 5)), .color(.black), StrokeStyle(lineWidth: .nan)),
            .stroke(.rect(Rect(x: 1, y: 1, width: 5, height: 5)), .color(.black), StrokeStyle(lineWidth: -1)),
            .stroke(.rect(Rect(x: 1, y: 1, width: 5, height: 5)), .color(.black), StrokeStyle(lineWidth: 1, miterLimit: .nan, dash: [-1, 2])),
            .stroke(.rect(Rect(x: 1, y: 1, width: 5, height: 5)), .color(.black), StrokeStyle(lineWidth: 1, dash: [0, 0], dashPhase: .infinity)),
            .fill(.rect(Rect(x: 0, y: 0, width: 5, height: 5)), .color(badColor)),
            .fill(.rect(Rect(x: 0, y: 0, width: 5, height: 5)), .linearGradient(LinearGradientPaint(stops: [], start: .zero, end: .zero))),
            .fill(.rect(Rect(x: 0, y: 0, width: 5, height: 5)), .linearGradient(LinearGradientPaint(
                stops: [GradientStop(color: .black, location: .nan)], start: Point(x: .nan, y: 0), end: .zero))),
            .fill(.rect(Rect(x: 0, y: 0, width: 5, height: 5)), .linearGradient(LinearGradientPaint(
                stops: [GradientStop(color: .black, location: .nan), GradientStop(color: .white, location: 7)], start: .zero, end: .zero))),
            .image(ImageDraw(bitmap: image, rect: Rect(x: 0, y: 0, width: 0, height: 10))),
            .image(ImageDraw(bitmap: image, rect: Rect(x: .nan, y: 0, width: 5, height: 5))),
            .image(ImageDraw(bitmap: image, rect: Rect(x: 0, y: 0, width: 1e-300, height: 1e-300))),
            .image(ImageDraw(bitmap: image, rect: Rect(x: -1e300, y: 0, width: 1e300, height: 1e300))),
            .image(ImageDraw(bitmap: image, rect: Rect(x: 0, y: 0, width: -4, height: 4))),
            .pushOpacity(.nan), .fill(.rect(Rect(x: 0, y: 0, width: 5, height: 5)), .color(.black)), .pop,
            .pushShadow(Shadow(color: .black, radius: .infinity, x: .nan, y: 0)), .fill(curveOnly, .color(.black)), .pop,
            .pushShadow(Shadow(color: .black, radius: 1e9, x: 1e9, y: -1e9)), .fill(curveOnly, .color(.black)), .pop,
            .pushShadow(Shadow(color: .black, radius: -3, x: 0, y: 0)), .pop,
            .pushClip(nanPath), .fill(hugePath, .color(.black)), .pop,
            .glyphs(GlyphRun(font: FontHandle(path: RasterTest.fontPath()), size: .nan, glyphs: [1], positions: [.zero], paint: .color(.black))),
            .glyphs(GlyphRun(font: FontHandle(path: RasterTest.fontPath()), size: 1e12, glyphs: [1], positions: [.zero], paint: .color(.black))),
            .glyphs(GlyphRun(font: FontHandle(path: RasterTest.fontPath(), faceIndex: -1), size: 12, glyphs: [1], positions: [.zero], paint: .color(.black))),
            .glyphs(GlyphRun(font: FontHandle(path: RasterTest.fontPath(), faceIndex: 99), size: 12, glyphs: [1], positions: [.zero], paint: .color(.black))),
            .glyphs(GlyphRun(font: FontHandle(path: "/dev/null"), size: 12, glyphs: [1], positions: [.zero], paint: .color(.black))),
            .glyphs(GlyphRun(font: FontHandle(path: RasterTest.fontPath()), size: 12, glyphs: [], positions: [], paint: .color(.black))),
        ]
        let result = try CairoRasterizer.shared.renderWithDiagnostics(DisplayList(size: Size(width: 20, height: 20), items: items), scale: 2)
        #expect(result.bitmap.width == 40)
        // The huge path was drawn (clamped) inside an everything-clipping NaN clip: nothing.
        // The NaN-opacity scope is invisible; the curve-only path drew at the top-left.
        #expect(RasterTest.alpha(result.bitmap, 39, 39) == 0)
        #expect(result.skippedGlyphRuns == 5)
        #expect(!result.diagnostics.isEmpty)
        // A huge path outside any clip fills the whole canvas.
        let huge = try RasterTest.render([.fill(hugePath, .color(.black))], size: Size(width: 20, height: 20), scale: 2)
        #expect(RasterTest.alpha(huge, 39, 39) == 255)
    }

    @Test("Rendering the same list twice gives identical bytes, also from several threads")
    func determinism() async throws {
        let list = SampleScene.medium(fontPath: RasterTest.fontPath())
        let first = try CairoRasterizer.shared.render(list, scale: 3)
        let second = try CairoRasterizer().render(list, scale: 3)
        #expect(first.width == 1014 && first.height == 474)
        #expect(first.pixels == second.pixels)
        let others = try await withThrowingTaskGroup(of: [UInt32].self) { group in
            for _ in 0..<4 { group.addTask { try CairoRasterizer.shared.render(list, scale: 3).pixels } }
            return try await group.reduce(into: [[UInt32]]()) { $0.append($1) }
        }
        #expect(others.allSatisfy { $0 == first.pixels })
    }
}
