import Foundation

/// Stand-in for SiriKit's `INIntent`, the base class of the intents Xcode generates from an
/// `.intentdefinition` file (`ConfigurationIntent`). Declare yours as a subclass; the
/// enumeration configures widgets with a default instance (`init()`), as a new widget is.
open class INIntent {
    public required init() {}
}

/// Stand-in for App Intents' `AppIntent`: a configuration value with a default (`init()`).
public protocol AppIntent {
    init()
    static var title: LocalizedStringResource { get }
}

extension AppIntent {
    public static var title: LocalizedStringResource { LocalizedStringResource(stringLiteral: String(describing: Self.self)) }
}

/// Stand-in for WidgetKit's `WidgetConfigurationIntent`: an App Intent that configures a widget.
public protocol WidgetConfigurationIntent: AppIntent {}

/// App Intents' `@Parameter`: a configurable value of an intent, holding its default until a
/// user changes it.
@propertyWrapper
public struct Parameter<Value> {
    public var wrappedValue: Value
    public let title: LocalizedStringResource
    public init(title: LocalizedStringResource, default value: Value) {
        self.title = title; self.wrappedValue = value
    }
    public init<Wrapped>(title: LocalizedStringResource) where Value == Wrapped? {
        self.title = title; self.wrappedValue = nil
    }
}
