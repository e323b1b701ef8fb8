/// A color, and a view that fills the space it is offered with it (SwiftUI's `Color`).
///
/// System colors adapt to the color scheme and the iOS release with Apple's published light and
/// dark values (Human Interface Guidelines, "Color", iOS system colors; see
/// `Resources/system-colors.json`).
public nonisolated struct Color: Hashable, Sendable, View, ShapeStyle {
    enum Storage: Hashable, Sendable {
        case fixed(RGBA)
        case dynamic(light: RGBA, dark: RGBA)
        /// A system accent colour by name, resolved for the iOS release in force
        /// (`IOSVersion.current`, ``SystemColorPalette``).
        case system(String)
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
        case .system(let name): base = SystemColorPalette.shared.color(name, scheme, IOSVersion.current)
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
    /// SwiftUI's `red`, the system red colour: #FF383C light, #FF4245 dark on iOS 26; #FF3B30 and #FF453A on iOS 17–18.
    public static let red = Color(storage: .system("red"))
    /// SwiftUI's `orange`, the system orange colour: #FF8D28 light, #FF9230 dark on iOS 26; #FF9500 and #FF9F0A on iOS 17–18.
    public static let orange = Color(storage: .system("orange"))
    /// SwiftUI's `yellow`, the system yellow colour: #FFCC00 light, #FFD600 dark on iOS 26; #FFCC00 and #FFD60A on iOS 17–18.
    public static let yellow = Color(storage: .system("yellow"))
    /// SwiftUI's `green`, the system green colour: #34C759 light, #30D158 dark on iOS 26; #34C759 and #30D158 on iOS 17–18.
    public static let green = Color(storage: .system("green"))
    /// SwiftUI's `mint`, the system mint colour: #00C8B3 light, #00DAC3 dark on iOS 26; #00C7BE and #63E6E2 on iOS 17–18.
    public static let mint = Color(storage: .system("mint"))
    /// SwiftUI's `teal`, the system teal colour: #00C3D0 light, #00D2E0 dark on iOS 26; #30B0C7 and #40C8E0 on iOS 17–18.
    public static let teal = Color(storage: .system("teal"))
    /// SwiftUI's `cyan`, the system cyan colour: #00C0E8 light, #3CD3FE dark on iOS 26; #32ADE6 and #64D2FF on iOS 17–18.
    public static let cyan = Color(storage: .system("cyan"))
    /// SwiftUI's `blue`, the system blue colour: #0088FF light, #0091FF dark on iOS 26; #007AFF and #0A84FF on iOS 17–18.
    public static let blue = Color(storage: .system("blue"))
    /// SwiftUI's `indigo`, the system indigo colour: #6155F5 light, #6D7CFF dark on iOS 26; #5856D6 and #5E5CE6 on iOS 17–18.
    public static let indigo = Color(storage: .system("indigo"))
    /// SwiftUI's `purple`, the system purple colour: #CB30E0 light, #DB34F2 dark on iOS 26; #AF52DE and #BF5AF2 on iOS 17–18.
    public static let purple = Color(storage: .system("purple"))
    /// SwiftUI's `pink`, the system pink colour: #FF2D55 light, #FF375F dark on iOS 26; #FF2D55 and #FF375F on iOS 17–18.
    public static let pink = Color(storage: .system("pink"))
    /// SwiftUI's `brown`, the system brown colour: #AC7F5E light, #B78A66 dark on iOS 26; #A2845E and #AC8E68 on iOS 17–18.
    public static let brown = Color(storage: .system("brown"))
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
