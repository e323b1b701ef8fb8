/// A color, and a view that fills the space it is offered with it (SwiftUI's `Color`).
///
/// System colors adapt to the color scheme with Apple's published light and dark values
/// (Human Interface Guidelines, "Color", iOS system colors).
public nonisolated struct Color: Hashable, Sendable, View, ShapeStyle {
    enum Storage: Hashable, Sendable {
        case fixed(RGBA)
        case dynamic(light: RGBA, dark: RGBA)
        case invalid(String)
    }
    let storage: Storage
    var opacityFactor: Double = 1

    init(storage: Storage) { self.storage = storage }

    /// A color from sRGB components, each 0…1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        storage = .fixed(RGBA(red: red, green: green, blue: blue, alpha: opacity))
    }
    /// A gray of `white` (0 black, 1 white) with an opacity.
    public init(white: Double, opacity: Double = 1) {
        storage = .fixed(RGBA(red: white, green: white, blue: white, alpha: opacity))
    }
    /// A fixed color, the same in light and dark mode.
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

    /// Fully transparent.
    public static let clear = Color(storage: .fixed(.clear))
    /// Opaque black in both color schemes.
    public static let black = Color(storage: .fixed(.black))
    /// Opaque white in both color schemes.
    public static let white = Color(storage: .fixed(.white))
    /// SwiftUI's `red`, the system red color: #FF3B30 in light mode, #FF453A in dark.
    public static let red = sys(0xFF3B30, 0xFF453A)
    /// SwiftUI's `orange`, the system orange color: #FF9500 in light mode, #FF9F0A in dark.
    public static let orange = sys(0xFF9500, 0xFF9F0A)
    /// SwiftUI's `yellow`, the system yellow color: #FFCC00 in light mode, #FFD60A in dark.
    public static let yellow = sys(0xFFCC00, 0xFFD60A)
    /// SwiftUI's `green`, the system green color: #34C759 in light mode, #30D158 in dark.
    public static let green = sys(0x34C759, 0x30D158)
    /// SwiftUI's `mint`, the system mint color: #00C7BE in light mode, #63E6E2 in dark.
    public static let mint = sys(0x00C7BE, 0x63E6E2)
    /// SwiftUI's `teal`, the system teal color: #30B0C7 in light mode, #40C8E0 in dark.
    public static let teal = sys(0x30B0C7, 0x40C8E0)
    /// SwiftUI's `cyan`, the system cyan color: #32ADE6 in light mode, #64D2FF in dark.
    public static let cyan = sys(0x32ADE6, 0x64D2FF)
    /// SwiftUI's `blue`, the system blue color: #007AFF in light mode, #0A84FF in dark.
    public static let blue = sys(0x007AFF, 0x0A84FF)
    /// SwiftUI's `indigo`, the system indigo color: #5856D6 in light mode, #5E5CE6 in dark.
    public static let indigo = sys(0x5856D6, 0x5E5CE6)
    /// SwiftUI's `purple`, the system purple color: #AF52DE in light mode, #BF5AF2 in dark.
    public static let purple = sys(0xAF52DE, 0xBF5AF2)
    /// SwiftUI's `pink`, the system pink color: #FF2D55 in light mode, #FF375F in dark.
    public static let pink = sys(0xFF2D55, 0xFF375F)
    /// SwiftUI's `brown`, the system brown color: #A2845E in light mode, #AC8E68 in dark.
    public static let brown = sys(0xA2845E, 0xAC8E68)
    /// SwiftUI's `gray`, the system gray color: #8E8E93 in both color schemes.
    public static let gray = sys(0x8E8E93, 0x8E8E93)
    /// `label`: black in light, white in dark.
    public static let primary = Color(storage: .dynamic(light: ColorScheme.light.labelColor, dark: ColorScheme.dark.labelColor))
    /// `secondaryLabel`: #3C3C43 at 60 % in light, #EBEBF5 at 60 % in dark.
    public static let secondary = Color(storage: .dynamic(light: RGBA(hex: 0x3C3C43, alpha: 0.6), dark: RGBA(hex: 0xEBEBF5, alpha: 0.6)))
    /// The system accent color (blue).
    public static let accentColor = blue
    /// `systemBackground`: white in light, black in dark.
    static let systemBackground = sys(0xFFFFFF, 0x000000)
    /// `separator`: #3C3C43 at 29 % in light, #545458 at 60 % in dark.
    static let separator = Color(storage: .dynamic(light: RGBA(hex: 0x3C3C43, alpha: 0.29), dark: RGBA(hex: 0x545458, alpha: 0.6)))
}
