/// SwiftUI's `ContentUnavailableView` (iOS 17): a symbol, a title and a description, centred.
/// Sizes are our rule (Apple publishes none): the symbol at `.largeTitle` in the secondary
/// colour, the title `.title2` bold, the description `.body` secondary.
public nonisolated struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
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
