import Foundation

/// Stand-in for SiriKit's `INIntent`, the base class of the intents Xcode generates from an
/// `.intentdefinition` file (`ConfigurationIntent`). Declare yours as a subclass; the
/// enumeration configures widgets with a default instance (`init()`), as a new widget is.
open class INIntent {
    /// An intent with its default values, as a newly added widget has.
    public required init() {}
}

/// Stand-in for App Intents' `AppIntent`: a configuration value with a default (`init()`).
public protocol AppIntent {
    /// An intent with its default values, as a newly added widget has.
    init()
    /// The intent's name as the system shows it.
    static var title: LocalizedStringResource { get }
}

extension AppIntent {
    /// The type's name, unless the intent declares a title.
    public static var title: LocalizedStringResource { LocalizedStringResource(stringLiteral: String(describing: Self.self)) }
}

/// Stand-in for WidgetKit's `WidgetConfigurationIntent`: an App Intent that configures a widget.
public protocol WidgetConfigurationIntent: AppIntent {}

/// App Intents' `@Parameter`: a configurable value of an intent, holding its default until a
/// user changes it.
@propertyWrapper
public struct Parameter<Value> {
    /// The parameter's value: its default until set.
    public var wrappedValue: Value
    /// The parameter's name as the widget's configuration shows it.
    public let title: LocalizedStringResource
    /// A parameter named `title` with a default value.
    public init(title: LocalizedStringResource, default value: Value) {
        self.title = title; self.wrappedValue = value
    }
    /// An optional parameter named `title`, nil by default.
    public init<Wrapped>(title: LocalizedStringResource) where Value == Wrapped? {
        self.title = title; self.wrappedValue = nil
    }
}
