import Foundation
import WidgetImageIO

/// Where `Image` gets its pixels. The default decodes files and data once per process through
/// `ImageCache`; tests and tools may supply their own.
public protocol ImageProviding: Sendable {
    func bitmap(atPath path: String) throws -> Bitmap
    func bitmap(data: [UInt8]) throws -> Bitmap
}

/// Decodes through the shared `ImageCache`: a file is decoded again only when it changes.
public struct CachedImageProvider: ImageProviding {
    public let cache: ImageCache
    public init(cache: ImageCache = .shared) { self.cache = cache }
    public func bitmap(atPath path: String) throws -> Bitmap { try cache.image(atPath: path) }
    public func bitmap(data: [UInt8]) throws -> Bitmap { try cache.image(data: data) }
}
