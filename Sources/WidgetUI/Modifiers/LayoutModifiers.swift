internal import WidgetEngine
import Foundation

nonisolated extension View {
    /// 16 pt on every edge: iOS's default padding (rule A3-16).
    public func padding() -> some View { padding(.all, nil) }
    /// Pads every edge by `length` points.
    public func padding(_ length: Double) -> some View { padding(.all, length) }
    /// Padding on some edges; a nil length means the default 16 pt.
    public func padding(_ edges: Edge.Set, _ length: Double? = nil) -> some View {
        modifier(WrappingModifier(name: "padding") { ctx in
            var v = length ?? 16
            if !v.isFinite {
                ctx.diagnose(.warning, .invalidPadding, "padding(\(fmt(v))) is not finite; 0 is used.")
                v = 0
            }
            return PaddingKind(insets: EdgeInsets(top: edges.contains(.top) ? v : 0, leading: edges.contains(.leading) ? v : 0,
                                       bottom: edges.contains(.bottom) ? v : 0, trailing: edges.contains(.trailing) ? v : 0),
                            edges: edges)
        })
    }
    /// Adds to the safe area (iOS 17). A widget's content has no safe area of its own and nothing
    /// here draws past it, so the insets lay out as padding: the default is 16 pt, as `padding()`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> some View { padding(edges, length) }
    /// Adds `length` points to the safe area on every edge, laid out as padding.
    public func safeAreaPadding(_ length: Double) -> some View { padding(.all, length) }
    /// Adds `insets` to the safe area, laid out as padding.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }
    /// Pads each edge by its inset.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(WrappingModifier(name: "padding") { ctx in
            let vals = [insets.top, insets.leading, insets.bottom, insets.trailing]
            guard vals.allSatisfy(\.isFinite) else {
                ctx.diagnose(.warning, .invalidPadding, "padding insets must be finite; 0 is used for the others.")
                func f(_ v: Double) -> Double { v.isFinite ? v : 0 }
                return PaddingKind(insets: EdgeInsets(top: f(insets.top), leading: f(insets.leading), bottom: f(insets.bottom), trailing: f(insets.trailing)))
            }
            return PaddingKind(insets: insets)
        })
    }

    /// A fixed size on the axes you give; the others keep the view's own sizing (rule A3-14).
    /// Negative or non-finite dimensions are ignored with an `invalidFrameDimension` diagnostic,
    /// as SwiftUI logs them.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> some View {
        modifier(WrappingModifier(name: "frame") { ctx in
            FrameKind(width: validDimension(width, "width", ctx), height: validDimension(height, "height", ctx), alignment: alignment)
        })
    }

    /// A flexible frame: the proposal clamped to [min, max], `ideal` when none is given,
    /// `maxWidth: .infinity` to take all the space offered (rule A3-15).
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(WrappingModifier(name: "frame") { ctx in
            var f = FlexFrameKind(minWidth: validDimension(minWidth, "minWidth", ctx, allowInfinity: false),
                              idealWidth: validDimension(idealWidth, "idealWidth", ctx, allowInfinity: false),
                              maxWidth: validDimension(maxWidth, "maxWidth", ctx, allowInfinity: true),
                              minHeight: validDimension(minHeight, "minHeight", ctx, allowInfinity: false),
                              idealHeight: validDimension(idealHeight, "idealHeight", ctx, allowInfinity: false),
                              maxHeight: validDimension(maxHeight, "maxHeight", ctx, allowInfinity: true),
                              alignment: alignment)
            if let lo = f.minWidth, let hi = f.maxWidth, lo > hi {
                ctx.diagnose(.warning, .contradictoryFrame, "minWidth \(fmt(lo)) is larger than maxWidth \(fmt(hi)); maxWidth is raised to it.")
                f.maxWidth = lo
            }
            if let lo = f.minHeight, let hi = f.maxHeight, lo > hi {
                ctx.diagnose(.warning, .contradictoryFrame, "minHeight \(fmt(lo)) is larger than maxHeight \(fmt(hi)); maxHeight is raised to it.")
                f.maxHeight = lo
            }
            return f
        })
    }

    /// The view's ideal size on both axes: text stops wrapping (rule A3-17).
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }
    /// Gives the view its ideal size on the chosen axes, whatever is offered.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(WrappingModifier(name: "fixedSize") { _ in FixedSizeKind(horizontal: horizontal, vertical: vertical) })
    }

    /// Keeps a width-to-height ratio; nil uses the content's own ratio (rule A3-18).
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> some View {
        modifier(WrappingModifier(name: "aspectRatio") { ctx in
            var r = ratio
            if let v = r, !(v.isFinite && v > 0) {
                ctx.diagnose(.warning, .invalidAspectRatio, "aspectRatio(\(fmt(v))) must be positive and finite; the content's own ratio is used.")
                r = nil
            }
            return AspectRatioKind(ratio: r, mode: contentMode)
        })
    }
    /// Constrains the view to the aspect ratio of `size` (width over height), fitting or filling the space offered.
    public func aspectRatio(_ size: Size, contentMode: ContentMode) -> some View {
        aspectRatio(size.height > 0 ? size.width / size.height : nil, contentMode: contentMode)
    }
    /// Scales the view to fit the space offered, keeping its aspect ratio.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    /// Scales the view to fill the space offered, keeping its aspect ratio.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// Moves the drawing without changing the layout.
    public func offset(x: Double = 0, y: Double = 0) -> some View {
        modifier(WrappingModifier(name: "offset") { ctx in
            guard x.isFinite, y.isFinite else {
                ctx.diagnose(.warning, .invalidOffset, "offset(x: \(fmt(x)), y: \(fmt(y))) is not finite; it is ignored.")
                return nil
            }
            return OffsetKind(x: x, y: y)
        })
    }
    /// Draws the view moved by `size`, without changing its layout.
    public func offset(_ size: Size) -> some View { offset(x: size.width, y: size.height) }

    /// Higher priority children of a stack are offered space first (rule A2-7).
    public func layoutPriority(_ value: Double) -> some View {
        modifier(TraitModifier { $0.explicitPriority = value.isFinite ? value : 0 })
    }

    /// Records where the view was written (a template's file, line and pointer), so diagnostics
    /// about it can say so.
    package func sourceLocation(_ location: SourceLocation) -> some View {
        modifier(TraitModifier { $0.sourceLocation = location })
    }

    /// Names the view, so tests and tools can find its frame.
    public func id<ID: Hashable & Sendable>(_ id: ID) -> some View {
        modifier(TraitModifier { $0.identity = AnyHashable(id) })
    }
}

private func validDimension(_ v: Double?, _ name: String, _ ctx: ResolveContext, allowInfinity: Bool = false) -> Double? {
    guard let v else { return nil }
    if v.isNaN || v < 0 || (v.isInfinite && !allowInfinity) {
        ctx.diagnose(.warning, .invalidFrameDimension, "Invalid frame dimension \(name): \(fmt(v)) (negative or non-finite); it is ignored.")
        return nil
    }
    return v
}
