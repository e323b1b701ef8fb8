import Foundation

/// Everything that decides how a widget renders. Every input is explicit (no clock, no system
/// fonts, no locale from the machine), so the same options give the same bytes everywhere.
///
/// The facade works these out once into a ``WidgetCanvas`` (``WidgetCanvas/init(_:)``): the
/// device and size, the backdrop and slot, the corner mask, the content margins and the link
/// rules. Every render — a view, a template, the CLI, the snapshot library — goes through it.
public struct RenderOptions: Sendable {
    /// The widget family: its size on ``device``.
    public var family: WidgetFamily
    /// Light or dark.
    public var colorScheme: ColorScheme
    /// The iOS release drawn for: system colours follow it (`IOSVersion`, iOS 26 by default;
    /// `.iOS18` for the colours of iOS 17 and 18).
    public var iOS: IOSVersion
    /// The device drawn on. With ``homeScreen`` set, the screenshot's device (from the catalog)
    /// is used instead, so the image is exactly the slot's pixels.
    public var device: DeviceProfile
    /// The instant the widget shows (a timeline entry's date).
    public var now: Date
    /// The locale text, dates and numbers are formatted for.
    public var locale: Locale
    /// The time zone dates are shown in. While the widget's own code lays out, it is also the
    /// process's default time zone, so a `DateFormatter()` the widget makes agrees with it.
    public var timeZone: TimeZone
    /// The system's margins around widget content: 16 pt on iOS 17+. nil is
    /// `contentMarginsDisabled()` (and iOS 16 and earlier).
    public var contentMargins: EdgeInsets?
    /// The widget's continuous corner radius in points; nil draws a square, unmasked image.
    /// Apple publishes no number; 22 pt matches public widget-preview tools (research note).
    public var cornerRadius: Double?
    /// How the PNG is compressed.
    public var png: PNGEncodingOptions
    /// Treat error diagnostics (a missing image, …) as a thrown ``RenderError``.
    public var strict: Bool
    /// The tap rules the link map follows (`LinkProfile/default`: what seed 002 measured).
    public var linkProfile: LinkProfile
    /// The "transparent" background: the home screen the widget sits on, cropped at its slot.
    /// nil draws the usual white or black container background.
    public var homeScreen: HomeScreenPlacement?
    /// A backdrop bitmap drawn full-bleed under everything (what ``homeScreen`` sets from a
    /// screenshot; set it directly for a backdrop of your own).
    public var backdrop: Backdrop?
    /// How the system draws the widget (full colour, tinted, clear, vibrant, StandBy); nil is
    /// the family's own: `WidgetAppearance/fullColor` on the Home Screen,
    /// `WidgetAppearance/vibrant` for the Lock Screen families (iPhone draws them no other way).
    public var appearance: WidgetAppearance?
    /// The text size the person chose (`\.dynamicTypeSize`); text styles scale by Apple's table.
    public var dynamicTypeSize: DynamicTypeSize
    /// nil: the locale's direction (`LayoutDirection/of(_:)`: right to left for Arabic, Hebrew…).
    public var layoutDirection: LayoutDirection?
    /// Redaction in force on the whole widget: `.placeholder` draws the placeholder, `.privacy`
    /// renders as on a locked device (`.privacySensitive()` content redacted).
    public var redactionReasons: RedactionReasons
    /// The widget's `containerBackgroundRemovable` (true unless it says otherwise): false keeps
    /// the background in StandBy.
    public var containerBackgroundRemovable: Bool
    /// A folder of the user's fonts (`.ttf`, `.otf`, `.ttc`) for `Font.custom` and fallback,
    /// searched after the bundled fonts; nil: the bundled fonts only.
    public var fontsFolder: URL?
    /// Also lay the widget out at every larger Dynamic Type size and report text that is cut
    /// off there but fits at the default size (`contentClippedAtDynamicTypeSize`); seven more
    /// layouts, so off by default.
    public var checksDynamicType = false
    /// Also report every text cut off at this size (truncated with an ellipsis, or reaching out
    /// of the widget) as a `textTruncated` note naming the text; `check` turns it on.
    public var reportsTruncatedText = false
    /// The view is the content of a WidgetKit `Widget` configuration, which iOS 17 and later
    /// require to declare `containerBackground(for: .widget)`: without one, iOS's placeholder
    /// message is drawn in its place, with the warning `containerBackgroundMissing`. Renders of a
    /// `Widget` (bundles, `@main` extensions, `check`) set it; a bare view is drawn as it is.
    public var requiresContainerBackground = false
    /// Extra environment values for your own keys.
    public var environment: @Sendable (inout EnvironmentValues) -> Void
    /// A canvas that is not the family's (a Live Activity presentation); nil: the family's.
    public var surface: RenderSurface?

    /// Options; each parameter sets the property of the same name. The defaults draw a medium widget, light, on a 390 x 844 pt iPhone at 2026-01-01T00:00:00Z in `en_US_POSIX` and UTC, with 16 pt content margins and 22 pt corners.
    public init(family: WidgetFamily = .systemMedium, colorScheme: ColorScheme = .light,
                device: DeviceProfile = .iPhone390x844, now: Date = EnvironmentValues().now,
                locale: Locale = Locale(identifier: "en_US_POSIX"), timeZone: TimeZone = EnvironmentValues().timeZone,
                contentMargins: EdgeInsets? = EdgeInsets(all: 16), cornerRadius: Double? = 22,
                png: PNGEncodingOptions = .fast, strict: Bool = false, linkProfile: LinkProfile = .default,
                homeScreen: HomeScreenPlacement? = nil, backdrop: Backdrop? = nil,
                appearance: WidgetAppearance? = nil, dynamicTypeSize: DynamicTypeSize = .large,
                layoutDirection: LayoutDirection? = nil, redactionReasons: RedactionReasons = [],
                containerBackgroundRemovable: Bool = true, fontsFolder: URL? = nil, iOS: IOSVersion = .latest,
                environment: @escaping @Sendable (inout EnvironmentValues) -> Void = { _ in }) {
        self.family = family; self.colorScheme = colorScheme; self.device = device; self.now = now
        self.locale = locale; self.timeZone = timeZone; self.contentMargins = contentMargins
        self.cornerRadius = cornerRadius; self.png = png; self.strict = strict; self.linkProfile = linkProfile
        self.homeScreen = homeScreen; self.backdrop = backdrop
        self.appearance = appearance; self.dynamicTypeSize = dynamicTypeSize; self.layoutDirection = layoutDirection
        self.redactionReasons = redactionReasons; self.containerBackgroundRemovable = containerBackgroundRemovable
        self.fontsFolder = fontsFolder; self.iOS = iOS
        self.environment = environment
    }

    /// ``appearance``, or the family's own when nil.
    public var resolvedAppearance: WidgetAppearance { appearance ?? .own(for: family) }

    /// The color scheme the widget is drawn in: the Lock Screen and StandBy at night draw
    /// widgets in the dark appearance (their content is light over the wallpaper), whatever
    /// ``colorScheme`` says; vibrant mode then takes luminance as opacity.
    public var resolvedColorScheme: ColorScheme {
        if let forced = surface?.colorScheme { return forced }
        return resolvedAppearance.style == .vibrant ? .dark : colorScheme
    }

    /// The environment the view tree sees.
    public var environmentValues: EnvironmentValues {
        var env = EnvironmentValues()
        env.widgetFamily = family
        if let surface {
            env.activityFamily = surface.activityFamily
            env.isActivityFullscreen = surface.isActivityFullscreen
        }
        env.colorScheme = resolvedColorScheme
        env.iOSVersion = iOS
        env.displayScale = device.scale
        env.now = now
        env.locale = locale
        env.timeZone = timeZone
        env.widgetContentMargins = contentMargins ?? EdgeInsets()
        env.dynamicTypeSize = dynamicTypeSize
        env.layoutDirection = layoutDirection ?? LayoutDirection.of(locale)
        env.redactionReasons = redactionReasons
        env.isLocked = redactionReasons.contains(.privacy)
        resolvedAppearance.apply(to: &env, backgroundRemovable: containerBackgroundRemovable)
        environment(&env)
        return env
    }

    /// These options with what a template instance implies: its family and `now` (the entry's
    /// date), its locale and time zone, and no content margins when the template disables them.
    public func applying(_ instance: TemplateInstance) -> RenderOptions {
        var o = self
        o.family = instance.family
        o.now = instance.now
        o.locale = instance.locale
        o.timeZone = instance.timeZone
        if instance.contentMarginsDisabled { o.contentMargins = nil }
        return o
    }
}
