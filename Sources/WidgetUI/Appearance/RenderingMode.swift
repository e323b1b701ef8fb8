internal import WidgetEngine

/// WidgetKit's `WidgetRenderingMode`: how the system paints the widget where it is shown.
public enum WidgetRenderingMode: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Colours as declared (Home Screen light and dark, StandBy).
    case fullColor
    /// Two groups, each painted one colour, background removed (iOS 18 tinted and iOS 26
    /// clear Home Screens).
    case accented
    /// A monochrome version whose luminance sets the opacity (the Lock Screen).
    case vibrant
    public var description: String { rawValue }
}

/// WidgetKit's `WidgetAccentedRenderingMode`: how an `Image` is painted in accented mode.
public struct WidgetAccentedRenderingMode: Hashable, Sendable {
    let value: AccentedImageRendering
    /// In the accent group, as `.widgetAccentable()`.
    public static let accented = WidgetAccentedRenderingMode(value: .accented)
    /// Luminance mapped to alpha, painted in the accent colour.
    public static let accentedDesaturated = WidgetAccentedRenderingMode(value: .accentedDesaturated)
    /// Luminance mapped to alpha, painted in the primary colour.
    public static let desaturated = WidgetAccentedRenderingMode(value: .desaturated)
    /// Drawn as is.
    public static let fullColor = WidgetAccentedRenderingMode(value: .fullColor)
}

private struct WidgetRenderingModeKey: EnvironmentKey { static let defaultValue = WidgetRenderingMode.fullColor }
private struct ShowsContainerBackgroundKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// `@Environment(\.widgetRenderingMode)`: set by the render from its rendering mode.
    public var widgetRenderingMode: WidgetRenderingMode {
        get {
            appearanceReads?.renderingMode = true
            return self[WidgetRenderingModeKey.self]
        }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }
    /// `@Environment(\.showsWidgetContainerBackground)`: false where the system removes the
    /// background (accented and vibrant modes, StandBy) and the widget allows it.
    public var showsWidgetContainerBackground: Bool {
        get {
            appearanceReads?.renderingMode = true
            return self[ShowsContainerBackgroundKey.self]
        }
        set { self[ShowsContainerBackgroundKey.self] = newValue }
    }
}

nonisolated extension View {
    /// WidgetKit's `widgetAccentable(_:)`: puts the view in the accent group (or, with false,
    /// back in the primary group) of the accented rendering mode.
    public func widgetAccentable(_ accentable: Bool = true) -> some View {
        modifier(DisplayGroupModifier(group: .accentable(accentable)))
    }
}

extension Image {
    /// WidgetKit's `widgetAccentedRenderingMode(_:)`: how this image is painted in accented
    /// mode; nil keeps the default (alpha kept, painted in its group's colour).
    public func widgetAccentedRenderingMode(_ mode: WidgetAccentedRenderingMode?) -> some View {
        modifier(DisplayGroupModifier(group: mode.map { .accentedImage($0.value) }))
    }
}

/// Marks each content node's drawing with a group; a node that has one already is wrapped, so
/// the inner group (closer to the content) wins.
struct DisplayGroupModifier: PrimitiveModifier {
    let group: DisplayGroup?
    func apply(_ content: (ResolveContext) throws -> [Node], _ ctx: ResolveContext) throws -> [Node] {
        let nodes = try content(ctx)
        guard let group else { return nodes }
        return nodes.map { n in
            guard n.displayGroup != nil else { n.displayGroup = group; return n }
            let wrapper = ctx.node(PassthroughKind(), children: [n])
            wrapper.displayGroup = group
            return wrapper
        }
    }
}
