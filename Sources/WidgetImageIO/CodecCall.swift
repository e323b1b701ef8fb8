import CImageCodecs

/// Runs one `wr_…` C function with a message buffer and turns a failed status into an
/// ``ImageIOError``.
enum CodecCall {
    /// Calls `body` with a zeroed message buffer and its capacity; returns the status and the
    /// message the C side wrote.
    static func run(_ body: (UnsafeMutablePointer<CChar>, Int) -> wr_status) -> (status: wr_status, message: String) {
        var buffer = [CChar](repeating: 0, count: 512)
        let status = buffer.withUnsafeMutableBufferPointer { pointer -> wr_status in
            guard let base = pointer.baseAddress else { return WR_ERR_ARGUMENT }
            return body(base, pointer.count - 1) // the last byte always stays NUL
        }
        let text = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return (status, String(decoding: text, as: UTF8.self))
    }

    /// The error for a failed decode status (`header` gives the size for "too large").
    static func decodeError(_ status: wr_status, message: String, format: ImageFormat, source: String?,
                            header: ImageHeader?, maxPixels: Int) -> ImageIOError {
        switch status {
        case WR_ERR_TOO_LARGE:
            return .tooLarge(source: source, width: header?.width ?? 0, height: header?.height ?? 0, maxPixels: maxPixels)
        case WR_ERR_NO_MEMORY:
            return .corrupt(source: source, format: format, message: "out of memory while decoding")
        default:
            return .corrupt(source: source, format: format, message: message.isEmpty ? "unknown error (status \(status.rawValue))" : message)
        }
    }
}
