import Foundation

/// What a tap on a rendered widget did: the URL it opens, or the App Intent it ran and what
/// that returned. Reload the widget (render it again) to see the intent's effect, as the system
/// reloads an interactive widget after its intent runs.
public enum TapResult: @unchecked Sendable {
    /// A `Link` or the `widgetURL`: the app opens at this URL.
    case opens(URL)
    /// The app launches without a URL.
    case launchesApp
    /// A `Button(intent:)` or `Toggle(intent:)`: its intent ran (`perform()`), with this outcome.
    case ranIntent(name: String, outcome: IntentOutcome)
    /// Outside the widget.
    case outside
    /// Where the widget takes no taps (CarPlay without a touchscreen): nothing happened.
    case inert
}

extension WidgetRenderer {
    /// Taps `widget` at `point` (in points) as the system does: a link or the widget URL opens
    /// the app; a button or toggle runs its App Intent's `perform()` (`IntentRunner`). The
    /// interactive-widget loop is tap → perform → render again:
    ///
    /// ```swift
    /// let before = try WidgetRenderer.render(TodoView(store: store))
    /// _ = try await WidgetRenderer.tap(before.composed, at: Point(x: 40, y: 30))  // ToggleTask.perform()
    /// let after = try WidgetRenderer.render(TodoView(store: store))               // shows the change
    /// ```
    public static func tap(_ widget: ComposedWidget, at point: Point) async throws -> TapResult {
        switch widget.linkMap.target(at: point) {
        case .link(let url, _), .widgetURL(let url): return .opens(url)
        case .launchApp: return .launchesApp
        case .outsideWidget: return .outside
        case .inert: return .inert
        case .intent(let name, let region):
            guard let intent = widget.actions[region] else {
                throw RenderError.source(name: name, message: "The region runs the App Intent \(name), which only its name was given for (a template's button): there is no perform() to run.")
            }
            return .ranIntent(name: name, outcome: try await run(intent))
        }
    }

    private static func run(_ intent: any AppIntent) async throws -> IntentOutcome {
        func open<I: AppIntent>(_ i: I) async throws -> IntentOutcome { try await IntentRunner.run(i) }
        return try await open(intent)
    }
}
