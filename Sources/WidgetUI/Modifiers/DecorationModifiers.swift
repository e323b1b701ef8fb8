internal import WidgetEngine

nonisolated extension View {
    /// A view behind this one, sized to it and aligned in it (rule A4-20).
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        secondary("background", { BackgroundKind(alignment: $0) }, alignment, content())
    }
    /// A view behind this one, sized to it and aligned in it.
    public func background<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        background(alignment: alignment) { view }
    }
    /// A color or gradient filling the view's frame, behind it.
    public func background<S: ShapeStyle>(_ style: S) -> some View {
        background(alignment: .center) { StyleFill(style: AnyShapeStyle(style)) }
    }
    /// A color filling the view's frame, behind it.
    public func background(_ color: Color) -> some View { background(alignment: .center) { color } }
    /// The default background style (``BackgroundStyle``: white in light, black in dark) behind
    /// the view (SwiftUI, iOS 15).
    public func background() -> some View { background(BackgroundStyle()) }

    /// A view in front of this one, sized to it and aligned in it (rule A4-20).
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        secondary("overlay", { OverlayKind(alignment: $0) }, alignment, content())
    }
    /// A view in front of this one, sized to it and aligned in it.
    public func overlay<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        overlay(alignment: alignment) { view }
    }
    /// A color or gradient filling the view's frame, in front of it.
    public func overlay<S: ShapeStyle>(_ style: S) -> some View {
        overlay(alignment: .center) { StyleFill(style: AnyShapeStyle(style)) }
    }
    /// A color filling the view's frame, in front of it.
    public func overlay(_ color: Color) -> some View { overlay(alignment: .center) { color } }

    /// A border drawn inside the frame.
    public func border<S: ShapeStyle>(_ style: S, width: Double = 1) -> some View {
        overlay { Rectangle().strokeBorder(style, lineWidth: width) }
    }

    /// Shows only the parts of this view under the mask. A shape masks with its outline; any
    /// other view masks with its frame.
    public func mask<V: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> V) -> some View {
        secondary("mask", { MaskKind(alignment: $0) }, alignment, mask())
    }
    /// Shows only the parts of this view under `mask`, centred on it.
    public func mask<V: View>(_ mask: V) -> some View { self.mask(alignment: .center) { mask } }

    /// Draws the view as one layer at this opacity (0…1).
    public func opacity(_ value: Double) -> some View {
        modifier(WrappingModifier(name: "opacity") { ctx in
            guard value.isFinite else {
                ctx.diagnose(.warning, .invalidOpacity, "opacity(\(fmt(value))) is not finite; it is ignored.")
                return nil
            }
            return OpacityKind(alpha: max(0, min(1, value)))
        })
    }

    /// Clips to the frame.
    public func clipped() -> some View {
        modifier(WrappingModifier(name: "clipped") { _ in ClipKind(path: { .rect($0) }, name: "rect") })
    }
    /// Clips to a shape placed in the frame.
    public func clipShape<S: Shape>(_ shape: S) -> some View {
        modifier(WrappingModifier(name: "clipShape") { ctx in
            let env = ctx.env
            if let rounded = shape as? RoundedRectangle, rounded.style == .continuous {
                let clip = RoundedRectangle(cornerRadius: rounded.cornerRadius * ClipCorner.continuousRadiusScale)
                return ClipKind(path: { clip.placedPath(in: $0, environment: env) }, name: ResolveContext.typeName(S.self))
            }
            return ClipKind(path: { shape.placedPath(in: $0, environment: env) }, name: ResolveContext.typeName(S.self))
        })
    }
    /// Clips to a rounded rectangle (deprecated in SwiftUI in favour of `clipShape`; the corner
    /// is continuous, as `RoundedRectangle`'s default).
    public func cornerRadius(_ radius: Double, antialiased: Bool = true) -> some View {
        modifier(WrappingModifier(name: "cornerRadius") { ctx in
            var r = radius
            if !(r.isFinite && r >= 0) {
                ctx.diagnose(.warning, .invalidCornerRadius, "cornerRadius(\(fmt(r))) must be zero or positive and finite; 0 is used.")
                r = 0
            }
            let radius = r * ClipCorner.continuousRadiusScale
            return ClipKind(path: { .roundedRect($0, cornerRadius: radius, style: .continuous) }, name: "RoundedRectangle")
        })
    }

    /// A blurred copy of the view's shape beneath it.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: Double, x: Double = 0, y: Double = 0) -> some View {
        modifier(WrappingModifier(name: "shadow") { ctx in
            guard radius.isFinite, x.isFinite, y.isFinite else {
                ctx.diagnose(.warning, .invalidShadow, "shadow values must be finite; the shadow is ignored.")
                return nil
            }
            return ShadowKind(color: color, radius: max(0, radius), x: x, y: y)
        })
    }
}

nonisolated extension View {
    /// Pairs this view with a secondary one (several views become an implicit ZStack).
    private func secondary<V: View>(_ name: String, _ kind: @escaping (Alignment) -> any NodeKind, _ alignment: Alignment,
                                    _ content: V) -> some View {
        modifier(SecondaryContentModifier(name: name, kind: kind, alignment: alignment) {
            try $0.resolveSingle(content, implicit: ZStackKind(alignment: alignment))
        })
    }
}

/// A shape style filling its frame: what `background(_ style:)` draws.
nonisolated struct StyleFill: View, PrimitiveView {
    let style: AnyShapeStyle
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ ctx: ResolveContext) throws -> [Node] {
        ctx.check(style.base)
        let resolved = ctx.resolveTint(style)
        return [ctx.node(ColorKind(style: resolved, masksWithFrame: resolved.base is Color))]
    }
}

nonisolated extension View {
    /// Keeps the view's place in the layout and draws nothing, as SwiftUI's `hidden()`: a
    /// hidden view takes no taps either (it is `opacity(0)`).
    public func hidden() -> some View { opacity(0) }
}

/// How iOS clips to a continuous rounded rectangle, measured (issue 13).
///
/// iOS *draws* `RoundedRectangle(cornerRadius: r)` on the published continuous curve (a stroked
/// corner matches the oracle renders to 0.02 pt along its centre line), but *clips* to a slightly
/// rounder corner: on the home-assistant oracle's single dark tile (`clipShape(RoundedRectangle(
/// cornerRadius: 14))` over black, @3x), the clipped-away area of a corner is 414.6 px² on iOS
/// and 399.1 px² with the drawn curve. The same curve at 1.02 r clips 415.0 px² and halves the
/// squared pixel difference over the corner; it moves the corner's ink box from 1.33 pt to
/// 1.00 pt off iOS. The cause is not documented (Core Animation's own corner mask, most likely),
/// so the rule is this one measured factor, applied to `clipShape` and `cornerRadius` with
/// continuous corners; filled and stroked shapes keep the exact curve.
enum ClipCorner {
    static let continuousRadiusScale = 1.02
}
