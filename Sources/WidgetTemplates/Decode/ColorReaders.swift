/// Colors as templates write them: names (SwiftUI's and UIKit's semantic colors with Apple's
/// light and dark values), hex, light/dark pairs, components, and a color with an opacity.
extension TemplateBuilder {
    private static func dynamic(_ light: UInt32, _ dark: UInt32, _ lightAlpha: Double = 1, _ darkAlpha: Double = 1) -> Color {
        Color(light: Color(RGBA(hex: light, alpha: lightAlpha)), dark: Color(RGBA(hex: dark, alpha: darkAlpha)))
    }

    /// Color names: SwiftUI's colors, plus UIKit's semantic ones widgets often use (Apple's
    /// published light and dark values).
    static let namedColors: [(String, Color)] = [
        ("clear", .clear), ("black", .black), ("white", .white),
        ("red", .red), ("orange", .orange), ("yellow", .yellow), ("green", .green), ("mint", .mint),
        ("teal", .teal), ("cyan", .cyan), ("blue", .blue), ("indigo", .indigo), ("purple", .purple),
        ("pink", .pink), ("brown", .brown), ("gray", .gray),
        ("primary", .primary), ("secondary", .secondary), ("accentColor", .accentColor),
        ("tertiary", dynamic(0x3C3C43, 0xEBEBF5, 0.3, 0.3)), ("quaternary", dynamic(0x3C3C43, 0xEBEBF5, 0.18, 0.16)),
        ("label", .primary), ("secondaryLabel", .secondary),
        ("tertiaryLabel", dynamic(0x3C3C43, 0xEBEBF5, 0.3, 0.3)), ("quaternaryLabel", dynamic(0x3C3C43, 0xEBEBF5, 0.18, 0.16)),
        ("systemBackground", dynamic(0xFFFFFF, 0x000000)),
        ("secondarySystemBackground", dynamic(0xF2F2F7, 0x1C1C1E)),
        ("tertiarySystemBackground", dynamic(0xFFFFFF, 0x2C2C2E)),
        ("systemGroupedBackground", dynamic(0xF2F2F7, 0x000000)),
        ("secondarySystemGroupedBackground", dynamic(0xFFFFFF, 0x1C1C1E)),
        ("separator", dynamic(0x3C3C43, 0x545458, 0.29, 0.6)),
        ("systemGray", dynamic(0x8E8E93, 0x8E8E93)), ("systemGray2", dynamic(0xAEAEB2, 0x636366)),
        ("systemGray3", dynamic(0xC7C7CC, 0x48484A)), ("systemGray4", dynamic(0xD1D1D6, 0x3A3A3C)),
        ("systemGray5", dynamic(0xE5E5EA, 0x2C2C2E)), ("systemGray6", dynamic(0xF2F2F7, 0x1C1C1E)),
        // The rest of UIKit's semantic and system colors (WidgetUI's `UIColor` table, light and dark).
        ("tertiarySystemGroupedBackground", Color(.tertiarySystemGroupedBackground)), ("opaqueSeparator", Color(.opaqueSeparator)),
        ("placeholderText", Color(.placeholderText)), ("link", Color(.link)),
        ("systemFill", Color(.systemFill)), ("secondarySystemFill", Color(.secondarySystemFill)),
        ("tertiarySystemFill", Color(.tertiarySystemFill)), ("quaternarySystemFill", Color(.quaternarySystemFill)),
        ("systemRed", Color(.systemRed)), ("systemOrange", Color(.systemOrange)), ("systemYellow", Color(.systemYellow)),
        ("systemGreen", Color(.systemGreen)), ("systemMint", Color(.systemMint)), ("systemTeal", Color(.systemTeal)),
        ("systemCyan", Color(.systemCyan)), ("systemBlue", Color(.systemBlue)), ("systemIndigo", Color(.systemIndigo)),
        ("systemPurple", Color(.systemPurple)), ("systemPink", Color(.systemPink)), ("systemBrown", Color(.systemBrown)),
    ]
    static let colorNames = namedColors.map(\.0)
    /// `"colorSpace"` of an RGB color: Display P3 components are converted to sRGB.
    static let colorSpaces: [(String, Color.RGBColorSpace)] = [("sRGB", .sRGB), ("sRGBLinear", .sRGBLinear), ("displayP3", .displayP3)]
    static let colorExpected = "a color: a name such as \"blue\", \"#RRGGBB\", {\"light\": …, \"dark\": …}, {\"red\": …, \"green\": …, \"blue\": …} or {\"color\": …, \"opacity\": …}"

    func color(_ v: JSONValue, _ p: JSONPointer) -> Color? {
        guard case .value(let j, let binding) = resolve(v, p) else { return nil }
        return literally(binding != nil) { colorValue(j, binding, p) }
    }

    private func colorValue(_ j: JSONValue, _ binding: String?, _ p: JSONPointer) -> Color? {
        switch j {
        case .string(let s):
            if let c = Self.namedColors.first(where: { $0.0 == s }) { return c.1 }
            if s.hasPrefix("#") {
                if let rgba = RGBA(hexString: s) { return Color(rgba) }
                issue(p, "\"\(s)\" is not a hex color; use #RGB, #RRGGBB or #RRGGBBAA with the digits 0-9 and A-F.")
                return nil
            }
            issue(p, "expected \(Self.colorExpected); got \(j.kindDescription)\(binding.map { " (from \($0))" } ?? "").",
                  suggestion: Suggestions.nearest(to: s, in: Self.colorNames))
            return nil
        case .object(let o):
            let r = ObjectReader(o, at: p, allowed: ["light", "dark", "red", "green", "blue", "white", "color", "opacity", "colorSpace"], what: "a color")
            defer { r.unknownKeys(self) }
            let unit = 0.0...1.0
            let opacity = r["opacity"].flatMap { number($0, r.at("opacity"), unit, "an opacity from 0 to 1") } ?? 1
            if r.has("light") || r.has("dark") {
                guard let l = r["light"], let d = r["dark"] else {
                    issue(p, "a light/dark color needs both \"light\" and \"dark\".")
                    return nil
                }
                guard let light = color(l, r.at("light")), let dark = color(d, r.at("dark")) else { return nil }
                return Color(light: light, dark: dark).opacity(opacity)
            }
            if r.has("red") || r.has("green") || r.has("blue") {
                func component(_ k: String) -> Double? {
                    guard let x = r[k] else { issue(p, "an RGB color needs \"red\", \"green\" and \"blue\" (each 0 to 1); \"\(k)\" is missing."); return nil }
                    return number(x, r.at(k), unit, "a color component from 0 to 1")
                }
                guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
                let space = r["colorSpace"].flatMap { choice($0, r.at("colorSpace"), Self.colorSpaces, "a color space") } ?? .sRGB
                return Color(space, red: red, green: green, blue: blue, opacity: opacity)
            }
            if let w = r["white"] {
                guard let white = number(w, r.at("white"), unit, "a gray level from 0 to 1") else { return nil }
                return Color(white: white, opacity: opacity)
            }
            if let c = r["color"] {
                return color(c, r.at("color"))?.opacity(opacity)
            }
            issue(p, "expected \(Self.colorExpected); this object has none of light/dark, red/green/blue, white or color.")
            return nil
        default:
            issue(p, "expected \(Self.colorExpected); got \(j.kindDescription)\(binding.map { " (from \($0))" } ?? "").")
            return nil
        }
    }
}
