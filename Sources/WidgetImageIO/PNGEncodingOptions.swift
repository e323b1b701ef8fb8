import CImageCodecs

/// How ``PNGEncoder`` compresses: the fast writer (the default) or libdeflate with a level and a
/// PNG row filter (for the smallest files).
public struct PNGEncodingOptions: Sendable, Equatable {
    /// Which deflate implementation writes the image data.
    public enum Compressor: Sendable, Equatable {
        /// WidgetRender's own deflate stream, shaped for widget images (`png_fast.c`): per band of
        /// 32 rows the cheapest of the Sub, Up and Paeth filters, runs of a repeated pixel sent
        /// as matches, everything else as literals with Huffman codes fitted to the band.
        /// ``compressionLevel`` and ``filter`` do not apply.
        case fast
        /// libdeflate at ``compressionLevel`` with ``filter``.
        case libdeflate
    }

    /// The PNG row filter applied before libdeflate compression.
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
        /// One of the five per row (libpng's heuristic); smallest files, slowest.
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

    /// Which builds of the CPU-specific code may run. Every one writes the same bytes.
    public enum CodePath: Sendable, Equatable, CaseIterable {
        /// The fastest this CPU runs: AVX-512 (with VBMI), else AVX2, else the portable code.
        case fastest
        /// At most AVX2, even where AVX-512 runs.
        case atMostAVX2
        /// Only the portable C code.
        case portable

        var flags: Int32 {
            switch self {
            case .fastest: return 0
            case .atMostAVX2: return Int32(WR_PNG_AT_MOST_AVX2)
            case .portable: return Int32(WR_PNG_PORTABLE)
            }
        }
    }

    /// The deflate implementation.
    public var compressor: Compressor
    /// libdeflate's compression level, 0 (store) ... 9 (smallest), on zlib's scale.
    public var compressionLevel: Int
    /// The row filter for libdeflate.
    public var filter: Filter
    /// Which SIMD builds may run. The bytes are the same for every path; this exists to test
    /// that, and to rule the SIMD code out when chasing a bug. The `WIDGETRENDER_PNG_PORTABLE=1`
    /// environment variable makes every encode portable.
    public var codePath: CodePath = .fastest

    /// Whether only the portable C code runs (``codePath`` is ``CodePath/portable``).
    public var portable: Bool {
        get { codePath == .portable }
        set { codePath = newValue ? .portable : .fastest }
    }

    /// libdeflate with an explicit level (0...9, checked when encoding) and filter.
    public init(compressionLevel: Int, filter: Filter, portable: Bool = false) {
        self.compressor = .libdeflate
        self.compressionLevel = compressionLevel
        self.filter = filter
        self.portable = portable
    }

    /// Options with `compressor`; the level and filter matter only for ``Compressor/libdeflate``.
    public init(compressor: Compressor, compressionLevel: Int = 9, filter: Filter = .adaptive, portable: Bool = false) {
        self.compressor = compressor
        self.compressionLevel = compressionLevel
        self.filter = filter
        self.portable = portable
    }

    /// The default: the fast writer. On the medium peer scene (`Benchmarks/`) it encodes in a
    /// fraction of libdeflate level 1's time with Up filtering, the previous default, for a
    /// somewhat larger file; the numbers are in `Benchmarks/results-*.md`.
    public static let fast = PNGEncodingOptions(compressor: .fast)

    /// For files kept or shipped: libdeflate level 9 with adaptive filtering, the smallest files
    /// and several times slower than ``fast``. Adaptive picks a filter per row and so holds up
    /// better on photographic content than any single filter.
    public static let compact = PNGEncodingOptions(compressionLevel: 9, filter: .adaptive)

    /// The former name of ``compact``.
    public static let small = compact
}
