/// Where and how the system shows a widget: the colours of the rendering mode's groups.
///
/// Apple describes these looks in words and publishes no formula ("desaturates the widget and
/// its content, then applies a person's selected tint color"; clear "adds translucency,
/// highlights, and the Liquid Glass material"; vibrant "desaturates the widget, making a
/// monochrome version"; accented "divides the widget's view hierarchy into an accent group and a
/// primary group, and then applies a solid color to each group" — WidgetKit documentation,
/// "Preparing widgets for additional platforms, contexts, and appearances", and the Widgets
/// HIG). ``RenderingModePass`` implements this model:
/// - accented (tinted, clear): the container background is replaced by ``background``; every
///   colour keeps its alpha and takes its group's colour (``primary`` or ``accent``); images
///   likewise unless `widgetAccentedRenderingMode` says otherwise (`desaturated` and
///   `accentedDesaturated` map luminance to alpha);
/// - vibrant (Lock Screen, StandBy night): the background is removed and every colour, image
///   and gradient stop becomes ``primary`` with alpha = its luminance × its alpha.
/// Approximations: the tint blend (Apple's is unpublished), the glass (a flat translucent fill
/// with a hairline highlight instead of blur and refraction), and the vibrant material (drawn as
/// plain white over whatever is behind).
public struct WidgetAppearance: Hashable, Sendable {
    /** The three ways the system draws a widget: in full colour, accented (tinted or clear), or vibrant. */ public enum Style: String, Hashable, Sendable { /** `fullColor`: as written; `accented`: two tint groups; `vibrant`: one colour by luminance. */ case fullColor, accented, vibrant }
    /// The rendering mode this appearance draws in.
    public var style: Style
    /// Paint of the primary group.
    public var primary: RGBA
    /// Paint of the accent group.
    public var accent: RGBA
    /// What replaces the container background; nil removes it.
    public var background: RGBA?
    /// A hairline highlight along the widget's edge (the clear glass).
    public var edgeHighlight: RGBA?
    /// A short name for file names: `full-color`, `tinted`, `clear`, `vibrant`, `standby`, `standby-night`, `carplay`.
    public var name: String
    /// Whether the system removes the container background (every mode but the Home Screen's
    /// full colour: accented, vibrant and StandBy).
    public var removesContainerBackground: Bool
    /// What the system shows around and behind the widget when that is known, not a wallpaper:
    /// StandBy's and CarPlay's black screen. Renders stay transparent there; the contrast lint
    /// judges text over it.
    public var surroundings: RGBA?

    /// An appearance; `removesContainerBackground` defaults to true in every mode but full colour.
    public init(style: Style, primary: RGBA, accent: RGBA, background: RGBA?, edgeHighlight: RGBA? = nil, name: String,
                removesContainerBackground: Bool? = nil, surroundings: RGBA? = nil) {
        self.style = style; self.primary = primary; self.accent = accent
        self.background = background; self.edgeHighlight = edgeHighlight; self.name = name
        self.removesContainerBackground = removesContainerBackground ?? (style != .fullColor)
        self.surroundings = surroundings
    }

    /// The widget as declared (Home Screen light and dark).
    public static let fullColor = WidgetAppearance(style: .fullColor, primary: .white, accent: .white, background: nil, name: "full-color")

    /// iOS 18 tinted Home Screen with the person's tint colour. Model: the accent group in the
    /// tint itself, the primary group in the tint lifted 45 % towards white, the background the
    /// tint darkened to 18 % (a dark tinted plate, as screenshots show).
    public static func tinted(_ tint: RGBA) -> WidgetAppearance {
        WidgetAppearance(style: .accented, primary: tint.mixed(with: .white, by: 0.45), accent: tint.opaque,
                         background: tint.opaque.scaled(by: 0.18), name: tintedName)
    }

    /// The ``name`` of every ``tinted(_:)`` appearance, whatever its tint.
    public static let tintedName = "tinted"

    /// The tint iOS 18 proposes first (a warm yellow), used when none is given.
    public static let defaultTint = RGBA(hex: 0xF2C94C)

    /// iOS 26 clear (Liquid Glass) Home Screen: both groups white (the primary group at 85 %
    /// opacity), the background a translucent white glass with a brighter edge.
    public static let clear = WidgetAppearance(style: .accented, primary: RGBA(red: 1, green: 1, blue: 1, alpha: 0.85), accent: .white,
                                               background: RGBA(red: 1, green: 1, blue: 1, alpha: 0.16),
                                               edgeHighlight: RGBA(red: 1, green: 1, blue: 1, alpha: 0.45), name: "clear")

    /// The Lock Screen: monochrome white, opacity from luminance.
    public static let vibrant = WidgetAppearance(style: .vibrant, primary: .white, accent: .white, background: nil, name: "vibrant")

    /// StandBy (iPhone on its side, charging): small widgets in full colour with their
    /// background removed. The system also scales the widget up; that is the canvas's business
    /// (Apple publishes no scale).
    public static let standBy = WidgetAppearance(style: .fullColor, primary: .white, accent: .white, background: nil, name: "standby",
                                                 removesContainerBackground: true, surroundings: .black)

    /// CarPlay (iOS 26): small widgets in CarPlay's widget stack, "in full color and with the
    /// background removed" (WidgetKit, "Adding StandBy and CarPlay support to your widget"),
    /// as StandBy draws them. Taps depend on the car: see `LinkProfile.carPlayWithoutTouch`.
    public static let carPlay = WidgetAppearance(style: .fullColor, primary: .white, accent: .white, background: nil, name: "carplay",
                                                 removesContainerBackground: true, surroundings: .black)

    /// StandBy at night (low light): the vibrant monochrome in red.
    public static let standByNight = WidgetAppearance(style: .vibrant, primary: RGBA(hex: 0xFF2A1F), accent: RGBA(hex: 0xFF2A1F),
                                                      background: nil, name: "standby-night", surroundings: .black)

    /// Every mode's name, in the order the command line and the API list them: the one table
    /// of rendering-mode names.
    public static let names = ["full-color", "tinted", "clear", "vibrant", "standby", "standby-night", "carplay"]

    /// The mode called `name` (one of ``names``); `tint` colours the tinted mode.
    public init?(name: String, tint: RGBA = WidgetAppearance.defaultTint) {
        switch name {
        case "full-color": self = .fullColor
        case "tinted": self = .tinted(tint)
        case "clear": self = .clear
        case "vibrant": self = .vibrant
        case "standby": self = .standBy
        case "standby-night": self = .standByNight
        case "carplay": self = .carPlay
        default: return nil
        }
    }

    /// The `\.widgetRenderingMode` a view sees under this appearance.
    public var renderingMode: WidgetRenderingMode {
        switch style {
        case .fullColor: return .fullColor
        case .accented: return .accented
        case .vibrant: return .vibrant
        }
    }

    /// Sets `\.widgetRenderingMode` and `\.showsWidgetContainerBackground` for a render under
    /// this appearance: false in accented and vibrant modes, and in StandBy unless the widget
    /// says `containerBackgroundRemovable(false)` (the same rule ``RenderingModePass`` applies).
    public func apply(to env: inout EnvironmentValues, backgroundRemovable: Bool = true) {
        env.widgetRenderingMode = renderingMode
        env.showsWidgetContainerBackground = !(removesContainerBackground && (backgroundRemovable || style != .fullColor))
    }
}
