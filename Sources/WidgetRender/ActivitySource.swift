import Foundation

/// A Live Activity in one presentation, for a list of content states: one frame per state, on
/// the presentation's surface (``ActivityPresentation``). What a `#Preview(for:as:using:)`
/// block gives the planner; file names carry the presentation in place of a family
/// (`delivery-islandCompact-dark-1`).
public struct ActivitySource: RenderSource {
    public let name: String
    /// The activity.
    public let activity: ErasedActivity
    /// Its static data.
    public let attributes: Any
    /// The content states, in order: frame `n` draws state `n`.
    public let states: [Any]
    /// Where it is shown.
    public let presentation: ActivityPresentation

    /// The activity in `presentation` for each of `states`.
    public init(name: String, activity: ErasedActivity, attributes: Any, states: [Any], presentation: ActivityPresentation) {
        self.name = name; self.activity = activity; self.attributes = attributes; self.states = states; self.presentation = presentation
    }

    /// A Live Activity has no widget family; its one "family" stands for the presentation's
    /// surface (only the planner's loop sees it).
    public func families(_ requested: [WidgetFamily]?) -> [WidgetFamily] { [.systemMedium] }

    public func frames(for family: WidgetFamily, locale: Locale, entries: Range<Int>?,
                       options: RenderOptions) throws(RenderError) -> [RenderFrame] {
        var out: [RenderFrame] = []
        for (index, state) in states.enumerated() {
            if let entries, !entries.contains(index) { continue }
            guard let content = activity.content(attributes: attributes, state: state),
                  let island = activity.dynamicIsland(attributes: attributes, state: state) else {
                throw .source(name: name, message: "The state \(index) (\(type(of: state))) is not a content state of the Live Activity \(activity.attributesType).")
            }
            let (view, surface) = try LiveActivityPresenter.present(presentation, content: content, island: island,
                                                                    activity: name, options: options)
            var frame = RenderFrame(phase: .entry(index), date: options.now, content: .view(view))
            frame.surface = surface
            out.append(frame)
        }
        return out
    }
}
