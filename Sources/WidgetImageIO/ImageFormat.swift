/// The image formats WidgetImageIO decodes, recognized by their first bytes (not by file name).
public enum ImageFormat: String, Sendable, CustomStringConvertible {
    /// PNG: starts with `89 50 4E 47 0D 0A 1A 0A`.
    case png
    /// JPEG (JFIF, Exif, Adobe): starts with `FF D8 FF`.
    case jpeg

    /// The format whose signature `bytes` start with, or nil when it is neither PNG nor JPEG.
    public static func detect(_ bytes: [UInt8]) -> ImageFormat? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        return nil
    }

    /// "PNG" or "JPEG".
    public var description: String { rawValue.uppercased() }

    var libraryName: String {
        switch self {
        case .png: return "libpng"
        case .jpeg: return "libjpeg"
        }
    }
}
