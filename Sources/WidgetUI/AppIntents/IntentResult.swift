import Foundation

/// App Intents' `IntentResult`: what `perform()` returns. Build one with `.result()`,
/// `.result(value:)`, `.result(dialog:)`, `.result(opensIntent:)` or their combinations.
public protocol IntentResult: Sendable {}

/// A result that carries a value (`some ReturnsValue<Bool>`).
public protocol ReturnsValue<Value>: IntentResult {
    /// The type of the value returned.
    associatedtype Value
    /// The value returned.
    var value: Value? { get }
}

/// A result that says something (`.result(dialog:)`).
public protocol ProvidesDialog: IntentResult {
    /// What the system says.
    var dialog: IntentDialog? { get }
}

/// A result that shows a snippet view (`.result(view:)`).
public protocol ShowsSnippetView: IntentResult {}

/// A result that runs another intent next (`.result(opensIntent:)`).
public protocol OpensIntent: IntentResult {}

/// The one result type every `.result(…)` builds: its value (nil for `Never`), dialog and the
/// intent it opens, each optional. It conforms to every result protocol, so any combination
/// the SDK's `some IntentResult & ReturnsValue<V> & ProvidesDialog` spells type-checks.
public struct IntentResultContainer<Value>: ReturnsValue, ProvidesDialog, ShowsSnippetView, OpensIntent, IntentOutcomeReporting, @unchecked Sendable {
    /// The value returned, if any.
    public let value: Value?
    /// What the system says, if anything.
    public let dialog: IntentDialog?
    /// The intent run next, if any.
    public let opensIntent: (any AppIntent)?

    init(value: Value?, dialog: IntentDialog? = nil, opensIntent: (any AppIntent)? = nil) {
        self.value = value; self.dialog = dialog; self.opensIntent = opensIntent
    }
}

extension IntentResult where Self == IntentResultContainer<Never> {
    /// A result with nothing in it.
    public static func result() -> Self { IntentResultContainer(value: nil) }
    /// A result that says `dialog`.
    public static func result(dialog: IntentDialog) -> Self { IntentResultContainer(value: nil, dialog: dialog) }
    /// A result that shows `view` (not drawn: snippets appear outside widgets).
    public static func result<Content: View>(dialog: IntentDialog? = nil, view: Content) -> Self {
        IntentResultContainer(value: nil, dialog: dialog)
    }
    /// A result that runs `intent` next.
    public static func result<I: AppIntent>(opensIntent intent: I, dialog: IntentDialog? = nil) -> Self {
        IntentResultContainer(value: nil, dialog: dialog, opensIntent: intent)
    }
}

extension IntentResult {
    /// A result returning `value`.
    public static func result<V>(value: V) -> Self where Self == IntentResultContainer<V> {
        IntentResultContainer(value: value)
    }
    /// A result returning `value` and saying `dialog`.
    public static func result<V>(value: V, dialog: IntentDialog) -> Self where Self == IntentResultContainer<V> {
        IntentResultContainer(value: value, dialog: dialog)
    }
    /// A result returning `value` and showing `view` (not drawn).
    public static func result<V, Content: View>(value: V, dialog: IntentDialog? = nil, view: Content) -> Self
        where Self == IntentResultContainer<V> {
        IntentResultContainer(value: value, dialog: dialog)
    }
    /// A result returning `value` and running `intent` next.
    public static func result<V, I: AppIntent>(value: V, opensIntent intent: I, dialog: IntentDialog? = nil) -> Self
        where Self == IntentResultContainer<V> {
        IntentResultContainer(value: value, dialog: dialog, opensIntent: intent)
    }
}

/// What running an intent gave, whatever its result type: ``IntentRunner/run(_:)``.
public struct IntentOutcome: @unchecked Sendable {
    /// The value returned, if any.
    public let value: Any?
    /// What the system says, if anything.
    public let dialog: IntentDialog?
    /// The intent run next, if any.
    public let opensIntent: (any AppIntent)?
}

/// A result that can say what it holds.
protocol IntentOutcomeReporting {
    var outcome: IntentOutcome { get }
}

extension IntentResultContainer {
    var outcome: IntentOutcome { IntentOutcome(value: value.map { $0 as Any }, dialog: dialog, opensIntent: opensIntent) }
}

/// Runs intents as the system does when a widget's button or toggle is tapped: `perform()`,
/// then what it returned, whatever its opaque result type.
public enum IntentRunner {
    /// Runs `intent` and reports its result.
    public static func run<I: AppIntent>(_ intent: I) async throws -> IntentOutcome {
        let result = try await intent.perform()
        return (result as? any IntentOutcomeReporting)?.outcome ?? IntentOutcome(value: nil, dialog: nil, opensIntent: nil)
    }
}
