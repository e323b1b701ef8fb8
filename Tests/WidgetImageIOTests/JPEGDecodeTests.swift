import Testing
import WidgetCore
import WidgetImageIO

/// The JPEG fixtures are flat 8×8 blocks stored with DC coefficients only (see
/// Fixtures/make_fixtures.py), so grayscale and CMYK samples decode exactly and YCbCr colors to
/// within the rounding of the color conversion.
@Suite("JPEG decoding")
struct JPEGDecodeTests {
    /// Whether `pixel` is opaque and each channel is within `tolerance` of (r, g, b).
    func isClose(_ pixel: UInt32?, _ r: Int, _ g: Int, _ b: Int, tolerance: Int = 3) -> Bool {
        guard let pixel, pixel >> 24 == 0xFF else { return false }
        let channels = [Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF)]
        return zip(channels, [r, g, b]).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test("a YCbCr JPEG decodes to opaque red, green, blue and white quadrants")
    func colorQuadrants() throws {
        let bitmap = try ImageDecoder.decode(Fixture.bytes("color.jpg"))
        #expect(bitmap.width == 16 && bitmap.height == 16)
        #expect(bitmap.isOpaque)
        #expect(isClose(bitmap.pixel(atX: 3, y: 3), 255, 0, 0))
        #expect(isClose(bitmap.pixel(atX: 12, y: 3), 0, 255, 0))
        #expect(isClose(bitmap.pixel(atX: 3, y: 12), 0, 0, 255))
        #expect(isClose(bitmap.pixel(atX: 12, y: 12), 255, 255, 255))
    }

    @Test("a grayscale JPEG decodes to exact opaque grays")
    func grayscale() throws {
        let bitmap = try ImageDecoder.decode(Fixture.bytes("gray.jpg"))
        #expect(bitmap.width == 16 && bitmap.height == 8)
        #expect(bitmap.pixel(atX: 0, y: 0) == argb(255, 30, 30, 30))
        #expect(bitmap.pixel(atX: 15, y: 7) == argb(255, 200, 200, 200))
    }

    @Test("an Adobe (inverted) CMYK JPEG decodes to white, cyan and 50% gray")
    func adobeCMYK() throws {
        let bitmap = try ImageDecoder.decode(Fixture.bytes("cmyk_adobe.jpg"))
        #expect(bitmap.width == 24 && bitmap.height == 8)
        #expect(bitmap.pixel(atX: 4, y: 4) == argb(255, 255, 255, 255))
        #expect(bitmap.pixel(atX: 12, y: 4) == argb(255, 0, 255, 255))
        #expect(bitmap.pixel(atX: 20, y: 4) == argb(255, 127, 127, 127))
    }
}
