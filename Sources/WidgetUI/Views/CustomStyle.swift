/// A custom style (a `LabelStyle`, `ButtonStyle`… the widget declares) kept in the environment:
/// its `makeBody(configuration:)`, called on the main thread as widget code is (the resolver
/// runs a widget's views there), type-erased.
struct CustomStyle<Configuration>: @unchecked Sendable {
    private let make: (Configuration) -> AnyView

    /// `make(style, configuration)` calls the style's main-actor `makeBody`.
    init<S>(_ style: S, _ make: @escaping @MainActor (S, Configuration) -> AnyView) {
        nonisolated(unsafe) let style = style
        self.make = droppingIsolation { make(style, $0) }
    }

    /// The style's body for `configuration`.
    func makeBody(_ configuration: Configuration) -> AnyView { make(configuration) }
}
