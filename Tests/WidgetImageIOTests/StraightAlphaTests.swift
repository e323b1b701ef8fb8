import CImageCodecs
import Testing

/// Un-premultiplying, which both PNG writers do to every row with transparency, is a
/// multiplication by a per-alpha factor (png_rows.h). These tests hold it to the division it
/// replaces for every premultiplied value, on every code path.
@Suite("Straight alpha")
struct StraightAlphaTests {
    /// Every (alpha, channel) pair: red runs over all 256 values, green and blue over them in
    /// other orders, so each lane of a vector sees every pair too. Channels above their alpha
    /// (invalid premultiplied pixels) are included: they clamp to 255.
    static let pixels: [UInt32] = (0..<65_536).map { i in
        let a = UInt32(i >> 8), c = UInt32(i & 0xFF)
        return a << 24 | c << 16 | (255 - c) << 8 | (c &* 7 & 0xFF)
    }

    static func divided(_ c: UInt32, _ a: UInt32) -> UInt8 {
        a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a))
    }

    @Test("portable, AVX2 and AVX-512 un-premultiply every (alpha, channel) pair as min(255, (c * 255 + a / 2) / a)",
          arguments: [Int32(WR_PNG_PORTABLE), Int32(WR_PNG_AT_MOST_AVX2), 0])
    func everyPairMatchesTheDivision(flags: Int32) {
        var rgba = [UInt8](repeating: 0xAA, count: Self.pixels.count * 4)
        Self.pixels.withUnsafeBufferPointer { src in
            rgba.withUnsafeMutableBufferPointer { dst in
                wr_png_straight_row(src.baseAddress, dst.baseAddress, UInt32(src.count), flags)
            }
        }
        var mismatches = 0
        for (i, p) in Self.pixels.enumerated() {
            let a = p >> 24
            let expected = [Self.divided(p >> 16 & 0xFF, a), Self.divided(p >> 8 & 0xFF, a), Self.divided(p & 0xFF, a), UInt8(a)]
            if Array(rgba[(4 * i)..<(4 * i + 4)]) != expected { mismatches += 1 }
        }
        #expect(mismatches == 0)
        // Spot values: half-transparent mid-grey, a channel above its alpha, alpha 1.
        #expect(Array(rgba[(4 * 0x8040)..<(4 * 0x8041)]) == [128, 255, 255, 128])
        #expect(rgba[4 * 0x1050] == 255)
        #expect(Array(rgba[(4 * 0x0101)..<(4 * 0x0102)]) == [255, 255, 255, 1])
    }
}
