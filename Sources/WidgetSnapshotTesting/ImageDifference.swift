import Foundation

/// How an image differs from its reference, pixel by pixel: counts, the largest ΔE and where
/// the changes are. Compare with ``compare(reference:actual:tolerance:)``.
///
/// ```swift
/// let d = ImageDifference.compare(reference: old, actual: new, tolerance: .exact)
/// if !d.matches { print(d.summary) }   // "3 of 224676 pixels (0.0013%) differ …"
/// ```
public struct ImageDifference: Sendable {
    /// The reference's size in pixels.
    public var referenceSize: PixelSize
    /// The actual image's size in pixels.
    public var actualSize: PixelSize
    /// The tolerance the images were compared with.
    public var tolerance: ImageTolerance
    /// Pixels compared: the larger width times the larger height (a pixel only one image has
    /// counts as changed).
    public var pixelCount: Int
    /// Pixels whose value changed at all.
    public var changedPixels: Int
    /// Pixels over the tolerance's ΔE (with ``ImageTolerance/exact``: every changed pixel).
    public var pixelsOverThreshold: Int
    /// The largest ΔE of a pixel both images have (0 when none changed).
    public var maxDeltaE: Double
    /// Where the largest ΔE is.
    public var maxDeltaELocation: (x: Int, y: Int)?
    /// The smallest rectangle holding every pixel over the threshold.
    public var bounds: Region?
    /// Per pixel of the compared area (row by row, ``pixelCount`` entries): 0 unchanged,
    /// 1 changed within the tolerance, 2 over it. Empty when nothing changed.
    public var mask: [UInt8]
    /// Per pixel of the compared area, like ``mask``: the ΔE of a changed pixel (infinity where
    /// only one image has the pixel), 0 elsewhere. Empty when nothing changed.
    public var deltaEs: [Float] = []

    /// A rectangle of pixels.
    public struct Region: Hashable, Sendable {
        /// The left edge, in pixels.
        public var x: Int
        /// The top edge, in pixels.
        public var y: Int
        /// The width, in pixels.
        public var width: Int
        /// The height, in pixels.
        public var height: Int

        /// A region from its top-left corner and size, in pixels.
        public init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x; self.y = y; self.width = width; self.height = height
        }

        /// One past the last column.
        public var maxX: Int { x + width }
        /// One past the last row.
        public var maxY: Int { y + height }
    }

    /// The share (0…1) of pixels over the threshold.
    public var shareOverThreshold: Double { pixelCount == 0 ? 0 : Double(pixelsOverThreshold) / Double(pixelCount) }

    /// Whether the sizes agree and the share over the threshold is within the tolerance.
    public var matches: Bool {
        guard referenceSize == actualSize else { return false }
        if tolerance.isExact { return changedPixels == 0 }
        return pixelsOverThreshold == 0 || shareOverThreshold <= tolerance.maxShare
    }

    /// One paragraph for a failure message: what changed, how much, and where.
    public var summary: String {
        var lines: [String] = []
        if referenceSize != actualSize {
            lines.append("The size changed: the reference is \(referenceSize) px, the new image \(actualSize) px.")
        }
        if tolerance.isExact {
            lines.append("\(changedPixels) of \(pixelCount) pixels (\(percent(shareOverThreshold))) differ (comparison: exact).")
        } else {
            lines.append("\(pixelsOverThreshold) of \(pixelCount) pixels (\(percent(shareOverThreshold))) differ by more than ΔE \(decimals(tolerance.deltaE)); "
                         + "\(percent(tolerance.maxShare)) allowed (\(changedPixels) changed at all).")
        }
        if let at = maxDeltaELocation {
            lines.append("Largest difference: ΔE2000 \(decimals(maxDeltaE)) at (\(at.x), \(at.y)) px.")
        }
        if let bounds {
            lines.append("Changed region: \(bounds.width)x\(bounds.height) px at (\(bounds.x), \(bounds.y)).")
        }
        return lines.joined(separator: "\n")
    }

    /// Compares decoded pixels. Identical buffers are recognized without a per-pixel pass.
    public static func compare(reference: Bitmap, actual: Bitmap, tolerance: ImageTolerance = .exact) -> ImageDifference {
        let refSize = PixelSize(width: reference.width, height: reference.height)
        let actSize = PixelSize(width: actual.width, height: actual.height)
        let width = max(reference.width, actual.width), height = max(reference.height, actual.height)
        var result = ImageDifference(referenceSize: refSize, actualSize: actSize, tolerance: tolerance,
                                     pixelCount: width * height, changedPixels: 0, pixelsOverThreshold: 0,
                                     maxDeltaE: 0, maxDeltaELocation: nil, bounds: nil, mask: [])
        if refSize == actSize, samePixels(reference.pixels, actual.pixels) { return result }

        var mask = [UInt8](repeating: 0, count: width * height)
        var deltas = [Float](repeating: 0, count: width * height)
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        reference.pixels.withUnsafeBufferPointer { ref in
            actual.pixels.withUnsafeBufferPointer { act in
                for y in 0..<height {
                    for x in 0..<width {
                        let inRef = x < reference.width && y < reference.height
                        let inAct = x < actual.width && y < actual.height
                        var over = false
                        if inRef && inAct {
                            let p = ref[y * reference.width + x], q = act[y * actual.width + x]
                            if p == q { continue }
                            let e = ColorDifference.deltaE(premultiplied: p, q)
                            if e > result.maxDeltaE || result.maxDeltaELocation == nil {
                                result.maxDeltaE = e
                                result.maxDeltaELocation = (x, y)
                            }
                            over = tolerance.isExact || e > tolerance.deltaE
                            deltas[y * width + x] = Float(e)
                        } else {
                            over = true
                            deltas[y * width + x] = .infinity
                        }
                        result.changedPixels += 1
                        mask[y * width + x] = over ? 2 : 1
                        if over {
                            result.pixelsOverThreshold += 1
                            minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
                        }
                    }
                }
            }
        }
        if maxX >= 0 { result.bounds = Region(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) }
        result.mask = result.changedPixels > 0 ? mask : []
        result.deltaEs = result.changedPixels > 0 ? deltas : []
        return result
    }

    /// memcmp of two pixel buffers: fast in debug builds, where `==` on arrays is not.
    static func samePixels(_ a: [UInt32], _ b: [UInt32]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { pa in
            b.withUnsafeBytes { pb in
                guard let x = pa.baseAddress, let y = pb.baseAddress else { return pa.count == pb.count }
                return memcmp(x, y, pa.count) == 0
            }
        }
    }
}
