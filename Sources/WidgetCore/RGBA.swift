/// A color in sRGB with straight (not premultiplied) alpha; each component in 0...1.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0...1.
    public var red: Double
    /// The green component, 0...1.
    public var green: Double
    /// The blue component, 0...1.
    public var blue: Double
    /// The opacity, 0 (transparent) ... 1 (opaque).
    public var alpha: Double

    /// A colour from components; each is clamped to 0...1 (NaN becomes 0).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = RGBA.clamp(red); self.green = RGBA.clamp(green)
        self.blue = RGBA.clamp(blue); self.alpha = RGBA.clamp(alpha)
    }

    /// `0xRRGGBB` with an alpha.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional). Nil when malformed.
    public init?(hexString: String) {
        var s = Substring(hexString)
        if s.hasPrefix("#") { s = s.dropFirst() }
        guard s.allSatisfy(\.isHexDigit), let v = UInt64(s, radix: 16) else { return nil }
        switch s.count {
        case 3:
            let r = (v >> 8) & 0xF, g = (v >> 4) & 0xF, b = v & 0xF
            self.init(red: Double(r * 17) / 255, green: Double(g * 17) / 255, blue: Double(b * 17) / 255)
        case 6:
            self.init(hex: UInt32(v))
        case 8:
            self.init(hex: UInt32(v >> 8), alpha: Double(v & 0xFF) / 255)
        default:
            return nil
        }
    }

    /// Fully transparent black.
    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = RGBA(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = RGBA(red: 1, green: 1, blue: 1)

    /// The same colour with opacity `a`.
    public func withAlpha(_ a: Double) -> RGBA { RGBA(red: red, green: green, blue: blue, alpha: a) }
    /// The same colour with its opacity multiplied by `a`.
    public func multiplyingAlpha(_ a: Double) -> RGBA { withAlpha(alpha * a) }

    /// `#RRGGBBAA`, the form used in dumps.
    public var hexString: String {
        func b(_ v: Double) -> String {
            let n = Int((v * 255).rounded())
            let h = String(n, radix: 16, uppercase: true)
            return h.count == 1 ? "0" + h : h
        }
        return "#" + b(red) + b(green) + b(blue) + b(alpha)
    }
    public var description: String { hexString }

    private static func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
}

extension RGBA {
    package var opaque: RGBA { RGBA(red: red, green: green, blue: blue) }
    /// This colour moved `t` of the way to `other`.
    package func mixed(with other: RGBA, by t: Double) -> RGBA {
        RGBA(red: red + (other.red - red) * t, green: green + (other.green - green) * t,
             blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }
    package func scaled(by k: Double) -> RGBA { RGBA(red: red * k, green: green * k, blue: blue * k, alpha: alpha) }
    /// Relative luminance of the gamma-encoded components (Rec. 709 weights): the usual
    /// "desaturate" grey, which is what the rendering modes' words describe.
    package var luma: Double { 0.2126 * red + 0.7152 * green + 0.0722 * blue }
}
