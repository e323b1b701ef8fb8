import Foundation
import WidgetCore

/// Decoded images kept in memory, keyed by file path or by content, within a byte budget.
///
/// - Files: a path is decoded once and served from memory while the file's size, modification
///   time (to the nanosecond), inode and device are unchanged; it is stat'ed on every call and
///   decoded again when anything changed.
/// - Data: keyed by a 64-bit content hash plus length; a hit also compares the bytes, so a hash
///   collision can never return the wrong image (which is why the source bytes are kept and
///   counted in the budget).
/// - Budget: decoded pixels (4 bytes each) plus kept source bytes. Least recently used entries
///   are evicted past the budget; an image larger than the whole budget is returned uncached.
///
/// Thread-safe: one lock guards the tables. Decoding runs outside the lock, so threads never
/// wait on each other's decodes; two threads missing on the same key at once both decode
/// (the later result replaces the earlier).
public final class ImageCache: @unchecked Sendable {
    /// A process-wide cache with a 256 MB budget and the default pixel limit.
    public static let shared = ImageCache()

    /// The most bytes kept (decoded pixels plus source bytes of content-keyed entries). Setting
    /// it lower drops the least recently used entries at once (a server sets it from its
    /// memory budget).
    public var byteBudget: Int {
        get { lock.withLock { budget } }
        set { lock.withLock { budget = max(0, newValue); evictOverBudget() } }
    }
    private var budget: Int
    /// The pixel limit passed to ``ImageDecoder``.
    public let maxPixels: Int

    private enum Key: Hashable {
        case file(String)
        case content(hash: UInt64, length: Int)
    }

    private enum Validator {
        case file(FileSignature)
        case content([UInt8])
    }

    private struct Entry {
        let bitmap: Bitmap
        let validator: Validator
        let cost: Int
        var lastUse: UInt64
    }

    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    private var clock: UInt64 = 0
    private var cachedBytes = 0
    private var decodes = 0
    private var hits = 0

    /// A cache holding at most `byteBudget` bytes, decoding with `maxPixels` as the limit.
    public init(byteBudget: Int = 256 << 20, maxPixels: Int = ImageDecoder.defaultMaxPixels) {
        self.budget = max(0, byteBudget)
        self.maxPixels = maxPixels
    }

    /// The decoded image at `path`, decoded again only if the file changed since last time.
    public func image(atPath path: String) throws(ImageIOError) -> Bitmap {
        let key = Key.file(path)
        if let signature = FileSignature.current(path: path), let bitmap = lookup(key, matching: .file(signature)) {
            return bitmap
        }
        do {
            let snapshot = try FileSnapshot.read(path: path)
            let bitmap = try decode(snapshot.bytes, source: path)
            store(bitmap, for: key, validator: .file(snapshot.signature), extraCost: 0)
            return bitmap
        } catch {
            remove(key)
            throw error
        }
    }

    /// The image at a file URL; see ``image(atPath:)``.
    public func image(at url: URL) throws(ImageIOError) -> Bitmap {
        try image(atPath: url.path(percentEncoded: false))
    }

    /// The decoded image for `data`, decoded once per distinct content. `source` names the data
    /// in errors.
    public func image(data: [UInt8], source: String? = nil) throws(ImageIOError) -> Bitmap {
        let key = Key.content(hash: ContentHash.hash64(data), length: data.count)
        if let bitmap = lookup(key, matching: .content(data)) { return bitmap }
        let bitmap = try decode(data, source: source)
        store(bitmap, for: key, validator: .content(data), extraCost: data.count)
        return bitmap
    }

    /// The decoded image for `data`; the same as the `[UInt8]` overload.
    public func image(data: Data, source: String? = nil) throws(ImageIOError) -> Bitmap {
        try image(data: [UInt8](data), source: source)
    }

    /// How many times this cache has run the decoder (misses, including failed decodes).
    public var decodeCount: Int { lock.withLock { decodes } }
    /// How many requests were served from memory.
    public var hitCount: Int { lock.withLock { hits } }
    /// How many images are cached.
    public var count: Int { lock.withLock { entries.count } }
    /// Bytes currently counted against ``byteBudget``.
    public var byteCount: Int { lock.withLock { cachedBytes } }

    /// Drops every entry (statistics are kept).
    public func removeAll() {
        lock.withLock {
            entries.removeAll()
            cachedBytes = 0
        }
    }

    private func decode(_ bytes: [UInt8], source: String?) throws(ImageIOError) -> Bitmap {
        lock.withLock { decodes += 1 }
        return try ImageDecoder.decode(bytes, source: source, maxPixels: maxPixels)
    }

    private func lookup(_ key: Key, matching validator: Validator) -> Bitmap? {
        lock.withLock {
            guard var entry = entries[key], Self.matches(entry.validator, validator) else { return nil }
            clock += 1
            entry.lastUse = clock
            entries[key] = entry
            hits += 1
            return entry.bitmap
        }
    }

    private static func matches(_ stored: Validator, _ wanted: Validator) -> Bool {
        switch (stored, wanted) {
        case let (.file(a), .file(b)):
            return a == b
        case let (.content(a), .content(b)):
            guard a.count == b.count else { return false }
            return a.withUnsafeBytes { x in
                b.withUnsafeBytes { y in
                    guard let p = x.baseAddress, let q = y.baseAddress else { return true } // both empty
                    return memcmp(p, q, x.count) == 0
                }
            }
        default:
            return false
        }
    }

    private func store(_ bitmap: Bitmap, for key: Key, validator: Validator, extraCost: Int) {
        let cost = bitmap.pixels.count * MemoryLayout<UInt32>.stride + extraCost
        lock.withLock {
            if let old = entries.removeValue(forKey: key) { cachedBytes -= old.cost }
            guard cost <= budget else { return }
            clock += 1
            entries[key] = Entry(bitmap: bitmap, validator: validator, cost: cost, lastUse: clock)
            cachedBytes += cost
            evictOverBudget()
        }
    }

    /// Drops least recently used entries until within the budget; call with the lock held.
    /// A linear scan per eviction: caches hold tens of images, not thousands.
    private func evictOverBudget() {
        while cachedBytes > budget, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            entries.removeValue(forKey: oldest.key)
            cachedBytes -= oldest.value.cost
        }
    }

    private func remove(_ key: Key) {
        lock.withLock {
            if let old = entries.removeValue(forKey: key) { cachedBytes -= old.cost }
        }
    }
}
