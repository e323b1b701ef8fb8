import CImageCodecs

/// Runs one `wr_…` C function with a message buffer and turns a failed status into an
/// ``ImageIOError``.
enum CodecCall {
    /// Calls `body` with a zeroed message buffer and its capacity; returns the status and the
    /// message the C side wrote.
    static func run(_ body: (UnsafeMutablePointer<CChar>, Int) -> wr_status) -> (status: wr_status, message: String) {
        // On the stack: a call that succeeds allocates nothing for its message.
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 512) { buffer -> (status: wr_status, message: String) in
            guard let base = buffer.baseAddress else { return (WR_ERR_ARGUMENT, "") }
            base.initialize(repeating: 0, count: buffer.count)
            let status = body(base, buffer.count - 1) // the last byte always stays NUL
            guard status != WR_OK else { return (status, "") }
            return (status, String(cString: base))
        }
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
