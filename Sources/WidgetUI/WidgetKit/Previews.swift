/// SwiftUI's `PreviewProvider`: views Xcode shows in its canvas. WidgetRender renders them like
/// any view; ``previews`` is a plain static property here.
@preconcurrency @MainActor public protocol PreviewProvider {
    /// The type of view ``previews`` returns.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
}

/// WidgetKit's `WidgetPreviewContext`: previews a view as a widget of a family.
public struct WidgetPreviewContext: Hashable, Sendable {
    /// The family to preview the view as.
    public let family: WidgetFamily
    /// A preview as a widget of `family`.
    public init(family: WidgetFamily) { self.family = family }
}

nonisolated extension View {
    /// `previewContext(_:)`: the view as it reads `\.widgetFamily` in that family.
    public func previewContext(_ context: WidgetPreviewContext) -> some View {
        modifier(EnvironmentModifier { $0.widgetFamily = context.family })
    }
}
