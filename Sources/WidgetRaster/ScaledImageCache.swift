import CCairo
import Foundation
import WidgetCore

/// Images already resampled to the device-pixel size they are drawn at.
///
/// A widget draws the same bitmap at the same size on every render (a background photo filling
/// the widget), and resampling it is most of the drawing cost: pixman's bilinear filter over a
/// 1014×474 px visible area takes longer than everything else in the countdown widget. So the
/// first draw resamples into a surface of exactly the destination's pixel size, and later draws
/// blit that surface 1:1. Only destinations aligned to whole device pixels use the cache (frames
/// are snapped, so that is the usual case); the result is the same pixels either way, to within
/// the rounding of one resampling pass.
///
/// Entries hold their bitmap, so a bitmap's identity cannot be reused by another object while
/// it is cached. The cache is bounded by bytes and drops the least recently used entries.
final class ScaledImageCache: @unchecked Sendable {
    static let shared = ScaledImageCache()

    /// The most bytes of resampled pixels kept: a widget's photo at one family's size for both
    /// schemes and the renders right after (a large widget's 1014x1062 px is 4.3 MB; one entry
    /// may take the whole budget). 64 MB, then 24 MB, held photos of a gallery run for nothing
    /// (each template's images are used by its own jobs, then never again) and were 20 MB of its
    /// 47 MB peak heap; with 8 MB the gallery runs as fast and peaks at 76 MB of RSS, not 92.
    static let byteBudget = 8 << 20

    struct Key: Hashable {
        let bitmap: ObjectIdentifier
        let width: Int
        let height: Int
        let filter: UInt32
    }

    private final class Entry {
        let bitmap: Bitmap
        let surface: OpaquePointer
        let bytes: Int
        var lastUse: UInt64
        init(bitmap: Bitmap, surface: OpaquePointer, bytes: Int, lastUse: UInt64) {
            self.bitmap = bitmap; self.surface = surface; self.bytes = bytes; self.lastUse = lastUse
        }
        deinit { cairo_surface_destroy(surface) }
    }

    /// Guards everything below; threads waiting for a resample in flight wait on it.
    private let condition = NSCondition()
    private var entries: [Key: Entry] = [:]
    /// Keys some thread is resampling now: another thread drawing the same image at the same
    /// size (the light and dark renders of one family, drawn at once on two cores) waits for
    /// that surface instead of resampling it a second time.
    private var inFlight: Set<Key> = []
    private var bytes = 0
    private var clock: UInt64 = 0

    /// A new reference to the surface for `key` (the caller destroys it): the cached one, the
    /// one another thread is making (waited for), or `make()`'s, which is then cached.
    func surface(for key: Key, bitmap: Bitmap, make: () -> OpaquePointer?) -> OpaquePointer? {
        condition.lock()
        while true {
            if let e = entries[key] {
                clock += 1
                e.lastUse = clock
                let surface = cairo_surface_reference(e.surface)
                condition.unlock()
                return surface
            }
            guard inFlight.contains(key) else { break }
            condition.wait()
        }
        inFlight.insert(key)
        condition.unlock()
        let made = make()
        condition.lock()
        inFlight.remove(key)
        if let made { store(made, for: key, bitmap: bitmap) }
        condition.broadcast()
        condition.unlock()
        return made
    }

    /// Keeps a resampled surface (its own reference), dropping the least recently used; called
    /// with the lock held.
    private func store(_ surface: OpaquePointer, for key: Key, bitmap: Bitmap) {
        let size = key.width * key.height * 4
        guard size <= Self.byteBudget else { return }
        clock += 1
        if let old = entries[key] { bytes -= old.bytes }
        entries[key] = Entry(bitmap: bitmap, surface: cairo_surface_reference(surface), bytes: size, lastUse: clock)
        bytes += size
        while bytes > Self.byteBudget, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            bytes -= oldest.value.bytes
            entries[oldest.key] = nil
        }
    }
}
