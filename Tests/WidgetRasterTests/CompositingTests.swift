import Foundation
import Testing
import WidgetCore
import WidgetRaster

@Suite("Clips, opacity and shadows")
struct CompositingTests {
    let canvas = Size(width: 40, height: 40)
    let full = Path.rect(Rect(x: 0, y: 0, width: 40, height: 40))

    @Test("Content outside a clip is transparent; after the pop it draws again")
    func clip() throws {
        let bmp = try RasterTest.render([
            .pushClip(.rect(Rect(x: 10, y: 10, width: 10, height: 10))),
            .fill(full, .color(RasterTest.red)),
            .pop,
            .fill(.rect(Rect(x: 30, y: 30, width: 10, height: 10)), .color(RasterTest.blue)),
        ], size: canvas, scale: 3)
        #expect(bmp.pixel(atX: 45, y: 45) == 0xFFFF_0000)
        #expect(bmp.pixel(atX: 29, y: 45) == 0)
        #expect(bmp.pixel(atX: 60, y: 45) == 0)
        #expect(bmp.pixel(atX: 100, y: 100) == 0xFF00_00FF)
    }

    @Test("Nested clips intersect, and a circular clip is antialiased")
    func nestedClip() throws {
        let bmp = try RasterTest.render([
            .pushClip(.rect(Rect(x: 0, y: 0, width: 20, height: 40))),
            .pushClip(.ellipse(in: Rect(x: 0, y: 0, width: 40, height: 40))),
            .fill(full, .color(.black)),
            .pop, .pop,
        ], size: canvas, scale: 1)
        #expect(RasterTest.alpha(bmp, 10, 20) == 255)
        #expect(RasterTest.alpha(bmp, 25, 20) == 0)     // outside the rect clip
        #expect(RasterTest.alpha(bmp, 1, 1) == 0)       // outside the circle
    }

    @Test("Opacity 0.5 gives alpha 128 ± 1 and overlapping content composites as one layer")
    func opacity() throws {
        let bmp = try RasterTest.render([
            .pushOpacity(0.5),
            .fill(.rect(Rect(x: 0, y: 0, width: 30, height: 30)), .color(RasterTest.red)),
            .fill(.rect(Rect(x: 10, y: 10, width: 30, height: 30)), .color(RasterTest.red)),
            .pop,
        ], size: canvas, scale: 1)
        #expect(abs(RasterTest.alpha(bmp, 5, 5) - 128) <= 1)
        #expect(abs(RasterTest.alpha(bmp, 20, 20) - 128) <= 1)   // overlap: not 192
        #expect(RasterTest.alpha(bmp, 35, 5) == 0)
        let c = RasterTest.argb(bmp, 5, 5)
        #expect(c.r == c.a && c.g == 0 && c.b == 0)
    }

    @Test("Nested opacities multiply: 0.5 inside 0.5 gives alpha 64 ± 1")
    func nestedOpacity() throws {
        let bmp = try RasterTest.render([
            .pushOpacity(0.5),
            .fill(.rect(Rect(x: 0, y: 0, width: 20, height: 40)), .color(.black)),
            .pushOpacity(0.5),
            .fill(.rect(Rect(x: 20, y: 0, width: 20, height: 40)), .color(.black)),
            .pop,
            .pop,
        ], size: canvas, scale: 3)
        #expect(abs(RasterTest.alpha(bmp, 30, 60) - 128) <= 1)
        #expect(abs(RasterTest.alpha(bmp, 90, 60) - 64) <= 1)
    }

    @Test("Opacity 1 and 0: unchanged and invisible")
    func opacityBounds() throws {
        let bmp = try RasterTest.render([
            .pushOpacity(1), .fill(.rect(Rect(x: 0, y: 0, width: 20, height: 40)), .color(.black)), .pop,
            .pushOpacity(0), .fill(.rect(Rect(x: 20, y: 0, width: 20, height: 40)), .color(.black)), .pop,
        ], size: canvas, scale: 1)
        #expect(RasterTest.alpha(bmp, 10, 10) == 255)
        #expect(RasterTest.alpha(bmp, 30, 10) == 0)
    }

    @Test("A shadow tints the pixels beside the shape with decreasing alpha and leaves the shape unchanged")
    func shadow() throws {
        let shadowColor = RGBA(red: 1, green: 0, blue: 0, alpha: 1)
        let bmp = try RasterTest.render([
            .pushShadow(Shadow(color: shadowColor, radius: 8, x: 0, y: 0)),
            .fill(.rect(Rect(x: 40, y: 40, width: 20, height: 20)), .color(.white)),
            .pop,
        ], size: Size(width: 100, height: 100), scale: 1)
        #expect(bmp.pixel(atX: 50, y: 50) == 0xFFFF_FFFF)    // the shape itself
        #expect(bmp.pixel(atX: 40, y: 40) == 0xFFFF_FFFF)
        let near = RasterTest.argb(bmp, 60, 50), mid = RasterTest.argb(bmp, 64, 50), far = RasterTest.argb(bmp, 66, 50)
        #expect(near.a > mid.a && mid.a > far.a && far.a > 0)
        #expect(near.a > 60 && near.a < 180)                   // about half at the edge
        for c in [near, mid, far] { #expect(c.r == c.a && c.g == 0 && c.b == 0) }  // pure red tint
        #expect(RasterTest.alpha(bmp, 86, 50) == 0)             // past the blur's reach (3 boxes: about 2.5 σ, 20 px)
        // Symmetric without an offset.
        #expect(RasterTest.alpha(bmp, 39, 50) == near.a)
    }

    @Test("A shadow's edge profile follows a Gaussian with sigma = radius (measured on iOS 17: PortedOracleTests/Web3Modal)", arguments: [(8.0, 1.0), (20.0, 1.0), (20.0, 3.0), (6.0, 3.0)])
    func shadowProfile(radius: Double, scale: Double) throws {
        // A half-plane edge at x = 100 pt: the blurred alpha at distance d is Φ(-d/σ).
        let bmp = try RasterTest.render([
            .pushShadow(Shadow(color: .black, radius: radius, x: 0, y: 0)),
            .fill(.rect(Rect(x: -200, y: -200, width: 300, height: 600)), .color(RGBA(red: 0, green: 0, blue: 0, alpha: 0))),
            .fill(.rect(Rect(x: -200, y: -200, width: 300, height: 600)), .color(.white)),
            .pop,
        ], size: Size(width: 200, height: 20), scale: scale)
        let sigma = radius * scale
        let edge = Int(100 * scale), y = Int(10 * scale)
        for d in [0, 1, 2, 3, 5, 8, 12, 18, 25].map(Double.init) where d < 3 * sigma {
            let x = edge + Int(d)
            let expected = 255 * 0.5 * erfc((d + 0.5) / sigma / 2.squareRoot())
            let got = Double(RasterTest.alpha(bmp, x, y))
            #expect(abs(got - expected) <= 8, "radius \(radius) @\(scale)x, \(d) px out: \(got) vs \(expected)")
        }
        #expect(bmp.pixel(atX: edge - 1, y: y) == 0xFFFF_FFFF)
    }

    @Test("A shadow offset moves the blur: more shadow on the offset side, at @3x")
    func shadowOffset() throws {
        let bmp = try RasterTest.render([
            .pushShadow(Shadow(color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.5), radius: 4, x: 5, y: 0)),
            .fill(.rect(Rect(x: 10, y: 10, width: 20, height: 20)), .color(RasterTest.blue)),
            .pop,
        ], size: canvas, scale: 3)
        #expect(bmp.pixel(atX: 60, y: 60) == 0xFF00_00FF)
        let right = RasterTest.alpha(bmp, 92, 60), left = RasterTest.alpha(bmp, 27, 60)
        #expect(right > 100 && right <= 128)   // 2 pt past the edge, inside the offset copy: ~0.5
        #expect(left < 20)
    }

    @Test("A shadow scope inside a clip stays clipped")
    func shadowInClip() throws {
        let bmp = try RasterTest.render([
            .pushClip(.rect(Rect(x: 0, y: 0, width: 20, height: 40))),
            .pushShadow(Shadow(color: .black, radius: 6, x: 0, y: 0)),
            .fill(.rect(Rect(x: 10, y: 10, width: 8, height: 8)), .color(.white)),
            .pop, .pop,
        ], size: canvas, scale: 1)
        #expect(RasterTest.alpha(bmp, 19, 14) > 0)
        #expect(RasterTest.alpha(bmp, 21, 14) == 0)
        #expect(bmp.pixel(atX: 12, y: 12) == 0xFFFF_FFFF)
    }
}
