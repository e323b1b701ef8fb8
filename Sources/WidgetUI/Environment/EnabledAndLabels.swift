private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// SwiftUI's `isEnabled`: whether the controls below respond to a tap; false under
    /// `.disabled(true)`. A disabled `Button(intent:)` or `Toggle(isOn:intent:)` is drawn but
    /// is no tappable region (iOS runs no intent for it).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] } set { self[IsEnabledKey.self] = newValue }
    }
    /// Whether controls below hide their labels (`.labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] } set { self[LabelsHiddenKey.self] = newValue }
    }
}

nonisolated extension View {
    /// SwiftUI's `disabled(_:)`: with `true`, the controls in this view are disabled
    /// (``EnvironmentValues/isEnabled`` is false). As in SwiftUI, `disabled(false)` below a
    /// disabled ancestor does not enable them again.
    public func disabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentModifier { if disabled { $0.isEnabled = false } })
    }

    /// SwiftUI's `labelsHidden()`: controls in this view draw without their labels (a `Toggle`
    /// is its switch alone); the labels still name the control for accessibility.
    public func labelsHidden() -> some View {
        modifier(EnvironmentModifier { $0.labelsHidden = true })
    }
}
