import Foundation

/// WidgetKit's `ControlWidget` (iOS 18): a control in Control Center, on the Lock Screen or on
/// the Action button. Listed in a `WidgetBundle` beside widgets.
@preconcurrency @MainActor public protocol ControlWidget {
    /// The type of configuration ``body`` returns.
    associatedtype Body: ControlWidgetConfiguration
    /// The control's configuration.
    @ControlWidgetConfigurationBuilder var body: Body { get }
    /// The control, as the system makes it.
    init()
}

/// WidgetKit's `ControlWidgetConfiguration`: what a control declares.
@preconcurrency @MainActor public protocol ControlWidgetConfiguration {
    /// The configuration this one is built from; built-in ones have none.
    associatedtype Body: ControlWidgetConfiguration
    /// The configuration this one is built from.
    var body: Body { get }
}

nonisolated extension Never: ControlWidgetConfiguration {}

/// WidgetKit's `@ControlWidgetConfigurationBuilder`.
@resultBuilder
public enum ControlWidgetConfigurationBuilder {
    /// The one configuration of a control.
    public static func buildBlock<C: ControlWidgetConfiguration>(_ configuration: C) -> C { configuration }
    /// An `if #available` branch.
    public static func buildLimitedAvailability<C: ControlWidgetConfiguration>(_ configuration: C) -> C { configuration }
}

/// What a control shows, type-erased: the metadata and the template of a value.
public struct ErasedControl {
    /// The control's kind string.
    public var kind: String
    /// `displayName(_:)`.
    public var displayName: String?
    /// `description(_:)`.
    public var description: String?
    /// Whether it asks for configuration when added (`promptsForUserConfiguration()`).
    public var promptsForUserConfiguration = false
    /// The template as the control shows it now (its value provider's preview value).
    public var template: () -> ControlTemplateContent
}

/// A control's template, type-erased: a button or a toggle with its label and action.
public struct ControlTemplateContent {
    /// A button runs its action; a toggle sets a value.
    public enum Kind: String, Hashable, Sendable { /** A button that runs its action; a toggle that sets a value. */ case button, toggle }
    /// Button or toggle.
    public var kind: Kind
    /// A toggle's state; nil for a button.
    public var isOn: Bool?
    /// The label (title, often with a symbol: `Label("Lights", systemImage: "lightbulb")`).
    public var label: AnyView
    /// The state's text (`valueLabel`/`actionLabel`), when given.
    public var valueLabel: AnyView?
    /// The intent a tap runs.
    public var action: any AppIntent
    /// The type name of ``action``.
    public var actionName: String
    /// `tint(_:)`: the toggle's on colour and the symbol's.
    public var tint: Color?
    /// `controlWidgetActionHint(_:)`.
    public var actionHint: String?

    init(kind: Kind, isOn: Bool?, label: AnyView, valueLabel: AnyView?, action: any AppIntent, actionName: String,
         tint: Color?, actionHint: String?) {
        self.kind = kind; self.isOn = isOn; self.label = label; self.valueLabel = valueLabel
        self.action = action; self.actionName = actionName; self.tint = tint; self.actionHint = actionHint
    }

    /// A template whose action is known by its App Intent's type name only (a control
    /// template's `intent`): a tap reports `intentName` and runs nothing.
    public init(kind: Kind, isOn: Bool?, label: AnyView, valueLabel: AnyView?, intentName: String, tint: Color?, actionHint: String?) {
        self.init(kind: kind, isOn: isOn, label: label, valueLabel: valueLabel, action: NamedIntent(), actionName: intentName,
                  tint: tint, actionHint: actionHint)
    }

    /// Whether ``action`` is a real intent rather than a stand-in for ``actionName``.
    public var runsAction: Bool { !(action is NamedIntent) }
}

/// The stand-in action of a control known by its intent's name only.
struct NamedIntent: AppIntent {}

/// A configuration the renderer understands directly.
protocol ErasableControlConfiguration {
    func erasedControl() -> ErasedControl
}

/// Resolves any control configuration to its erased form.
func eraseControlConfiguration<C: ControlWidgetConfiguration>(_ configuration: C) -> ErasedControl? {
    if let primitive = configuration as? any ErasableControlConfiguration { return primitive.erasedControl() }
    if C.Body.self == Never.self { return nil }
    return eraseControlConfiguration(evaluateBody(configuration))
}

nonisolated extension ControlWidget {
    /// The control, type-erased (nil when its body bottoms out in no configuration).
    public var erased: ErasedControl? { eraseControlConfiguration(evaluateBody(self)) }
}
