import Foundation

/// What a `pushEffect` scope does to its content when it is composited at the matching `pop`.
public enum LayerEffect: Hashable, Sendable, CustomStringConvertible {
    /// `compositingGroup()`: the content is flattened into one layer first; nothing else.
    case group
    /// `blur(radius:opaque:)`: a Gaussian blur of the layer (all channels), sigma =
    /// radius × ``LayerEffect/blurSigmaPerRadius``. `opaque` keeps the layer's alpha at its edges.
    case blur(radius: Double, opaque: Bool)
    /// `brightness`, `contrast`, `saturation`, `grayscale`, `colorMultiply`, `colorInvert`:
    /// a colour matrix applied to the unpremultiplied pixels.
    case colorMatrix(ColorMatrix)
    /// `blendMode(_:)`: the layer is composited onto what is below with this operator.
    case blend(BlendMode)
    /// `mask { }` with any content: the layer's alpha keeps (multiplies) what the enclosing
    /// layer drew, everywhere in it; transparent parts of the layer erase.
    case alphaMask

    /// Blur sigma per point of radius. SwiftUI documents the radius only as "the radial size
    /// of the blur"; as for `shadow`, we take the Gaussian's standard deviation as half of it
    /// (Core Animation's and CSS's convention for blur radii).
    public static let blurSigmaPerRadius = 0.5

    public var description: String {
        switch self {
        case .group: return "group"
        case .blur(let r, let opaque): return "blur radius:\(fmt(r))" + (opaque ? " opaque" : "")
        case .colorMatrix(let m): return "colorMatrix \(m)"
        case .blend(let mode): return "blend \(mode.rawValue)"
        case .alphaMask: return "alphaMask"
        }
    }
}

/// A 4×5 colour matrix on unpremultiplied components in 0…1, row-major: each output component
/// is `r·m[0] + g·m[1] + b·m[2] + a·m[3] + m[4]` for its row (red, green, blue, alpha).
public struct ColorMatrix: Hashable, Sendable, CustomStringConvertible {
    /// The 20 coefficients, four rows of five.
    public var m: [Double]
    /// A matrix from 20 row-major coefficients; any other count gives the identity.
    public init(_ m: [Double]) { self.m = m.count == 20 ? m : ColorMatrix.identity.m }
    /// The matrix that leaves colours unchanged.
    public static let identity = ColorMatrix([1, 0, 0, 0, 0,  0, 1, 0, 0, 0,  0, 0, 1, 0, 0,  0, 0, 0, 1, 0])

    /// `self` applied first, then `next`.
    public func then(_ next: ColorMatrix) -> ColorMatrix {
        var out = [Double](repeating: 0, count: 20)
        for row in 0..<4 {
            for col in 0..<5 {
                var v = col == 4 ? next.m[row * 5 + 4] : 0
                for k in 0..<4 { v += next.m[row * 5 + k] * m[k * 5 + col] }
                out[row * 5 + col] = v
            }
        }
        return ColorMatrix(out)
    }

    /// Rec. 709 luma weights, the ones Core Image's and CSS's saturate/grayscale filters use
    /// (W3C Filter Effects, `feColorMatrix type="saturate"`).
    static let luma = (0.2126, 0.7152, 0.0722)

    /// `saturation(_:)`: 0 is grey, 1 unchanged, above 1 more saturated (W3C saturate matrix).
    public static func saturation(_ s: Double) -> ColorMatrix {
        let (lr, lg, lb) = luma
        return ColorMatrix([lr + (1 - lr) * s, lg - lg * s, lb - lb * s, 0, 0,
                            lr - lr * s, lg + (1 - lg) * s, lb - lb * s, 0, 0,
                            lr - lr * s, lg - lg * s, lb + (1 - lb) * s, 0, 0,
                            0, 0, 0, 1, 0])
    }
    /// `grayscale(_:)`: 0 unchanged, 1 fully grey; the same as `saturation(1 - amount)`.
    public static func grayscale(_ amount: Double) -> ColorMatrix { saturation(1 - max(0, min(1, amount))) }
    /// `brightness(_:)`: adds `amount` to each colour component (0 unchanged, 1 white), as
    /// Core Image's `CIColorControls` inputBrightness does.
    public static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix([1, 0, 0, 0, amount,  0, 1, 0, 0, amount,  0, 0, 1, 0, amount,  0, 0, 0, 1, 0])
    }
    /// `contrast(_:)`: scales each component about mid-grey (1 unchanged, 0 flat grey).
    public static func contrast(_ k: Double) -> ColorMatrix {
        let o = 0.5 * (1 - k)
        return ColorMatrix([k, 0, 0, 0, o,  0, k, 0, 0, o,  0, 0, k, 0, o,  0, 0, 0, 1, 0])
    }
    /// `colorMultiply(_:)`: each component times the colour's.
    public static func multiply(_ c: RGBA) -> ColorMatrix {
        ColorMatrix([c.red, 0, 0, 0, 0,  0, c.green, 0, 0, 0,  0, 0, c.blue, 0, 0,  0, 0, 0, c.alpha, 0])
    }
    /// `colorInvert()`.
    public static let invert = ColorMatrix([-1, 0, 0, 0, 1,  0, -1, 0, 0, 1,  0, 0, -1, 0, 1,  0, 0, 0, 1, 0])

    public var description: String { "[" + m.map(fmt).joined(separator: ",") + "]" }
}

/// SwiftUI's `BlendMode`. Each maps to the Cairo operator of the same definition (Cairo's
/// operators follow the PDF/W3C compositing spec, as Core Graphics' blend modes do);
/// `plusDarker` has no Cairo operator and draws as `normal` with a diagnostic.
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
    /// SwiftUI's blend modes, each drawn with the Cairo operator of the same definition; `plusDarker` draws as `normal`.
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
         difference, exclusion, hue, saturation, color, luminosity,
         sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

/// A material's look: a blur of what lies behind plus a tint laid over it.
public struct MaterialFill: Hashable, Sendable, CustomStringConvertible {
    /// Blur radius in points (sigma = radius × ``LayerEffect/blurSigmaPerRadius``).
    public var blurRadius: Double
    /// Saturation applied to the blurred backdrop (UIKit's materials boost it).
    public var saturation: Double
    /// Laid over the blurred backdrop.
    public var tint: RGBA
    /// A material look from its blur radius, backdrop saturation and tint.
    public init(blurRadius: Double, saturation: Double, tint: RGBA) {
        self.blurRadius = blurRadius; self.saturation = saturation; self.tint = tint
    }
    public var description: String { "material blur:\(fmt(blurRadius)) sat:\(fmt(saturation)) tint:\(tint.hexString)" }
}
