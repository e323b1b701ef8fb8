internal import WidgetEngine

nonisolated extension View {
    /// Rotates the drawing about `anchor` (default the center) without changing layout: the view
    /// keeps its frame and its neighbours do not move (Apple: "rotationEffect … Rotates a view's
    /// rendered output"; rule GE-1). Positive angles turn clockwise.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        geometryEffect("rotationEffect") { ctx in
            guard angle.radians.isFinite else {
                ctx.diagnose(.warning, .invalidRotation, "rotationEffect angle is not finite; it is ignored.")
                return nil
            }
            return { frame in AffineMatrix.rotation(angle).about(anchor.point(in: frame)) }
        }
    }

    /// Scales the drawing about `anchor` without changing layout (Apple: "scaleEffect … Scales
    /// this view's rendered output"; rule GE-1). A scale of 0 hides the view.
    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> some View {
        geometryEffect("scaleEffect") { ctx in
            guard x.isFinite, y.isFinite else {
                ctx.diagnose(.warning, .invalidScale, "scaleEffect(x: \(fmt(x)), y: \(fmt(y))) is not finite; it is ignored.")
                return nil
            }
            return { frame in AffineMatrix.scale(x: x, y: y).about(anchor.point(in: frame)) }
        }
    }
    /// Draws the view scaled by `s` both ways about `anchor`, without changing its layout.
    public func scaleEffect(_ s: Double, anchor: UnitPoint = .center) -> some View { scaleEffect(x: s, y: s, anchor: anchor) }
    /// Draws the view scaled by `s.width` and `s.height` about `anchor`, without changing its layout.
    public func scaleEffect(_ s: Size, anchor: UnitPoint = .center) -> some View { scaleEffect(x: s.width, y: s.height, anchor: anchor) }

    /// Applies a transform to the drawing (in the view's own coordinates: its frame's origin is
    /// (0, 0)), without changing layout.
    public func transformEffect(_ m: AffineMatrix) -> some View {
        geometryEffect("transformEffect") { ctx in
            guard m.isFinite else {
                ctx.diagnose(.warning, .invalidTransform, "transformEffect \(m) is not finite; it is ignored.")
                return nil
            }
            return { frame in m.about(frame.origin) }
        }
    }

    private func geometryEffect(_ name: String, _ make: @escaping (ResolveContext) -> (@Sendable (Rect) -> AffineMatrix)?) -> some View {
        modifier(WrappingModifier(name: name) { ctx in
            make(ctx).map { TransformKind(effect: PlacedTransform(name: name, matrix: $0)) }
        })
    }
}

nonisolated extension View {
    /// Centers the view on (x, y) of the space it is offered, which it takes whole (Apple:
    /// "position(x:y:) … Positions the center of this view at the specified coordinates in its
    /// parent's coordinate space"; the positioned view fills its proposal).
    public func position(x: Double = 0, y: Double = 0) -> some View {
        frame(width: 0, height: 0).offset(x: x, y: y)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
    /// Places the view's centre at `point` in its parent's space, taking all the space offered.
    public func position(_ point: Point) -> some View { position(x: point.x, y: point.y) }
}
