/// What fetching one remote image gave.
public enum RemoteImageResult: Sendable {
    /// The decoded image, and where it came from.
    case success(Bitmap, origin: RemoteImageOrigin)
    /// Why there is no image.
    case failure(RemoteImageFailure)
}

/// Where a fetched image came from: the network, the loader's memory, or its disk cache.
public enum RemoteImageOrigin: String, Sendable {
    /// Downloaded now, from the loader's memory, or from its disk cache.
    case network, memory, disk
}

/// Why a remote image is not shown (the placeholder is, with a diagnostic).
public enum RemoteImageFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// No response within the timeout.
    case timedOut(seconds: Double)
    /// The server answered with a status other than 2xx.
    case httpStatus(Int)
    /// The body is larger than the loader's limit (announced or received).
    case tooLarge(limit: Int)
    /// The body is not a PNG or JPEG the decoder accepts.
    case notAnImage(String)
    /// Connection refused, DNS failure, TLS error, …
    case transport(String)
    /// A redirect the loader does not follow: too many, or to a scheme or address it refuses.
    case redirectRefused(String)
    /// The host is not among the loader's ``RemoteImageLoader/Configuration/allowedHosts``.
    case hostNotAllowed(String)

    public var description: String {
        switch self {
        case .timedOut(let s): return "no answer within \(JSONValue.format(s)) s"
        case .httpStatus(let code): return "the server answered HTTP \(code)"
        case .tooLarge(let limit): return "the image is larger than the \(limit)-byte limit"
        case .notAnImage(let why): return "the data is not a usable image (\(why))"
        case .transport(let why): return "the download failed (\(why))"
        case .redirectRefused(let why): return "the server redirected to \(why), which is not followed"
        case .hostNotAllowed(let host): return "images from \"\(host)\" are not allowed here (the server fetches only from its allowed hosts)"
        }
    }
}
