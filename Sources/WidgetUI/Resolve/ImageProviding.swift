import Foundation
import WidgetImageIO

/// Where `Image` gets its pixels. The default decodes files and data once per process through
/// `ImageCache`; tests and tools may supply their own.
public protocol ImageProviding: Sendable {
    /// The decoded image file at `path`.
    ///
    /// - Throws: When the file cannot be read or decoded.
    func bitmap(atPath path: String) throws -> Bitmap
    /// The image encoded in `data` (PNG, JPEG…).
    ///
    /// - Throws: When the bytes cannot be decoded.
    func bitmap(data: [UInt8]) throws -> Bitmap
}

/// Decodes through the shared `ImageCache`: a file is decoded again only when it changes.
public struct CachedImageProvider: ImageProviding {
    /// The cache images are decoded through.
    public let cache: ImageCache
    /// A provider that decodes through `cache` (the process-wide one by default).
    public init(cache: ImageCache = .shared) { self.cache = cache }
    public func bitmap(atPath path: String) throws -> Bitmap { try cache.image(atPath: path) }
    public func bitmap(data: [UInt8]) throws -> Bitmap { try cache.image(data: data) }
}
