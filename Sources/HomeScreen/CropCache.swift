import Foundation
import WidgetCore

/// The last few crops of one screenshot, so rendering the same slot again (a timeline, the
/// preview server, a benchmark) reuses the pixels instead of copying 2-4 MB each time. It lives
/// and dies with its ``Screenshot``; the crops it returns are the same `Bitmap` objects, so the
/// rasterizer's caches keyed by bitmap see them too.
final class CropCache: @unchecked Sendable {
    /// One per family size (small, medium, large): what a `--family all` render uses.
    static let capacity = 3

    private let lock = NSLock()
    private var entries: [(rect: PixelRect, bitmap: Bitmap)] = [] // most recent last

    /// The crop of `rect`, made by `make` when it is not cached.
    func crop(_ rect: PixelRect, make: () throws(HomeScreenError) -> Bitmap) throws(HomeScreenError) -> Bitmap {
        if let hit = lookUp(rect) { return hit }
        let made = try make()
        lock.lock()
        defer { lock.unlock() }
        if !entries.contains(where: { $0.rect == rect }) {
            if entries.count == Self.capacity { entries.removeFirst() }
            entries.append((rect, made))
        }
        return made
    }

    private func lookUp(_ rect: PixelRect) -> Bitmap? {
        lock.lock()
        defer { lock.unlock() }
        guard let index = entries.firstIndex(where: { $0.rect == rect }) else { return nil }
        let entry = entries.remove(at: index)
        entries.append(entry)
        return entry.bitmap
    }
}
