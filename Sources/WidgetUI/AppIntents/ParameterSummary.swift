import Foundation

/// App Intents' `ParameterSummary`: the sentence Shortcuts shows an intent as, with its
/// parameters in it (`Summary("Show \(\.$city)")`). Kept for compilation; nothing draws it.
public protocol ParameterSummary: Sendable {}

/// No summary: an intent that declares none.
public struct EmptyParameterSummary: ParameterSummary {
    /// No summary.
    public init() {}
}

/// The text of a summary, with parameters interpolated by key path (`\(\.$city)`).
public struct ParameterSummaryString<Intent>: ExpressibleByStringInterpolation, Sendable {
    /// The interpolation: literal text and parameter names.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        /// Room for the literal.
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// Literal text.
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// A parameter, by key path to its `$` projection.
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) { text += "{parameter}" }
    }
    /// The summary with parameters as `{parameter}`.
    public let text: String
    /// A summary from a literal.
    public init(stringLiteral value: String) { text = value }
    /// A summary from an interpolated literal.
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }
}

/// A summary: its sentence, then the other parameters in a list.
public struct Summary<Intent>: ParameterSummary, @unchecked Sendable {
    /// The sentence.
    public let text: String
    /// The parameters listed below it.
    public let parameters: [PartialKeyPath<Intent>]  // read-only key paths: safe to share
    /// A summary reading `summary`.
    public init(_ summary: ParameterSummaryString<Intent>) { text = summary.text; parameters = [] }
    /// A summary reading `summary`, with the parameters listed in `content` below it.
    public init(_ summary: ParameterSummaryString<Intent>, @ParameterListBuilder<Intent> _ content: () -> [PartialKeyPath<Intent>]) {
        text = summary.text; parameters = content()
    }
}

/// A summary chosen by a parameter's value (`When(\.$unit, .equalTo, .celsius) { … } otherwise: { … }`).
public struct When<Intent>: ParameterSummary {
    /// How the parameter's value is compared.
    public enum Comparison: Sendable {
        /// The value equals, or differs from, the one given.
        case equalTo, notEqualTo
        /// The parameter has a value, or none.
        case hasAnyValue, hasNoValue
        /// The value is above, or below, the one given.
        case greaterThan, lessThan
    }
    /// A summary chosen by comparing a parameter's value with `value`.
    public init<Value, A: ParameterSummary, B: ParameterSummary>(_ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: Comparison,
                                                                  _ value: Value, @ParameterSummaryBuilder<Intent> _ then: () -> A,
                                                                  @ParameterSummaryBuilder<Intent> otherwise: () -> B) {}
    /// A summary chosen by whether a parameter has a value.
    public init<Value, A: ParameterSummary, B: ParameterSummary>(_ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: Comparison,
                                                                  @ParameterSummaryBuilder<Intent> _ then: () -> A,
                                                                  @ParameterSummaryBuilder<Intent> otherwise: () -> B) {}
}

/// Builds an intent's `parameterSummary` (the attribute is inferred from the requirement, as
/// in the SDK): it tells `Summary` and `When` which intent their key paths start from.
@resultBuilder
public enum ParameterSummaryBuilder<Intent> {
    /// A summary of this intent.
    public static func buildExpression(_ summary: Summary<Intent>) -> Summary<Intent> { summary }
    /// A summary chosen by a parameter of this intent.
    public static func buildExpression(_ summary: When<Intent>) -> When<Intent> { summary }
    /// The summary.
    public static func buildBlock<S: ParameterSummary>(_ summary: S) -> S { summary }
}

/// Builds the list of parameters under a summary's sentence.
@resultBuilder
public enum ParameterListBuilder<Intent> {
    /// One parameter, by key path to its `$` projection.
    public static func buildExpression<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) -> [PartialKeyPath<Intent>] { [parameter] }
    /// The parameters, in order.
    public static func buildBlock(_ parameters: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] { parameters.flatMap { $0 } }
}
