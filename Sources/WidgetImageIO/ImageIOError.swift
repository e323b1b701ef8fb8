/// Everything that can go wrong reading, decoding, encoding or writing an image.
///
/// `source` is the file path (or another name the caller gave the data) when one is known; the
/// ``description`` names it and says what to do.
public enum ImageIOError: Error, Equatable, CustomStringConvertible {
    /// No file exists at `path`.
    case fileNotFound(path: String)
    /// The file exists but could not be read (permissions, a directory, an I/O error).
    case unreadable(path: String, reason: String)
    /// The data has zero bytes.
    case empty(source: String?)
    /// The bytes are neither PNG nor JPEG; `detected` says what they look like instead.
    case unsupportedFormat(source: String?, detected: String)
    /// The data starts like `format` but libpng/libjpeg could not decode it; `message` is theirs.
    case corrupt(source: String?, format: ImageFormat, message: String)
    /// The header declares more than `maxPixels` pixels; nothing was allocated for them.
    case tooLarge(source: String?, width: Int, height: Int, maxPixels: Int)
    /// PNG encoding failed (invalid options or out of memory).
    case encodeFailed(reason: String)
    /// Writing `path` failed; no partial file was left behind.
    case writeFailed(path: String, reason: String)

    /// One or two sentences: what happened to which file, and what to do about it.
    public var description: String {
        switch self {
        case let .fileNotFound(path):
            return "Image file not found: \(path). Check the path (relative paths resolve against the current directory)."
        case let .unreadable(path, reason):
            return "Cannot read image file \(path): \(reason). Check that it is a regular file and readable by this process."
        case let .empty(source):
            return "\(Self.name(source)) is empty (0 bytes). Re-export or re-download the image."
        case let .unsupportedFormat(source, detected):
            return "\(Self.name(source)) is not a supported image: it looks like \(detected). "
                + "Only PNG and JPEG are supported; convert it to PNG (or JPEG) first."
        case let .corrupt(source, format, message):
            return "\(Self.name(source)) is a corrupt or truncated \(format) (\(format.libraryName): \(message)). "
                + "Re-export the image, or check that the file was copied completely."
        case let .tooLarge(source, width, height, maxPixels):
            let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
            return "\(Self.name(source)) is too large: \(width)×\(height) = \(overflow ? "over \(Int.max)" : "\(pixels)") pixels, "
                + "over the limit of \(maxPixels). Scale it down (a widget needs at most a few million pixels) or raise maxPixels."
        case let .encodeFailed(reason):
            return "PNG encoding failed: \(reason)."
        case let .writeFailed(path, reason):
            return "Cannot write \(path): \(reason). Check that the directory exists and is writable; no partial file was left."
        }
    }

    private static func name(_ source: String?) -> String {
        source.map { "Image \($0)" } ?? "The image data"
    }
}
