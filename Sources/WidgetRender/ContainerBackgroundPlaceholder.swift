import Foundation

/// What iOS 17 and later show in place of a widget whose content declares no
/// `containerBackground(for: .widget)`: the message "Please adopt containerBackground API" on the
/// system's own background, instead of the widget's content (N. Nemecek, "Hotfixing widgets for
/// iOS 17: containerBackground + padding", July 2023; L. K. Seng, "Understanding Container
/// Background for Widget in iOS 17", swiftsenpai.com, September 2023: Xcode's canvas says
/// "Widget needs to adopt container background").
///
/// iOS does this to a `Widget`'s configuration, so it applies where a render is of one
/// (``RenderOptions/requiresContainerBackground``: bundles, `@main` extensions, `check` of a
/// widget), not to a bare view. The message's font and colour are not measured; WidgetRender
/// draws it in the caption style, secondary, centred, and says so with the diagnostic
/// `containerBackgroundMissing`.
struct ContainerBackgroundPlaceholder: View {
    nonisolated static let message = "Please adopt containerBackground API"

    var body: some View {
        Text(Self.message)
            .font(.caption)
            .foregroundStyle(.secondary)
            .multilineTextAlignment(.center)
    }

    /// The warning that goes with it (made off the main actor, where renders compose).
    nonisolated static var diagnostic: Diagnostic {
        Diagnostic(.warning, code: .containerBackgroundMissing,
                   message: "The widget's content declares no containerBackground(for: .widget), so iOS 17 and later draw "
                       + "\"\(message)\" in its place. Give the view the widget's configuration returns "
                       + ".containerBackground(for: .widget) { … } with its background; a widget that had none takes "
                       + "the system's, as Xcode's template does: .containerBackground(.fill.tertiary, for: .widget).",
                   location: "containerBackground")
    }
}

extension DiagnosticCode {
    /// A widget configuration's content without `containerBackground(for: .widget)`: iOS 17+
    /// shows its placeholder message instead of the content.
    public static let containerBackgroundMissing = DiagnosticCode("containerBackgroundMissing")
}
