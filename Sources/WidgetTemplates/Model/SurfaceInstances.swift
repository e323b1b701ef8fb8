import Foundation

/// A Live Activity template made concrete for one entry (one `ContentState`): what
/// `ActivityConfiguration`'s two closures would return.
public struct TemplateActivityInstance {
    /// The Lock Screen view (also the banner's and StandBy's).
    public let content: AnyView
    /// The island's expanded regions and its compact and minimal views.
    public let dynamicIsland: DynamicIsland
    /// The entry's date: the `now` to render at.
    public let now: Date
    /// The locale bindings were formatted with.
    public let locale: Locale
    /// The time zone bindings were formatted in.
    public let timeZone: TimeZone
    /// What building noticed; the render adds its own.
    public let diagnostics: [Diagnostic]
}

/// A control template made concrete for one entry and state: what a `ControlWidgetToggle` or
/// `ControlWidgetButton` would hold.
public struct TemplateControlInstance {
    /// The button or toggle, with its label, value label, intent name and tint.
    public let control: ControlTemplateContent
    /// The name Control Center's gallery shows (the template's `displayName`).
    public let displayName: String
    /// The entry's date: the `now` to render at.
    public let now: Date
    /// The locale bindings were formatted with.
    public let locale: Locale
    /// The time zone bindings were formatted in.
    public let timeZone: TimeZone
    /// What building noticed; the render adds its own.
    public let diagnostics: [Diagnostic]
}
