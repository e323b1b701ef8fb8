/// SwiftUI's `LazyVStack`: a `VStack` that takes the whole width offered (a `VStack` hugs its
/// widest child). Rule L-1, our reading of SwiftUI: lazy stacks are laid out for a scroll view
/// and fill its cross axis; every child is built here, as a widget shows them all at once.
public nonisolated struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content
    /// A lazy vertical stack.
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public var body: some View {
        VStack(alignment: alignment, spacing: spacing) { content }
            .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
    }
}

/// SwiftUI's `LazyHStack`: an `HStack` that takes the whole height offered (rule L-1).
public nonisolated struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content
    /// A lazy horizontal stack.
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public var body: some View {
        HStack(alignment: alignment, spacing: spacing) { content }
            .frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment))
    }
}
