import CImageCodecs
import Foundation
import WidgetCore

/// Encodes a premultiplied ARGB32 ``Bitmap`` as an 8-bit PNG.
///
/// Pixels are un-premultiplied; every valid premultiplied pixel (no channel above its alpha)
/// decodes back to exactly the same value. Opaque bitmaps are written as RGB, others as RGBA.
/// The file has an sRGB chunk and nothing time-dependent: the same pixels and options always
/// give the same bytes, on every machine and whatever its SIMD instructions.
///
/// Working buffers and compressors belong to the calling thread and are kept between calls, so
/// a warm encode allocates only the returned bytes. Safe to call from any number of threads.
public enum PNGEncoder {
    /// Whether `WIDGETRENDER_PNG_PORTABLE=1` forces the portable code for every encode.
    static let portableFromEnvironment = ProcessInfo.processInfo.environment["WIDGETRENDER_PNG_PORTABLE"] == "1"

    /// The PNG bytes for `bitmap`. Throws `.encodeFailed` for a libdeflate level outside 0...9.
    public static func encode(_ bitmap: Bitmap, options: PNGEncodingOptions = .fast) throws(ImageIOError) -> [UInt8] {
        if options.compressor == .libdeflate, !(0...9).contains(options.compressionLevel) {
            throw .encodeFailed(reason: "compression level \(options.compressionLevel) is outside 0...9")
        }
        guard let width = UInt32(exactly: bitmap.width), let height = UInt32(exactly: bitmap.height) else {
            throw .encodeFailed(reason: "\(bitmap.width)×\(bitmap.height) is too large for PNG")
        }
        let flags = portableFromEnvironment ? Int32(WR_PNG_PORTABLE) : options.codePath.flags
        var encoded: [UInt8] = []
        let result = bitmap.pixels.withUnsafeBufferPointer { pixels in
            CodecCall.run { message, capacity in
                var output: UnsafePointer<UInt8>?
                var size = 0
                let status = switch options.compressor {
                case .fast:
                    wr_png_encode_fast(pixels.baseAddress, width, height, flags, &output, &size, message, capacity)
                case .libdeflate:
                    wr_png_encode(pixels.baseAddress, width, height, Int32(options.compressionLevel),
                                  options.filter.mask, flags, &output, &size, message, capacity)
                }
                // The bytes live in this thread's scratch memory until its next encode: copy them now.
                if status == WR_OK, let output { encoded = Array(UnsafeBufferPointer(start: output, count: size)) }
                return status
            }
        }
        guard result.status == WR_OK, !encoded.isEmpty else {
            throw .encodeFailed(reason: result.message.isEmpty ? "status \(result.status.rawValue)" : result.message)
        }
        return encoded
    }

    /// Encodes `bitmap` and writes it to `url` atomically (see ``AtomicFile``).
    public static func write(_ bitmap: Bitmap, to url: URL, options: PNGEncodingOptions = .fast) throws(ImageIOError) {
        try AtomicFile.write(encode(bitmap, options: options), to: url)
    }
}
