internal import WidgetEngine

/// Repaints a display list for a ``WidgetAppearance``: a pure function from display list to
/// display list (see ``WidgetAppearance`` for the model and its sources). Group markers are
/// consumed, so the result draws the same with or without them.
public enum RenderingModePass {
    /// `backgroundRemovable` is the widget's `containerBackgroundRemovable` (true by default):
    /// false keeps the background where the system would only remove it (StandBy); accented
    /// and vibrant modes replace it regardless.
    public static func apply(_ list: DisplayList, _ appearance: WidgetAppearance, backgroundRemovable: Bool = true) -> DisplayList {
        var a = appearance
        if !backgroundRemovable && a.style == .fullColor { a.removesContainerBackground = false }
        let style: Recoloring.Style = a.style == .fullColor ? .fullColor : a.style == .accented ? .accented : .vibrant
        var pass = DisplayRecoloring(appearance: Recoloring(style: style, primary: a.primary, accent: a.accent, background: a.background,
                                                            edgeHighlight: a.edgeHighlight, removesContainerBackground: a.removesContainerBackground),
                                     size: list.size)
        for item in list.items { pass.visit(item) }
        return DisplayList(size: list.size, items: pass.out)
    }
}
