import Foundation

/// App Intents' `@Parameter`: a value of an intent that the person configures (a widget's edit
/// sheet) or the caller sets. It holds its default until set; a parameter with neither reads as
/// its type's empty value (`""`, `0`, `false`, an enum's first case, an empty array), and an
/// entity parameter as its query's `defaultResult()` once ``IntentDefaults/resolve(_:)`` has
/// run, as `AppIntentConfiguration` does before calling the provider.
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: Value?
    /// The parameter's name as the edit sheet shows it.
    public let title: LocalizedStringResource
    /// Its explanation, if any.
    public let description: LocalizedStringResource?

    /// The parameter's value: what was set, else its default, else its type's empty value.
    public var wrappedValue: Value {
        get {
            if let value = lock.withLock({ storage }) { return value }
            if let empty = (Value.self as? any IntentEmptyValue.Type)?.emptyIntentValue as? Value { return empty }
            preconditionFailure("@Parameter \"\(title)\" of type \(Value.self) has no value: give it a default (default:), make it optional, or set it before reading it.")
        }
        set { lock.withLock { storage = newValue } }
    }

    /// The parameter itself (`$city`), as parameter summaries and `IntentDefaults` name it.
    public var projectedValue: IntentParameter<Value> { self }

    /// Whether a value was set or given as default.
    public var hasValue: Bool { lock.withLock { storage != nil } }

    init(value: Value?, title: LocalizedStringResource, description: LocalizedStringResource?) {
        storage = value; self.title = title; self.description = description
    }

    /// A parameter named `title` with a default value (any of the SDK's extra arguments).
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default value: Value,
                            requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(value: value, title: title, description: description)
    }

    /// A parameter named `title` without a default: the person picks a value.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                            requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(value: Value.self is any ExpressibleByNilLiteral.Type ? Self.nilValue() : nil, title: title, description: description)
    }

    /// A whole-number parameter kept in `inclusiveRange` (the edit sheet's stepper).
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default value: Value,
                            inclusiveRange: (Int, Int), requestValueDialog: IntentDialog? = nil) where Value == Int {
        self.init(value: min(max(value, inclusiveRange.0), inclusiveRange.1), title: title, description: description)
    }

    /// A number parameter shown with `controlStyle` (a slider or a field).
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default value: Value,
                            controlStyle: ParameterControlStyle, inclusiveRange: (Value, Value)? = nil,
                            requestValueDialog: IntentDialog? = nil) where Value: Comparable {
        self.init(value: value, title: title, description: description)
    }

    /// A parameter whose choices come from `optionsProvider` (not consulted in a render).
    public convenience init<Provider>(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default value: Value? = nil,
                                      optionsProvider: Provider, requestValueDialog: IntentDialog? = nil) {
        self.init(value: value, title: title, description: description)
    }

    /// A text parameter with input options (keyboard, autocorrection).
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default value: Value? = nil,
                            inputOptions: String.IntentInputOptions, requestValueDialog: IntentDialog? = nil) {
        self.init(value: value, title: title, description: description)
    }

    private static func nilValue() -> Value? {
        (Value.self as? any ExpressibleByNilLiteral.Type).flatMap { $0.init(nilLiteral: ()) as? Value }
    }
}

/// `@Parameter` is App Intents' spelling of ``IntentParameter``.
public typealias Parameter<Value> = IntentParameter<Value>

/// How a parameter connects to the previous action's output in Shortcuts (no effect here).
public struct InputConnectionBehavior: Sendable, Hashable {
    /// The default behaviour.
    public static let `default` = InputConnectionBehavior()
    /// Connects to the previous action's output.
    public static let connectToPreviousIntentResult = InputConnectionBehavior()
}

/// How a number parameter is edited.
public enum ParameterControlStyle: Sendable, Hashable {
    /// A slider.
    case slider
    /// A text field.
    case field
    /// A stepper.
    case stepper
}

extension String {
    /// The keyboard options of a text parameter.
    public struct IntentInputOptions: Sendable {
        /// Options for a keyboard type, capitalization, multiline and autocorrection (no effect here).
        public init(keyboardType: Int = 0, capitalizationType: Int = 0, multiline: Bool = false, autocorrect: Bool = true,
                    smartQuotes: Bool = true, smartDashes: Bool = true) {}
    }
}

/// A type an unset parameter can read as: its empty value.
public protocol IntentEmptyValue {
    /// `""`, `0`, `false`, the first case…
    static var emptyIntentValue: Self { get }
}

extension String: IntentEmptyValue { public static var emptyIntentValue: String { "" } }
extension Int: IntentEmptyValue { public static var emptyIntentValue: Int { 0 } }
extension Double: IntentEmptyValue { public static var emptyIntentValue: Double { 0 } }
extension Bool: IntentEmptyValue { public static var emptyIntentValue: Bool { false } }
extension Array: IntentEmptyValue { public static var emptyIntentValue: [Element] { [] } }
extension Date: IntentEmptyValue {
    /// The render's default instant (2026-01-01T00:00:00Z), never the machine's clock.
    public static var emptyIntentValue: Date { Date(timeIntervalSince1970: 1_767_225_600) }
}
