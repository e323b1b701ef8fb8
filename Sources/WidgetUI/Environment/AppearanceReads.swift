/// Whether a view tree read the values that change between cells of a matrix that differ only
/// in colour: the color scheme, and the rendering mode with its container-background flag. A
/// tree that read neither resolves and lays out the same in every such cell, so the renderer
/// draws them all from one layout (`WidgetLayout.appearanceReads`). Reads by the resolver itself
/// count: a colour it resolves while building nodes (an asset image's dark variant,
/// `colorMultiply`) ties the tree to its scheme.
///
/// Written only while one tree resolves, on the thread that resolves it.
package final class AppearanceReads: @unchecked Sendable {
    /// `colorScheme` was read.
    package var colorScheme = false
    /// `widgetRenderingMode` or `showsWidgetContainerBackground` was read.
    package var renderingMode = false

    package init() {}
}
