import Foundation

/// A canvas that is not a widget family's: a Live Activity presentation (`ActivityPresentation`)
/// has its own size, corners, margins and default background. Set as ``RenderOptions/surface``,
/// it replaces the family's size, the content margins and the corner radius.
public struct RenderSurface: Hashable, Sendable {
    /// What the surface is (`activityLockScreen`, `islandCompact`, `controlSmall-on`…): names
    /// files and diagnostics.
    public var name: String
    /// The presentation drawn (``name`` without a toggle's state): what a matrix's
    /// ``RenderMatrix/presentations`` picks.
    public var presentation: String
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
    /// The color scheme the surface is always drawn in (the island is dark); nil: the options'.
    public var colorScheme: ColorScheme?
    /// `\.activityFamily` on the surface.
    public var activityFamily: ActivityFamily
    /// `\.isActivityFullscreen` on the surface (StandBy).
    public var isActivityFullscreen: Bool
    /// What working the surface out noticed (estimated sizes, content cut or too wide): added
    /// to the render's diagnostics.
    public var notes: [Diagnostic]

    /// The name of `presentation`'s surface in a toggle's state (`controlSmall-on`), or the
    /// presentation's own name when the state is nil.
    public static func name(of presentation: String, isOn: Bool?) -> String {
        isOn.map { presentation + ($0 ? "-on" : "-off") } ?? presentation
    }

    /// The presentation a surface name shows: `controlSmall-off` → `controlSmall`; any other
    /// name is its own presentation.
    public static func presentation(ofSurfaceNamed name: String) -> String {
        for suffix in ["-on", "-off"] where name.hasSuffix(suffix) {
            let base = String(name.dropLast(suffix.count))
            if ControlPresentation(rawValue: base) != nil { return base }
        }
        return name
    }

    /// A surface; each parameter sets the property of the same name.
    public init(name: String, size: Size, cornerRadius: Double?, contentMargins: EdgeInsets? = nil, background: RGBA, scale: Double = 1,
                colorScheme: ColorScheme? = nil, activityFamily: ActivityFamily = .medium, isActivityFullscreen: Bool = false,
                notes: [Diagnostic] = []) {
        self.name = name; self.presentation = name; self.size = size; self.cornerRadius = cornerRadius; self.contentMargins = contentMargins
        self.background = background; self.scale = scale; self.colorScheme = colorScheme
        self.activityFamily = activityFamily; self.isActivityFullscreen = isActivityFullscreen; self.notes = notes
    }
}
