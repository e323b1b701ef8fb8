/// SwiftUI's `LazyVStack`: a `VStack` that takes the whole width offered (a `VStack` hugs its
/// widest child). Rule L-1, our reading of SwiftUI: lazy stacks are laid out for a scroll view
/// and fill its cross axis; every child is built here, as a widget shows them all at once.
public struct LazyVStack<Content: View>: View {
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
public struct LazyHStack<Content: View>: View {
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

/// SwiftUI's `Section` outside a `List` or `Form`: its header, content and footer one after the
/// other in the enclosing stack, as a `Group` of the three.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer
    /// A section with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.content = content(); self.header = header(); self.footer = footer()
    }
    public var body: some View {
        Group {
            header
            content
            footer
        }
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of content alone.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }
    /// A section titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

/// SwiftUI's `ContentUnavailableView` (iOS 17): a symbol, a title and a description, centred.
/// Sizes are our rule (Apple publishes none): the symbol at `.largeTitle` in the secondary
/// colour, the title `.title2` bold, the description `.body` secondary.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions
    /// A view made of your label, description and actions.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label(); self.description = description(); self.actions = actions()
    }
    public var body: some View {
        VStack(spacing: 8) {
            if let titled = label as? SwiftUILabelOfTitleAndSymbol {
                Image(systemName: titled.systemImage).font(.largeTitle).foregroundStyle(.secondary)
                Text(titled.title).font(.title2.bold()).multilineTextAlignment(.center)
            } else {
                label.font(.title2.bold())
            }
            description
                .font(.body)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            actions
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == SwiftUILabelOfTitleAndSymbol, Description == Text?, Actions == EmptyView {
    /// A title with a symbol and an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUILabelOfTitleAndSymbol(title: title, systemImage: name) }, description: { description })
    }
    /// A title (a string) with a symbol and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUILabelOfTitleAndSymbol(title: LocalizedStringKey(String(title)), systemImage: name) }, description: { description })
    }
}

extension ContentUnavailableView where Label == SwiftUILabelOfTitleAndSymbol, Description == Text, Actions == EmptyView {
    /// The search variant: "No Results" with a magnifying glass.
    public static var search: ContentUnavailableView<SwiftUILabelOfTitleAndSymbol, Text, EmptyView> {
        ContentUnavailableView(label: { SwiftUILabelOfTitleAndSymbol(title: "No Results", systemImage: "magnifyingglass") },
                               description: { Text("Check the spelling or try a new search.") })
    }
    /// The search variant for `text`: "No Results for “text”".
    public static func search(text: String) -> ContentUnavailableView<SwiftUILabelOfTitleAndSymbol, Text, EmptyView> {
        ContentUnavailableView(label: { SwiftUILabelOfTitleAndSymbol(title: LocalizedStringKey("No Results for “\(text)”"), systemImage: "magnifyingglass") },
                               description: { Text("Check the spelling or try a new search.") })
    }
}
