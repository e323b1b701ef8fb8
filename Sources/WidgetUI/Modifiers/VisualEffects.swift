internal import WidgetEngine

/// Layer effects: each draws the view into its own layer and composites it changed; layout is
/// unchanged.
nonisolated extension View {
    /// A Gaussian blur of the view (sigma = radius / 2, `LayerEffect/blurSigmaPerRadius`).
    /// `opaque: true` keeps the view's edges solid instead of fading into transparency.
    public func blur(radius: Double, opaque: Bool = false) -> some View {
        layerEffect("blur") { ctx in
            guard radius.isFinite else {
                ctx.diagnose(.warning, .invalidBlur, "blur(radius: \(fmt(radius))) is not finite; it is ignored.")
                return nil
            }
            return radius > 0 ? .blur(radius: radius, opaque: opaque) : nil
        }
    }
    /// Adds `amount` to every colour component: 0 unchanged, 1 white, negative darker.
    public func brightness(_ amount: Double) -> some View { colorMatrix("brightness", amount) { .brightness($0) } }
    /// Scales colours about mid-grey: 1 unchanged, 0 flat grey, above 1 more contrast.
    public func contrast(_ amount: Double) -> some View { colorMatrix("contrast", amount) { .contrast($0) } }
    /// 0 is grey, 1 unchanged, above 1 more saturated.
    public func saturation(_ amount: Double) -> some View { colorMatrix("saturation", amount) { .saturation($0) } }
    /// 0 unchanged, 1 fully grey.
    public func grayscale(_ amount: Double) -> some View { colorMatrix("grayscale", amount) { .grayscale($0) } }
    /// Multiplies every pixel by a colour.
    public func colorMultiply(_ color: Color) -> some View {
        layerEffect("colorMultiply") { ctx in .colorMatrix(.multiply(color.resolve(ctx.env.colorScheme))) }
    }
    /// Inverts the colours.
    public func colorInvert() -> some View { layerEffect("colorInvert") { _ in .colorMatrix(.invert) } }
    /// Composites the view onto what is behind with `mode` (Cairo's operator of the same
    /// definition; `plusDarker` draws as normal with a diagnostic).
    public func blendMode(_ mode: BlendMode) -> some View {
        layerEffect("blendMode") { ctx in
            if mode == .plusDarker {
                ctx.diagnose(.info, .blendModeApproximated, "blendMode(.plusDarker) has no equivalent here; the view is drawn with .normal.")
            }
            return mode == .normal ? nil : .blend(mode)
        }
    }
    /// Flattens the view into one layer before later effects (opacity applies to the whole).
    public func compositingGroup() -> some View { layerEffect("compositingGroup") { _ in .group } }
    /// Renders offscreen first: the same flattening as `compositingGroup` for a still image.
    public func drawingGroup(opaque: Bool = false) -> some View { layerEffect("drawingGroup") { _ in .group } }

    private func colorMatrix(_ name: String, _ amount: Double, _ make: @escaping (Double) -> ColorMatrix) -> some View {
        layerEffect(name) { ctx in
            guard amount.isFinite else {
                ctx.diagnose(.warning, .invalidColorEffect, "\(name)(\(fmt(amount))) is not finite; it is ignored.")
                return nil
            }
            return .colorMatrix(make(amount))
        }
    }

    private func layerEffect(_ name: String, _ make: @escaping (ResolveContext) -> LayerEffect?) -> some View {
        modifier(WrappingModifier(name: name) { ctx in make(ctx).map { EffectKind(effect: $0) } })
    }
}
