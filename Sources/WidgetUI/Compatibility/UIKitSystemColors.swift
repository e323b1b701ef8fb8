/// UIKit's semantic and system colors, light and dark (sRGB hex, alpha).
///
/// Sources: Apple Human Interface Guidelines, "Color" (iOS system colors and system grays,
/// default light/dark values), and the published measurements of every `UIColor` semantic color
/// on iOS 13+ in Noah Gilmore's "Dark Mode UIColor compatibility" table
/// (noahgilmore.com/blog/dark-mode-uicolor-compatibility), which agree with the HIG where both list
/// a color. Values are the default (not increased-contrast) variants. The twelve accent colours
/// (`systemRed` … `systemBrown`) change with the iOS release: `Resources/system-colors.json`.
enum UIKitSystemColors {
    typealias Pair = (light: UInt32, lightAlpha: Double, dark: UInt32, darkAlpha: Double)

    static let table: [String: Pair] = [
        "label": (0x000000, 1, 0xFFFFFF, 1),
        "secondaryLabel": (0x3C3C43, 0.6, 0xEBEBF5, 0.6),
        "tertiaryLabel": (0x3C3C43, 0.3, 0xEBEBF5, 0.3),
        "quaternaryLabel": (0x3C3C43, 0.18, 0xEBEBF5, 0.16),
        "placeholderText": (0x3C3C43, 0.3, 0xEBEBF5, 0.3),
        "systemFill": (0x787880, 0.2, 0x787880, 0.36),
        "secondarySystemFill": (0x787880, 0.16, 0x787880, 0.32),
        "tertiarySystemFill": (0x767680, 0.12, 0x767680, 0.24),
        "quaternarySystemFill": (0x747480, 0.08, 0x767680, 0.18),
        "systemBackground": (0xFFFFFF, 1, 0x000000, 1),
        "secondarySystemBackground": (0xF2F2F7, 1, 0x1C1C1E, 1),
        "tertiarySystemBackground": (0xFFFFFF, 1, 0x2C2C2E, 1),
        "systemGroupedBackground": (0xF2F2F7, 1, 0x000000, 1),
        "secondarySystemGroupedBackground": (0xFFFFFF, 1, 0x1C1C1E, 1),
        "tertiarySystemGroupedBackground": (0xF2F2F7, 1, 0x2C2C2E, 1),
        "separator": (0x3C3C43, 0.29, 0x545458, 0.6),
        "opaqueSeparator": (0xC6C6C8, 1, 0x38383A, 1),
        "link": (0x007AFF, 1, 0x0984FF, 1),
        "systemGray": (0x8E8E93, 1, 0x8E8E93, 1),
        "systemGray2": (0xAEAEB2, 1, 0x636366, 1),
        "systemGray3": (0xC7C7CC, 1, 0x48484A, 1),
        "systemGray4": (0xD1D1D6, 1, 0x3A3A3C, 1),
        "systemGray5": (0xE5E5EA, 1, 0x2C2C2E, 1),
        "systemGray6": (0xF2F2F7, 1, 0x1C1C1E, 1),
    ]
}
