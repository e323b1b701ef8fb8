import Foundation

/// Blurred shadow masks already worked out, by the alpha they were blurred from.
///
/// The cells of a matrix that differ only in colour (light and dark, tinted, clear) draw the
/// same shapes, so a shadow's ink, and with it its blurred mask, is the same in each; only the
/// shadow's colour differs, and that is applied when the mask is painted. The key is the whole
/// input of the blur (the ink's alpha as ``ShadowMask`` reads it, the box radii, the factor and
/// the sub-pixel shift), compared byte for byte, so a hit is exactly the mask the blur would
/// make. Bounded by bytes; the least recently used masks go first.
final class ShadowMaskCache: @unchecked Sendable {
    static let shared = ShadowMaskCache()

    /// At most this many bytes of inputs and masks (a 338 pt wide card's shadow at 3x is about
    /// 1 MB of mask and input together); a mask larger than a quarter of it is not kept.
    static let byteBudget = 4 << 20

    struct Input: Equatable {
        let alpha: [UInt8]
        let width: Int
        let height: Int
        let radii: [Int]
        let factor: Int
        let shiftX: Double
        let shiftY: Double
    }

    private struct Entry {
        let input: Input
        let mask: ShadowMask
        var bytes: Int { input.alpha.count + mask.alpha.count }
    }

    private let lock = NSLock()
    /// Most recently used last.
    private var entries: [Entry] = []
    private var bytes = 0

    /// The mask blurred from `input`, if one is kept.
    func mask(for input: Input) -> ShadowMask? {
        lock.withLock {
            guard let i = entries.lastIndex(where: { $0.input == input }) else { return nil }
            let entry = entries.remove(at: i)
            entries.append(entry)
            return entry.mask
        }
    }

    /// Keeps `mask`, blurred from `input`.
    func store(_ mask: ShadowMask, for input: Input) {
        let entry = Entry(input: input, mask: mask)
        guard entry.bytes <= Self.byteBudget / 4 else { return }
        lock.withLock {
            entries.append(entry)
            bytes += entry.bytes
            while bytes > Self.byteBudget, !entries.isEmpty { bytes -= entries.removeFirst().bytes }
        }
    }
}
