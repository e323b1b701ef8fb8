/// What a template says about itself, like a WidgetKit widget's configuration: its kind, the
/// name and description shown in the widget gallery, the families it supports, and the
/// parameters a user can configure (an intent-configurable widget's options).
public struct TemplateMetadata: Sendable, Hashable {
    /// The template's identifier (`countdown`): lowercase letters, digits and `-`.
    public var name: String
    /// `configurationDisplayName`.
    public var displayName: String
    /// `description`.
    public var description: String
    /// `supportedFamilies`, in the file's order.
    public var families: [WidgetFamily]
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
