/// What a template says about itself, like a WidgetKit widget's configuration: its kind, the
/// name and description shown in the widget gallery, the families (or Live Activity and
/// control presentations) it is drawn in, and the parameters a user can configure (an
/// intent-configurable widget's options).
public struct TemplateMetadata: Sendable, Hashable {
    /// The template's identifier (`countdown`): lowercase letters, digits and `-`.
    public var name: String
    /// What the template draws: a widget (`body`), a Live Activity (`liveActivity`) or a
    /// control (`control`).
    public var kind: TemplateKind = .widget
    /// `configurationDisplayName`.
    public var displayName: String
    /// `description`.
    public var description: String
    /// `supportedFamilies`, in the file's order (a widget template's; empty for the others).
    public var families: [WidgetFamily]
    /// Where a Live Activity template is drawn (its `families`, or the Lock Screen view and the
    /// island's compact, minimal and expanded forms); empty for the other kinds.
    public var activityPresentations: [ActivityPresentation] = []
    /// Where a control template is drawn (its `families`, or Control Center's three sizes and
    /// the Lock Screen); empty for the other kinds.
    public var controlPresentations: [ControlPresentation] = []

    /// The names of what the template is drawn in, in order: its families' short names, or its
    /// presentations (`activityLockScreen`, `islandCompact`, `controlSmall`…).
    public var placementNames: [String] {
        switch kind {
        case .widget: return families.map(\.shortName)
        case .liveActivity: return activityPresentations.map(\.rawValue)
        case .control: return controlPresentations.map(\.rawValue)
        }
    }
    /// The configurable options, in file order.
    public var parameters: [TemplateParameter]
    /// Sample entry data beside the template (`sampleData`), relative to its folder.
    public var sampleData: String?
    /// `contentMarginsDisabled()`: the content is laid out edge to edge.
    public var contentMarginsDisabled: Bool

    /// The parameter called `name`, if the template declares one.
    public func parameter(named name: String) -> TemplateParameter? { parameters.first { $0.name == name } }
}

/// One configurable option, with its type and default.
public struct TemplateParameter: Sendable, Hashable {
    /// What values a parameter takes.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A string, a number, an integer, a Boolean, a color, a date, a URL or an image.
        case string, number, integer, boolean, color, date, url, image
        /// One of `options`.
        case choice
    }

    /// How bindings name it: `{{accent}}`.
    public var name: String
    /// Its type.
    public var kind: Kind
    /// The label a configuration screen shows.
    public var displayName: String?
    /// What the option does, for a configuration screen.
    public var description: String?
    /// The value used when the configuration does not set one.
    public var defaultValue: JSONValue
    /// The allowed values of a `choice`.
    public var options: [String]
    /// Lower bound of a `number` or `integer`.
    public var minimum: Double?
    /// Upper bound of a `number` or `integer`.
    public var maximum: Double?
}

/// What a template draws, after WidgetKit's three kinds of extension content.
public enum TemplateKind: String, Sendable, Hashable, CaseIterable {
    /// A widget (`body`): a view per family and timeline entry.
    case widget
    /// A Live Activity (`liveActivity`): the Lock Screen view and the Dynamic Island's views,
    /// one set per content state (each entry of the data).
    case liveActivity
    /// A control (`control`, iOS 18): a button or toggle in Control Center, on the Lock Screen
    /// and on the Action button.
    case control

    /// The top-level key holding what a template of this kind draws.
    public var rootKey: String {
        switch self {
        case .widget: return "body"
        case .liveActivity: return "liveActivity"
        case .control: return "control"
        }
    }
}
