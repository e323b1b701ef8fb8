import Foundation

/// UIKit's `UIColor`, as far as widget views use it: the semantic and system colors (light and
/// dark, `UIKitSystemColors`), component initializers and `#colorLiteral`. Turn one into a
/// SwiftUI color with `Color(uiColor:)` or `Color(_:)`.
public struct UIColor: Hashable, Sendable, _ExpressibleByColorLiteral {
    let color: Color

    init(_ color: Color) { self.color = color }
    /// A color from sRGB components, 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
    /// A gray of `white` (0 black, 1 white) with an opacity.
    public init(white: CGFloat, alpha: CGFloat) { color = Color(white: Double(white), opacity: Double(alpha)) }
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
    /// A color that differs between light and dark (`UIColor { traits in … }` for the two schemes).
    public init(light: UIColor, dark: UIColor) { color = Color(light: light.color, dark: dark.color) }

    /// The same color with opacity `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(color.opacity(Double(alpha))) }

    static func system(_ name: String) -> UIColor {
        if name.hasPrefix("system"), case let accent = String(name.dropFirst(6)).lowercased(),
           SystemColorPalette.names.contains(accent) {
            return UIColor(Color(storage: .system(accent)))
        }
        guard let p = UIKitSystemColors.table[name] else { return UIColor(Color.clear) }
        return UIColor(Color(storage: .dynamic(light: RGBA(hex: p.light, alpha: p.lightAlpha), dark: RGBA(hex: p.dark, alpha: p.darkAlpha))))
    }

    /// UIKit's `label`: the semantic color for primary text, with its light and dark values.
    public static var label: UIColor { system("label") }
    /// UIKit's `secondaryLabel`: the semantic color for secondary text, with its light and dark values.
    public static var secondaryLabel: UIColor { system("secondaryLabel") }
    /// UIKit's `tertiaryLabel`: the semantic color for tertiary text, with its light and dark values.
    public static var tertiaryLabel: UIColor { system("tertiaryLabel") }
    /// UIKit's `quaternaryLabel`: the semantic color for quaternary text, with its light and dark values.
    public static var quaternaryLabel: UIColor { system("quaternaryLabel") }
    /// UIKit's `placeholderText`: the semantic color for placeholder text, with its light and dark values.
    public static var placeholderText: UIColor { system("placeholderText") }
    /// UIKit's `systemFill`: the semantic color for thin and small shapes, with its light and dark values.
    public static var systemFill: UIColor { system("systemFill") }
    /// UIKit's `secondarySystemFill`: the semantic color for medium-size shapes, with its light and dark values.
    public static var secondarySystemFill: UIColor { system("secondarySystemFill") }
    /// UIKit's `tertiarySystemFill`: the semantic color for large shapes, with its light and dark values.
    public static var tertiarySystemFill: UIColor { system("tertiarySystemFill") }
    /// UIKit's `quaternarySystemFill`: the semantic color for large areas with complex content, with its light and dark values.
    public static var quaternarySystemFill: UIColor { system("quaternarySystemFill") }
    /// UIKit's `systemBackground`: the semantic color for the main background, with its light and dark values.
    public static var systemBackground: UIColor { system("systemBackground") }
    /// UIKit's `secondarySystemBackground`: the semantic color for content layered on the main background, with its light and dark values.
    public static var secondarySystemBackground: UIColor { system("secondarySystemBackground") }
    /// UIKit's `tertiarySystemBackground`: the semantic color for content layered on a secondary background, with its light and dark values.
    public static var tertiarySystemBackground: UIColor { system("tertiarySystemBackground") }
    /// UIKit's `systemGroupedBackground`: the semantic color for the main background of grouped content, with its light and dark values.
    public static var systemGroupedBackground: UIColor { system("systemGroupedBackground") }
    /// UIKit's `secondarySystemGroupedBackground`: the semantic color for content layered on a grouped background, with its light and dark values.
    public static var secondarySystemGroupedBackground: UIColor { system("secondarySystemGroupedBackground") }
    /// UIKit's `tertiarySystemGroupedBackground`: the semantic color for content layered on a secondary grouped background, with its light and dark values.
    public static var tertiarySystemGroupedBackground: UIColor { system("tertiarySystemGroupedBackground") }
    /// UIKit's `separator`: the semantic color for thin separators that let content show through, with its light and dark values.
    public static var separator: UIColor { system("separator") }
    /// UIKit's `opaqueSeparator`: the semantic color for opaque separators, with its light and dark values.
    public static var opaqueSeparator: UIColor { system("opaqueSeparator") }
    /// UIKit's `link`: the semantic color for links, with its light and dark values.
    public static var link: UIColor { system("link") }
    /// UIKit's `systemGray`, with its light and dark values.
    public static var systemGray: UIColor { system("systemGray") }
    /// UIKit's `systemGray2`, with its light and dark values.
    public static var systemGray2: UIColor { system("systemGray2") }
    /// UIKit's `systemGray3`, with its light and dark values.
    public static var systemGray3: UIColor { system("systemGray3") }
    /// UIKit's `systemGray4`, with its light and dark values.
    public static var systemGray4: UIColor { system("systemGray4") }
    /// UIKit's `systemGray5`, with its light and dark values.
    public static var systemGray5: UIColor { system("systemGray5") }
    /// UIKit's `systemGray6`, with its light and dark values.
    public static var systemGray6: UIColor { system("systemGray6") }
    /// UIKit's `systemRed`, with its light and dark values.
    public static var systemRed: UIColor { system("systemRed") }
    /// UIKit's `systemOrange`, with its light and dark values.
    public static var systemOrange: UIColor { system("systemOrange") }
    /// UIKit's `systemYellow`, with its light and dark values.
    public static var systemYellow: UIColor { system("systemYellow") }
    /// UIKit's `systemGreen`, with its light and dark values.
    public static var systemGreen: UIColor { system("systemGreen") }
    /// UIKit's `systemMint`, with its light and dark values.
    public static var systemMint: UIColor { system("systemMint") }
    /// UIKit's `systemTeal`, with its light and dark values.
    public static var systemTeal: UIColor { system("systemTeal") }
    /// UIKit's `systemCyan`, with its light and dark values.
    public static var systemCyan: UIColor { system("systemCyan") }
    /// UIKit's `systemBlue`, with its light and dark values.
    public static var systemBlue: UIColor { system("systemBlue") }
    /// UIKit's `systemIndigo`, with its light and dark values.
    public static var systemIndigo: UIColor { system("systemIndigo") }
    /// UIKit's `systemPurple`, with its light and dark values.
    public static var systemPurple: UIColor { system("systemPurple") }
    /// UIKit's `systemPink`, with its light and dark values.
    public static var systemPink: UIColor { system("systemPink") }
    /// UIKit's `systemBrown`, with its light and dark values.
    public static var systemBrown: UIColor { system("systemBrown") }
    /// Opaque black.
    public static var black: UIColor { UIColor(Color.black) }
    /// Opaque white.
    public static var white: UIColor { UIColor(Color.white) }
    /// Fully transparent.
    public static var clear: UIColor { UIColor(Color.clear) }
    /// UIKit's `darkGray`: one-third white.
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    /// UIKit's `lightGray`: two-thirds white.
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    /// UIKit's `gray`: half white.
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /** UIKit's fixed component colours (`UIColor.red` is pure sRGB red, unlike `systemRed`). */
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /** UIKit's pure green. */ public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /** UIKit's pure blue. */ public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /** UIKit's cyan. */ public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /** UIKit's yellow. */ public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /** UIKit's magenta. */ public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /** UIKit's orange: 1, 0.5, 0. */ public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /** UIKit's purple: 0.5, 0, 0.5. */ public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /** UIKit's brown: 0.6, 0.4, 0.2. */ public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }

    /// A color set from the asset catalog in force where the view's `body` is evaluated (the
    /// bundle and traits are ignored: assets come from the environment's ``AssetCatalog``, and
    /// the set keeps its light and dark values); nil when the catalog has no such set.
    public init?(named name: String, in bundle: Bundle? = nil, compatibleWith traits: Any? = nil) {
        guard let c = EnvironmentValues.current.assetCatalog?.colors[name] else { return nil }
        self.init(c)
    }
}

/// `#colorLiteral(red:green:blue:alpha:)` makes a `UIColor`, as in an iOS target.
public typealias _ColorLiteralType = UIColor

extension Color {
    /// A UIKit color: semantic colors keep their light and dark values.
    public init(uiColor: UIColor) { self = uiColor.color }
    /// A UIKit color, as in `Color(.systemGray)`: semantic colors keep their light and dark values.
    @_disfavoredOverload public init(_ uiColor: UIColor) { self = uiColor.color }

    /// SwiftUI's `Color.RGBColorSpace`.
    public enum RGBColorSpace: Sendable { /** `sRGB`: gamma-encoded sRGB; `sRGBLinear`: linear-light sRGB; `displayP3`: Display P3, converted to sRGB. */ case sRGB, sRGBLinear, displayP3 }

    /// Components in `colorSpace`, stored as sRGB. Display P3 is converted through linear light
    /// with the P3-D65 → sRGB matrix (W3C CSS Color 4, §"Sample code for color conversions":
    /// lin_P3_to_lin_sRGB), then clamped into the sRGB gamut: widgets are drawn in sRGB here, so a
    /// P3 color outside sRGB loses saturation it keeps on an iPhone's P3 screen.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let rgb: (Double, Double, Double)
        switch colorSpace {
        case .sRGB: rgb = (red, green, blue)
        case .sRGBLinear: rgb = (ColorSpaces.encode(red), ColorSpaces.encode(green), ColorSpaces.encode(blue))
        case .displayP3: rgb = ColorSpaces.displayP3ToSRGB(red, green, blue)
        }
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, opacity: opacity)
    }
    /// A gray in `colorSpace`: `white` for each of red, green and blue.
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// HSB components, 0…1 (SwiftUI's `Color(hue:saturation:brightness:opacity:)`).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6, s = max(0, min(1, saturation)), v = max(0, min(1, brightness))
        let i = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let rgb: (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, opacity: opacity)
    }
}

enum ColorSpaces {
    static func decode(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    static func encode(_ c: Double) -> Double {
        let v = max(0, min(1, c))
        return v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
    }
    /// Display P3 (sRGB transfer curve, P3 primaries, D65) to sRGB.
    static func displayP3ToSRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        let lr = decode(r), lg = decode(g), lb = decode(b)
        let sr = 1.2249401762805598 * lr - 0.22494017628055996 * lg
        let sg = -0.042056954709688163 * lr + 1.0420569547096881 * lg
        let sb = -0.019637554590334432 * lr - 0.078636045550631889 * lg + 1.0982736001409663 * lb
        return (encode(sr), encode(sg), encode(sb))
    }
}
