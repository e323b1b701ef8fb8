import Foundation

/// A configuration with changed metadata (what the configuration modifiers return).
public struct _ModifiedWidgetConfiguration<Base: WidgetConfiguration>: WidgetConfiguration, ErasableWidgetConfiguration {
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

extension WidgetConfiguration {
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
}
