import Foundation
import WidgetRender

/// The intent a lights toggle runs: told the new state.
public struct SetLightsIntent: SetValueIntent {
    public static let title: LocalizedStringResource = "Set the porch lights"
    @Parameter(title: "On") public var value: Bool
    public init() {}
    public func perform() async throws -> some IntentResult { .result() }
}

/// What the lights are: the state a control shows before it is asked.
public struct LightsValueProvider: ControlValueProvider {
    public init() {}
    public var previewValue: Bool { true }
    public func currentValue() async throws -> Bool { true }
}

/// A Control Center toggle, as an iOS 18 extension writes one.
public struct LightsControl: ControlWidget {
    public init() {}
    public var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.lights", provider: LightsValueProvider()) { isOn in
            ControlWidgetToggle("Porch Lights", systemImage: "lightbulb.fill", isOn: isOn, action: SetLightsIntent())
                .tint(.orange)
        }
        .displayName("Porch Lights")
        .description("Turns the porch lights on and off.")
    }
}
