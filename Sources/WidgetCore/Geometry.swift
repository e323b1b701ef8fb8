import Foundation

/// A point in a coordinate space whose origin is top-left and whose y grows downwards.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)
    public var description: String { "(\(fmt(x)), \(fmt(y)))" }
}

/// A width and a height, in points unless said otherwise.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = Size(width: 0, height: 0)
    public var description: String { "\(fmt(width))x\(fmt(height))" }
}

/// An axis-aligned rectangle.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y); self.size = Size(width: width, height: height)
    }
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }
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

    public func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        let x1 = max(maxX, other.maxX), y1 = max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

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
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public init(all value: Double) { self.init(top: value, leading: value, bottom: value, trailing: value) }
    public var horizontal: Double { leading + trailing }
    public var vertical: Double { top + bottom }
}

/// Formats a number compactly for descriptions and dumps: integers without a fraction,
/// others with at most three decimals.
public func fmt(_ v: Double) -> String {
    if v.isNaN { return "nan" }
    if v.isInfinite { return v > 0 ? "inf" : "-inf" }
    let r = (v * 1000).rounded() / 1000
    if r == r.rounded() && abs(r) < 1e15 { return String(Int64(r)) }
    var s = String(format: "%.3f", r)
    while s.hasSuffix("0") { s.removeLast() }
    return s
}
