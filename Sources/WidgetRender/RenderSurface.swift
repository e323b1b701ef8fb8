import Foundation

/// A canvas that is not a widget family's: a Live Activity presentation (``ActivityPresentation``)
/// has its own size, corners, margins and default background. Set as ``RenderOptions/surface``,
/// it replaces the family's size, the content margins and the corner radius.
public struct RenderSurface: Hashable, Sendable {
    /// What the surface is (`activityLockScreen`, `islandCompact`…): names files and diagnostics.
    public var name: String
    /// The canvas size in points.
    public var size: Size
    /// The continuous corner radius of the mask; nil: no mask.
    public var cornerRadius: Double?
    /// Where content is laid out inside the canvas; nil: edge to edge.
    public var contentMargins: EdgeInsets?
    /// What is drawn under content that declares no background of its own.
    public var background: RGBA
    /// The scale the surface is drawn at relative to the device's (StandBy's 2x).
    public var scale: Double

    /// A surface; each parameter sets the property of the same name.
    public init(name: String, size: Size, cornerRadius: Double?, contentMargins: EdgeInsets? = nil, background: RGBA, scale: Double = 1) {
        self.name = name; self.size = size; self.cornerRadius = cornerRadius; self.contentMargins = contentMargins
        self.background = background; self.scale = scale
    }
}
