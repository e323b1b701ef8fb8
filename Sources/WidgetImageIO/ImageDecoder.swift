import CImageCodecs
import Foundation
import WidgetCore

/// Decodes PNG and JPEG into premultiplied ARGB32 ``Bitmap``s.
///
/// PNG: every color type and bit depth, tRNS transparency, Adam7 interlacing; 16-bit samples
/// are rounded to 8 bits. JPEG: grayscale, YCbCr, RGB and (approximately) CMYK, decoded opaque.
/// No gamma or ICC conversion is applied. The header is checked against `maxPixels` before
/// any pixel memory is allocated, so a 100000×100000 bomb fails at once.
public enum ImageDecoder {
    /// The default pixel limit: 40 million pixels (160 MB decoded), far above any widget asset.
    public static let defaultMaxPixels = 40_000_000

    /// Decodes PNG or JPEG `bytes`. `source` (usually the file path) names the data in errors.
    public static func decode(_ bytes: [UInt8], source: String? = nil,
                              maxPixels: Int = defaultMaxPixels) throws(ImageIOError) -> Bitmap {
        let header = try ImageHeader.read(from: bytes, source: source)
        let limit = max(0, maxPixels)
        guard header.pixelCount <= limit else {
            throw .tooLarge(source: source, width: header.width, height: header.height, maxPixels: limit)
        }
        let count = header.pixelCount
        var result: (status: wr_status, message: String) = (WR_ERR_ARGUMENT, "")
        var width: UInt32 = 0
        var height: UInt32 = 0
        let pixels = [UInt32](unsafeUninitializedCapacity: count) { output, initialized in
            result = bytes.withUnsafeBufferPointer { input in
                CodecCall.run { message, capacity in
                    switch header.format {
                    case .png:
                        return wr_png_decode(input.baseAddress, input.count, UInt64(limit), output.baseAddress, count,
                                             &width, &height, message, capacity)
                    case .jpeg:
                        return wr_jpeg_decode(input.baseAddress, input.count, UInt64(limit), output.baseAddress, count,
                                              &width, &height, message, capacity)
                    }
                }
            }
            // Trivial UInt32 elements: on failure, reporting 0 initialized is always safe.
            initialized = result.status == WR_OK ? count : 0
        }
        guard result.status == WR_OK else {
            throw CodecCall.decodeError(result.status, message: result.message, format: header.format,
                                        source: source, header: header, maxPixels: limit)
        }
        guard Int(width) == header.width, Int(height) == header.height,
              let bitmap = Bitmap(width: header.width, height: header.height, pixels: pixels) else {
            throw .corrupt(source: source, format: header.format, message: "decoded size differs from the header")
        }
        return bitmap
    }

    /// Decodes PNG or JPEG `data`; the same as the `[UInt8]` overload.
    public static func decode(_ data: Data, source: String? = nil,
                              maxPixels: Int = defaultMaxPixels) throws(ImageIOError) -> Bitmap {
        try decode([UInt8](data), source: source, maxPixels: maxPixels)
    }

    /// Reads and decodes the file at `path`; errors name the path. Uncached: see ``ImageCache``.
    public static func decode(contentsOfFile path: String,
                              maxPixels: Int = defaultMaxPixels) throws(ImageIOError) -> Bitmap {
        try decode(FileSnapshot.read(path: path).bytes, source: path, maxPixels: maxPixels)
    }
}
