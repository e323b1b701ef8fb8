import Foundation

/// App Intents' `AppIntent`: an action (a widget button's, a control's) or, as a
/// ``WidgetConfigurationIntent``, a widget's configuration. `init()` gives its default values,
/// as a newly added widget has; ``perform()`` is what a tap runs (``IntentRunner`` runs it in
/// tests).
///
/// As in the SDK, every requirement but `init()` and ``title`` has a default, so an intent
/// that only configures a widget declares its parameters and nothing else.
public protocol AppIntent: Sendable {
    /// What ``perform()`` returns: `some IntentResult`, `some ReturnsValue<Bool>`…
    associatedtype PerformResult: IntentResult = IntentResultContainer<Never>
    /// The type of ``parameterSummary``.
    associatedtype SummaryContent: ParameterSummary = EmptyParameterSummary

    /// An intent with its default values, as a newly added widget has.
    init()
    /// The intent's name as the system shows it.
    static var title: LocalizedStringResource { get }
    /// What the intent does, for Shortcuts and the widget's edit sheet.
    static var description: IntentDescription? { get }
    /// Whether running the intent opens the app (no effect in a render).
    static var openAppWhenRun: Bool { get }
    /// Whether Shortcuts and Spotlight list the intent.
    static var isDiscoverable: Bool { get }
    /// When the device must be unlocked to run it.
    static var authenticationPolicy: IntentAuthenticationPolicy { get }
    /// The sentence Shortcuts shows with the parameters in it.
    @ParameterSummaryBuilder<Self> static var parameterSummary: SummaryContent { get }
    /// Runs the intent: a widget button's or toggle's action.
    func perform() async throws -> PerformResult
}

extension AppIntent {
    /// The type's name, unless the intent declares a title.
    public static var title: LocalizedStringResource { LocalizedStringResource(stringLiteral: String(describing: Self.self)) }
    /// None, unless the intent declares one.
    public static var description: IntentDescription? { nil }
    /// False, unless the intent declares otherwise.
    public static var openAppWhenRun: Bool { false }
    /// True, unless the intent declares otherwise.
    public static var isDiscoverable: Bool { true }
    /// ``IntentAuthenticationPolicy/alwaysAllowed``, unless the intent declares otherwise.
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
}

extension AppIntent where SummaryContent == EmptyParameterSummary {
    /// No summary, unless the intent declares one.
    public static var parameterSummary: EmptyParameterSummary { EmptyParameterSummary() }
}

extension AppIntent where PerformResult == IntentResultContainer<Never> {
    /// Does nothing and returns ``IntentResult/result()``: a configuration intent's action.
    public func perform() async throws -> IntentResultContainer<Never> { .result() }
}

/// App Intents' `IntentAuthenticationPolicy`: when the device must be unlocked to run an intent.
public enum IntentAuthenticationPolicy: Sendable, Hashable {
    /// Runs on a locked device too.
    case alwaysAllowed
    /// Needs the device unlocked.
    case requiresAuthentication
    /// Needs the device unlocked and not in a locked state at all.
    case requiresLocalDeviceAuthentication
}

/// App Intents' `IntentDescription`: what an intent does, shown in Shortcuts.
public struct IntentDescription: ExpressibleByStringInterpolation, Sendable, Hashable {
    /// The description's text.
    public var description: LocalizedStringResource
    /// The Shortcuts category it is listed under.
    public var categoryName: LocalizedStringResource?
    /// Words Shortcuts search finds it by.
    public var searchKeywords: [LocalizedStringResource]
    /// A name for the value it returns.
    public var resultValueName: LocalizedStringResource?

    /// A description with its category, search keywords and result name.
    public init(_ description: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
                searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource? = nil) {
        self.description = description; self.categoryName = categoryName
        self.searchKeywords = searchKeywords; self.resultValueName = resultValueName
    }

    /// A description from a literal.
    public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }

    /// A description from an interpolated literal.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(LocalizedStringResource(stringLiteral: String(stringInterpolation: stringInterpolation)))
    }
}

/// WidgetKit's `WidgetConfigurationIntent` (iOS 17): an App Intent that configures a widget;
/// `AppIntentConfiguration` hands its default value (with entity parameters resolved to their
/// query's default) to the provider.
public protocol WidgetConfigurationIntent: AppIntent {}

/// App Intents' `OpenURLIntent` (iOS 18): opens a URL when run; a widget button with it behaves
/// as a link to the URL.
public struct OpenURLIntent: AppIntent {
    /// "Open URL".
    public static var title: LocalizedStringResource { "Open URL" }
    /// The URL opened.
    public var url: URL?
    /// An intent opening nothing (the default value).
    public init() { url = nil }
    /// An intent opening `url`.
    public init(_ url: URL) { self.url = url }
}

/// App Intents' `ProgressReportingIntent`: an intent that reports progress while it runs.
public protocol ProgressReportingIntent: AppIntent {}

/// App Intents' `ForegroundContinuableIntent`: an intent that may continue in the app.
public protocol ForegroundContinuableIntent: AppIntent {}

/// App Intents' `AudioPlaybackIntent`: an intent that starts or stops audio.
public protocol AudioPlaybackIntent: AppIntent {}

/// App Intents' `LiveActivityIntent` (iOS 17): an intent a Live Activity's button runs in the app's process.
public protocol LiveActivityIntent: AppIntent {}

/// App Intents' `SetValueIntent`: the intent of a `Toggle(isOn:intent:)`, told the new value.
public protocol SetValueIntent: AppIntent {
    /// The type of the value set.
    associatedtype ValueType
    /// The value the toggle switches to.
    var value: ValueType { get set }
}

/// App Intents' `IntentDialog`: what the system says when an intent finishes.
public struct IntentDialog: ExpressibleByStringInterpolation, Sendable, Hashable {
    /// What is said and shown.
    public var full: LocalizedStringResource
    /// A shorter form for small screens.
    public var supporting: LocalizedStringResource?

    /// A dialog saying `full`.
    public init(_ full: LocalizedStringResource) { self.full = full; supporting = nil }
    /// A dialog with a full and a supporting text.
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) { self.full = full; self.supporting = supporting }
    /// A dialog from a literal.
    public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }
    /// A dialog from an interpolated literal.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(LocalizedStringResource(stringLiteral: String(stringInterpolation: stringInterpolation)))
    }
}
