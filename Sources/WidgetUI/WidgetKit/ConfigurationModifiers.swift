import Foundation

/// A configuration with changed metadata (what the configuration modifiers return).
public nonisolated struct _ModifiedWidgetConfiguration<Base: WidgetConfiguration>: WidgetConfiguration, ErasableWidgetConfiguration {
    let base: Base
    let change: (inout WidgetDescriptor) -> Void
    public var body: Never { primitiveBody(Self.self) }

    func erased() -> ErasedConfiguration {
        guard var e = eraseConfiguration(base) else {
            // A custom configuration whose body bottoms out in nothing: only metadata.
            var d = WidgetDescriptor(kind: "", configuration: .staticConfiguration)
            change(&d)
            return ErasedConfiguration(descriptor: d, placeholder: { _ in ErasedEntry(entry: EmptyEntry(), view: AnyView(EmptyView())) },
                                       snapshot: { _ in .completion { $0(ErasedEntry(entry: EmptyEntry(), view: AnyView(EmptyView()))) } },
                                       timeline: { _ in .completion { $0(([], .never)) } })
        }
        change(&e.descriptor)
        return e
    }
}

private struct EmptyEntry: TimelineEntry { var date: Date { Date(timeIntervalSince1970: 0) } }

nonisolated extension WidgetConfiguration {
    private func modified(_ change: @escaping (inout WidgetDescriptor) -> Void) -> _ModifiedWidgetConfiguration<Self> {
        _ModifiedWidgetConfiguration(base: self, change: change)
    }

    /// The name the widget gallery shows.
    public func configurationDisplayName(_ name: String) -> some WidgetConfiguration {
        modified { $0.displayName = name }
    }

    /// The description the widget gallery shows under the name.
    public func description(_ text: String) -> some WidgetConfiguration {
        modified { $0.description = text }
    }

    /// The families the widget is offered in (see ``WidgetDescriptor/families`` for the default).
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
        modified { $0.declaredFamilies = families }
    }

    /// Draw the content edge to edge, without the system's content margins.
    public func contentMarginsDisabled() -> some WidgetConfiguration {
        modified { $0.contentMarginsDisabled = true }
    }

    /// Whether the system may remove the container background (StandBy, tinted and clear
    /// Home Screens); true by default.
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration {
        modified { $0.containerBackgroundRemovable = isRemovable }
    }

    /// The name the widget gallery shows, from a localized key.
    public func configurationDisplayName(_ key: LocalizedStringKey) -> some WidgetConfiguration {
        modified { $0.displayName = key.key }
    }

    /// The name the widget gallery shows, from a resource.
    public func configurationDisplayName(_ resource: LocalizedStringResource) -> some WidgetConfiguration {
        modified { $0.displayName = resource.description }
    }

    /// The description the widget gallery shows, from a localized key.
    public func description(_ key: LocalizedStringKey) -> some WidgetConfiguration {
        modified { $0.description = key.key }
    }

    /// The name the widget gallery shows, from a `Text` (its string in the default environment).
    public func configurationDisplayName(_ text: Text) -> some WidgetConfiguration {
        modified { $0.displayName = Text.string(text.content, in: EnvironmentValues()) }
    }

    /// The description the widget gallery shows, from a `Text` (its string in the default environment).
    public func description(_ text: Text) -> some WidgetConfiguration {
        modified { $0.description = Text.string(text.content, in: EnvironmentValues()) }
    }

    /// The description the widget gallery shows, from a resource.
    public func description(_ resource: LocalizedStringResource) -> some WidgetConfiguration {
        modified { $0.description = resource.description }
    }

    /// watchOS: let the watch face curve the content along the corner (no iPhone family uses it).
    public func widgetCurvesContent(_ curvesContent: Bool = true) -> some WidgetConfiguration { self }

    /// Whether a newly added widget asks to be configured first (the widget gallery's behaviour;
    /// renders always use the intent's defaults).
    public func promptsForUserConfiguration() -> some WidgetConfiguration { self }

    /// Places the system should avoid offering the widget in (the gallery's business; every
    /// family is still rendered).
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> some WidgetConfiguration { self }

    /// Which other devices and surfaces may show the widget (iOS 17); every family is still rendered.
    public func supplementalActivityFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration { self }
}

/// WidgetKit's `WidgetLocation` (iOS 17): where a widget can be shown.
public struct WidgetLocation: Hashable, Sendable {
    let name: String
    /// The Home Screen, the Lock Screen, StandBy, the iPad Lock Screen, CarPlay.
    public static let homeScreen = WidgetLocation(name: "homeScreen"), lockScreen = WidgetLocation(name: "lockScreen"),
                      standBy = WidgetLocation(name: "standBy"), iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac"),
                      carPlay = WidgetLocation(name: "carPlay")
}

