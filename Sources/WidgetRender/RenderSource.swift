import Foundation

/// Something the planner turns into images: a template with its data (``TemplateSource``), a
/// view (``ViewSource``), or a timeline of views (``TimelineSource``: Swift previews, a
/// `Widget`'s placeholder, snapshot and entries). ``WidgetRenderer/plan(_:matrix:options:)``
/// asks a source for its families and, per family and locale, its frames; it owns every other
/// axis.
public protocol RenderSource {
    /// What file names start with (`weather`, a preview's name, a widget's `kind`).
    var name: String { get }

    /// The families to draw: `requested`, or when nil every family the source supports. A
    /// requested family the source does not support is refused by ``frames(for:locale:entries:options:)``.
    func families(_ requested: [WidgetFamily]?) -> [WidgetFamily]

    /// Called once before any frame is asked for, with every family and locale of the set (a
    /// template fetches its remote images here, under one deadline).
    func prepare(families: [WidgetFamily], locales: [Locale], options: RenderOptions)

    /// The frames of `family` in `locale`, in timeline order: only those at `entries` when it is
    /// given (their phases keep their positions). Every problem of the source is thrown here,
    /// before anything is drawn.
    func frames(for family: WidgetFamily, locale: Locale, entries: Range<Int>?,
                options: RenderOptions) throws(RenderError) -> [RenderFrame]

    /// The frames of a source drawn on surfaces (a Live Activity's or a control's
    /// presentations): those of `presentations` only (nil: every one it declares that the
    /// options' device shows), each frame carrying its ``RenderFrame/surface``. What the planner
    /// calls; widget sources keep the default, which ignores `presentations`.
    func frames(for family: WidgetFamily, locale: Locale, entries: Range<Int>?, presentations: [String]?,
                options: RenderOptions) throws(RenderError) -> [RenderFrame]

    /// Whether it draws presentations (a Live Activity, a control) rather than widget families:
    /// its one family then only carries them, whatever families the device has.
    var drawsPresentations: Bool { get }
}

extension RenderSource {
    /// Nothing to prepare.
    public func prepare(families: [WidgetFamily], locales: [Locale], options: RenderOptions) {}

    /// A widget source: false.
    public var drawsPresentations: Bool { false }

    /// A widget source's frames (``frames(for:locale:entries:options:)``): it has no presentations.
    public func frames(for family: WidgetFamily, locale: Locale, entries: Range<Int>?, presentations: [String]?,
                       options: RenderOptions) throws(RenderError) -> [RenderFrame] {
        try frames(for: family, locale: locale, entries: entries, options: options)
    }
}

/// One picture a source shows in a family: which phase, at which date, and what to draw.
public struct RenderFrame {
    /// What a frame draws: a template instance (with its own family, date, locale and margins)
    /// or a view.
    public enum Content {
        /// A template instantiated for one family and entry.
        case template(TemplateInstance)
        /// A view, drawn at the frame's date.
        case view(AnyView)
    }

    /// The placeholder, the snapshot or a timeline entry.
    public var phase: RenderPhase
    /// The `now` the frame is drawn at.
    public var date: Date
    /// What to draw.
    public var content: Content
    /// Draw without the system's content margins (WidgetKit's `contentMarginsDisabled()`).
    public var contentMarginsDisabled: Bool
    /// Whether the system may remove the container background (WidgetKit's
    /// `containerBackgroundRemovable(_:)`); nil keeps the options'.
    public var containerBackgroundRemovable: Bool?
    /// The canvas when it is not the family's (a Live Activity presentation); nil: the family's.
    public var surface: RenderSurface?
    /// The frame is a `Widget` configuration's content (``RenderOptions/requiresContainerBackground``).
    public var requiresContainerBackground = false

    /// A frame of `content` at `date`.
    public init(phase: RenderPhase, date: Date, content: Content, contentMarginsDisabled: Bool = false,
                containerBackgroundRemovable: Bool? = nil) {
        self.phase = phase; self.date = date; self.content = content
        self.contentMarginsDisabled = contentMarginsDisabled
        self.containerBackgroundRemovable = containerBackgroundRemovable
    }

    /// `options` as this frame is drawn with them: its date, margins and background rule.
    func applied(to options: RenderOptions) -> RenderOptions {
        var o = options
        o.now = date
        if contentMarginsDisabled { o.contentMargins = nil }
        if let containerBackgroundRemovable { o.containerBackgroundRemovable = containerBackgroundRemovable }
        if let surface { o.surface = surface }
        if requiresContainerBackground { o.requiresContainerBackground = true }
        return o
    }
}

/// A template with its data and parameters: one frame per timeline entry, bindings formatted in
/// each locale (and the options' time zone), remote images fetched once for the whole set.
public struct TemplateSource: RenderSource {
    /// The template with its data and parameter values.
    public let template: BoundTemplate
    /// Where remote images come from.
    public let images: RemoteImageLoader

    /// The template `template`, its remote images fetched by `images`.
    public init(_ template: BoundTemplate, images: RemoteImageLoader = .shared) {
        self.template = template; self.images = images
    }

    /// The template's name.
    public var name: String { template.name }

    /// Whether the template is a Live Activity's or a control's.
    public var drawsPresentations: Bool { template.template.metadata.kind != .widget }

    /// `requested`, or every family the template declares (the planner leaves out those the
    /// device has no size for); a Live Activity's or control's stand-in family.
    public func families(_ requested: [WidgetFamily]?) -> [WidgetFamily] {
        template.template.metadata.kind == .widget ? template.families(requested) : requested ?? [ActivityFrames.standIn]
    }

    /// Fetches every remote image of the set at once, under one deadline.
    public func prepare(families: [WidgetFamily], locales: [Locale], options: RenderOptions) {
        template.prefetchRemoteImages(families: families, locales: locales, timeZone: options.timeZone, images: images)
    }

    /// One instance per entry (each entry's date is its `now`).
    public func frames(for family: WidgetFamily, locale: Locale, entries: Range<Int>?,
                       options: RenderOptions) throws(RenderError) -> [RenderFrame] {
        try frames(for: family, locale: locale, entries: entries, presentations: nil, options: options)
    }

    /// A widget template's instances per entry; a Live Activity template's per presentation and
    /// entry (each entry a content state); a control template's per presentation, entry and state.
    public func frames(for family: WidgetFamily, locale: Locale, entries: Range<Int>?, presentations: [String]?,
                       options: RenderOptions) throws(RenderError) -> [RenderFrame] {
        switch template.template.metadata.kind {
        case .widget: return try widgetFrames(for: family, locale: locale, entries: entries, options: options)
        case .liveActivity: return try activityFrames(for: family, locale: locale, entries: entries, asked: presentations, options: options)
        case .control: return try controlFrames(for: family, locale: locale, entries: entries, asked: presentations, options: options)
        }
    }

    private func widgetFrames(for family: WidgetFamily, locale: Locale, entries: Range<Int>?,
                              options: RenderOptions) throws(RenderError) -> [RenderFrame] {
        let instances: [TemplateInstance]
        do {
            instances = try template.instances(for: family, entries: entries, locale: locale,
                                               timeZone: options.timeZone, images: images)
        } catch {
            throw .template(error)
        }
        let first = entries.map { max(0, $0.lowerBound) } ?? 0
        return instances.enumerated().map { offset, instance in
            RenderFrame(phase: .entry(first + offset), date: instance.now, content: .template(instance))
        }
    }
}

extension TemplateSource {
    private var what: String { "The template \"\(name)\"" }

    /// `view` as a template instance: laid out on any thread, with the template's diagnostics.
    private func instance(_ view: AnyView, now: Date, locale: Locale, timeZone: TimeZone, diagnostics: [Diagnostic]) -> RenderFrame.Content {
        .template(TemplateInstance(view: view, family: ActivityFrames.standIn, now: now, locale: locale, timeZone: timeZone,
                                   contentMarginsDisabled: false, diagnostics: diagnostics))
    }

    private func activityFrames(for family: WidgetFamily, locale: Locale, entries: Range<Int>?, asked: [String]?,
                                options: RenderOptions) throws(RenderError) -> [RenderFrame] {
        try ActivityFrames.refuse(family, what)
        let shown = try ActivityFrames.presentations(template.template.metadata.activityPresentations, asked: asked,
                                                     device: options.device, what: what)
        let instances: [TemplateActivityInstance]
        do {
            instances = try template.activityInstances(entries: entries, locale: locale, timeZone: options.timeZone, images: images)
        } catch {
            throw .template(error)
        }
        let first = entries.map { max(0, $0.lowerBound) } ?? 0
        var out: [RenderFrame] = []
        for presentation in shown.presentations {
            for (offset, i) in instances.enumerated() {
                var o = options
                o.now = i.now
                let (view, surface) = try LiveActivityPresenter.present(presentation, content: i.content, island: i.dynamicIsland,
                                                                        activity: name, options: o, widgetCode: false)
                var frame = RenderFrame(phase: .entry(first + offset), date: i.now,
                                        content: instance(view, now: i.now, locale: i.locale, timeZone: i.timeZone, diagnostics: i.diagnostics))
                frame.surface = ActivityFrames.noting(shown.note, on: surface)
                out.append(frame)
            }
        }
        return out
    }

    private func controlFrames(for family: WidgetFamily, locale: Locale, entries: Range<Int>?, asked: [String]?,
                               options: RenderOptions) throws(RenderError) -> [RenderFrame] {
        try ActivityFrames.refuse(family, what)
        let presentations = try ControlFrames.presentations(template.template.metadata.controlPresentations, asked: asked, what: what)
        func instances(_ isOn: Bool) throws(RenderError) -> [TemplateControlInstance] {
            do { return try template.controlInstances(entries: entries, isOn: isOn, locale: locale, timeZone: options.timeZone, images: images) } catch {
                throw .template(error)
            }
        }
        // A button has one state: its instances are built once.
        let on = try instances(true)
        let off = on.first?.control.kind == .toggle ? try instances(false) : []
        let first = entries.map { max(0, $0.lowerBound) } ?? 0
        var out: [RenderFrame] = []
        for (offset, i) in on.enumerated() {
            var o = options
            o.now = i.now
            out += try ControlFrames.frames(of: { state in state == false ? off[offset].control : i.control },
                                            isToggle: i.control.kind == .toggle, entry: first + offset, presentations: presentations,
                                            date: i.now, options: o) { view in
                instance(view, now: i.now, locale: i.locale, timeZone: i.timeZone, diagnostics: i.diagnostics)
            }
        }
        return out
    }
}

/// One view, drawn once per family at the options' `now`.
public struct ViewSource: RenderSource {
    /// What file names start with.
    public let name: String
    /// The families drawn when the matrix names none.
    public let supportedFamilies: [WidgetFamily]
    /// The view.
    public let view: AnyView

    /// `view`, named `name` in files, drawn in `families` unless the matrix names others.
    public init<V: View>(_ view: V, named name: String = "widget",
                         families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]) {
        self.name = name; self.supportedFamilies = families; self.view = AnyView(view)
    }

    /// `requested`, or the families given at creation.
    public func families(_ requested: [WidgetFamily]?) -> [WidgetFamily] { requested ?? supportedFamilies }

    /// The view, once.
    public func frames(for family: WidgetFamily, locale: Locale, entries: Range<Int>?,
                       options: RenderOptions) throws(RenderError) -> [RenderFrame] {
        if let entries, !entries.contains(0) { return [] }
        return [RenderFrame(phase: .entry(0), date: options.now, content: .view(view))]
    }
}

/// A timeline of views: each frame's view built on demand for a family. What a Swift preview
/// (`WidgetPreview`) and a `Widget`'s provider (``WidgetRenderer/source(of:)``)
/// give the planner.
public struct TimelineSource: RenderSource {
    /// One frame of the timeline, before it is drawn.
    public struct Frame {
        /// The placeholder, the snapshot or a timeline entry.
        public var phase: RenderPhase
        /// The `now` it is drawn at; nil: the options'.
        public var date: Date?
        /// Builds the frame's view for a family; may throw (the planner reports it).
        public var view: (WidgetFamily) throws -> AnyView

        /// A frame drawing `view` at `date`.
        public init(phase: RenderPhase, date: Date?, view: @escaping (WidgetFamily) throws -> AnyView) {
            self.phase = phase; self.date = date; self.view = view
        }
    }

    /// What file names start with.
    public let name: String
    /// The families it is shown in, in order.
    public let supportedFamilies: [WidgetFamily]
    /// The frames of each family, in order.
    public let framesOf: (WidgetFamily) -> [Frame]
    /// Draw without the system's content margins.
    public let contentMarginsDisabled: Bool
    /// Whether the system may remove the container background; nil keeps the options'.
    public let containerBackgroundRemovable: Bool?
    /// How errors name it: `The preview "countdown"`, `The widget "Countdown"`.
    public let subject: String
    /// The frames are a `Widget` configuration's content (``RenderOptions/requiresContainerBackground``).
    public var requiresContainerBackground = false

    /// A timeline named `name` in `families`, with `frames` for each family; `subject` names it
    /// in errors (default: the name in quotes).
    public init(name: String, families: [WidgetFamily], subject: String? = nil, contentMarginsDisabled: Bool = false,
                containerBackgroundRemovable: Bool? = nil, frames: @escaping (WidgetFamily) -> [Frame]) {
        self.name = name; self.supportedFamilies = families; self.framesOf = frames
        self.subject = subject ?? "\"\(name)\""
        self.contentMarginsDisabled = contentMarginsDisabled; self.containerBackgroundRemovable = containerBackgroundRemovable
    }

    /// `requested`, or the families given at creation.
    public func families(_ requested: [WidgetFamily]?) -> [WidgetFamily] { requested ?? supportedFamilies }

    /// Each frame's view, built now (so a throwing view stops the set before anything is drawn).
    public func frames(for family: WidgetFamily, locale: Locale, entries: Range<Int>?,
                       options: RenderOptions) throws(RenderError) -> [RenderFrame] {
        guard supportedFamilies.contains(family) else {
            throw .source(name: name, message: "\(subject) is shown as \(supportedFamilies.map(\.shortName).joined(separator: ", ")), not \(family.shortName).")
        }
        var out: [RenderFrame] = []
        // A preview's or a widget's frames are the widget's code: they run on the main thread.
        for frame in MainThread.run({ framesOf(family) }) {
            if let entries, case .entry(let index) = frame.phase, !entries.contains(index) { continue }
            let view: AnyView
            do { view = try MainThread.run { () throws -> AnyView in try frame.view(family) } } catch let error as RenderError { throw error } catch {
                throw .source(name: name, message: "\(subject) threw: \(error)")
            }
            var rendered = RenderFrame(phase: frame.phase, date: frame.date ?? options.now, content: .view(view),
                                       contentMarginsDisabled: contentMarginsDisabled,
                                       containerBackgroundRemovable: containerBackgroundRemovable)
            rendered.requiresContainerBackground = requiresContainerBackground
            out.append(rendered)
        }
        return out
    }
}
