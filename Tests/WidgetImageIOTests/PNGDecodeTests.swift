import Testing
import WidgetCore
import WidgetImageIO

/// Every PNG color type and bit depth, from the fixtures written by Fixtures/make_fixtures.py
/// (which documents each file's samples). Expected values are premultiplied 0xAARRGGBB.
@Suite("PNG decoding")
struct PNGDecodeTests {
    func decode(_ name: String) throws -> Bitmap {
        try ImageDecoder.decode(Fixture.bytes(name), source: name)
    }

    @Test("8-bit palette with tRNS: per-entry alpha, entries past tRNS are opaque")
    func paletteWithTransparency() throws {
        let bitmap = try decode("palette_trns.png")
        #expect(bitmap.pixels == [argb(255, 255, 0, 0), argb(128, 0, 128, 0), 0, argb(255, 255, 255, 255)])
    }

    @Test("2-bit palette with a row that does not fill its last byte")
    func palette2Bit() throws {
        let bitmap = try decode("palette_2bit.png")
        #expect(bitmap.pixels == [argb(255, 100, 110, 120), argb(255, 70, 80, 90), argb(255, 40, 50, 60),
                                  argb(255, 10, 20, 30), argb(255, 100, 110, 120)])
    }

    @Test("1-bit gray expands to black and white")
    func gray1Bit() throws {
        let bitmap = try decode("gray_1bit.png")
        let black = argb(255, 0, 0, 0), white = argb(255, 255, 255, 255)
        #expect(bitmap.width == 10 && bitmap.height == 2)
        #expect(Array(bitmap.pixels[0..<10]) == Array(repeating: [white, black], count: 5).flatMap { $0 })
        #expect(Array(bitmap.pixels[10..<20]) == Array(repeating: white, count: 5) + Array(repeating: black, count: 5))
    }

    @Test("4-bit gray scales sample s to s × 17")
    func gray4Bit() throws {
        let bitmap = try decode("gray_4bit.png")
        #expect(bitmap.pixels == (UInt32(0)..<16).map { argb(255, $0 * 17, $0 * 17, $0 * 17) })
    }

    @Test("8-bit gray with a tRNS key makes that gray transparent")
    func grayWithTransparency() throws {
        #expect(try decode("gray_trns.png").pixels == [argb(255, 0, 0, 0), 0, argb(255, 255, 255, 255)])
    }

    @Test("8-bit gray + alpha is premultiplied (200 at alpha 100 → 78)")
    func grayAlpha() throws {
        #expect(try decode("gray_alpha.png").pixels == [argb(255, 200, 200, 200), argb(100, 78, 78, 78), 0])
    }

    @Test("16-bit gray + alpha rounds to 8 bits before premultiplying")
    func grayAlpha16Bit() throws {
        #expect(try decode("gray_alpha_16bit.png").pixels == [argb(255, 128, 128, 128), argb(128, 128, 128, 128)])
    }

    @Test("8-bit RGB is opaque and keeps channel order")
    func rgb() throws {
        #expect(try decode("rgb.png").pixels == [argb(255, 255, 0, 0), argb(255, 0, 255, 0),
                                                  argb(255, 0, 0, 255), argb(255, 1, 2, 3)])
    }

    @Test("8-bit RGB with a tRNS color key makes that color transparent")
    func rgbWithTransparency() throws {
        #expect(try decode("rgb_trns.png").pixels == [argb(255, 255, 0, 0), 0])
    }

    @Test("16-bit RGB: samples v × 257 become exactly v")
    func rgb16Bit() throws {
        #expect(try decode("rgb_16bit.png").pixels == [argb(255, 0x00, 0x80, 0xFF), argb(255, 0x12, 0x34, 0x56)])
    }

    @Test("8-bit RGBA is premultiplied (blue 255 at alpha 128 → 128)")
    func rgba() throws {
        #expect(try decode("rgba.png").pixels == [argb(255, 255, 128, 0), argb(128, 0, 0, 128)])
    }

    @Test("16-bit RGBA is rounded and premultiplied")
    func rgba16Bit() throws {
        #expect(try decode("rgba_16bit.png").pixels == [argb(128, 128, 0, 0)])
    }

    @Test("Adam7 interlaced 9×9 RGB puts every pass's pixels in place")
    func interlaced() throws {
        let bitmap = try decode("interlaced.png")
        let expected = (UInt32(0)..<9).flatMap { y in (UInt32(0)..<9).map { x in argb(255, x * 28, y * 28, (x + y) * 14) } }
        #expect(bitmap.width == 9 && bitmap.height == 9)
        #expect(bitmap.pixels == expected)
    }

    @Test("a complete image decodes even without its IEND chunk")
    func missingIEND() throws {
        let bytes = Fixture.bytes("rgb.png")
        #expect(try ImageDecoder.decode(Array(bytes.dropLast(12))).pixels == decode("rgb.png").pixels)
    }
}
