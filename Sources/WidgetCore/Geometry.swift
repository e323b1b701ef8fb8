import Foundation

/// A point in a coordinate space whose origin is top-left and whose y grows downwards.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate, in points (grows rightwards).
    public var x: Double
    /// The vertical coordinate, in points (grows downwards).
    public var y: Double
    /// A point at (x, y).
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)
    public var description: String { "(\(fmt(x)), \(fmt(y)))" }
}

/// A width and a height, in points unless said otherwise.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The width, in points.
    public var width: Double
    /// The height, in points.
    public var height: Double
    /// A size of `width` by `height` points.
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// A size of zero by zero.
    public static let zero = Size(width: 0, height: 0)
    public var description: String { "\(fmt(width))x\(fmt(height))" }
}

/// An axis-aligned rectangle.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-leading corner.
    public var origin: Point
    /// The width and height.
    public var size: Size
    /// A rectangle at `origin` with `size`.
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    /// A rectangle from its top-leading corner and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y); self.size = Size(width: width, height: height)
    }
    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width of ``size``.
    public var width: Double { size.width }
    /// The height of ``size``.
    public var height: Double { size.height }
    /// Whether the rectangle encloses no area (a width or height that is not positive).
    public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

    /// Whether `p` lies inside; the minimum edges are inside, the maximum edges are not.
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// The overlap of two rectangles, or an empty rectangle at the clamped origin.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The smallest rectangle that contains both rectangles.
    public func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        let x1 = max(maxX, other.maxX), y1 = max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle moved by (dx, dy).
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The rectangle shrunk by `insets` on each edge (grown by negative insets).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.leading, y: minY + insets.top,
             width: width - insets.leading - insets.trailing,
             height: height - insets.top - insets.bottom)
    }

    /// Edges rounded to the nearest multiple of `1/scale`: how a frame lands on device pixels.
    public func snapped(toScale scale: Double) -> Rect {
        guard scale > 0 else { return self }
        let x0 = (minX * scale).rounded() / scale, y0 = (minY * scale).rounded() / scale
        let x1 = (maxX * scale).rounded() / scale, y1 = (maxY * scale).rounded() / scale
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public var description: String { "[\(fmt(minX)), \(fmt(minY)), \(fmt(width)), \(fmt(height))]" }
}

/// Insets on each edge. Leading is left and trailing is right (left-to-right layout).
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top edge, in points.
    public var top: Double
    /// The inset from the leading edge, in points.
    public var leading: Double
    /// The inset from the bottom edge, in points.
    public var bottom: Double
    /// The inset from the trailing edge, in points.
    public var trailing: Double
    /// Insets with a value for each edge; edges left out are 0.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// The same inset on all four edges.
    public init(all value: Double) { self.init(top: value, leading: value, bottom: value, trailing: value) }
    /// The leading plus the trailing inset.
    public var horizontal: Double { leading + trailing }
    /// The top plus the bottom inset.
    public var vertical: Double { top + bottom }
}

/// Formats a number compactly for descriptions and dumps: integers without a fraction,
/// others with at most three decimals.
package func fmt(_ v: Double) -> String {
    if v.isNaN { return "nan" }
    if v.isInfinite { return v > 0 ? "inf" : "-inf" }
    let r = (v * 1000).rounded() / 1000
    if r == r.rounded() && abs(r) < 1e15 { return String(Int64(r)) }
    var s = String(format: "%.3f", r)
    while s.hasSuffix("0") { s.removeLast() }
    return s
}
