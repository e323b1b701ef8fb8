/// How a `Gauge` draws: SwiftUI's gauge styles, as values for `.gaugeStyle(_:)`.
public protocol GaugeStyle: Sendable {
    /// Which built-in drawing the style selects (custom styles are not supported).
    var _kind: GaugeStyleKind { get }
}

/// The built-in gauge drawings.
public enum GaugeStyleKind: String, Hashable, Sendable, CaseIterable {
    case automatic, linearCapacity, accessoryCircular, accessoryCircularCapacity, accessoryLinear, accessoryLinearCapacity
}

public struct DefaultGaugeStyle: GaugeStyle { public init() {}; public var _kind: GaugeStyleKind { .automatic } }
public struct LinearCapacityGaugeStyle: GaugeStyle { public init() {}; public var _kind: GaugeStyleKind { .linearCapacity } }
public struct AccessoryCircularGaugeStyle: GaugeStyle { public init() {}; public var _kind: GaugeStyleKind { .accessoryCircular } }
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle { public init() {}; public var _kind: GaugeStyleKind { .accessoryCircularCapacity } }
public struct AccessoryLinearGaugeStyle: GaugeStyle { public init() {}; public var _kind: GaugeStyleKind { .accessoryLinear } }
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle { public init() {}; public var _kind: GaugeStyleKind { .accessoryLinearCapacity } }

extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { .init() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() }
}

/// How a `ProgressView` draws: `.linear`, `.circular` or `.automatic` (linear with a value,
/// circular without, as on iOS).
public protocol ProgressViewStyle: Sendable {
    var _kind: ProgressViewStyleKind { get }
}

public enum ProgressViewStyleKind: String, Hashable, Sendable, CaseIterable {
    case automatic, linear, circular
}

public struct DefaultProgressViewStyle: ProgressViewStyle { public init() {}; public var _kind: ProgressViewStyleKind { .automatic } }
public struct LinearProgressViewStyle: ProgressViewStyle { public init() {}; public var _kind: ProgressViewStyleKind { .linear } }
public struct CircularProgressViewStyle: ProgressViewStyle { public init() {}; public var _kind: ProgressViewStyleKind { .circular } }

extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { .init() } }

private struct GaugeStyleKey: EnvironmentKey { static let defaultValue = GaugeStyleKind.automatic }
private struct ProgressViewStyleKey: EnvironmentKey { static let defaultValue = ProgressViewStyleKind.automatic }

extension EnvironmentValues {
    /// The style `Gauge`s below draw with (`.gaugeStyle(_:)`).
    public var gaugeStyle: GaugeStyleKind {
        get { self[GaugeStyleKey.self] } set { self[GaugeStyleKey.self] = newValue }
    }
    /// The style `ProgressView`s below draw with (`.progressViewStyle(_:)`).
    public var progressViewStyle: ProgressViewStyleKind {
        get { self[ProgressViewStyleKey.self] } set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        let kind = style._kind
        return modifier(EnvironmentModifier { $0.gaugeStyle = kind })
    }
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        let kind = style._kind
        return modifier(EnvironmentModifier { $0.progressViewStyle = kind })
    }
}
