import Foundation

/// WidgetKit's `StaticConfiguration`: a widget with no user-configurable options.
public nonisolated struct StaticConfiguration<Content: View>: WidgetConfiguration, ErasableWidgetConfiguration {
    private let make: () -> ErasedConfiguration
    public var body: Never { primitiveBody(Self.self) }

    /// A widget of `kind` whose entries come from `provider` and are shown by `content`.
    public init<Provider: TimelineProvider>(kind: String, provider: Provider,
                                            @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        make = {
            let view = { (e: Provider.Entry) in ErasedEntry(entry: e, view: AnyView(MainThread.run { content(e) })) }
            var erased = ErasedConfiguration(
                descriptor: WidgetDescriptor(kind: kind, configuration: .staticConfiguration),
                placeholder: { view(provider.placeholder(in: $0)) },
                snapshot: { ctx in .completion { done in provider.getSnapshot(in: ctx) { done(view($0)) } } },
                timeline: { ctx in .completion { done in provider.getTimeline(in: ctx) { done(($0.entries.map(view), $0.policy)) } } })
            erased.content = { ($0 as? Provider.Entry).map { view($0).view } }
            return erased
        }
    }

    func erased() -> ErasedConfiguration { make() }
}

/// WidgetKit's `IntentConfiguration`: a widget configured with a SiriKit intent. The providers
/// get a default instance of the intent, as a newly added widget does.
public nonisolated struct IntentConfiguration<Intent: INIntent, Content: View>: WidgetConfiguration, ErasableWidgetConfiguration {
    private let make: () -> ErasedConfiguration
    public var body: Never { primitiveBody(Self.self) }

    /// A widget of `kind` configured with the intent class `intent`, whose entries come from `provider` and are shown by `content`.
    public init<Provider: IntentTimelineProvider>(kind: String, intent: Intent.Type, provider: Provider,
                                                  @ViewBuilder content: @escaping (Provider.Entry) -> Content)
        where Provider.Intent == Intent {
        make = {
            let view = { (e: Provider.Entry) in ErasedEntry(entry: e, view: AnyView(MainThread.run { content(e) })) }
            var erased = ErasedConfiguration(
                descriptor: WidgetDescriptor(kind: kind, configuration: .intentConfiguration),
                placeholder: { view(provider.placeholder(in: $0)) },
                snapshot: { ctx in .completion { done in provider.getSnapshot(for: Intent(), in: ctx) { done(view($0)) } } },
                timeline: { ctx in
                    .completion { done in provider.getTimeline(for: Intent(), in: ctx) { done(($0.entries.map(view), $0.policy)) } }
                })
            erased.content = { ($0 as? Provider.Entry).map { view($0).view } }
            return erased
        }
    }

    func erased() -> ErasedConfiguration { make() }
}

/// WidgetKit's `AppIntentConfiguration` (iOS 17): a widget configured with an App Intent. The
/// providers get the intent's default value (`Intent()`, its entity parameters filled from
/// their queries' `defaultResult()`: ``IntentDefaults``).
public nonisolated struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration, ErasableWidgetConfiguration {
    private let make: () -> ErasedConfiguration
    public var body: Never { primitiveBody(Self.self) }

    /// A widget of `kind` configured with the App Intent `intent`, whose entries come from `provider` and are shown by `content`.
    public init<Provider: AppIntentTimelineProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider,
                                                     @ViewBuilder content: @escaping (Provider.Entry) -> Content)
        where Provider.Intent == Intent {
        make = {
            let view = { (e: Provider.Entry) in ErasedEntry(entry: e, view: AnyView(MainThread.run { content(e) })) }
            var erased = ErasedConfiguration(
                descriptor: WidgetDescriptor(kind: kind, configuration: .appIntentConfiguration),
                placeholder: { view(provider.placeholder(in: $0)) },
                snapshot: { ctx in
                    .async {
                        let intent = Intent()
                        await IntentDefaults.resolve(intent)
                        let entry = await provider.snapshot(for: intent, in: ctx)
                        // A render that gave up on the provider (its time ran out) does not
                        // build the view on the main thread for an answer no one reads.
                        if Task.isCancelled { return ErasedEntry(entry: entry, view: AnyView(EmptyView())) }
                        return view(entry)
                    }
                },
                timeline: { ctx in
                    .async {
                        let intent = Intent()
                        await IntentDefaults.resolve(intent)
                        let t = await provider.timeline(for: intent, in: ctx)
                        if Task.isCancelled { return ([], t.policy) }
                        return (t.entries.map(view), t.policy)
                    }
                })
            erased.content = { ($0 as? Provider.Entry).map { view($0).view } }
            return erased
        }
    }

    func erased() -> ErasedConfiguration { make() }
}
