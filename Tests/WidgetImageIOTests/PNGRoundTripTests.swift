import Testing
import WidgetCore
import WidgetImageIO

@Suite("PNG encode → decode")
struct PNGRoundTripTests {
    /// Offset of the IHDR color type byte: 8 signature + 8 chunk header + 4 width + 4 height + 1 depth.
    static let colorTypeOffset = 25

    @Test("an opaque bitmap survives exactly and is written as 8-bit RGB")
    func opaqueRoundTrip() throws {
        var random = SeededGenerator(seed: 1)
        let pixels = (0..<(37 * 23)).map { _ in 0xFF00_0000 | UInt32.random(in: 0...0xFF_FFFF, using: &random) }
        let bitmap = try #require(Bitmap(width: 37, height: 23, pixels: pixels))

        let png = try PNGEncoder.encode(bitmap)
        #expect(png[24] == 8) // bit depth
        #expect(png[Self.colorTypeOffset] == 2) // RGB
        let decoded = try ImageDecoder.decode(png)
        #expect(decoded.width == 37 && decoded.height == 23)
        #expect(decoded.pixels == pixels)
    }

    /// Un-premultiplying rounds c * 255 / a, and decoding rounds it back times a / 255; the error
    /// is below (a - 1) / 510 < 0.5, so every *valid* premultiplied pixel (each channel ≤ alpha,
    /// and alpha 0 only with black) comes back bit for bit. This checks all 32,896 of them.
    @Test("every valid premultiplied pixel survives exactly and translucency is written as RGBA")
    func translucentRoundTrip() throws {
        var pixels: [UInt32] = []
        for alpha in UInt32(0)...255 {
            for channel in UInt32(0)...alpha {
                pixels.append(argb(alpha, channel, alpha - channel, channel / 2))
            }
        }
        let width = 256
        pixels += Array(repeating: argb(255, 9, 9, 9), count: (width - pixels.count % width) % width)
        let bitmap = try #require(Bitmap(width: width, height: pixels.count / width, pixels: pixels))

        let png = try PNGEncoder.encode(bitmap)
        #expect(png[Self.colorTypeOffset] == 6) // RGBA
        #expect(try ImageDecoder.decode(png).pixels == pixels)
    }

    @Test("invalid premultiplied input is normalized: channels clamp to alpha, alpha 0 becomes 0")
    func invalidPremultipliedInput() throws {
        let bitmap = try #require(Bitmap(width: 3, height: 1, pixels: [0x40FF_0000, 0x00FF_00FF, 0x8080_8080]))
        let decoded = try ImageDecoder.decode(PNGEncoder.encode(bitmap))
        #expect(decoded.pixels == [0x4040_0000, 0x0000_0000, 0x8080_8080])
    }

    @Test("the same pixels give the same bytes, with an sRGB chunk and no tIME chunk")
    func deterministicOutput() throws {
        var random = SeededGenerator(seed: 2)
        let pixels = (0..<(64 * 16)).map { _ in Bool.random(using: &random) ? argb(128, 64, 32, 0) : argb(255, 200, 100, 50) }
        let bitmap = try #require(Bitmap(width: 64, height: 16, pixels: pixels))
        for options in [PNGEncodingOptions.fast, .small] {
            let first = try PNGEncoder.encode(bitmap, options: options)
            let second = try PNGEncoder.encode(try #require(Bitmap(width: 64, height: 16, pixels: pixels)), options: options)
            #expect(first == second)
            #expect(pngChunkTypes(first) == ["IHDR", "sRGB", "IDAT", "IEND"])
        }
    }

    @Test("every filter and compression level decodes to the same pixels")
    func everyOptionRoundTrips() throws {
        var random = SeededGenerator(seed: 3)
        let pixels = (0..<(20 * 10)).map { index in
            index % 7 == 0 ? argb(100, 50, 100, 0) : 0xFF00_0000 | UInt32.random(in: 0...0xFF_FFFF, using: &random)
        }
        let bitmap = try #require(Bitmap(width: 20, height: 10, pixels: pixels))
        for filter in PNGEncodingOptions.Filter.allCases {
            for level in [0, 1, 6, 9] {
                let png = try PNGEncoder.encode(bitmap, options: PNGEncodingOptions(compressionLevel: level, filter: filter))
                #expect(try ImageDecoder.decode(png).pixels == pixels, "filter \(filter), level \(level)")
            }
        }
    }

    @Test("a compression level outside 0...9 is an encode error that names the level")
    func invalidLevel() throws {
        let bitmap = try #require(Bitmap(width: 1, height: 1, fill: 0xFF00_0000))
        let error = #expect(throws: ImageIOError.self) {
            try PNGEncoder.encode(bitmap, options: PNGEncodingOptions(compressionLevel: 12, filter: .none))
        }
        #expect(error == .encodeFailed(reason: "compression level 12 is outside 0...9"))
    }

    @Test("PNGEncoder.write puts a decodable PNG on disk")
    func writeToFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let bitmap = try #require(Bitmap(width: 2, height: 2, fill: argb(255, 1, 2, 3)))
        let url = directory.file("out.png")
        try PNGEncoder.write(bitmap, to: url)
        #expect(try ImageDecoder.decode(contentsOfFile: url.path).pixels == bitmap.pixels)
        #expect(directory.contents() == ["out.png"])
    }
}
