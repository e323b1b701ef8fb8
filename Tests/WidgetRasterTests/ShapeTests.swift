import Testing
import WidgetCore
import WidgetRaster

@Suite("Shapes")
struct ShapeTests {
    @Test("A filled rect covers its pixels at @3x and leaves the rest transparent")
    func filledRect() throws {
        let bmp = try RasterTest.render([.fill(.rect(Rect(x: 10, y: 10, width: 20, height: 10)), .color(RasterTest.red))],
                                        size: Size(width: 40, height: 40), scale: 3)
        #expect(bmp.width == 120 && bmp.height == 120)
        #expect(bmp.pixel(atX: 45, y: 45) == 0xFFFF_0000)   // inside
        #expect(bmp.pixel(atX: 30, y: 30) == 0xFFFF_0000)   // first pixel inside the top-left edge
        #expect(bmp.pixel(atX: 29, y: 45) == 0)             // just left of the edge
        #expect(bmp.pixel(atX: 89, y: 59) == 0xFFFF_0000)   // last pixel inside the bottom-right edge
        #expect(bmp.pixel(atX: 90, y: 45) == 0)
        #expect(bmp.pixel(atX: 5, y: 100) == 0)             // far outside
    }

    @Test("A rect on half-pixel edges at @1x gets half coverage on the edge")
    func halfPixelEdge() throws {
        let bmp = try RasterTest.render([.fill(.rect(Rect(x: 2.5, y: 2, width: 5, height: 4)), .color(.black))],
                                        size: Size(width: 10, height: 10), scale: 1)
        #expect(abs(RasterTest.alpha(bmp, 2, 3) - 128) <= 1)
        #expect(RasterTest.alpha(bmp, 4, 3) == 255)
        #expect(abs(RasterTest.alpha(bmp, 7, 3) - 128) <= 1)
        #expect(RasterTest.alpha(bmp, 8, 3) == 0)
    }

    @Test("A circle is opaque at its center, antialiased on its rim, transparent at the box corners")
    func circle() throws {
        let bmp = try RasterTest.render([.fill(.ellipse(in: Rect(x: 0, y: 0, width: 20, height: 20)), .color(RasterTest.blue))],
                                        size: Size(width: 20, height: 20), scale: 3)
        #expect(bmp.pixel(atX: 30, y: 30) == 0xFF00_00FF)
        #expect(bmp.pixel(atX: 1, y: 1) == 0)
        #expect(bmp.pixel(atX: 58, y: 58) == 0)
        #expect(bmp.pixel(atX: 1, y: 30) == 0xFF00_00FF)    // left rim, on the horizontal diameter
        // Diagonal at radius 30 px: 30 - 30/√2 ≈ 8.79 px in from each side.
        #expect(RasterTest.alpha(bmp, 7, 7) == 0)
        #expect(RasterTest.alpha(bmp, 10, 10) == 255)
        let rim = RasterTest.alpha(bmp, 8, 8)
        #expect(rim > 0 && rim < 255)
    }

    @Test("Continuous and circular rounded corners differ near the corner's tangent point")
    func continuousVersusCircular() throws {
        // Radius 100 pt: the circular corner meets the top edge at x = 100 pt; the continuous
        // one leaves the edge earlier (1.53 radii) and lies 2.6 pt below it at x = 83.3 pt,
        // where the circular arc is only 1.4 pt down.
        let rect = Rect(x: 0, y: 0, width: 400, height: 400)
        func render(_ style: RoundedCornerStyle) throws -> Bitmap {
            try RasterTest.render([.fill(.roundedRect(rect, cornerRadius: 100, style: style), .color(.black))],
                                  size: Size(width: 100, height: 100), scale: 3)
        }
        let continuous = try render(.continuous), circular = try render(.circular)
        // Pixel (250, 6): 83.3 pt across, 2.17 pt down.
        #expect(RasterTest.alpha(circular, 250, 6) == 255)
        #expect(RasterTest.alpha(continuous, 250, 6) == 0)
        // Beyond both corners the edge is straight and identical.
        #expect(RasterTest.alpha(continuous, 250, 9) == 255)
        #expect(RasterTest.alpha(circular, 299, 0) == 255)
        #expect(RasterTest.alpha(continuous, 299, 0) < 255)   // still easing in at 99.7 pt
        // The very corner is empty in both.
        #expect(RasterTest.alpha(continuous, 20, 20) == 0)
        #expect(RasterTest.alpha(circular, 20, 20) == 0)
    }

    @Test("A capsule has round ends: opaque middle and end centers, transparent box corners")
    func capsule() throws {
        let bmp = try RasterTest.render([.fill(.capsule(in: Rect(x: 0, y: 0, width: 100, height: 40)), .color(RasterTest.green))],
                                        size: Size(width: 100, height: 40), scale: 1)
        #expect(bmp.pixel(atX: 50, y: 20) == 0xFF00_FF00)
        #expect(bmp.pixel(atX: 1, y: 20) == 0xFF00_FF00)
        #expect(bmp.pixel(atX: 98, y: 20) == 0xFF00_FF00)
        #expect(bmp.pixel(atX: 50, y: 0) == 0xFF00_FF00)    // straight top edge
        #expect(bmp.pixel(atX: 1, y: 1) == 0)
        #expect(bmp.pixel(atX: 98, y: 38) == 0)
        #expect(RasterTest.alpha(bmp, 4, 4) == 0)           // outside the round end (pixel corner 21.2 pt from its center)
    }

    @Test("A stroke paints a band of lineWidth centered on the path, and dashes leave gaps")
    func stroke() throws {
        var line = Path()
        line.move(to: Point(x: 0, y: 10))
        line.line(to: Point(x: 40, y: 10))
        let solid = try RasterTest.render([.stroke(line, .color(.black), StrokeStyle(lineWidth: 2))],
                                          size: Size(width: 40, height: 20), scale: 3)
        #expect(RasterTest.alpha(solid, 60, 26) == 0)
        #expect(RasterTest.alpha(solid, 60, 27) == 255)
        #expect(RasterTest.alpha(solid, 60, 32) == 255)
        #expect(RasterTest.alpha(solid, 60, 33) == 0)

        let dashed = try RasterTest.render([.stroke(line, .color(.black), StrokeStyle(lineWidth: 2, dash: [4, 4]))],
                                           size: Size(width: 40, height: 20), scale: 1)
        #expect(RasterTest.alpha(dashed, 2, 10) == 255)
        #expect(RasterTest.alpha(dashed, 6, 10) == 0)
        #expect(RasterTest.alpha(dashed, 10, 10) == 255)

        let outline = try RasterTest.render([.stroke(.rect(Rect(x: 5, y: 5, width: 20, height: 20)), .color(RasterTest.red),
                                                     StrokeStyle(lineWidth: 2, lineJoin: .miter))],
                                            size: Size(width: 30, height: 30), scale: 1)
        #expect(outline.pixel(atX: 4, y: 4) == 0xFFFF_0000)  // mitered corner is filled
        #expect(outline.pixel(atX: 15, y: 15) == 0)          // the inside is not
    }

    @Test("A linear gradient has its stop colors at both ends and their mix in the middle")
    func linearGradient() throws {
        let gradient = LinearGradientPaint(stops: [GradientStop(color: RasterTest.red, location: 0),
                                                   GradientStop(color: RasterTest.blue, location: 1)],
                                           start: Point(x: 10, y: 0), end: Point(x: 90, y: 0))
        let bmp = try RasterTest.render([.fill(.rect(Rect(x: 0, y: 0, width: 100, height: 10)), .linearGradient(gradient))],
                                        size: Size(width: 100, height: 10), scale: 1)
        #expect(bmp.pixel(atX: 2, y: 5) == 0xFFFF_0000)     // padded before the start
        #expect(bmp.pixel(atX: 97, y: 5) == 0xFF00_00FF)    // padded after the end
        let mid = RasterTest.argb(bmp, 50, 5)
        #expect(mid.a == 255 && abs(mid.r - 126) <= 3 && abs(mid.b - 129) <= 3 && mid.g == 0)
        #expect(RasterTest.argb(bmp, 30, 5).r > RasterTest.argb(bmp, 70, 5).r)
    }

    /// A gradient-filled shape is drawn from the gradient baked once into an image on the fill's
    /// pixels (RenderPass.fill): the colours must stay where the gradient puts them in user space,
    /// also under a rotation, at a fractional origin and inside an opacity group.
    @Test("A gradient-filled circle keeps the gradient's colours at their user-space places, rotated, offset and in a group")
    func gradientFilledShape() throws {
        let gradient = Paint.linearGradient(LinearGradientPaint(stops: [GradientStop(color: RasterTest.red, location: 0),
                                                                        GradientStop(color: RasterTest.blue, location: 1)],
                                                                start: Point(x: 0, y: 10.5), end: Point(x: 0, y: 50.5)))
        let circle = Path.ellipse(in: Rect(x: 10.5, y: 10.5, width: 40, height: 40))
        let plain = try RasterTest.render([.fill(circle, gradient)], size: Size(width: 60, height: 60), scale: 2)
        let top = RasterTest.argb(plain, 61, 25), middle = RasterTest.argb(plain, 61, 61), bottom = RasterTest.argb(plain, 61, 97)
        #expect(top.a == 255 && top.r > 200 && top.b < 55)            // near the start: red
        #expect(middle.a == 255 && abs(middle.r - 128) <= 4 && abs(middle.b - 127) <= 4)
        #expect(bottom.a == 255 && bottom.b > 200 && bottom.r < 55)   // near the end: blue
        #expect(plain.pixel(atX: 22, y: 22) == 0)                     // outside the circle, inside its box
        // A half turn about the circle's centre: the red end is now at the bottom of the canvas.
        let turned = try RasterTest.render([.pushTransform(AffineMatrix(a: -1, b: 0, c: 0, d: -1, tx: 61, ty: 61)), .fill(circle, gradient), .pop],
                                           size: Size(width: 60, height: 60), scale: 2)
        #expect(RasterTest.argb(turned, 61, 97).r > 200 && RasterTest.argb(turned, 61, 25).b > 200)
        // In a translucent group the same colours come out at half alpha (premultiplied).
        let grouped = try RasterTest.render([.pushOpacity(0.5), .fill(circle, gradient), .pop], size: Size(width: 60, height: 60), scale: 2)
        let half = RasterTest.argb(grouped, 61, 61)
        #expect(abs(half.a - 128) <= 1 && abs(half.r - middle.r / 2) <= 2 && abs(half.b - middle.b / 2) <= 2)
    }
}
