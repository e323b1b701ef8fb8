import Foundation

/// A key for a value in ``EnvironmentValues``, as in SwiftUI.
public protocol EnvironmentKey {
    /// The type of the key's value.
    associatedtype Value: Sendable
    /// The value when no view has set one.
    static var defaultValue: Value { get }
}

/// The values a view can read with `@Environment`: family, color scheme, scale, now, fonts…
/// Extend it with your own keys exactly as in SwiftUI.
public struct EnvironmentValues: Sendable {
    private var values: [ObjectIdentifier: any Sendable] = [:]
    /// Where reads of the colour-dependent values are noted while a tree resolves (``AppearanceReads``).
    package var appearanceReads: AppearanceReads?
    /// Whether a view in the tree set the color scheme (`.environment(\.colorScheme, …)`):
    /// nodes then keep the scheme they were made in; elsewhere they draw in the render's.
    package var colorSchemeSetInTree = false

    /// An environment with every key at its default value.
    public init() {}

    /// The value for a custom key, or its default when unset; `set` in your own `EnvironmentValues` extension.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { (values[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The environment of the view whose `body` is being evaluated right now.
    @TaskLocal static var current = EnvironmentValues()
}

// MARK: - Widget and device

private struct WidgetFamilyKey: EnvironmentKey { static let defaultValue = WidgetFamily.systemSmall }
private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct IOSVersionKey: EnvironmentKey { static let defaultValue = IOSVersion.latest }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: Double = 3 }
private struct NowKey: EnvironmentKey { static let defaultValue = Date(timeIntervalSince1970: 1_767_225_600) } // 2026-01-01T00:00:00Z
private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US_POSIX") }
private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current }
private struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar(identifier: .gregorian) }
private struct ContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets(all: 16) }

extension EnvironmentValues {
    /// The family of the widget being rendered (`@Environment(\.widgetFamily)`).
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] } set { self[WidgetFamilyKey.self] = newValue }
    }
    /// Light or dark (`@Environment(\.colorScheme)`).
    public var colorScheme: ColorScheme {
        get {
            appearanceReads?.colorScheme = true
            return self[ColorSchemeKey.self]
        }
        set {
            self[ColorSchemeKey.self] = newValue
            colorSchemeSetInTree = true
        }
    }
    /// The color scheme, read without noting the read (the resolver's own bookkeeping).
    package var colorSchemeUnnoted: ColorScheme { self[ColorSchemeKey.self] }
    /// The iOS release the widget is drawn for: system colours follow it (`IOSVersion`; iOS 26
    /// unless the render asks for another). WidgetRender's own key; SwiftUI has none.
    public var iOSVersion: IOSVersion {
        get { self[IOSVersionKey.self] } set { self[IOSVersionKey.self] = newValue }
    }
    /// Pixels per point of the device: 3 on current iPhones.
    public var displayScale: Double {
        get { self[DisplayScaleKey.self] } set { self[DisplayScaleKey.self] = newValue }
    }
    /// The instant the widget is rendered for: a timeline entry's date. Always explicit, so a
    /// render is reproducible; defaults to 2026-01-01T00:00:00Z.
    public var now: Date {
        get { self[NowKey.self] } set { self[NowKey.self] = newValue }
    }
    /// The locale that dates, numbers and localized text are formatted for (`en_US_POSIX` unless the render sets one).
    public var locale: Locale {
        get { self[LocaleKey.self] } set { self[LocaleKey.self] = newValue }
    }
    /// The time zone dates are shown in (UTC unless the render sets one).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] } set { self[TimeZoneKey.self] = newValue }
    }
    /// The calendar dates are laid out in (chart date axes; Gregorian unless the view sets one),
    /// used with ``timeZone`` and ``locale``.
    public var calendar: Calendar {
        get { self[CalendarKey.self] } set { self[CalendarKey.self] = newValue }
    }
    /// The margins the system puts around widget content (iOS 17+: 16 pt on every edge).
    public var widgetContentMargins: EdgeInsets {
        get { self[ContentMarginsKey.self] } set { self[ContentMarginsKey.self] = newValue }
    }
}

extension EnvironmentValues {
    /// Whether the view has keyboard focus: never, in a widget.
    public var isFocused: Bool { false }
}
