import CImageCodecs
import Foundation

/// An image's format and pixel size, read from its first bytes without decoding pixels.
public struct ImageHeader: Sendable, Equatable {
    /// The format the magic bytes name.
    public let format: ImageFormat
    /// Width in pixels (at least 1).
    public let width: Int
    /// Height in pixels (at least 1).
    public let height: Int

    /// A header with the given values.
    public init(format: ImageFormat, width: Int, height: Int) {
        self.format = format
        self.width = width
        self.height = height
    }

    /// `width * height`, saturating instead of overflowing.
    public var pixelCount: Int {
        let (product, overflow) = width.multipliedReportingOverflow(by: height)
        return overflow ? Int.max : product
    }

    /// Reads the header of PNG (signature + IHDR) or JPEG (markers up to the frame header) bytes.
    /// Throws `.empty`, `.unsupportedFormat` or `.corrupt`; `source` names the data in errors.
    public static func read(from bytes: [UInt8], source: String? = nil) throws(ImageIOError) -> ImageHeader {
        guard !bytes.isEmpty else { throw .empty(source: source) }
        guard let format = ImageFormat.detect(bytes) else {
            throw .unsupportedFormat(source: source, detected: FormatSniffer.describe(bytes))
        }
        var width: UInt32 = 0
        var height: UInt32 = 0
        let result = bytes.withUnsafeBufferPointer { input in
            CodecCall.run { message, capacity in
                switch format {
                case .png: return wr_png_read_header(input.baseAddress, input.count, &width, &height, message, capacity)
                case .jpeg: return wr_jpeg_read_header(input.baseAddress, input.count, &width, &height, message, capacity)
                }
            }
        }
        guard result.status == WR_OK, width > 0, height > 0 else {
            throw CodecCall.decodeError(result.status, message: result.message, format: format, source: source,
                                        header: nil, maxPixels: 0)
        }
        return ImageHeader(format: format, width: Int(width), height: Int(height))
    }

    /// ``read(from:source:)`` for `Data`.
    public static func read(from data: Data, source: String? = nil) throws(ImageIOError) -> ImageHeader {
        try read(from: [UInt8](data), source: source)
    }

    /// Reads the header of the file at `path` (the path names the file in errors).
    public static func read(contentsOfFile path: String) throws(ImageIOError) -> ImageHeader {
        try read(from: FileSnapshot.read(path: path).bytes, source: path)
    }
}
