import Synchronization

/// Pixels in memory: premultiplied ARGB, one `UInt32` per pixel (0xAARRGGBB), rows top to
/// bottom with no padding. This is Cairo's `CAIRO_FORMAT_ARGB32` layout on every platform
/// Swift runs on, so a bitmap can be handed to Cairo without conversion.
///
/// A class, so that a decoded image is shared (not copied) by every display list that draws it
/// and so caches can key on its identity.
public final class Bitmap: Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The pixels, premultiplied `0xAARRGGBB`, row by row from the top.
    public let pixels: [UInt32]
    /// ``isOpaque`` once worked out: 0 not yet, 1 opaque, 2 not.
    private let opacity = Atomic<UInt8>(0)

    /// Nil when the sizes are not positive or `pixels` does not hold `width * height` values.
    public init?(width: Int, height: Int, pixels: [UInt32]) {
        guard width > 0, height > 0, width.multipliedReportingOverflow(by: height).overflow == false,
              pixels.count == width * height else { return nil }
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// A bitmap filled with one premultiplied pixel value.
    public convenience init?(width: Int, height: Int, fill: UInt32 = 0) {
        guard width > 0, height > 0, width.multipliedReportingOverflow(by: height).overflow == false else { return nil }
        self.init(width: width, height: height, pixels: [UInt32](repeating: fill, count: width * height))
    }

    /// The pixel at (x, y) as straight-alpha color, for tests and probes. Nil outside.
    public func color(atX x: Int, y: Int) -> RGBA? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let p = pixels[y * width + x]
        let a = Double(p >> 24) / 255
        guard a > 0 else { return .clear }
        func c(_ shift: UInt32) -> Double { min(1, Double((p >> shift) & 0xFF) / 255 / a) }
        return RGBA(red: c(16), green: c(8), blue: c(0), alpha: a)
    }

    /// The raw premultiplied pixel at (x, y).
    public func pixel(atX x: Int, y: Int) -> UInt32? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        return pixels[y * width + x]
    }

    /// Whether every pixel is fully opaque (alpha 255). Worked out on first use and kept: the
    /// rasterizer asks it of every image it draws, to composite opaque ones as plain copies.
    public var isOpaque: Bool {
        switch opacity.load(ordering: .relaxed) {
        case 1: return true
        case 2: return false
        default:
            let all = pixels.withUnsafeBufferPointer { buffer in
                // Alpha bits ANDed together in wide strides, which the compiler vectorizes.
                var and: UInt32 = 0xFFFF_FFFF
                for pixel in buffer { and &= pixel }
                return and >> 24 == 0xFF
            }
            opacity.store(all ? 1 : 2, ordering: .relaxed)
            return all
        }
    }
}
