import Foundation

/// A control (`ControlWidget`) in its presentations: Control Center's three sizes and the Lock
/// Screen, a toggle on and off. One frame per presentation and state, on its surface; file
/// names carry both in place of a family (`lights-controlSmall-on-dark`).
public struct ControlSource: RenderSource {
    public let name: String
    /// The control.
    public let control: ErasedControl
    /// Where it is shown, unless the matrix asks for others.
    public let presentations: [ControlPresentation]

    /// `control`, named by its kind, in `presentations` (by default all of them).
    public init(_ control: ErasedControl, presentations: [ControlPresentation] = ControlPresentation.allCases) {
        name = control.kind; self.control = control; self.presentations = presentations
    }

    /// True: a control is drawn in presentations.
    public var drawsPresentations: Bool { true }

    /// A control has no widget family; the stand-in family carries its surfaces.
    public func families(_ requested: [WidgetFamily]?) -> [WidgetFamily] { requested ?? [ActivityFrames.standIn] }

    public func frames(for family: WidgetFamily, locale: Locale, entries: Range<Int>?,
                       options: RenderOptions) throws(RenderError) -> [RenderFrame] {
        try frames(for: family, locale: locale, entries: entries, presentations: nil, options: options)
    }

    public func frames(for family: WidgetFamily, locale: Locale, entries: Range<Int>?, presentations asked: [String]?,
                       options: RenderOptions) throws(RenderError) -> [RenderFrame] {
        let what = "The control \"\(name)\""
        try ActivityFrames.refuse(family, what)
        if let entries, !entries.contains(0) { return [] }
        let template = MainThread.run { control.template() }
        return try ControlFrames.frames(of: { isOn in template.with(isOn: isOn) }, isToggle: template.kind == .toggle, entry: 0,
                                        presentations: ControlFrames.presentations(presentations, asked: asked, what: what),
                                        date: options.now, options: options)
    }
}

/// What every source of control frames shares (a Swift control's, a template's).
enum ControlFrames {
    /// The presentations to draw: those asked that are a control's (an error when none is), else
    /// the declared ones.
    static func presentations(_ declared: [ControlPresentation], asked: [String]?, what: String) throws(RenderError) -> [ControlPresentation] {
        guard let asked else { return declared }
        var out: [ControlPresentation] = []
        for name in asked {
            if let p = ControlPresentation(rawValue: name) {
                if !out.contains(p) { out.append(p) }
            } else if ActivityPresentation(name: name) == nil {
                throw .source(name: what, message: "\(what) has no presentation \"\(name)\"; it is drawn as "
                              + ControlPresentation.allCases.map(\.rawValue).joined(separator: ", ") + ".")
            }
        }
        if out.isEmpty {
            throw .source(name: what, message: "\(what) is a control; \(asked.joined(separator: ", ")) \(asked.count == 1 ? "is a Live Activity's presentation" : "are Live Activities' presentations"). Ask for "
                          + ControlPresentation.allCases.map(\.rawValue).joined(separator: ", ") + ".")
        }
        return out
    }

    /// One frame per presentation and state (a toggle on, then off; a button once) of the
    /// template `make` gives for a state, at timeline position `entry`.
    static func frames(of make: (Bool?) throws(RenderError) -> ControlTemplateContent, isToggle: Bool, entry: Int,
                       presentations: [ControlPresentation], date: Date, options: RenderOptions,
                       wrap: (AnyView) -> RenderFrame.Content = { .view($0) }) throws(RenderError) -> [RenderFrame] {
        let states: [Bool?] = isToggle ? [true, false] : [nil]
        var out: [RenderFrame] = []
        for presentation in presentations {
            for state in states {
                let (view, surface) = try ControlPresenter.present(try make(state), in: presentation, options: options)
                var frame = RenderFrame(phase: .entry(entry), date: date, content: wrap(view))
                var s = surface
                s.presentation = presentation.rawValue
                frame.surface = s
                out.append(frame)
            }
        }
        return out
    }
}

extension ControlTemplateContent {
    /// The template in state `isOn` (a button keeps none).
    func with(isOn: Bool?) -> ControlTemplateContent {
        var t = self
        if kind == .toggle, let isOn { t.isOn = isOn }
        return t
    }
}
