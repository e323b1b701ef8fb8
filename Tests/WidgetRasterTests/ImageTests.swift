import Testing
import WidgetCore
import WidgetRaster

@Suite("Images")
struct ImageTests {
    @Test("A 2x2 image scaled ×3 with no interpolation draws 3×3 blocks")
    func nearest() throws {
        let image = try #require(RasterTest.bitmap(width: 2, height: 2, [0xFF0000, 0x00FF00, 0x0000FF, 0xFFFFFF]))
        let bmp = try RasterTest.render([.image(ImageDraw(bitmap: image, rect: Rect(x: 0, y: 0, width: 2, height: 2), interpolation: .none))],
                                        size: Size(width: 4, height: 4), scale: 3)
        for (x, y, expected) in [(0, 0, 0xFFFF_0000), (2, 2, 0xFFFF_0000), (3, 0, 0xFF00_FF00), (5, 2, 0xFF00_FF00),
                                 (0, 3, 0xFF00_00FF), (2, 5, 0xFF00_00FF), (3, 3, 0xFFFF_FFFF), (5, 5, 0xFFFF_FFFF)] as [(Int, Int, UInt32)] {
            #expect(bmp.pixel(atX: x, y: y) == expected, "pixel (\(x), \(y))")
        }
        #expect(bmp.pixel(atX: 6, y: 0) == 0)
        #expect(bmp.pixel(atX: 0, y: 6) == 0)
    }

    @Test("High interpolation blends neighbours in the middle and keeps the padded ends")
    func high() throws {
        let image = try #require(RasterTest.bitmap(width: 2, height: 1, [0xFF0000, 0x0000FF]))
        let bmp = try RasterTest.render([.image(ImageDraw(bitmap: image, rect: Rect(x: 0, y: 0, width: 100, height: 10), interpolation: .high))],
                                        size: Size(width: 100, height: 10), scale: 1)
        let mid = RasterTest.argb(bmp, 50, 5)
        #expect(mid.a == 255 && mid.r > 60 && mid.b > 60)
        #expect(bmp.pixel(atX: 2, y: 5) == 0xFFFF_0000)
        #expect(bmp.pixel(atX: 97, y: 5) == 0xFF00_00FF)
        #expect(RasterTest.argb(bmp, 40, 5).r > RasterTest.argb(bmp, 60, 5).r)
    }

    @Test("High interpolation averages when shrinking: a fine checkerboard becomes mid gray")
    func highShrink() throws {
        let checker = (0..<64).map { i in (i % 8 + i / 8) % 2 == 0 ? UInt32(0x000000) : 0xFFFFFF }
        let image = try #require(RasterTest.bitmap(width: 8, height: 8, checker))
        let bmp = try RasterTest.render([.image(ImageDraw(bitmap: image, rect: Rect(x: 0, y: 0, width: 2, height: 2), interpolation: .high))],
                                        size: Size(width: 2, height: 2), scale: 1)
        for (x, y) in [(0, 0), (1, 1)] {
            let c = RasterTest.argb(bmp, x, y)
            #expect(c.a == 255 && abs(c.r - 128) <= 24 && c.r == c.g && c.g == c.b, "pixel (\(x), \(y)): \(c)")
        }
    }

    @Test("Each interpolation quality draws without error; an image rect past the canvas is clipped")
    func qualities() throws {
        let image = try #require(RasterTest.bitmap(width: 3, height: 3, Array(repeating: 0x336699, count: 9)))
        for q in [ImageDraw.Interpolation.none, .low, .medium, .high] {
            let bmp = try RasterTest.render([.image(ImageDraw(bitmap: image, rect: Rect(x: -5, y: -5, width: 30, height: 30), interpolation: q))],
                                            size: Size(width: 10, height: 10), scale: 2)
            #expect(bmp.pixel(atX: 10, y: 10) == 0xFF33_6699, "\(q)")
        }
    }
}
