import Foundation
import Testing
import WidgetCore
import WidgetImageIO

/// The fast writer (issue 14): libpng decodes its output to exactly the input pixels, the bytes
/// do not depend on the CPU path or the thread, and it compresses the content widgets have.
@Suite("Fast PNG writer")
struct FastPNGEncoderTests {
    static let portable = PNGEncodingOptions(compressor: .fast, portable: true)

    /// Images that exercise every path: flat areas (runs longer than one 258-byte match), smooth
    /// gradients, noise (stored blocks), translucent and transparent pixels, odd sizes around the
    /// vector widths (16 and 64 pixels), heights that are not a multiple of the 32-row band,
    /// single rows and columns, and a band whose sampled rows mislead its literal counts.
    static func samples() -> [(name: String, bitmap: Bitmap)] {
        var random = SeededGenerator(seed: 14)
        func image(_ name: String, _ width: Int, _ height: Int, _ pixel: (Int, Int) -> UInt32) -> (String, Bitmap)? {
            let pixels = (0..<height).flatMap { y in (0..<width).map { x in pixel(x, y) } }
            return Bitmap(width: width, height: height, pixels: pixels).map { (name, $0) }
        }
        let noise = (0..<(301 * 77)).map { _ in UInt32.random(in: 0...UInt32.max, using: &random) | 0xFF00_0000 }
        let grain = (0..<(1014 * 40)).map { _ in UInt32.random(in: 0...6, using: &random) }
        let translucentNoise = (0..<(333 * 41)).map { _ -> UInt32 in
            let a = UInt32.random(in: 0...255, using: &random)
            let channel = { (UInt32.random(in: 0...255, using: &random) * a + 127) / 255 }
            return argb(a, channel(), channel(), channel())
        }
        let fullNoise = (0..<(512 * 64)).map { _ in UInt32.random(in: 0...0xFF_FFFF, using: &random) }
        let list: [(String, Bitmap)?] = [
            image("flat opaque 1014x474", 1014, 474) { _, _ in argb(255, 40, 80, 200) },
            image("flat transparent 500x33", 500, 33) { _, _ in 0 },
            image("horizontal gradient", 777, 50) { x, _ in argb(255, UInt32(x % 256), UInt32((x / 3) % 256), 90) },
            image("vertical gradient", 300, 129) { _, y in argb(255, 10, UInt32(y * 2 % 256), UInt32(255 - y % 256)) },
            image("noise", 301, 77) { x, y in noise[y * 301 + x] },
            image("grainy photo-like", 1014, 40) { x, y in
                let g = grain[y * 1014 + x]
                return argb(255, UInt32(120 + x % 60) + g, UInt32(60 + y) + g, 140 + g)
            },
            image("rounded corners over a photo", 400, 90) { x, y in
                let corner = (x < 12 && y < 12 && (12 - x) * (12 - x) + (12 - y) * (12 - y) > 144)
                let edge = x == 12 || y == 12
                return corner ? 0 : edge ? argb(128, 64, 32, 100) : argb(255, UInt32(x % 200), UInt32(y * 2), 70)
            },
            image("stripes with repeats", 257, 31) { x, y in (x / 5 + y / 3) % 2 == 0 ? argb(255, 255, 255, 255) : argb(200, 20, 40, 60) },
            image("translucent noise", 333, 41) { x, y in translucentNoise[y * 333 + x] },
            image("short repeats", 65, 17) { x, y in (x / 4) % 2 == 0 ? argb(255, 255, 255, 255) : argb(255, UInt32(x * y % 256), 9, 9) },
            image("63 wide", 63, 5) { x, y in argb(255, UInt32(x * 4), UInt32(y * 9), 3) },
            image("64 wide", 64, 3) { x, _ in x % 3 == 0 ? 0 : argb(255, UInt32(x), 1, 2) },
            // Rows 0-2 and 18 of each band are nearly flat, the others noise: the rows the writer
            // counts say "short codes", the block would outgrow a stored one and is written again
            // stored.
            image("sampled rows mislead", 512, 64) { x, y in
                let row = y % 32
                let quiet = row < 3 || row == 18
                return 0xFF00_0000 | (quiet ? UInt32(x % 4) * 0x01_0101 : fullNoise[y * 512 + x])
            },
            // Flat text: glyph-like blots repeated along rows at many spacings (the matches
            // between runs reach back 3 bytes to 32 KiB, every distance code and extra bit).
            image("repeated glyphs on flat colour", 700, 90) { x, y in
                let cell = 7 + (y / 10) * 13, inGlyph = x % cell < 5 && y % 10 < 7
                let shade = UInt32((x % cell) * 30 + (y % 10) * 10)
                return inGlyph ? argb(255, shade, 255 - shade, 90) : argb(255, 250, 250, 245)
            },
            image("repeated glyphs, translucent", 333, 77) { x, y in
                let inGlyph = (x / 3) % 11 < 4 && y % 9 < 6
                return inGlyph ? argb(200, UInt32(x % 3 * 60), UInt32(y % 9 * 20), 40) : (x + y) % 97 == 0 ? 0 : argb(255, 20, 20, 20)
            },
            image("one pixel", 1, 1) { _, _ in argb(90, 30, 20, 10) },
            image("one row", 999, 1) { x, _ in argb(255, UInt32(x % 7) * 30, 0, 0) },
            image("one column", 1, 70) { _, y in argb(255, 0, UInt32(y % 5) * 50, 0) },
        ]
        return list.compactMap { $0.map { (name: $0.0, bitmap: $0.1) } }
    }

    @Test("libpng decodes every sample to exactly the input pixels")
    func roundTrips() throws {
        for sample in Self.samples() {
            let png = try PNGEncoder.encode(sample.bitmap)
            let decoded = try ImageDecoder.decode(png)
            #expect(decoded.width == sample.bitmap.width && decoded.height == sample.bitmap.height, "\(sample.name)")
            #expect(decoded.pixels == sample.bitmap.pixels, "\(sample.name)")
            #expect(pngChunkTypes(png) == ["IHDR", "sRGB", "IDAT", "IEND"], "\(sample.name)")
        }
    }

    @Test("the portable and AVX2 paths write the same bytes as the fastest one")
    func portableGivesSameBytes() throws {
        var atMostAVX2 = PNGEncodingOptions.fast
        atMostAVX2.codePath = .atMostAVX2
        for sample in Self.samples() {
            let fast = try PNGEncoder.encode(sample.bitmap)
            let portable = try PNGEncoder.encode(sample.bitmap, options: Self.portable)
            #expect(fast == portable, "\(sample.name)")
            #expect(try PNGEncoder.encode(sample.bitmap, options: atMostAVX2) == portable, "\(sample.name)")
        }
        // The compact writer shares the row code, so it is held to the same rule.
        let bitmap = try #require(Self.samples().first { $0.name == "grainy photo-like" }?.bitmap)
        let compactPortable = PNGEncodingOptions(compressionLevel: 9, filter: .adaptive, portable: true)
        #expect(try PNGEncoder.encode(bitmap, options: .compact) == PNGEncoder.encode(bitmap, options: compactPortable))
    }

    @Test("sixteen concurrent encodes of one image on many threads give identical bytes")
    func sameBytesOnEveryThread() async throws {
        let bitmap = try #require(Self.samples().first { $0.name == "rounded corners over a photo" }?.bitmap)
        let reference = try PNGEncoder.encode(bitmap)
        let results = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<16 { group.addTask { try PNGEncoder.encode(bitmap) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 16)
        #expect(results.allSatisfy { $0 == reference })
    }

    @Test("a flat frame shrinks to a few KB and noise is stored with little overhead")
    func sizes() throws {
        let samples = Self.samples()
        let flat = try #require(samples.first { $0.name == "flat opaque 1014x474" }?.bitmap)
        #expect(try PNGEncoder.encode(flat).count < 4_000)
        let noise = try #require(samples.first { $0.name == "noise" }?.bitmap)
        let raw = (noise.width * 3 + 1) * noise.height
        let size = try PNGEncoder.encode(noise).count
        #expect(size > raw && size < raw + raw / 100 + 200)
        // Written again as stored blocks rather than as larger Huffman ones.
        let misled = try #require(samples.first { $0.name == "sampled rows mislead" }?.bitmap)
        let misledRaw = (misled.width * 3 + 1) * misled.height
        #expect(try PNGEncoder.encode(misled).count < misledRaw + misledRaw / 100 + 200)
    }
}
