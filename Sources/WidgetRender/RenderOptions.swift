import Foundation

/// Everything that decides how a widget renders. Every input is explicit (no clock, no system
/// fonts, no locale from the machine), so the same options give the same bytes everywhere.
public struct RenderOptions: Sendable {
    public var family: WidgetFamily
    public var colorScheme: ColorScheme
    public var device: DeviceProfile
    /// The instant the widget shows (a timeline entry's date).
    public var now: Date
    public var locale: Locale
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
    /// Extra environment values for your own keys.
    public var environment: @Sendable (inout EnvironmentValues) -> Void
    /// The "transparent" background: a crop of the home-screen screenshot drawn full-bleed under
    /// everything, pixel for pixel (added with the HomeScreen module; see `Backdrop.swift`).
    /// nil draws the usual white or black container background.
    public var backdrop: Backdrop? = nil

    public init(family: WidgetFamily = .systemMedium, colorScheme: ColorScheme = .light,
                device: DeviceProfile = .iPhone390x844, now: Date = EnvironmentValues().now,
                locale: Locale = Locale(identifier: "en_US_POSIX"), timeZone: TimeZone = EnvironmentValues().timeZone,
                contentMargins: EdgeInsets? = EdgeInsets(all: 16), cornerRadius: Double? = 22,
                png: PNGEncodingOptions = .fast, strict: Bool = false,
                environment: @escaping @Sendable (inout EnvironmentValues) -> Void = { _ in }) {
        self.family = family; self.colorScheme = colorScheme; self.device = device; self.now = now
        self.locale = locale; self.timeZone = timeZone; self.contentMargins = contentMargins
        self.cornerRadius = cornerRadius; self.png = png; self.strict = strict; self.environment = environment
    }

    /// The environment the view tree sees.
    public var environmentValues: EnvironmentValues {
        var env = EnvironmentValues()
        env.widgetFamily = family
        env.colorScheme = colorScheme
        env.displayScale = device.scale
        env.now = now
        env.locale = locale
        env.timeZone = timeZone
        env.widgetContentMargins = contentMargins ?? EdgeInsets()
        environment(&env)
        return env
    }
}
