import Foundation

/// A preview as a `#Preview` block declares it: a view, or a widget in one family with its
/// timeline (entries, or a provider's). ``source(options:providerTimeout:)`` turns it into a
/// ``TimelineSource`` the planner renders like any other; `WidgetPreviews` shows them.
///
/// The `#Preview` macro (package trait `Previews`) builds one per block, in a uniquely named
/// type conforming to ``DeclaredPreview``.
public struct PreviewDeclaration: @unchecked Sendable {
    /// What the preview shows.
    enum Content {
        case view(() -> AnyView)
        case widget(family: WidgetFamily, widget: () -> any Widget, entries: Entries)
        case activity(kind: ActivityPreviewViewKind, widget: () -> any Widget, attributes: Any, states: () -> [Any])
    }

    /// Where a widget preview's entries come from.
    enum Entries {
        case list(() -> [any TimelineEntry])
        case provider(() -> any TimelineProvider)
        /// An App Intent provider's timeline for the preview's intent, at a context.
        case intentProvider((TimelineProviderContext) async -> [any TimelineEntry])
    }

    /// The name given (`#Preview("Dark")`), if any.
    public let name: String?
    /// The file it is declared in (`#fileID`).
    public let fileID: String
    /// The line it is declared on.
    public let line: Int
    /// The configuration intent it is previewed with (`using:`), if any.
    public let intent: (any AppIntent)?
    let content: Content
    /// The name its files take, when two previews' titles would give the same one.
    var fileName: String?

    /// A view preview. Its closures are the widget's code: they run on the main thread, as
    /// Xcode runs a `#Preview` body (WidgetUI's article "Isolation and language modes").
    public init(name: String?, fileID: String, line: Int, body: @escaping @MainActor () -> AnyView) {
        self.name = name; self.fileID = fileID; self.line = line; intent = nil; content = .view(_onRenderingThread(body))
    }

    /// A widget preview in `family` with a list of entries.
    public init<W: Widget>(name: String?, fileID: String, line: Int, family: WidgetFamily, intent: (any AppIntent)? = nil,
                           widget: @escaping @MainActor () -> W, entries: @escaping @MainActor () -> [any TimelineEntry]) {
        self.name = name; self.fileID = fileID; self.line = line; self.intent = intent
        content = .widget(family: family, widget: _onRenderingThread(widget), entries: .list(_onRenderingThread(entries)))
    }

    /// A widget preview in `family` whose entries come from a provider's timeline.
    public init<W: Widget, P: TimelineProvider>(name: String?, fileID: String, line: Int, family: WidgetFamily,
                                                widget: @escaping @MainActor () -> W, provider: @escaping @MainActor () -> P) {
        self.name = name; self.fileID = fileID; self.line = line; intent = nil
        content = .widget(family: family, widget: _onRenderingThread(widget), entries: .provider(_onRenderingThread(provider)))
    }

    /// A widget preview in `family` whose entries come from an App Intent provider's timeline for `intent`.
    public init<W: Widget, I: WidgetConfigurationIntent, P: AppIntentTimelineProvider>(
        name: String?, fileID: String, line: Int, family: WidgetFamily, intent: I,
        widget: @escaping @MainActor () -> W, provider: @escaping @MainActor () -> P) where P.Intent == I {
        self.name = name; self.fileID = fileID; self.line = line; self.intent = intent
        let makeProvider = _onRenderingThread(provider)
        content = .widget(family: family, widget: _onRenderingThread(widget), entries: .intentProvider { context in
            await MainThread.run { makeProvider() }.timeline(for: intent, in: context).entries
        })
    }

    /// A Live Activity preview: the widget's `ActivityConfiguration` for `attributes` and each of
    /// the content states, in the presentation `kind` names.
    public init<A: ActivityAttributes, W: Widget>(name: String?, fileID: String, line: Int, activity kind: ActivityPreviewViewKind,
                                                  attributes: A, widget: @escaping @MainActor () -> W,
                                                  @PreviewContentStateBuilder<A.ContentState> contentStates: @escaping @MainActor () -> [A.ContentState]) {
        self.name = name; self.fileID = fileID; self.line = line; intent = nil
        let states = _onRenderingThread(contentStates)
        content = .activity(kind: kind, widget: _onRenderingThread(widget), attributes: attributes, states: { states().map { $0 as Any } })
    }

    /// `Countdown` for a named preview, else `<file>:<line>`.
    public var title: String { name ?? "\(fileID):\(line)" }

    /// The preview as a source for the planner: a view in the small, medium and large
    /// families, or the widget's view of each entry (dated by the entry) in its family. A
    /// provider's timeline is asked for at `options.now`; one not handed over within
    /// `providerTimeout` seconds is an error (``RenderError/source(name:message:)``).
    public func source(options: RenderOptions = RenderOptions(), providerTimeout: Double = PreviewDeclaration.providerTimeout) async throws -> TimelineSource {
        let name = fileName ?? SwiftPreviewNames.slug(title)
        switch content {
        case .view(let body):
            return TimelineSource(name: name, families: [.systemSmall, .systemMedium, .systemLarge], subject: "The preview \"\(title)\"") { _ in
                [TimelineSource.Frame(phase: .entry(0), date: nil) { _ in body() }]
            }
        case .widget(let family, let makeWidget, let source):
            let widget = MainThread.run { makeWidget() }
            let entries: [any TimelineEntry]
            switch source {
            // With the porting guide's clock file, `Date()` and `.now` in the entries are the render's now.
            case .list(let list): entries = MainThread.run { WidgetClock.$now.withValue(options.now) { list() } }
            case .provider(let make):
                entries = try await Self.timeline(of: MainThread.run { make() }, family: family, options: options, timeout: providerTimeout,
                                                  preview: name)
            case .intentProvider(let timeline):
                let context = Self.context(family, options)
                guard let list = await ProviderCall.async({ await timeline(context) }).run(now: options.now, timeout: providerTimeout) else {
                    throw RenderError.source(name: name, message: "The preview \"\(title)\"'s provider did not return its timeline(for:in:) "
                                             + "within \(Self.seconds(providerTimeout)).")
                }
                entries = list
            }
            var frames: [TimelineSource.Frame] = []
            var marginsDisabled = false
            for (index, entry) in entries.enumerated() {
                guard let content = Self.content(of: widget, for: entry) else {
                    throw RenderError.source(name: name, message: "The preview \"\(title)\" has an entry (\(type(of: entry))) its widget's provider does not make.")
                }
                marginsDisabled = content.descriptor.contentMarginsDisabled
                frames.append(TimelineSource.Frame(phase: .entry(index), date: entry.date) { _ in content.view })
            }
            // A widget's content, as Xcode's canvas shows it: it too asks for a container background.
            var timeline = TimelineSource(name: name, families: [family], subject: "The preview \"\(title)\"",
                                          contentMarginsDisabled: marginsDisabled) { _ in frames }
            timeline.requiresContainerBackground = true
            return timeline
        case .activity:
            throw RenderError.source(name: name, message: "The preview \"\(title)\" is a Live Activity: render it with activitySource().")
        }
    }

    /// A Live Activity preview as a source for the planner (nil for other previews).
    public func activitySource() throws(RenderError) -> ActivitySource? {
        guard case .activity(let kind, let makeWidget, let attributes, let states) = content else { return nil }
        let name = fileName ?? SwiftPreviewNames.slug(title)
        func open<W: Widget>(_ w: W) -> ErasedActivity? { WidgetTimelines.activity(of: w) }
        let widget: any Widget = MainThread.run { makeWidget() }
        guard let activity = open(widget) else {
            throw .source(name: name, message: "The preview \"\(title)\" shows a widget without an ActivityConfiguration.")
        }
        return ActivitySource(name: name, activity: activity, attributes: attributes, states: MainThread.run { states() }, presentations: [kind.presentation])
    }

    /// Whether the preview is a Live Activity's.
    public var isActivity: Bool {
        if case .activity = content { return true }
        return false
    }

    private static func content(of widget: any Widget, for entry: any TimelineEntry) -> (view: AnyView, descriptor: WidgetDescriptor)? {
        func open<W: Widget>(_ w: W) -> (view: AnyView, descriptor: WidgetDescriptor)? { WidgetTimelines.content(of: w, for: entry) }
        return open(widget)
    }

    private static func context(_ family: WidgetFamily, _ options: RenderOptions) -> TimelineProviderContext {
        let size = options.device.size(of: family).map { CGSize($0) } ?? .zero
        return TimelineProviderContext(family: family, isPreview: true, displaySize: size, now: options.now)
    }

    private static func timeline(of provider: any TimelineProvider, family: WidgetFamily, options: RenderOptions,
                                 timeout: Double, preview: String) async throws -> [any TimelineEntry] {
        let context = Self.context(family, options)
        func call<P: TimelineProvider>(_ p: P) -> ProviderCall<[any TimelineEntry]> {
            .completion { done in p.getTimeline(in: context) { done($0.entries) } }
        }
        // At the render's clock; a completion called twice counts once; one never called is an error.
        guard let entries = await call(provider).run(now: options.now, timeout: timeout) else {
            throw RenderError.source(name: preview, message: "\(type(of: provider)).getTimeline did not call its completion "
                                     + "within \(seconds(timeout)).")
        }
        return entries
    }

    private static func seconds(_ value: Double) -> String {
        value >= 1 ? "\(Int(value)) s" : "\(Int((value * 1000).rounded())) ms"
    }

    /// How long a preview's provider may take to hand over its timeline (WidgetTimelines' default).
    public static let providerTimeout = 10.0
}

/// The type a `#Preview` block expands into: it holds the preview's declaration.
public protocol DeclaredPreview {
    /// The preview as declared.
    static var declaration: PreviewDeclaration { get }
}

/// Names for previews' files and requests: `"Countdown (dark)"` → `countdown-dark` (the
/// server's preview catalog makes repeated names unique from these).
package enum SwiftPreviewNames {
    package static func slug(_ title: String) -> String {
        var slug = ""
        for ch in title.lowercased().unicodeScalars {
            let ok = (ch >= "a" && ch <= "z") || (ch >= "0" && ch <= "9") || ch == "_" || ch == "."
            if ok { slug.unicodeScalars.append(ch) } else if !slug.isEmpty, !slug.hasSuffix("-") { slug += "-" }
        }
        slug = String(slug.prefix(80)).trimmingCharacters(in: CharacterSet(charactersIn: "-."))
        return slug.isEmpty ? "preview" : slug
    }
}

/// Builds a widget preview's timeline: the entries listed, with `if` and `for`.
@resultBuilder
public enum PreviewTimelineBuilder {
    /// One entry.
    public static func buildExpression(_ entry: any TimelineEntry) -> [any TimelineEntry] { [entry] }
    /// Several entries.
    public static func buildExpression(_ entries: [any TimelineEntry]) -> [any TimelineEntry] { entries }
    /// The entries, in order.
    public static func buildBlock(_ parts: [any TimelineEntry]...) -> [any TimelineEntry] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [any TimelineEntry]?) -> [any TimelineEntry] { part ?? [] }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first: [any TimelineEntry]) -> [any TimelineEntry] { first }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second: [any TimelineEntry]) -> [any TimelineEntry] { second }
    /// A `for` loop's entries.
    public static func buildArray(_ parts: [[any TimelineEntry]]) -> [any TimelineEntry] { parts.flatMap { $0 } }
}

#if Previews
/// Xcode's `#Preview` of a view: `#Preview("Dark") { CountdownView() }`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait..., @ViewBuilder body: () -> any View) =
    #externalMacro(module: "WidgetPreviewMacros", type: "PreviewMacro")

/// Xcode's `#Preview` of a widget with a timeline:
/// `#Preview(as: .systemSmall) { CountdownWidget() } timeline: { Entry(date: .now) }`.
@freestanding(declaration)
public macro Preview<W: Widget>(_ name: String? = nil, as family: WidgetFamily, widget: () -> W,
                                @PreviewTimelineBuilder timeline: () -> [any TimelineEntry]) =
    #externalMacro(module: "WidgetPreviewMacros", type: "PreviewMacro")

/// Xcode's `#Preview` of a widget configured with an intent: `#Preview(as: .systemSmall, using: intent) { … } timeline: { … }`.
@freestanding(declaration)
public macro Preview<W: Widget, I: AppIntent>(_ name: String? = nil, as family: WidgetFamily, using intent: I, widget: () -> W,
                                              @PreviewTimelineBuilder timeline: () -> [any TimelineEntry]) =
    #externalMacro(module: "WidgetPreviewMacros", type: "PreviewMacro")

/// Xcode's `#Preview` of a widget whose entries come from an App Intent provider's timeline for `intent`.
@freestanding(declaration)
public macro Preview<W: Widget, I: WidgetConfigurationIntent, P: AppIntentTimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, using intent: I, widget: () -> W, timelineProvider: () -> P) =
    #externalMacro(module: "WidgetPreviewMacros", type: "PreviewMacro")

/// Xcode's `#Preview` of a widget whose entries come from a provider.
@freestanding(declaration)
public macro Preview<W: Widget, P: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily, widget: () -> W,
                                                     timelineProvider: () -> P) =
    #externalMacro(module: "WidgetPreviewMacros", type: "PreviewMacro")
/// Xcode's `#Preview` of a Live Activity: `#Preview("Delivery", as: .content, using: attributes) {
/// DeliveryActivityWidget() } contentStates: { state1; state2 }` (also `as: .dynamicIsland(.compact)`).
@freestanding(declaration)
public macro Preview<A: ActivityAttributes, W: Widget>(_ name: String? = nil, as kind: ActivityPreviewViewKind, using attributes: A,
                                                       widget: () -> W,
                                                       @PreviewContentStateBuilder<A.ContentState> contentStates: () -> [A.ContentState]) =
    #externalMacro(module: "WidgetPreviewMacros", type: "PreviewMacro")
#endif

/// Xcode's `PreviewTrait` (`.sizeThatFitsLayout`, `.landscapeLeft`…): accepted, not applied.
public struct PreviewTrait: Sendable {
    /// Layout and orientation traits.
    public static let sizeThatFitsLayout = PreviewTrait(), landscapeLeft = PreviewTrait(), landscapeRight = PreviewTrait(),
                      portrait = PreviewTrait(), portraitUpsideDown = PreviewTrait()
    /// A fixed layout.
    public static func fixedLayout(width: Double, height: Double) -> PreviewTrait { PreviewTrait() }
}

/// Xcode's `ActivityPreviewViewKind`: which presentation a Live Activity preview shows.
public struct ActivityPreviewViewKind: Hashable, Sendable {
    /// The presentation drawn.
    public let presentation: ActivityPresentation
    /// The Lock Screen view (`.content`).
    public static let content = ActivityPreviewViewKind(presentation: .lockScreen)
    /// A Dynamic Island presentation.
    public static func dynamicIsland(_ kind: DynamicIslandPreviewViewState) -> ActivityPreviewViewKind {
        switch kind {
        case .compact: return ActivityPreviewViewKind(presentation: .islandCompact)
        case .expanded: return ActivityPreviewViewKind(presentation: .islandExpanded)
        case .minimal: return ActivityPreviewViewKind(presentation: .islandMinimal)
        }
    }
}

extension ActivityPreviewViewKind {
    /// Xcode's Dynamic Island preview states.
    public enum DynamicIslandPreviewViewState: Hashable, Sendable {
        /** The compact, expanded or minimal island. */ case compact, expanded, minimal
    }
}

/// Builds a Live Activity preview's content states: the states listed, with `if` and `for`.
@resultBuilder
public enum PreviewContentStateBuilder<State> {
    /// One state.
    public static func buildExpression(_ state: State) -> [State] { [state] }
    /// The states, in order.
    public static func buildBlock(_ parts: [State]...) -> [State] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [State]?) -> [State] { part ?? [] }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first: [State]) -> [State] { first }
    /// The second branch.
    public static func buildEither(second: [State]) -> [State] { second }
    /// A `for` loop's states.
    public static func buildArray(_ parts: [[State]]) -> [State] { parts.flatMap { $0 } }
}
