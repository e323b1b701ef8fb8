import Foundation

/// One picture of a widget as the system would show it: the view for one entry, in one family,
/// to be rendered with ``date`` as the environment's `now`.
public struct WidgetTimelineFrame {
    /// Which request of the provider a frame comes from.
    public enum Phase: Hashable, Sendable, CustomStringConvertible {
        /// `placeholder(in:)`, drawn redacted while data loads.
        case placeholder
        /// `getSnapshot`/`snapshot(for:in:)`, shown in the widget gallery.
        case snapshot
        /// The entry at this index of the timeline.
        case entry(Int)
        /// `placeholder`, `snapshot`, `entry-0`…: usable in file names.
        public var description: String {
            switch self {
            case .placeholder: return "placeholder"
            case .snapshot: return "snapshot"
            case .entry(let i): return "entry-\(i)"
            }
        }
    }

    /// Which request of the provider the frame comes from.
    public let phase: Phase
    /// The family the frame is drawn in.
    public let family: WidgetFamily
    /// The entry's date: the instant to render the view at.
    public let date: Date
    /// The entry's relevance, if it gives one.
    public let relevance: TimelineEntryRelevance?
    /// The provider's entry.
    public let entry: any TimelineEntry
    /// The configuration's content for the entry. The placeholder's view is already wrapped in
    /// `.redacted(reason: .placeholder)`, as the system draws it.
    public let view: AnyView
}

/// Everything one family of a widget shows.
public struct WidgetFamilyTimeline {
    /// The family these frames are drawn in.
    public let family: WidgetFamily
    /// The context the provider was called with.
    public let context: TimelineProviderContext
    /// The placeholder frame, drawn redacted.
    public let placeholder: WidgetTimelineFrame
    /// The widget-gallery snapshot frame.
    public let snapshot: WidgetTimelineFrame
    /// One frame per timeline entry, in order.
    public let entries: [WidgetTimelineFrame]
    /// When the timeline asks to be reloaded.
    public let policy: TimelineReloadPolicy
    /// Placeholder, snapshot, then the entries.
    public var frames: [WidgetTimelineFrame] { [placeholder, snapshot] + entries }
}

/// One widget of a bundle: its metadata and, per family, its frames.
public struct EnumeratedWidget {
    /// The widget's metadata.
    public let descriptor: WidgetDescriptor
    /// One timeline per enumerated family.
    public let timelines: [WidgetFamilyTimeline]
}

/// How to enumerate: the explicit instant the system asks at, which families, their sizes.
public struct WidgetEnumerationOptions: Sendable {
    /// The instant the placeholder, snapshot and timeline are requested at (``WidgetClock/now``).
    public var now: Date
    /// The families to enumerate; nil is every family each widget supports. A family a widget
    /// does not support is refused (``WidgetTimelineError/unsupportedFamily(kind:family:supported:)``).
    public var families: [WidgetFamily]?
    /// The widget's size in points for a family (``TimelineProviderContext/displaySize``).
    public var displaySize: @Sendable (WidgetFamily) -> CGSize
    /// How long a completion-handler provider may take to call its handler.
    public var providerTimeout: Double

    /// Options to enumerate at the instant `now`; by default every supported family, at size zero, with a 10-second provider timeout.
    public init(now: Date, families: [WidgetFamily]? = nil,
                displaySize: @escaping @Sendable (WidgetFamily) -> CGSize = { _ in .zero }, providerTimeout: Double = 10) {
        self.now = now; self.families = families; self.displaySize = displaySize; self.providerTimeout = providerTimeout
    }
}

/// Runs widgets the way the system does: per supported family, the placeholder, the snapshot
/// and every entry of the timeline, each with its date as "now" — what Xcode's
/// `#Preview(as: .systemSmall) { MyWidget() } timeline: { … }` shows. Providers are called one
/// at a time, in order (families in declaration order), with ``WidgetClock/now`` set, so the
/// result does not depend on the machine's clock or thread count.
public enum WidgetTimelines {
    /// The metadata of every widget in a bundle, without running providers.
    public static func describe<B: WidgetBundle>(_ bundle: B) throws -> [WidgetDescriptor] {
        try configurations(bundle).map(\.descriptor)
    }

    /// The metadata of one widget.
    public static func describe<W: Widget>(_ widget: W) throws -> WidgetDescriptor {
        try configuration(widget).descriptor
    }

    /// Every widget of a bundle, in the order the bundle lists them. With
    /// `skippingUnsupportedFamilies`, each widget is enumerated in those of `options.families`
    /// it supports (and left out when it supports none) instead of the call being refused.
    public static func enumerate<B: WidgetBundle>(_ bundle: B, options: WidgetEnumerationOptions,
                                                  skippingUnsupportedFamilies: Bool = false) async throws -> [EnumeratedWidget] {
        var out: [EnumeratedWidget] = []
        for c in try configurations(bundle) {
            var asked = options
            if skippingUnsupportedFamilies, let families = options.families {
                asked.families = families.filter(c.descriptor.families.contains)
                if asked.families?.isEmpty == true { continue }
            }
            out.append(try await enumerate(c, options: asked))
        }
        return out
    }

    /// One widget.
    public static func enumerate<W: Widget>(_ widget: W, options: WidgetEnumerationOptions) async throws -> EnumeratedWidget {
        try await enumerate(configuration(widget), options: options)
    }

    // MARK: -

    static func configurations<B: WidgetBundle>(_ bundle: B) throws -> [ErasedConfiguration] {
        var seen = Set<String>()
        return try flattenWidgets(evaluateBody(bundle)).map { w in
            let c = try configuration(w)
            guard seen.insert(c.descriptor.kind).inserted else { throw WidgetTimelineError.duplicateKind(c.descriptor.kind) }
            return c
        }
    }

    static func configuration(_ widget: any Widget) throws -> ErasedConfiguration {
        guard let c = eraseWidget(widget) else { throw WidgetTimelineError.noConfiguration(widget: String(describing: type(of: widget))) }
        return c
    }

    static func enumerate(_ c: ErasedConfiguration, options: WidgetEnumerationOptions) async throws -> EnumeratedWidget {
        let supported = c.descriptor.families
        let families = options.families ?? supported
        for f in families where !supported.contains(f) {
            throw WidgetTimelineError.unsupportedFamily(kind: c.descriptor.kind, family: f, supported: supported)
        }
        var timelines: [WidgetFamilyTimeline] = []
        for family in families {
            timelines.append(try await timeline(c, family: family, options: options))
        }
        return EnumeratedWidget(descriptor: c.descriptor, timelines: timelines)
    }

    private static func timeline(_ c: ErasedConfiguration, family: WidgetFamily, options: WidgetEnumerationOptions) async throws -> WidgetFamilyTimeline {
        let size = options.displaySize(family)
        let gallery = TimelineProviderContext(family: family, isPreview: true, displaySize: size, now: options.now)
        let home = TimelineProviderContext(family: family, isPreview: false, displaySize: size, now: options.now)
        let kind = c.descriptor.kind
        func frame(_ e: ErasedEntry, _ phase: WidgetTimelineFrame.Phase) -> WidgetTimelineFrame {
            let view = phase == .placeholder ? AnyView(e.view.redacted(reason: .placeholder)) : e.view
            return WidgetTimelineFrame(phase: phase, family: family, date: e.entry.date, relevance: e.entry.relevance, entry: e.entry, view: view)
        }
        let placeholder = WidgetClock.$now.withValue(options.now) { c.placeholder(gallery) }
        guard let snapshot = await c.snapshot(gallery).run(now: options.now, timeout: options.providerTimeout) else {
            throw WidgetTimelineError.providerDidNotComplete(kind: kind, family: family, call: "getSnapshot", seconds: options.providerTimeout)
        }
        guard let t = await c.timeline(home).run(now: options.now, timeout: options.providerTimeout) else {
            throw WidgetTimelineError.providerDidNotComplete(kind: kind, family: family, call: "getTimeline", seconds: options.providerTimeout)
        }
        return WidgetFamilyTimeline(family: family, context: home, placeholder: frame(placeholder, .placeholder),
                                    snapshot: frame(snapshot, .snapshot),
                                    entries: t.entries.enumerated().map { frame($0.element, .entry($0.offset)) }, policy: t.policy)
    }
}

extension WidgetTimelines {
    /// The view `widget`'s configuration draws for `entry` (an entry of its provider's type),
    /// and its metadata; nil when the widget has no configuration or the entry is of another
    /// type. What `#Preview(as:) { widget } timeline: { entries }` shows.
    public static func content<W: Widget>(of widget: W, for entry: any TimelineEntry) -> (view: AnyView, descriptor: WidgetDescriptor)? {
        guard let c = eraseWidget(widget), let view = MainThread.run({ c.content(entry) }) else { return nil }
        return (view, c.descriptor)
    }
}
