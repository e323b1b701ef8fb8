internal import WidgetEngine

/// Children in a column (SwiftUI's `VStack`).
public nonisolated struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content
    /// A horizontal stack with children aligned vertically by `alignment` and `spacing` points apart (nil: the default spacing).
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ ctx: ResolveContext) throws -> [Node] {
        try makeStack(ctx, name: "VStack", axis: .vertical, alignment: .horizontal(alignment), spacing: spacing, content: content)
    }
}

/// Children in a row (SwiftUI's `HStack`).
public nonisolated struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content
    /// A vertical stack with children aligned horizontally by `alignment` and `spacing` points apart (nil: the default spacing).
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ ctx: ResolveContext) throws -> [Node] {
        try makeStack(ctx, name: "HStack", axis: .horizontal, alignment: .vertical(alignment), spacing: spacing, content: content)
    }
}

/// Children on top of each other, later ones in front (SwiftUI's `ZStack`).
public nonisolated struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content
    /// An overlay stack with children aligned by `alignment`, later children in front.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }
    public var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ ctx: ResolveContext) throws -> [Node] {
        try ctx.withPathComponent("ZStack") {
            let children = try ctx.withEnvironment({ $0.stackAxis = nil }) { try ctx.resolve(content) }
            return [ctx.node(ZStackKind(alignment: alignment), children: children)]
        }
    }
}

private func makeStack<C: View>(_ ctx: ResolveContext, name: String, axis: Axis, alignment: StackAlignment,
                                spacing: Double?, content: C) throws -> [Node] {
    try ctx.withPathComponent(name) {
        var spacing = spacing
        if let s = spacing, !s.isFinite {
            ctx.diagnose(.warning, .invalidSpacing, "Stack spacing \(fmt(s)) is not finite; the default spacing is used.")
            spacing = nil
        }
        let children = try ctx.withEnvironment({ $0.stackAxis = axis }) { try ctx.resolve(content) }
        return [ctx.node(StackKind(axis: axis, alignment: alignment, spacing: spacing), children: children)]
    }
}

/// Flexible space that grows along its stack's axis, or both axes outside a stack.
/// `minLength` nil means the default spacing, 8 pt (rule A2-12).
public nonisolated struct Spacer: View, PrimitiveView {
    let minLength: Double?
    /// A spacer at least `minLength` points long (nil: the default spacing, 8 pt).
    public init(minLength: Double? = nil) { self.minLength = minLength }
    public var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ ctx: ResolveContext) throws -> [Node] {
        var m = minLength
        if let v = m, !(v.isFinite && v >= 0) {
            ctx.diagnose(.warning, .invalidSpacerLength, "Spacer(minLength: \(fmt(v))) is negative or not finite; 0 is used.")
            m = 0
        }
        return ctx.withPathComponent("Spacer") { [ctx.node(SpacerKind(minLength: m, axis: ctx.env.stackAxis))] }
    }
}

/// A hairline (one device pixel) separating content: horizontal in a `VStack` or outside
/// stacks, vertical in an `HStack`.
public nonisolated struct Divider: View, PrimitiveView {
    /// A divider.
    public init() {}
    public var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ ctx: ResolveContext) throws -> [Node] {
        let lineAxis: Axis = ctx.env.stackAxis == .horizontal ? .vertical : .horizontal
        return ctx.withPathComponent("Divider") { [ctx.node(DividerKind(axis: lineAxis, color: Color.separator))] }
    }
}
