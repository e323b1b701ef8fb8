import CImageCodecs

/// How hard ``PNGEncoder`` compresses: a zlib level and a PNG row filter.
public struct PNGEncodingOptions: Sendable, Equatable {
    /// The PNG row filter applied before zlib compression.
    public enum Filter: Sendable, Equatable, CaseIterable {
        /// No filtering; fastest, fine for flat synthetic content.
        case none
        /// Difference to the pixel on the left.
        case sub
        /// Difference to the pixel above.
        case up
        /// Difference to the average of left and above.
        case average
        /// Paeth predictor; good on photos and gradients, slower.
        case paeth
        /// libpng picks one of the five per row (adaptive); smallest files, slowest.
        case adaptive

        var mask: Int32 {
            switch self {
            case .none: return Int32(WR_PNG_FILTER_NONE)
            case .sub: return Int32(WR_PNG_FILTER_SUB)
            case .up: return Int32(WR_PNG_FILTER_UP)
            case .average: return Int32(WR_PNG_FILTER_AVG)
            case .paeth: return Int32(WR_PNG_FILTER_PAETH)
            case .adaptive: return Int32(WR_PNG_FILTER_ALL)
            }
        }
    }

    /// Deflate compression level, 0 (store) ... 9 (smallest), on zlib's scale.
    public var compressionLevel: Int
    /// The row filter.
    public var filter: Filter

    /// Options with an explicit level (0...9, checked when encoding) and filter.
    public init(compressionLevel: Int, filter: Filter) {
        self.compressionLevel = compressionLevel
        self.filter = filter
    }

    /// The default: deflate level 1 with the Up filter, the fastest combination measured and
    /// smaller than None or Sub at the same level.
    ///
    /// The writer compresses with libdeflate, which halves the cost of zlib at level 1 on widget
    /// frames (the countdown example's 1014×474 RGBA frame with a photo background: 6.3–6.9 ms
    /// against 13.8 ms, C harness, same machine under load). The table below chose the level and
    /// filter; it was measured with libpng/zlib before the switch, and the ranking holds.
    ///
    /// Measured with `EncoderBenchmark` (`WIDGET_IMAGEIO_BENCHMARK=1 swift test -c release
    /// --filter EncoderBenchmark`) on a synthetic 1014×474 widget frame: gradients, transparent
    /// rounded corners, anti-aliased rings, glyph-like text strokes and a 220×354 noisy photo-like
    /// area. Release build, 2-core AMD EPYC VM, libpng 1.6.39, zlib 1.2.13; minimum thread CPU
    /// time of 10 runs (wall-clock minimums agreed within 1%). Milliseconds / KB:
    ///
    /// | level | none       | sub        | up         | paeth      | adaptive   |
    /// |-------|------------|------------|------------|------------|------------|
    /// | 1     | 10.9 / 339 | 9.3 / 289  | 8.9 / 269  | 11.8 / 287 | 17.3 / 275 |
    /// | 3     | 11.1 / 326 | 10.5 / 276 | 9.8 / 255  | 13.0 / 271 | 18.5 / 264 |
    /// | 6     | 17.9 / 295 | 23.0 / 245 | 22.5 / 237 | 25.0 / 240 | 31.4 / 238 |
    /// | 9     | 30.1 / 291 | 115 / 235  | 111 / 228  | 117 / 230  | 126 / 229  |
    ///
    /// Same frame, same machine: `cairo_surface_write_to_png` (level 6, adaptive) 33 ms / 238 KB;
    /// decoding the level-1 file 5 ms. About 1.5 ms of each encode is un-premultiplying and
    /// checksums (level 0). Up also beat Sub on a variant frame with vertical gradients.
    public static let fast = PNGEncodingOptions(compressionLevel: 1, filter: .up)

    /// For files kept or shipped: zlib level 9 with adaptive filtering, about 15% smaller than
    /// ``fast`` and 14× slower (229 vs 269 KB, 126 vs 8.9 ms in the table on ``fast``). Level 9
    /// Up was 1 KB smaller on that synthetic frame, but adaptive picks a filter per row and so
    /// holds up better on photographic content.
    public static let small = PNGEncodingOptions(compressionLevel: 9, filter: .adaptive)
}
