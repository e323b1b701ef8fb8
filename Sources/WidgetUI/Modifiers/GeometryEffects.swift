import Foundation
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

    /// Rotates the drawing about `axis` through `anchor` without changing layout, drawn as the
    /// rotated plane's flat (orthographic) projection: the 2 × 2 top-left of the 3-D rotation
    /// matrix. A half turn about the x or y axis is then an exact mirror, as on iOS; other angles
    /// lack iOS's perspective foreshortening (`perspective`, `anchorZ`), which an affine drawing
    /// cannot express, and say so (`rotation3DFlattened`).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        let (x, y, z) = (Double(axis.x), Double(axis.y), Double(axis.z))
        return geometryEffect("rotation3DEffect") { ctx in
            let length = (x * x + y * y + z * z).squareRoot()
            guard angle.radians.isFinite, length.isFinite, length > 0 else {
                ctx.diagnose(.warning, .invalidRotation, "rotation3DEffect needs a finite angle and a non-zero axis; it is ignored.")
                return nil
            }
            let (ux, uy, uz) = (x / length, y / length, z / length)
            let c = cos(angle.radians), s = sin(angle.radians), t = 1 - c
            let halfTurns = angle.radians / .pi
            let flat = abs(uz - 1) < 1e-9 || abs(halfTurns - halfTurns.rounded()) < 1e-9
            if !flat, perspective != 0 {
                ctx.diagnose(.info, .rotation3DFlattened, "rotation3DEffect by \(fmt(angle.degrees))° is drawn without perspective "
                             + "(its flat projection); iOS foreshortens the far side.")
            }
            // Rodrigues' rotation matrix, rows x and y, columns x and y (z = 0 in the view's plane).
            let m = AffineMatrix(a: c + ux * ux * t, b: uy * ux * t + uz * s, c: ux * uy * t - uz * s, d: c + uy * uy * t, tx: 0, ty: 0)
            return { frame in m.about(anchor.point(in: frame)) }
        }
    }

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
