import Foundation

/// Xcode's `Preview` value, which Xcode's `#Preview` macro expands to. WidgetRender's `#Preview`
/// (package trait `Previews`) expands to a ``PreviewDeclaration`` instead, so write the macro.
@available(*, unavailable, message: "write #Preview { … }: WidgetRender's #Preview macro (package trait Previews) expands to its own PreviewDeclaration")
public struct Preview {
    /// A view preview, as `#Preview("name", traits:) { … }` expands on Apple platforms.
    public init<Trait>(_ name: String? = nil, traits: Trait..., body: @escaping () -> any View) { unavailableBody() }
    /// A widget preview with a timeline of entries.
    public init<W, Entry>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
                          timeline: @escaping () -> [Entry]) { unavailableBody() }
    /// A widget preview with a provider's timeline.
    public init<W, P>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
                      timelineProvider: @escaping () -> P) { unavailableBody() }
    /// A widget preview with an App Intent provider's timeline for an intent.
    public init<W, I, P>(_ name: String? = nil, as family: WidgetFamily, using intent: I, widget: @escaping () -> W,
                         timelineProvider: @escaping () -> P) { unavailableBody() }
    /// A Live Activity preview with its content states.
    public init<A, W, S>(_ name: String? = nil, as kind: ActivityPreviewViewKind, using attributes: A,
                         widget: @escaping () -> W, contentStates: @escaping () -> [S]) { unavailableBody() }
}

extension PreviewTrait {
    /// Xcode's `.modifier(_:)` trait (a `PreviewModifier`'s shared context): not applied.
    @available(*, unavailable, message: "preview modifiers are not applied: put the modifier on the previewed view")
    public static func modifier<M>(_ modifier: M) -> PreviewTrait { unavailableBody() }
}
