/// What drawing a laid-out tree produced.
public struct DrawnContent: Sendable {
    /// The display items, in paint order.
    public var items: [DisplayItem]
    /// Every `Link`, in paint order, hidden ones included.
    public var links: [LinkRegion]
    /// Every `widgetURL`, in depth-first pre-order.
    public var widgetURLs: [WidgetURLDeclaration]
    /// What drawing noticed (images that could not be loaded, clamped values…).
    public var diagnostics: [Diagnostic]
    /// The App Intent each `Button(intent:)`/`Toggle(intent:)` runs, by index in ``links``.
    public var actions: [Int: any AppIntent] = [:]
}
