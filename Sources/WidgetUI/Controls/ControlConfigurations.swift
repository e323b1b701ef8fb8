import Foundation

/// WidgetKit's `ControlValueProvider`: the value a static control shows.
public protocol ControlValueProvider {
    /// The value's type (a toggle's `Bool`, or a richer state).
    associatedtype Value
    /// The value shown in the gallery and before the first update: what WidgetRender draws.
    var previewValue: Value { get }
    /// The current value.
    func currentValue() async throws -> Value
}

/// WidgetKit's `AppIntentControlValueProvider`: the value of a configurable control.
public protocol AppIntentControlValueProvider {
    /// The configuration intent.
    associatedtype Intent: ControlConfigurationIntent
    /// The value's type.
    associatedtype Value
    /// The value shown for a configuration in the gallery: what WidgetRender draws.
    func previewValue(configuration: Intent) -> Value
    /// The current value for a configuration.
    func currentValue(configuration: Intent) async throws -> Value
}

/// App Intents' `ControlConfigurationIntent` (iOS 18): a control's configuration.
public protocol ControlConfigurationIntent: AppIntent {}

/// WidgetKit's `StaticControlConfiguration`: a control without user configuration.
public nonisolated struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration, ErasableControlConfiguration {
    let kind: String
    let content: () -> Content

    /// A control of `kind` showing `content`.
    public init(kind: String, @ControlWidgetTemplateBuilder content: @escaping () -> Content) {
        self.kind = kind; self.content = content
    }

    /// A control of `kind` showing `content` for the provider's value (its preview value here).
    public init<Provider: ControlValueProvider>(kind: String, provider: Provider,
                                                @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content) {
        self.kind = kind
        self.content = { content(provider.previewValue) }
    }

    public var body: Never { primitiveBody(Self.self) }

    func erasedControl() -> ErasedControl {
        let content = self.content
        return ErasedControl(kind: kind, template: { MainThread.run { content()._template } })
    }
}

/// WidgetKit's `AppIntentControlConfiguration`: a control the person configures with an intent.
public nonisolated struct AppIntentControlConfiguration<Intent: ControlConfigurationIntent, Content: ControlWidgetTemplate>: ControlWidgetConfiguration, ErasableControlConfiguration {
    let kind: String
    let content: () -> Content

    /// A control of `kind` showing `content` for its configuration (the intent's defaults here).
    public init(kind: String, intent: Intent.Type = Intent.self,
                @ControlWidgetTemplateBuilder content: @escaping (Intent) -> Content) {
        self.kind = kind
        self.content = { content(Intent()) }
    }

    /// A control of `kind` showing `content` for the provider's value of its configuration.
    public init<Provider: AppIntentControlValueProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider,
                                                         @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content)
        where Provider.Intent == Intent {
        self.kind = kind
        self.content = { content(provider.previewValue(configuration: Intent())) }
    }

    public var body: Never { primitiveBody(Self.self) }

    func erasedControl() -> ErasedControl {
        let content = self.content
        return ErasedControl(kind: kind, template: { MainThread.run { content()._template } })
    }
}

/// A control configuration with changed metadata (what the modifiers return).
public nonisolated struct _ModifiedControlConfiguration<Base: ControlWidgetConfiguration>: ControlWidgetConfiguration, ErasableControlConfiguration {
    let base: Base
    let change: (inout ErasedControl) -> Void
    public var body: Never { primitiveBody(Self.self) }
    func erasedControl() -> ErasedControl {
        var e = eraseControlConfiguration(base) ?? ErasedControl(kind: "", template: {
            ControlTemplateContent(kind: .button, isOn: nil, label: AnyView(EmptyView()), valueLabel: nil,
                                   action: OpenURLIntent(), actionName: "OpenURLIntent", tint: nil, actionHint: nil)
        })
        change(&e)
        return e
    }
}

nonisolated extension ControlWidgetConfiguration {
    /// The name Control Center's gallery shows.
    public func displayName(_ name: LocalizedStringResource) -> some ControlWidgetConfiguration {
        _ModifiedControlConfiguration(base: self) { $0.displayName = String(localized: name) }
    }
    /// The description the gallery shows.
    public func description(_ text: LocalizedStringResource) -> some ControlWidgetConfiguration {
        _ModifiedControlConfiguration(base: self) { $0.description = String(localized: text) }
    }
    /// The control asks for its configuration when added.
    public func promptsForUserConfiguration() -> some ControlWidgetConfiguration {
        _ModifiedControlConfiguration(base: self) { $0.promptsForUserConfiguration = true }
    }
}

/// WidgetKit's `ControlCenter`: reloads controls. Nothing runs here; the calls do nothing.
public struct ControlCenter: Sendable {
    /// The shared instance.
    public static let shared = ControlCenter()
    /// Asks the system to reload the controls of `kind` (recorded: `WidgetCenter.shared.reloadRequests`).
    public func reloadControls(ofKind kind: String) { ReloadLog.shared.append(.controls(kind: kind)) }
    /// Asks the system to reload every control of the app (recorded: `WidgetCenter.shared.reloadRequests`).
    public func reloadAllControls() { ReloadLog.shared.append(.allControls) }
}
