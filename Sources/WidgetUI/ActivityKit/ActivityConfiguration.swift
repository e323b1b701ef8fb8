import Foundation

/// WidgetKit's `ActivityViewContext`: what a Live Activity's views are built from.
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    /// The static data.
    public let attributes: Attributes
    /// The dynamic data.
    public let state: Attributes.ContentState
    /// Whether the content is past its stale date.
    public let isStale: Bool
    /// The activity's identifier.
    public let activityID: String

    /// A context (what `#Preview(for:as:using:)` and `WidgetRenderer.render(activity:…)` build).
    public init(attributes: Attributes, state: Attributes.ContentState, isStale: Bool = false, activityID: String = "preview") {
        self.attributes = attributes; self.state = state; self.isStale = isStale; self.activityID = activityID
    }
}

/// WidgetKit's `ActivityConfiguration`: a Live Activity's Lock Screen view (also its banner,
/// StandBy and Smart Stack view) and its Dynamic Island.
public nonisolated struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration, ErasableWidgetConfiguration {
    /// The Lock Screen view of a context.
    public let content: (ActivityViewContext<Attributes>) -> AnyView
    /// The Dynamic Island of a context.
    public let dynamicIsland: (ActivityViewContext<Attributes>) -> DynamicIsland

    /// A Live Activity of `attributesType`.
    public init<Content: View>(for attributesType: Attributes.Type,
                               @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
                               dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland) {
        self.content = { AnyView(content($0)) }
        self.dynamicIsland = dynamicIsland
        ActivityRegistry.register(erasedActivity)
    }

    /// iOS 16.1's spelling of ``init(for:content:dynamicIsland:)``.
    public init<Content: View>(attributesType: Attributes.Type,
                               @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
                               dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland) {
        self.init(for: attributesType, content: content, dynamicIsland: dynamicIsland)
    }

    public var body: Never { primitiveBody(Self.self) }

    func erased() -> ErasedConfiguration {
        let name = String(describing: Attributes.self)
        var d = WidgetDescriptor(kind: name, configuration: .activityConfiguration)
        d.declaredFamilies = []
        let empty = ErasedEntry(entry: ActivityEntry(), view: AnyView(EmptyView()))
        var c = ErasedConfiguration(descriptor: d, placeholder: { _ in empty }, snapshot: { _ in .completion { $0(empty) } },
                                    timeline: { _ in .completion { $0(([], .never)) } })
        c.activity = ErasedActivity(attributesType: Attributes.self, content: content, dynamicIsland: dynamicIsland)
        return c
    }
}

private struct ActivityEntry: TimelineEntry { var date: Date { Date(timeIntervalSince1970: 0) } }

/// A Live Activity configuration with its attribute type erased: the views of a context, given
/// attributes and a state of the right types.
public struct ErasedActivity {
    /// The `ActivityAttributes` type.
    public let attributesType: Any.Type
    /// The families it is drawn in: `.medium`, and `.small` when the widget says
    /// `supplementalActivityFamilies([.small])` (the Apple Watch Smart Stack, CarPlay).
    public internal(set) var families: [ActivityFamily] = [.medium]
    let contentOf: (Any, Any, Bool) -> AnyView?
    let islandOf: (Any, Any, Bool) -> DynamicIsland?
    let sampleOf: (Date) throws -> (attributes: Any, state: Any)
    let decodeOf: (Data?, Data, Date) throws -> (attributes: Any, state: Any)

    init<A: ActivityAttributes>(attributesType: A.Type, content: @escaping (ActivityViewContext<A>) -> AnyView,
                                dynamicIsland: @escaping (ActivityViewContext<A>) -> DynamicIsland) {
        self.attributesType = A.self
        contentOf = { a, s, stale in
            guard let a = a as? A, let s = s as? A.ContentState else { return nil }
            return content(ActivityViewContext(attributes: a, state: s, isStale: stale))
        }
        islandOf = { a, s, stale in
            guard let a = a as? A, let s = s as? A.ContentState else { return nil }
            return dynamicIsland(ActivityViewContext(attributes: a, state: s, isStale: stale))
        }
        sampleOf = { now in
            (try SampleDecoder(now: now).sample(A.self), try SampleDecoder(now: now).sample(A.ContentState.self))
        }
        decodeOf = { attributes, state, now in
            let json = JSONDecoder()
            json.dateDecodingStrategy = .iso8601
            let a = try attributes.map { try json.decode(A.self, from: $0) } ?? SampleDecoder(now: now).sample(A.self)
            return (a, try json.decode(A.ContentState.self, from: state))
        }
    }

    /// The Lock Screen view for `attributes` and `state`; nil when they are not this activity's types.
    public func content(attributes: Any, state: Any, isStale: Bool = false) -> AnyView? {
        MainThread.run { contentOf(attributes, state, isStale) }
    }
    /// The Dynamic Island for `attributes` and `state`; nil when they are not this activity's types.
    public func dynamicIsland(attributes: Any, state: Any, isStale: Bool = false) -> DynamicIsland? {
        MainThread.run { islandOf(attributes, state, isStale) }
    }
}

extension ActivityConfiguration {
    /// This configuration, type-erased.
    public var erasedActivity: ErasedActivity { ErasedActivity(attributesType: Attributes.self, content: content, dynamicIsland: dynamicIsland) }
}

extension WidgetTimelines {
    /// The Live Activity a widget declares (its `ActivityConfiguration`), nil for other widgets.
    public static func activity<W: Widget>(of widget: W) -> ErasedActivity? { eraseWidget(widget).flatMap(activity(of:)) }

    /// The configuration's activity with the families its descriptor declares.
    private static func activity(of c: ErasedConfiguration) -> ErasedActivity? {
        guard var activity = c.activity else { return nil }
        activity.families = c.descriptor.activityFamilies ?? [.medium]
        return activity
    }

    /// The Live Activities a bundle lists, with their kinds (a type name when the configuration
    /// has no kind), in order.
    public static func activities<B: WidgetBundle>(of bundle: B) -> [(kind: String, activity: ErasedActivity)] {
        flattenWidgets(evaluateBody(bundle)).compactMap { w in
            guard let c = eraseWidget(w), let activity = activity(of: c) else { return nil }
            return (c.descriptor.kind, activity)
        }
    }

    /// The controls a bundle lists (iOS 18 `ControlWidget`s), in order, type-erased.
    public static func controls<B: WidgetBundle>(of bundle: B) -> [ErasedControl] {
        func controls(_ w: any Widget) -> [any ControlWidget] {
            guard let group = w as? _WidgetGroup else { return [] }
            return group.controls + group.widgets.flatMap(controls)
        }
        return controls(evaluateBody(bundle)).compactMap { $0.erased }
    }
}
