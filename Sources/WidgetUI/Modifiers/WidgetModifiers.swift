internal import WidgetEngine
import Foundation

nonisolated extension View {
    /// The URL the system opens for a tap anywhere on the widget that is not on a `Link`.
    /// WidgetKit supports one per widget; with several, behaviour is undefined.
    public func widgetURL(_ url: URL?) -> some View {
        modifier(WrappingModifier(name: "widgetURL") { _ in url.map { WidgetURLKind(url: $0) } })
    }

    /// The widget's background (iOS 17): drawn full-bleed behind the content, outside the
    /// content margins. The first one found, in depth-first order, is used.
    public func containerBackground<S: ShapeStyle>(_ style: S, for placement: ContainerBackgroundPlacement) -> some View {
        modifier(ContainerBackgroundModifier(background: { ctx in
            ctx.check(style)
            return ctx.node(ColorKind(style: AnyShapeStyle(style), masksWithFrame: style is Color))
        }))
    }
    /// The widget's background as a view (iOS 17): drawn full-bleed behind the content, outside
    /// the content margins. The container is exactly the widget's size and places the implicit
    /// `ZStack` of `content` by `alignment`, as Apple documents the parameter (default `.center`):
    /// a `scaledToFill()` photo larger than the widget overflows it evenly on both sides.
    public func containerBackground<V: View>(for placement: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> some View {
        let v = content()
        return modifier(ContainerBackgroundModifier(background: { ctx in
            let stack = try ctx.resolveSingle(v, implicit: ZStackKind(alignment: alignment))
            // `.frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)`:
            // takes the proposal (the widget) exactly, whatever the content's size.
            let container = FlexFrameKind(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: alignment)
            return Node.make(container, children: [stack], path: ctx.path)
        }))
    }
}

/// Where a container background goes; widgets have one placement.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    /// The widget's container background (`containerBackground(_:for: .widget)`).
    public static let widget = ContainerBackgroundPlacement()
}

/// Records the background on the context; the render draws it behind everything.
struct ContainerBackgroundModifier: PrimitiveModifier {
    /// The background's node; nil declares none (`activityBackgroundTint(nil)`).
    let background: (ResolveContext) throws -> Node?
    func apply(_ content: (ResolveContext) throws -> [Node], _ ctx: ResolveContext) throws -> [Node] {
        if ctx.containerBackground == nil {
            ctx.containerBackground = try ctx.withPathComponent("containerBackground") {
                try ctx.withEnvironment({ $0.stackAxis = nil }) { try background(ctx) }
            }
        }
        return try content(ctx)
    }
}
