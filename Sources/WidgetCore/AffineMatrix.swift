import Foundation

/// A 2D affine transform with CoreGraphics' layout: a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty).
public struct AffineMatrix: Hashable, Sendable, CustomStringConvertible {
    /// The six coefficients: (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty).
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double
    /// A transform from its six coefficients.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    /// The transform that changes nothing.
    public static let identity = AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A move by (x, y).
    public static func translation(x: Double, y: Double) -> AffineMatrix {
        AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }
    /// A scale by `x` horizontally and `y` vertically, about the origin.
    public static func scale(x: Double, y: Double) -> AffineMatrix {
        AffineMatrix(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }
    /// A rotation by `angle`, clockwise on screen (y grows downwards).
    public static func rotation(_ angle: Angle) -> AffineMatrix {
        let cs = cos(angle.radians), sn = sin(angle.radians)
        return AffineMatrix(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    /// `self` applied first, then `other`.
    public func concatenating(_ other: AffineMatrix) -> AffineMatrix {
        AffineMatrix(a: a * other.a + b * other.c, b: a * other.b + b * other.d,
                     c: c * other.a + d * other.c, d: c * other.b + d * other.d,
                     tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The same transform performed about `pivot` instead of the origin.
    public func about(_ pivot: Point) -> AffineMatrix {
        AffineMatrix.translation(x: -pivot.x, y: -pivot.y).concatenating(self)
            .concatenating(.translation(x: pivot.x, y: pivot.y))
    }

    /// The point `p` transformed.
    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The bounding box of `r`'s four corners once transformed.
    public func apply(_ r: Rect) -> Rect {
        let pts = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                   Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)].map(apply)
        let xs = pts.map(\.x), ys = pts.map(\.y)
        let x0 = xs.min() ?? 0, y0 = ys.min() ?? 0
        return Rect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }
    /// Whether every coefficient is finite.
    public var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }
    /// Whether the transform squashes the plane to a line or a point (nothing can be drawn).
    public var isDegenerate: Bool { abs(a * d - b * c) < 1e-12 }

    public var description: String {
        "[\(fmt(a)), \(fmt(b)), \(fmt(c)), \(fmt(d)), \(fmt(tx)), \(fmt(ty))]"
    }
}

extension Path {
    /// Every point of the path transformed by `m`.
    public func applying(_ m: AffineMatrix) -> Path {
        Path(elements: elements.map {
            switch $0 {
            case .move(let p): return .move(m.apply(p))
            case .line(let p): return .line(m.apply(p))
            case .curve(let a, let b, let c): return .curve(m.apply(a), m.apply(b), m.apply(c))
            case .close: return .close
            }
        })
    }
}
