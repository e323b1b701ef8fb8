import CImageCodecs
import Foundation
import WidgetCore

/// Encodes a premultiplied ARGB32 ``Bitmap`` as an 8-bit PNG.
///
/// Pixels are un-premultiplied; every valid premultiplied pixel (no channel above its alpha)
/// decodes back to exactly the same value. Opaque bitmaps are written as RGB, others as RGBA.
/// The file has an sRGB chunk and nothing time-dependent: the same pixels and options always
/// give the same bytes.
public enum PNGEncoder {
    /// The PNG bytes for `bitmap`. Throws `.encodeFailed` for a level outside 0...9.
    public static func encode(_ bitmap: Bitmap, options: PNGEncodingOptions = .fast) throws(ImageIOError) -> [UInt8] {
        guard (0...9).contains(options.compressionLevel) else {
            throw .encodeFailed(reason: "compression level \(options.compressionLevel) is outside 0...9")
        }
        guard let width = UInt32(exactly: bitmap.width), let height = UInt32(exactly: bitmap.height) else {
            throw .encodeFailed(reason: "\(bitmap.width)×\(bitmap.height) is too large for PNG")
        }
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        let result = bitmap.pixels.withUnsafeBufferPointer { pixels in
            CodecCall.run { message, capacity in
                wr_png_encode(pixels.baseAddress, width, height, Int32(options.compressionLevel),
                              options.filter.mask, &output, &size, message, capacity)
            }
        }
        defer { wr_free(output) }
        guard result.status == WR_OK, let output else {
            throw .encodeFailed(reason: result.message.isEmpty ? "status \(result.status.rawValue)" : result.message)
        }
        return [UInt8](UnsafeBufferPointer(start: output, count: size))
    }

    /// Encodes `bitmap` and writes it to `url` atomically (see ``AtomicFile``).
    public static func write(_ bitmap: Bitmap, to url: URL, options: PNGEncodingOptions = .fast) throws(ImageIOError) {
        try AtomicFile.write(encode(bitmap, options: options), to: url)
    }
}
