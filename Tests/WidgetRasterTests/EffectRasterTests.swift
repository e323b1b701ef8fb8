import Foundation
import Testing
@testable import WidgetRaster
import WidgetCore

/// The rasterizer's transform, effect and material items.
@Suite("Transforms, layer effects and materials (raster)")
struct EffectRasterTests {
    static let square = Path.rect(Rect(x: 10, y: 10, width: 20, height: 20))

    @Test("A transform scope draws its items through the matrix and restores it at pop")
    func transformScope() throws {
        let items: [DisplayItem] = [
            .pushTransform(.translation(x: 20, y: 0)), .fill(Self.square, .color(RasterTest.red)), .pop,
            .fill(Path.rect(Rect(x: 0, y: 0, width: 5, height: 5)), .color(RasterTest.blue)),
        ]
        let b = try RasterTest.render(items, size: Size(width: 60, height: 40), scale: 1)
        #expect(RasterTest.argb(b, 15, 15).a == 0, "moved away")
        #expect(RasterTest.argb(b, 35, 15).r == 255)
        #expect(RasterTest.argb(b, 2, 2).b == 255, "drawn after the pop, untransformed")
    }

    @Test("A degenerate transform draws nothing; a non-finite one is reported")
    func degenerate() throws {
        let zero = try RasterTest.render([.pushTransform(.scale(x: 0, y: 1)), .fill(Self.square, .color(RasterTest.red)), .pop],
                                         size: Size(width: 40, height: 40), scale: 1)
        #expect(zero.pixels.allSatisfy { $0 == 0 })
        let nan = AffineMatrix(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        let r = try CairoRasterizer.shared.renderWithDiagnostics(
            DisplayList(size: Size(width: 40, height: 40), items: [.pushTransform(nan), .fill(Self.square, .color(RasterTest.red)), .pop]), scale: 1)
        #expect(r.bitmap.pixels.allSatisfy { $0 == 0 })
        #expect(r.diagnostics.contains { $0.code == .rasterNonFiniteGeometry })
    }

    @Test("Scope bounds: a rotated scope covers the rotated box; a blur widens its content by its reach")
    func scopeBounds() {
        let rotate = AffineMatrix.rotation(.degrees(45)).about(Point(x: 20, y: 20))
        let items: [DisplayItem] = [.pushOpacity(0.5), .pushTransform(rotate), .fill(Self.square, .color(RasterTest.red)), .pop, .pop,
                                    .pushEffect(.blur(radius: 4, opaque: false)), .fill(Self.square, .color(RasterTest.red)), .pop]
        let bounds = ScopeBounds.compute(items, scale: 1)
        guard case .rect(let outer)? = bounds[0] else { Issue.record("no opacity bounds"); return }
        #expect(outer.minX < 20 - 14 && outer.maxX > 20 + 14, "the diamond reaches 20 ± 14.1: \(outer)")
        guard case .rect(let blurred)? = bounds[5] else { Issue.record("no blur bounds"); return }
        #expect(blurred.minX <= 9 && blurred.maxX >= 31, "the content itself: \(blurred)")
    }

    @Test("A blur layer spreads alpha beyond the shape; an opaque blur keeps the edge solid")
    func blurLayer() throws {
        let items: [DisplayItem] = [.pushEffect(.blur(radius: 6, opaque: false)), .fill(Self.square, .color(RasterTest.red)), .pop]
        let b = try RasterTest.render(items, size: Size(width: 40, height: 40), scale: 1)
        #expect(RasterTest.alpha(b, 8, 20) > 20, "alpha outside the square")
        #expect(RasterTest.alpha(b, 20, 20) > 200)
        let opaque = try RasterTest.render([.pushEffect(.blur(radius: 6, opaque: true)), .fill(Self.square, .color(RasterTest.red)), .pop],
                                           size: Size(width: 40, height: 40), scale: 1)
        #expect(RasterTest.alpha(opaque, 8, 20) == 0)
        #expect(RasterTest.alpha(opaque, 10, 20) == 255 && RasterTest.argb(opaque, 10, 20).r == 255)
    }

    @Test("A material blurs the pixels beneath it, then lays its tint over them")
    func materialItem() throws {
        let half = Path.rect(Rect(x: 0, y: 0, width: 20, height: 40))
        let tint = RGBA(red: 1, green: 1, blue: 1, alpha: 0.5)
        let items: [DisplayItem] = [
            .fill(.rect(Rect(x: 0, y: 0, width: 40, height: 40)), .color(RGBA(red: 1, green: 1, blue: 1))),
            .fill(half, .color(RGBA(red: 0, green: 0, blue: 0))),
            .material(.rect(Rect(x: 5, y: 5, width: 30, height: 30)), MaterialFill(blurRadius: 8, saturation: 1, tint: tint)),
        ]
        let b = try RasterTest.render(items, size: Size(width: 40, height: 40), scale: 1)
        let edge = RasterTest.argb(b, 20, 20).r, left = RasterTest.argb(b, 6, 20).r, right = RasterTest.argb(b, 33, 20).r
        #expect(left >= 127 && left < 175, "black under 50 % white, a little blurred: \(left)")
        #expect(right > 230, "white stays white: \(right)")
        #expect(edge > left + 20 && edge < right - 20, "the edge is mixed: \(edge)")
        #expect(RasterTest.argb(b, 2, 20).r == 0, "outside the material: untouched")
    }

    @Test("The display-list dump names and indents the new scopes")
    func dump() {
        let list = DisplayList(size: Size(width: 10, height: 10), items: [
            .pushTransform(.scale(x: 2, y: 2)), .pushEffect(.blend(.multiply)), .fill(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), .color(RasterTest.red)),
            .pop, .pop, .material(.rect(Rect(x: 0, y: 0, width: 2, height: 2)), MaterialFill(blurRadius: 30, saturation: 1.8, tint: RasterTest.blue)),
        ])
        let text = list.dump()
        #expect(text.contains("transform [2, 0, 0, 2, 0, 0]\n  effect blend multiply\n    fill [0, 0, 1, 1] #FF0000FF\n  pop\npop\n"))
        #expect(text.contains("material [0, 0, 2, 2] material blur:30 sat:1.8 tint:#0000FFFF"))
    }
}
