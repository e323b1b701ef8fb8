import Foundation

/// WidgetKit's `ControlWidgetTemplate`: what a control shows (a button or a toggle).
@preconcurrency @MainActor public protocol ControlWidgetTemplate {
    /// The template, type-erased.
    nonisolated var _template: ControlTemplateContent { get }
}

/// WidgetKit's `@ControlWidgetTemplateBuilder`.
@resultBuilder
public enum ControlWidgetTemplateBuilder {
    /// The one template.
    public static func buildBlock<T: ControlWidgetTemplate>(_ template: T) -> T { template }
    /// The first branch of an `if`/`else`.
    public static func buildEither<T: ControlWidgetTemplate, F: ControlWidgetTemplate>(first: T) -> _EitherControlTemplate<T, F> { _EitherControlTemplate(template: first._template) }
    /// The second branch.
    public static func buildEither<T: ControlWidgetTemplate, F: ControlWidgetTemplate>(second: F) -> _EitherControlTemplate<T, F> { _EitherControlTemplate(template: second._template) }
    /// An `if #available` branch.
    public static func buildLimitedAvailability<T: ControlWidgetTemplate>(_ template: T) -> T { template }
}

/// One of two templates (an `if`/`else` in a template builder).
public nonisolated struct _EitherControlTemplate<First: ControlWidgetTemplate, Second: ControlWidgetTemplate>: ControlWidgetTemplate {
    let template: ControlTemplateContent
    public var _template: ControlTemplateContent { template }
}

private func intentName(_ intent: some AppIntent) -> String {
    String(describing: type(of: intent)).split(separator: "<").first.map(String.init) ?? ""
}

/// WidgetKit's `ControlWidgetButton`: a control that runs an intent.
public nonisolated struct ControlWidgetButton<Label: View, ActionLabel: View, Action: AppIntent>: ControlWidgetTemplate {
    public let _template: ControlTemplateContent

    /// A button running `action`, labelled `label`.
    public init(action: Action, @ViewBuilder label: () -> Label) where ActionLabel == EmptyView {
        _template = ControlTemplateContent(kind: .button, isOn: nil, label: AnyView(label()), valueLabel: nil,
                                          action: action, actionName: intentName(action), tint: nil, actionHint: nil)
    }

    /// A button with the label of its pressed state.
    public init(action: Action, @ViewBuilder label: () -> Label, @ViewBuilder actionLabel: (Bool) -> ActionLabel) {
        _template = ControlTemplateContent(kind: .button, isOn: nil, label: AnyView(label()), valueLabel: AnyView(actionLabel(false)),
                                          action: action, actionName: intentName(action), tint: nil, actionHint: nil)
    }
}

extension ControlWidgetButton where Label == SwiftUILabelOfTitleAndSymbol, ActionLabel == EmptyView {
    /// A button titled `titleKey` with the symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: Action) {
        self.init(action: action) { SwiftUILabelOfTitleAndSymbol(title: titleKey, systemImage: systemImage) }
    }
}

/// WidgetKit's `ControlWidgetToggle`: a control that sets an on/off value.
public nonisolated struct ControlWidgetToggle<Label: View, ValueLabel: View, Action: SetValueIntent>: ControlWidgetTemplate {
    public let _template: ControlTemplateContent

    /// A toggle at `isOn` whose `action` sets the new value.
    public init(isOn: Bool, action: Action, @ViewBuilder label: () -> Label) where ValueLabel == EmptyView {
        _template = ControlTemplateContent(kind: .toggle, isOn: isOn, label: AnyView(label()), valueLabel: nil,
                                          action: action, actionName: intentName(action), tint: nil, actionHint: nil)
    }

    /// A toggle with the label of each state.
    public init(isOn: Bool, action: Action, @ViewBuilder label: () -> Label, @ViewBuilder valueLabel: (Bool) -> ValueLabel) {
        _template = ControlTemplateContent(kind: .toggle, isOn: isOn, label: AnyView(label()), valueLabel: AnyView(valueLabel(isOn)),
                                          action: action, actionName: intentName(action), tint: nil, actionHint: nil)
    }
}

extension ControlWidgetToggle where Label == SwiftUILabelOfTitleAndSymbol, ValueLabel == EmptyView {
    /// A toggle titled `titleKey` with the symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Bool, action: Action) {
        self.init(isOn: isOn, action: action) { SwiftUILabelOfTitleAndSymbol(title: titleKey, systemImage: systemImage) }
    }
}

extension ControlWidgetToggle where Label == SwiftUILabelOfTitleAndSymbol {
    /// A toggle titled `titleKey` with the symbol `systemImage` and the label of each state.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Bool, action: Action,
                @ViewBuilder valueLabel: (Bool) -> ValueLabel) {
        self.init(isOn: isOn, action: action, label: { SwiftUILabelOfTitleAndSymbol(title: titleKey, systemImage: systemImage) },
                  valueLabel: valueLabel)
    }
}

extension ControlWidgetToggle where Label == Text {
    /// A toggle titled `titleKey` whose value label shows each state (`ControlWidgetToggle("Timer", isOn:action:) { isOn in … }`).
    public init(_ titleKey: LocalizedStringKey, isOn: Bool, action: Action, @ViewBuilder valueLabel: (Bool) -> ValueLabel) {
        self.init(isOn: isOn, action: action, label: { Text(titleKey) }, valueLabel: valueLabel)
    }
    /// A toggle titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Bool, action: Action, @ViewBuilder valueLabel: (Bool) -> ValueLabel) {
        self.init(isOn: isOn, action: action, label: { Text(title) }, valueLabel: valueLabel)
    }
}

extension ControlWidgetButton where Label == Text {
    /// A button titled `titleKey` whose action label shows the pressed state.
    public init(_ titleKey: LocalizedStringKey, action: Action, @ViewBuilder actionLabel: (Bool) -> ActionLabel) {
        self.init(action: action, label: { Text(titleKey) }, actionLabel: actionLabel)
    }
    /// A button titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: Action, @ViewBuilder actionLabel: (Bool) -> ActionLabel) {
        self.init(action: action, label: { Text(title) }, actionLabel: actionLabel)
    }
}

/// The label of a control made from a title and an SF Symbol (`Label(title, systemImage:)`).
public nonisolated struct SwiftUILabelOfTitleAndSymbol: View {
    let title: LocalizedStringKey
    let systemImage: String
    public var body: some View { Label { Text(title) } icon: { Image(systemName: systemImage) } }
}

nonisolated extension ControlWidgetTemplate {
    /// `tint(_:)`: the colour of the toggle when on and of the symbol.
    public func tint(_ color: Color?) -> some ControlWidgetTemplate {
        var t = _template
        t.tint = color
        return _TintedControlTemplate(template: t)
    }
    /// `controlWidgetActionHint(_:)` on a template.
    public func controlWidgetActionHint(_ hint: LocalizedStringKey) -> some ControlWidgetTemplate {
        var t = _template
        t.actionHint = hint.key
        return _TintedControlTemplate(template: t)
    }
}

/// A template with its tint or hint changed.
public nonisolated struct _TintedControlTemplate: ControlWidgetTemplate {
    let template: ControlTemplateContent
    public var _template: ControlTemplateContent { template }
}

nonisolated extension View {
    /// WidgetKit's `controlWidgetActionHint(_:)`: what the Action button says it does.
    public func controlWidgetActionHint(_ hint: LocalizedStringKey) -> some View { self }
    /// WidgetKit's `controlWidgetActionHint(_:)` with a `Text`.
    public func controlWidgetActionHint(_ hint: Text) -> some View { self }
}
