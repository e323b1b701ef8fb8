import Foundation

/// A color in CIE L\*a\*b\* (D65 white).
public struct LabColor: Hashable, Sendable {
    /// Lightness, 0 (black) to 100 (white).
    public var l: Double
    /// The green (negative) to red (positive) axis.
    public var a: Double
    /// The blue (negative) to yellow (positive) axis.
    public var b: Double

    /// A color from its L\*, a\* and b\* components.
    public init(l: Double, a: Double, b: Double) {
        self.l = l; self.a = a; self.b = b
    }

    /// The L\*a\*b\* value of an 8-bit sRGB color.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        let r = ColorDifference.linear[Int(red)], g = ColorDifference.linear[Int(green)], bl = ColorDifference.linear[Int(blue)]
        // sRGB primaries to XYZ, normalized by the D65 white point.
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * bl) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * bl
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * bl) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }
}

/// Perceptual color difference: CIEDE2000 ΔE, where about 1 is the smallest difference a
/// person notices side by side and 2.3 a "just noticeable difference" in common use.
public enum ColorDifference {
    /// sRGB 8-bit component → linear light.
    static let linear: [Double] = (0..<256).map { v in
        let c = Double(v) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// CIEDE2000 ΔE between two colors (Sharma, Wu and Dalal, 2005).
    public static func deltaE2000(_ p: LabColor, _ q: LabColor) -> Double {
        let c1 = (p.a * p.a + p.b * p.b).squareRoot(), c2 = (q.a * q.a + q.b * q.b).squareRoot()
        let cBar7 = pow((c1 + c2) / 2, 7)
        let g = 0.5 * (1 - (cBar7 / (cBar7 + pow(25, 7))).squareRoot())
        let a1 = (1 + g) * p.a, a2 = (1 + g) * q.a
        let c1p = (a1 * a1 + p.b * p.b).squareRoot(), c2p = (a2 * a2 + q.b * q.b).squareRoot()
        func hue(_ b: Double, _ a: Double) -> Double {
            if a == 0 && b == 0 { return 0 }
            let h = atan2(b, a) * 180 / .pi
            return h < 0 ? h + 360 : h
        }
        let h1 = hue(p.b, a1), h2 = hue(q.b, a2)
        let dL = q.l - p.l, dC = c2p - c1p
        var dh = 0.0
        if c1p * c2p != 0 {
            dh = h2 - h1
            if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
        }
        let dH = 2 * (c1p * c2p).squareRoot() * sin(radians(dh / 2))
        let lBar = (p.l + q.l) / 2, cBarP = (c1p + c2p) / 2
        var hBar = h1 + h2
        if c1p * c2p != 0 {
            if abs(h1 - h2) <= 180 { hBar = (h1 + h2) / 2 } else if h1 + h2 < 360 { hBar = (h1 + h2 + 360) / 2 } else { hBar = (h1 + h2 - 360) / 2 }
        }
        let t = 1 - 0.17 * cos(radians(hBar - 30)) + 0.24 * cos(radians(2 * hBar))
            + 0.32 * cos(radians(3 * hBar + 6)) - 0.20 * cos(radians(4 * hBar - 63))
        let dTheta = 30 * exp(-pow((hBar - 275) / 25, 2))
        let cBarP7 = pow(cBarP, 7)
        let rc = 2 * (cBarP7 / (cBarP7 + pow(25, 7))).squareRoot()
        let l50 = (lBar - 50) * (lBar - 50)
        let sl = 1 + 0.015 * l50 / (20 + l50).squareRoot()
        let sc = 1 + 0.045 * cBarP
        let sh = 1 + 0.015 * cBarP * t
        let rt = -sin(radians(2 * dTheta)) * rc
        let l = dL / sl, c = dC / sc, h = dH / sh
        return max(0, l * l + c * c + h * h + rt * c * h).squareRoot()
    }

    /// ΔE between two premultiplied ARGB pixels. A pixel's alpha matters as much as its color,
    /// so both are composited over black and over white and the larger ΔE is taken.
    public static func deltaE(premultiplied p: UInt32, _ q: UInt32) -> Double {
        if p == q { return 0 }
        func channels(_ v: UInt32) -> (a: Int, r: Int, g: Int, b: Int) {
            (Int(v >> 24), Int((v >> 16) & 0xFF), Int((v >> 8) & 0xFF), Int(v & 0xFF))
        }
        let x = channels(p), y = channels(q)
        func overBlack(_ c: (a: Int, r: Int, g: Int, b: Int)) -> LabColor {
            LabColor(red: clamp(c.r), green: clamp(c.g), blue: clamp(c.b))
        }
        func overWhite(_ c: (a: Int, r: Int, g: Int, b: Int)) -> LabColor {
            LabColor(red: clamp(c.r + 255 - c.a), green: clamp(c.g + 255 - c.a), blue: clamp(c.b + 255 - c.a))
        }
        return max(deltaE2000(overBlack(x), overBlack(y)), deltaE2000(overWhite(x), overWhite(y)))
    }

    private static func clamp(_ v: Int) -> UInt8 { UInt8(max(0, min(255, v))) }
    private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
}
