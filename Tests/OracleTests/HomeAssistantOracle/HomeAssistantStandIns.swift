import WidgetRender

// Stand-ins for the home-assistant/iOS app types the ported tile views use (see
// HomeAssistantTileViews.swift). Values are the app's where its source says them, and sampled
// from the oracle PNGs (`shared/oracles/home-assistant-ios/`) where they live in the app's asset
// catalog, which the public sources do not print.

/// `DesignSystem.Spaces` (Sources/HADesignSystem/Sources/Tokens/DesignSystem.swift): an 8 pt grid.
/// Checked on the oracle: a compact tile's icon circle starts at 8 (grid) + 12 (oneAndHalf) = 20 pt.
enum DesignSystem {
    enum Spaces {
        static let half: Double = 4
        static let one: Double = 8
        static let oneAndHalf: Double = 12
        static let two: Double = 16
    }
}

/// `Asset.Colors` (the app's asset catalog), sampled from the oracle at flat pixels:
/// primaryBackground #FFFFFF / #000000, tileBackground #FFFFFF / #1C1B1B,
/// tileBorder #E0E0E0 / #333737 (light / dark).
enum Asset {
    enum Colors {
        static let primaryBackground = Color(light: Color(hex: "#FFFFFF"), dark: Color(hex: "#000000"))
        static let tileBackground = Color(light: Color(hex: "#FFFFFF"), dark: Color(hex: "#1C1B1B"))
        static let tileBorder = Color(light: Color(hex: "#E0E0E0"), dark: Color(hex: "#333737"))
    }
}

extension Color {
    /// `Color.asset(_:)`: the app's helper that reads a colour set.
    static func asset(_ color: Color) -> Color { color }
}

extension ShapeStyle where Self == Color {
    /// `.primaryBackground` as the container wrapper writes it (`.widgetBackground(.primaryBackground)`).
    static var primaryBackground: Color { Asset.Colors.primaryBackground }
}

/// `MaterialDesignIcons` (the app's MDI wrapper): the family name of the Material Design Icons
/// font and the icon the previews use, `.abTestingIcon` (mdi `ab-testing`, U+F01C9). The font is
/// the user font folder `Fonts/` beside this file (a one-icon subset, see `Fonts/make-subset.py`).
enum MaterialDesignIcons {
    static let familyName = "Material Design Icons"
    static let abTestingIcon = MaterialDesignIcons.Icon(unicode: "\u{F01C9}")
    struct Icon: Hashable { let unicode: String }
}

extension MaterialDesignIcons.Icon {
    static let abTestingIcon = MaterialDesignIcons.abTestingIcon
}

/// `WidgetBasicViewModel`: the fields the tile views read. The app's default icon colour is its
/// primary colour, sampled from the oracle: #009AC7.
struct WidgetBasicViewModel: Identifiable, Hashable {
    var id: String
    var title: String
    var subtitle: String?
    var icon: MaterialDesignIcons.Icon
    var showIconBackground: Bool
    var iconColor: Color = Color(hex: "#009AC7")
    var textColor: Color = .primary
    var backgroundColor: Color = .clear
    var useCustomColors = false
}

extension View {
    /// The app's `.modify { }` helper: applies a closure to the view.
    func modify<V: View>(@ViewBuilder _ transform: (Self) -> V) -> V { transform(self) }
    /// `widgetAccentable()` has no effect in full-colour rendering, which is what the oracle shows.
    func widgetAccentable() -> Self { self }
    /// The app's `widgetBackground(_:)`: `containerBackground(_:for: .widget)` on iOS 17+.
    func widgetBackground(_ backgroundView: some ShapeStyle) -> some View {
        containerBackground(backgroundView, for: .widget)
    }
}
