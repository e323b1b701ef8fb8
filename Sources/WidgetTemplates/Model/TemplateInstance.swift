import Foundation

/// A template made concrete for one family and one entry: the view to render and the
/// environment it implies.
public struct TemplateInstance {
    /// The widget's view, built from WidgetUI's view types.
    public let view: AnyView
    /// The family the view was built for.
    public let family: WidgetFamily
    /// The entry's date: the `now` to render at (relative dates and timers measure from it).
    public let now: Date
    /// The locale bindings were formatted with.
    public let locale: Locale
    /// The time zone bindings were formatted in.
    public let timeZone: TimeZone
    /// The template asked for `contentMarginsDisabled`.
    public let contentMarginsDisabled: Bool
    /// What building noticed (a remote image replaced by its placeholder, a condition on a
    /// missing value…); the render adds its own.
    public let diagnostics: [Diagnostic]

    /// An instance drawing `view`; each parameter sets the property of the same name (a Live
    /// Activity's or control's presentation is wrapped this way, with its template's diagnostics).
    public init(view: AnyView, family: WidgetFamily, now: Date, locale: Locale, timeZone: TimeZone,
                contentMarginsDisabled: Bool, diagnostics: [Diagnostic]) {
        self.view = view; self.family = family; self.now = now; self.locale = locale; self.timeZone = timeZone
        self.contentMarginsDisabled = contentMarginsDisabled; self.diagnostics = diagnostics
    }

    /// `base` with what this instance implies: its family, `now`, locale and time zone, and no
    /// content margins when the template disables them. The color scheme is the render's.
    public func environment(_ base: EnvironmentValues = EnvironmentValues()) -> EnvironmentValues {
        var env = base
        env.widgetFamily = family
        env.now = now
        env.locale = locale
        env.timeZone = timeZone
        if contentMarginsDisabled { env.widgetContentMargins = EdgeInsets() }
        return env
    }
}
