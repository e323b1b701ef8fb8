import Foundation

/// An image snapshot: the pixels of a render, or the bytes of a reference file.
///
/// Pixels are encoded (as a small PNG) only when a file is written, and a reference is decoded
/// only when it is compared, so a passing comparison costs one decode and one `memcmp`.
public struct WidgetSnapshotImage: Sendable {
    enum Storage: Sendable {
        case pixels(Bitmap)
        case file(Data)
    }

    let storage: Storage

    /// The snapshot of rendered pixels.
    public init(bitmap: Bitmap) { storage = .pixels(bitmap) }

    /// The snapshot stored in a reference file (PNG bytes, possibly damaged).
    public init(pngData: Data) { storage = .file(pngData) }

    /// The PNG bytes: the file's own, or the pixels encoded with `PNGEncodingOptions/small`.
    public func pngData(options: PNGEncodingOptions = .small) -> Data {
        switch storage {
        case .file(let data): return data
        case .pixels(let bitmap):
            // A valid bitmap always encodes; an empty file would then fail to decode, loudly.
            return (try? PNGEncoder.encode(bitmap, options: options)).map { Data($0) } ?? Data()
        }
    }

    /// The decoded pixels, or a sentence saying why there are none.
    public func decoded() -> Result<Bitmap, UndecodableSnapshot> {
        switch storage {
        case .pixels(let bitmap): return .success(bitmap)
        case .file(let data):
            do {
                return .success(try ImageDecoder.decode(data, source: "the reference"))
            } catch {
                var reason = "\(error)"
                if data.isEmpty {
                    reason = "the file is empty"
                } else if data.starts(with: Data("version https://git-lfs".utf8)) {
                    reason = "the file is a Git LFS pointer, not the image; run `git lfs pull`"
                }
                return .failure(UndecodableSnapshot(reason: reason))
            }
        }
    }
}

/// A reference file that is not a readable PNG.
public struct UndecodableSnapshot: Error, Sendable, CustomStringConvertible {
    /// Why, e.g. "the file is empty".
    public var reason: String
    public var description: String { reason }
}
