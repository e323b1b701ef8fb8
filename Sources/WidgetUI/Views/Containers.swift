internal import WidgetEngine

/// Shows the first of its views that fits the space offered on the given axes, else the last
/// (rule VF-1), as SwiftUI's `ViewThatFits`.
public nonisolated struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content
    /// Shows the first view of `content` that fits on `axes`, else the last.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes; self.content = content()
    }
    public var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ ctx: ResolveContext) throws -> [Node] {
        try ctx.withPathComponent("ViewThatFits") {
            let children = try ctx.resolve(content)
            return [ctx.node(ViewThatFitsKind(axes: axes), children: children)]
        }
    }
}

/// Rows of cells whose columns line up (SwiftUI's `Grid`, rules GR-1 … GR-5).
public nonisolated struct Grid<Content: View>: View, PrimitiveView {
    let spec: GridKind
    let content: Content
    /// A grid with cells aligned by `alignment` and spaced by the given spacings (nil: the default spacing).
    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
                @ViewBuilder content: () -> Content) {
        spec = GridKind(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }
    public var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ ctx: ResolveContext) throws -> [Node] {
        try ctx.withPathComponent("Grid") {
            var spec = self.spec
            for (name, v) in [("horizontalSpacing", spec.horizontalSpacing), ("verticalSpacing", spec.verticalSpacing)] {
                if let v, !(v.isFinite && v >= 0) {
                    ctx.diagnose(.warning, .invalidSpacing, "Grid \(name) \(fmt(v)) must be zero or positive and finite; the default spacing is used.")
                }
            }
            if let h = spec.horizontalSpacing, !(h.isFinite && h >= 0) { spec.horizontalSpacing = nil }
            if let v = spec.verticalSpacing, !(v.isFinite && v >= 0) { spec.verticalSpacing = nil }
            // Views outside a GridRow are laid out across the grid, as in a VStack.
            let rows = try ctx.withEnvironment({ $0.stackAxis = .vertical }) { try ctx.resolve(content) }
            return [ctx.node(spec, children: rows)]
        }
    }
}

/// One row of a `Grid`; outside a grid, its cells form an `HStack`.
public nonisolated struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content
    /// A grid row whose cells align vertically by `alignment` (nil: the grid's alignment).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }
    public var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ ctx: ResolveContext) throws -> [Node] {
        try ctx.withPathComponent("GridRow") {
            let cells = try ctx.withEnvironment({ $0.stackAxis = .horizontal }) { try ctx.resolve(content) }
            return [ctx.node(GridRowKind(alignment: alignment), children: cells)]
        }
    }
}

nonisolated extension View {
    /// The number of grid columns this cell spans (at least 1).
    public func gridCellColumns(_ count: Int) -> some View {
        gridTrait { $0.columns = max(1, count) }
    }
    /// The horizontal alignment of every cell in this cell's column.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        gridTrait { $0.columnAlignment = guide }
    }
    /// Axes on which this cell does not size its column or row (it still fills them).
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        gridTrait { $0.unsizedAxes = axes }
    }
    /// Where the cell sits in its box, overriding the grid's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        gridTrait { $0.anchor = anchor }
    }

    private func gridTrait(_ change: @escaping (inout GridCellTraits) -> Void) -> some View {
        modifier(TraitModifier { node in
            var t = node.ownGridTraits ?? GridCellTraits()
            change(&t)
            node.ownGridTraits = t
        })
    }
}

/// Pinned section views: accepted for source compatibility; a still image has nothing to pin.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Pins section headers (no effect on a still image).
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Pins section footers (no effect on a still image).
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// Cells in rows under a list of columns (SwiftUI's `LazyVGrid`, rules LG-1 … LG-4). Nothing is
/// lazy in a still image: every cell is laid out.
public nonisolated struct LazyVGrid<Content: View>: View, PrimitiveView {
    let spec: LazyGridKind
    let content: Content
    /// A grid with the given columns; cells fill rows in order. `pinnedViews` has no effect.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        spec = LazyGridKind(axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
        self.content = content()
    }
    public var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ ctx: ResolveContext) throws -> [Node] { try makeLazyGrid(ctx, "LazyVGrid", spec, content) }
}

/// Cells in columns beside a list of rows (SwiftUI's `LazyHGrid`).
public nonisolated struct LazyHGrid<Content: View>: View, PrimitiveView {
    let spec: LazyGridKind
    let content: Content
    /// A grid with the given rows; cells fill columns in order. `pinnedViews` has no effect.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        spec = LazyGridKind(axis: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
        self.content = content()
    }
    public var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ ctx: ResolveContext) throws -> [Node] { try makeLazyGrid(ctx, "LazyHGrid", spec, content) }
}

private func makeLazyGrid<C: View>(_ ctx: ResolveContext, _ name: String, _ spec: LazyGridKind, _ content: C) throws -> [Node] {
    try ctx.withPathComponent(name) {
        var spec = spec
        spec.items = spec.items.map { item in
            var item = item
            switch item.size {
            case .fixed(let w) where !(w.isFinite && w >= 0):
                ctx.diagnose(.warning, .invalidGridItem, "GridItem .fixed(\(fmt(w))) must be zero or positive and finite; 0 is used.")
                item.size = .fixed(0)
            case .flexible(let lo, let hi) where !(lo.isFinite && lo >= 0 && hi >= lo):
                ctx.diagnose(.warning, .invalidGridItem, "GridItem .flexible(minimum: \(fmt(lo)), maximum: \(fmt(hi))) needs 0 ≤ minimum ≤ maximum; .flexible() is used.")
                item.size = .flexible()
            case .adaptive(let lo, let hi) where !(lo.isFinite && lo > 0 && hi >= lo):
                ctx.diagnose(.warning, .invalidGridItem, "GridItem .adaptive(minimum: \(fmt(lo)), maximum: \(fmt(hi))) needs 0 < minimum ≤ maximum; minimum 10 is used.")
                item.size = .adaptive(minimum: 10)
            default: break
            }
            if let s = item.spacing, !(s.isFinite && s >= 0) { item.spacing = nil }
            return item
        }
        if let s = spec.spacing, !(s.isFinite && s >= 0) {
            ctx.diagnose(.warning, .invalidSpacing, "\(name) spacing \(fmt(s)) must be zero or positive and finite; the default spacing is used.")
            spec.spacing = nil
        }
        let children = try ctx.withEnvironment({ $0.stackAxis = nil }) { try ctx.resolve(content) }
        return [ctx.node(spec, children: children)]
    }
}

/// The size and frames a `GeometryReader` hands its content.
///
/// In CoreGraphics types, as SwiftUI's: `geometry.size.width` is a `CGFloat`, so
/// `onGeometryChange(for: CGFloat.self) { $0.size.width }` type-checks as it does on iOS.
public struct GeometryProxy: Sendable {
    /// The size the reader was offered, in points.
    public let size: CGSize
    let globalFrame: Rect
    /// No safe area inside a widget.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
    /// The reader's frame: at (0, 0) in `.local`, in widget points in `.global`.
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .local: return CGRect(origin: .zero, size: size)
        case .global, .named: return CGRect(globalFrame)
        }
    }
}

/// SwiftUI's coordinate spaces; a widget has one global space, so `.named` is `.global`.
public enum CoordinateSpace: Hashable, Sendable {
    /// The view's own space, or the widget's.
    case local, global
    /// A named space; the widget's global space here.
    case named(String)
}

/// Reads the size it is offered (all of it) and builds its content from it (rules G-1, G-2).
public nonisolated struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content
    /// A reader that builds its content from the space it is offered.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ ctx: ResolveContext) throws -> [Node] {
        ctx.withPathComponent("GeometryReader") {
            let env = ctx.env, resources = ctx.resources, path = ctx.pathComponents
            let content = self.content
            let box = DiagnosticBox()
            let build: (Size, Rect) -> [Node] = { size, frame in
                let proxy = GeometryProxy(size: CGSize(size), globalFrame: frame)
                let inner = ResolveContext(env: env, resources: resources)
                inner.pathComponents = path
                let view = EnvironmentValues.$current.withValue(env) { content(proxy) }
                defer { box.items = inner.diagnostics }
                do {
                    return try inner.withEnvironment({ $0.stackAxis = nil }) { try inner.resolve(view) }
                } catch {
                    inner.diagnose(.error, .geometryReaderContent, "The GeometryReader's content could not be resolved: \(error)")
                    return []
                }
            }
            return [ctx.node((GeometryReaderKind(build: build, diagnostics: box)))]
        }
    }
}
