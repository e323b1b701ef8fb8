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

    /// Whether every pixel is fully opaque (alpha 255).
    public var isOpaque: Bool { pixels.allSatisfy { $0 >> 24 == 0xFF } }
}
