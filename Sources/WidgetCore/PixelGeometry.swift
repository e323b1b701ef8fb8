/// A size in whole pixels.
public struct PixelSize: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The width, in pixels.
    public var width: Int
    /// The height, in pixels.
    public var height: Int

    /// A size of `width` x `height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Whether the image is wider than tall.
    public var isLandscape: Bool { width > height }

    /// The same size turned a quarter turn.
    public var rotated: PixelSize { PixelSize(width: height, height: width) }

    /// `1170x2532`.
    public var description: String { "\(width)x\(height)" }

    /// Orders by height, then width (the order screenshots are listed in).
    public static func < (a: PixelSize, b: PixelSize) -> Bool {
        (a.height, a.width) < (b.height, b.width)
    }
}

/// A rectangle in whole pixels (of a screenshot, a rendered widget); the origin is top-left.
/// The one pixel rectangle of the pipeline: crops, slots and link regions use it alike.
public struct PixelRect: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The left edge, in pixels.
    public var x: Int
    /// The top edge, in pixels.
    public var y: Int
    /// The width, in pixels.
    public var width: Int
    /// The height, in pixels.
    public var height: Int

    /// The rectangle at (`x`, `y`) of `width` x `height` pixels.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `rect` (points) at `scale`, edges rounded to the nearest pixel; coordinates beyond
    /// ±10⁹ pixels are clamped and non-finite ones become 0.
    public init(_ rect: Rect, scale: Double) {
        func px(_ v: Double) -> Int {
            let p = (v * scale).rounded()
            return p.isFinite ? Int(max(-1e9, min(1e9, p))) : 0
        }
        let x0 = px(rect.minX), y0 = px(rect.minY)
        self.init(x: x0, y: y0, width: max(0, px(rect.maxX) - x0), height: max(0, px(rect.maxY) - y0))
    }

    /// One past the last column.
    public var maxX: Int { x + width }
    /// One past the last row.
    public var maxY: Int { y + height }
    /// The width and height.
    public var size: PixelSize { PixelSize(width: width, height: height) }

    /// Whether the rectangle is non-empty and lies entirely within an image of `size`.
    public func isInside(_ size: PixelSize) -> Bool {
        width > 0 && height > 0 && x >= 0 && y >= 0 && maxX <= size.width && maxY <= size.height
    }

    /// `[x, y, width, height]`, the form the catalog listing uses.
    public var xywh: [Int] { [x, y, width, height] }

    /// `(78, 231) 474x474`.
    public var description: String { "(\(x), \(y)) \(width)x\(height)" }
}
