/// A color, and a view that fills the space it is offered with it (SwiftUI's `Color`).
///
/// System colors adapt to the color scheme with Apple's published light and dark values
/// (Human Interface Guidelines, "Color", iOS system colors).
public struct Color: Hashable, Sendable, View, ShapeStyle {
    enum Storage: Hashable, Sendable {
        case fixed(RGBA)
        case dynamic(light: RGBA, dark: RGBA)
        case invalid(String)
    }
    let storage: Storage
    var opacityFactor: Double = 1

    init(storage: Storage) { self.storage = storage }

    /// sRGB components, 0…1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        storage = .fixed(RGBA(red: red, green: green, blue: blue, alpha: opacity))
    }
    public init(white: Double, opacity: Double = 1) {
        storage = .fixed(RGBA(red: white, green: white, blue: white, alpha: opacity))
    }
    public init(_ rgba: RGBA) { storage = .fixed(rgba) }
    /// A color that differs between light and dark, like an asset-catalog color.
    public init(light: Color, dark: Color) {
        storage = .dynamic(light: light.resolve(.light), dark: dark.resolve(.dark))
    }
    /// `#RGB`, `#RRGGBB` or `#RRGGBBAA`. A malformed string draws nothing and is reported as a
    /// diagnostic (`invalidColor`) where the color is used.
    public init(hex: String) {
        storage = RGBA(hexString: hex).map { .fixed($0) } ?? .invalid(hex)
    }

    /// The same color with its opacity multiplied.
    public func opacity(_ opacity: Double) -> Color {
        var c = self; c.opacityFactor *= max(0, min(1, opacity.isFinite ? opacity : 1)); return c
    }

    /// The concrete color for a color scheme.
    public func resolve(_ scheme: ColorScheme) -> RGBA {
        let base: RGBA
        switch storage {
        case .fixed(let c): base = c
        case .dynamic(let l, let d): base = scheme == .dark ? d : l
        case .invalid: base = .clear
        }
        return base.multiplyingAlpha(opacityFactor)
    }

    var invalidSpec: String? {
        if case .invalid(let s) = storage { return s }
        return nil
    }

    public var body: Never { primitiveBody(Self.self) }

    private static func sys(_ l: UInt32, _ d: UInt32) -> Color {
        Color(storage: .dynamic(light: RGBA(hex: l), dark: RGBA(hex: d)))
    }

    public static let clear = Color(storage: .fixed(.clear))
    public static let black = Color(storage: .fixed(.black))
    public static let white = Color(storage: .fixed(.white))
    public static let red = sys(0xFF3B30, 0xFF453A)
    public static let orange = sys(0xFF9500, 0xFF9F0A)
    public static let yellow = sys(0xFFCC00, 0xFFD60A)
    public static let green = sys(0x34C759, 0x30D158)
    public static let mint = sys(0x00C7BE, 0x63E6E2)
    public static let teal = sys(0x30B0C7, 0x40C8E0)
    public static let cyan = sys(0x32ADE6, 0x64D2FF)
    public static let blue = sys(0x007AFF, 0x0A84FF)
    public static let indigo = sys(0x5856D6, 0x5E5CE6)
    public static let purple = sys(0xAF52DE, 0xBF5AF2)
    public static let pink = sys(0xFF2D55, 0xFF375F)
    public static let brown = sys(0xA2845E, 0xAC8E68)
    public static let gray = sys(0x8E8E93, 0x8E8E93)
    /// `label`: black in light, white in dark.
    public static let primary = sys(0x000000, 0xFFFFFF)
    /// `secondaryLabel`: #3C3C43 at 60 % in light, #EBEBF5 at 60 % in dark.
    public static let secondary = Color(storage: .dynamic(light: RGBA(hex: 0x3C3C43, alpha: 0.6), dark: RGBA(hex: 0xEBEBF5, alpha: 0.6)))
    /// The system accent color (blue).
    public static let accentColor = blue
    /// `systemBackground`: white in light, black in dark.
    static let systemBackground = sys(0xFFFFFF, 0x000000)
    /// `separator`: #3C3C43 at 29 % in light, #545458 at 60 % in dark.
    static let separator = Color(storage: .dynamic(light: RGBA(hex: 0x3C3C43, alpha: 0.29), dark: RGBA(hex: 0x545458, alpha: 0.6)))
}
