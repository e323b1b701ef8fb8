import Foundation

/// A Live Activity in its presentations, for a list of content states: one frame per state and
/// presentation, on the presentation's surface (`ActivityPresentation`). What a
/// `#Preview(for:as:using:)` block and an extension's `@main` give the planner; file names
/// carry the presentation in place of a family (`delivery-islandCompact-dark-1`).
public struct ActivitySource: RenderSource {
    public let name: String
    /// The activity.
    public let activity: ErasedActivity
    /// Its static data.
    public let attributes: Any
    /// The content states, in order: frame `n` of each presentation draws state `n`.
    public let states: [Any]
    /// Where it is shown, unless the matrix asks for others.
    public let presentations: [ActivityPresentation]

    /// The activity in `presentations` (by default the Lock Screen view and the island's three
    /// forms) for each of `states`.
    public init(name: String, activity: ErasedActivity, attributes: Any, states: [Any],
                presentations: [ActivityPresentation] = ActivityFrames.defaultPresentations) {
        self.name = name; self.activity = activity; self.attributes = attributes; self.states = states; self.presentations = presentations
    }

    /// The activity in one presentation.
    public init(name: String, activity: ErasedActivity, attributes: Any, states: [Any], presentation: ActivityPresentation) {
        self.init(name: name, activity: activity, attributes: attributes, states: states, presentations: [presentation])
    }

    /// True: a Live Activity is drawn in presentations.
    public var drawsPresentations: Bool { true }

    /// A Live Activity has no widget family; its one "family" stands for the presentations'
    /// surfaces (only the planner's loop sees it).
    public func families(_ requested: [WidgetFamily]?) -> [WidgetFamily] { requested ?? [ActivityFrames.standIn] }

    public func frames(for family: WidgetFamily, locale: Locale, entries: Range<Int>?,
                       options: RenderOptions) throws(RenderError) -> [RenderFrame] {
        try frames(for: family, locale: locale, entries: entries, presentations: nil, options: options)
    }

    public func frames(for family: WidgetFamily, locale: Locale, entries: Range<Int>?, presentations asked: [String]?,
                       options: RenderOptions) throws(RenderError) -> [RenderFrame] {
        let what = "The Live Activity \"\(name)\""
        try ActivityFrames.refuse(family, what)
        let shown = try ActivityFrames.presentations(presentations, asked: asked, device: options.device, what: what)
        var states: [(index: Int, content: AnyView, island: DynamicIsland)] = []
        for (index, state) in self.states.enumerated() {
            if let entries, !entries.contains(index) { continue }
            guard let content = activity.content(attributes: attributes, state: state),
                  let island = activity.dynamicIsland(attributes: attributes, state: state) else {
                throw .source(name: name, message: "The state \(index) (\(type(of: state))) is not a content state of the Live Activity \(activity.attributesType).")
            }
            states.append((index, content, island))
        }
        var out: [RenderFrame] = []
        for presentation in shown.presentations {
            for (index, content, island) in states {
                let (view, surface) = try LiveActivityPresenter.present(presentation, content: content, island: island, activity: name,
                                                                        options: options, widgetCode: true,
                                                                        declaresSmall: activity.families.contains(.small))
                var frame = RenderFrame(phase: .entry(index), date: options.now, content: .view(view))
                frame.surface = ActivityFrames.noting(shown.note, on: surface)
                out.append(frame)
            }
        }
        return out
    }
}

/// What every source of Live Activity frames shares (a Swift activity's, a template's): the
/// presentations drawn on a device, and the stand-in family.
public enum ActivityFrames {
    /// The family that stands for a Live Activity's or a control's surfaces in the planner's loop.
    static let standIn = WidgetFamily.systemMedium
    /// The Lock Screen view and the island's compact, minimal and expanded forms.
    public static let defaultPresentations: [ActivityPresentation] = [.lockScreen, .islandCompact, .islandMinimal, .islandExpanded]

    /// Throws unless `family` is the stand-in: a Live Activity or a control is asked for by presentation.
    static func refuse(_ family: WidgetFamily, _ what: String) throws(RenderError) {
        guard family != standIn else { return }
        throw .source(name: what, message: "\(what) is not a widget and has no \(family.shortName) family; ask for its presentations "
                      + "(\(ActivityPresentation.allCases.map(\.rawValue).joined(separator: ", ")) for a Live Activity; "
                      + "\(ControlPresentation.allCases.map(\.rawValue).joined(separator: ", ")) for a control).")
    }

    /// The presentations to draw: those asked (each must be a Live Activity's), else the
    /// declared ones the device shows. A device without a Dynamic Island shows the Lock Screen
    /// view only, and the note says so; asking it for an island presentation is an error.
    static func presentations(_ declared: [ActivityPresentation], asked: [String]?, device: DeviceProfile,
                              what: String) throws(RenderError) -> (presentations: [ActivityPresentation], note: Diagnostic?) {
        let island = device.hasDynamicIsland
        if device.platform == .watch, asked == nil {
            return ([.smartStack], Diagnostic(.info, code: .liveActivityNoDynamicIsland,
                                              message: "On \(device) a Live Activity shows in the Smart Stack only, as its small family (activitySmall).",
                                              location: ActivityPresentation.smartStack.rawValue))
        }
        guard let asked else {
            if island { return (declared, nil) }
            let note = Diagnostic(.warning, code: .liveActivityNoDynamicIsland,
                                  message: "\(device) has no Dynamic Island: a Live Activity shows there on the Lock Screen and as a banner only, "
                                  + "so only activityLockScreen is drawn. Pick a device with one (iPhone 14 Pro and later, e.g. 1179x2556) to draw the island too.",
                                  location: ActivityPresentation.lockScreen.rawValue)
            return (declared.filter { !$0.isInDynamicIsland }, note)
        }
        var out: [ActivityPresentation] = []
        for name in asked {
            if ControlPresentation(rawValue: name) != nil { continue }
            guard let p = ActivityPresentation(name: name) else {
                throw .source(name: what, message: "\(what) has no presentation \"\(name)\"; it is drawn as "
                              + ActivityPresentation.allCases.map(\.rawValue).joined(separator: ", ") + ".")
            }
            if !out.contains(p) { out.append(p) }
        }
        if out.isEmpty {
            throw .source(name: what, message: "\(what) is a Live Activity; \(asked.joined(separator: ", ")) \(asked.count == 1 ? "is a control's presentation" : "are controls' presentations"). Ask for "
                          + ActivityPresentation.allCases.map(\.rawValue).joined(separator: ", ") + ".")
        }
        return (out, nil)
    }

    /// `surface` with `note` among its notes.
    static func noting(_ note: Diagnostic?, on surface: RenderSurface) -> RenderSurface {
        guard let note else { return surface }
        var s = surface
        s.notes.insert(note, at: 0)
        return s
    }
}
