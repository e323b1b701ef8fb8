/// What a widget declares about itself: the metadata the widget gallery shows.
public struct WidgetDescriptor: Hashable, Sendable {
    /// Which configuration type declared the widget.
    public enum ConfigurationType: String, Hashable, Sendable {
        /** `StaticConfiguration`: no user-configurable options. */ case staticConfiguration = "StaticConfiguration"
        /** `IntentConfiguration`: configured with a SiriKit intent. */ case intentConfiguration = "IntentConfiguration"
        /** `AppIntentConfiguration`: configured with an App Intent (iOS 17). */ case appIntentConfiguration = "AppIntentConfiguration"
        /** `ActivityConfiguration`: a Live Activity (no widget families; drawn from content states). */ case activityConfiguration = "ActivityConfiguration"
    }

    /// The widget's kind string, unique in its bundle.
    public var kind: String
    /// Which configuration type declared the widget.
    public var configuration: ConfigurationType
    /// `configurationDisplayName(_:)`; nil when not set (the gallery shows the app's name).
    public var displayName: String?
    /// `description(_:)`; nil when not set.
    public var description: String?
    /// `supportedFamilies(_:)` as written; nil when not set (see ``families``).
    public var declaredFamilies: [WidgetFamily]?
    /// `contentMarginsDisabled()`.
    public var contentMarginsDisabled = false
    /// `containerBackgroundRemovable(_:)`: whether the system may remove the background
    /// (StandBy, tinted and clear modes); true by default.
    public var containerBackgroundRemovable = true
    /// A Live Activity's families: `[.medium]`, plus what `supplementalActivityFamilies(_:)`
    /// adds; nil for widgets.
    public var activityFamilies: [ActivityFamily]?

    /// The families the system offers the widget in. Without `supportedFamilies`, iOS offers the
    /// Home Screen families only: small, medium and large on iPhone (extra large is iPad-only,
    /// accessory families must be opted into).
    public var families: [WidgetFamily] { declaredFamilies ?? WidgetDescriptor.defaultFamilies }

    /// The families a widget gets when it does not call `supportedFamilies`.
    public static let defaultFamilies: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]
}

extension WidgetDescriptor: Encodable {
    private enum CodingKeys: String, CodingKey {
        case kind, configuration, displayName, description, families, contentMarginsDisabled, containerBackgroundRemovable
    }

    /// The gallery metadata as `--json` shows it: families as WidgetKit names, the default
    /// families when `supportedFamilies` is not called.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        try c.encode(configuration.rawValue, forKey: .configuration)
        try c.encodeIfPresent(displayName, forKey: .displayName)
        try c.encodeIfPresent(description, forKey: .description)
        try c.encode(families.map(\.rawValue), forKey: .families)
        try c.encode(contentMarginsDisabled, forKey: .contentMarginsDisabled)
        try c.encode(containerBackgroundRemovable, forKey: .containerBackgroundRemovable)
    }
}
