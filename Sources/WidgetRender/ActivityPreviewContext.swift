import Foundation

extension ActivityAttributes {
    /// Xcode's `PreviewProvider` form of a Live Activity preview: the activity of these
    /// attributes in `contentState`, in one presentation, drawn by the `ActivityConfiguration`
    /// built for this attributes type (as Xcode finds the extension's), at its size on an iPhone
    /// with a Dynamic Island (iPhone 15, 393 pt).
    ///
    /// The configuration must have been built first — by rendering the extension's bundle or
    /// widget, as its `@main` does — else the view says so. `#Preview(for:as:using:)` (package
    /// trait `Previews`) and ``ActivitySource`` draw previews with the full geometry and diagnostics.
    public func previewContext(_ contentState: ContentState, isStale: Bool = false,
                               viewKind: ActivityPreviewViewKind) -> some View {
        ActivityPreviewContextView(attributes: self, state: contentState, isStale: isStale, kind: viewKind)
    }
}

/// The view `previewContext(_:isStale:viewKind:)` returns: the presentation on its surface, its
/// corners clipped, over the surface's colour.
nonisolated struct ActivityPreviewContextView<Attributes: ActivityAttributes>: View {
    let attributes: Attributes
    let state: Attributes.ContentState
    let isStale: Bool
    let kind: ActivityPreviewViewKind

    /// The device the presentation is measured on: Apple's first Dynamic Island size class.
    static var device: DeviceProfile { .islandPhone }

    var body: some View {
        let name = String(describing: Attributes.self)
        guard let activity = ActivityRegistry.activity(for: Attributes.self),
              let content = activity.content(attributes: attributes, state: state, isStale: isStale),
              let island = activity.dynamicIsland(attributes: attributes, state: state, isStale: isStale) else {
            return AnyView(Text("No ActivityConfiguration(for: \(name).self) has been built: render the widget extension first.")
                .font(.caption).foregroundStyle(.red))
        }
        do {
            let (view, surface) = try LiveActivityPresenter.present(kind.presentation, content: content, island: island, activity: name,
                                                                    options: RenderOptions(device: Self.device), widgetCode: true)
            return AnyView(view
                .frame(width: surface.size.width, height: surface.size.height)
                .background(Color(surface.background))
                .clipShape(RoundedRectangle(cornerRadius: surface.cornerRadius ?? 0, style: .continuous))
                .environment(\.colorScheme, surface.colorScheme ?? .dark))
        } catch {
            return AnyView(Text("\(error)").font(.caption).foregroundStyle(.red))
        }
    }
}
