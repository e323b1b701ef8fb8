/// How a `Gauge` draws: SwiftUI's gauge styles, as values for `.gaugeStyle(_:)`.
public protocol GaugeStyle: Sendable {
    /// Which built-in drawing the style selects (custom styles are not supported).
    var _kind: GaugeStyleKind { get }
}

/// The built-in gauge drawings.
public enum GaugeStyleKind: String, Hashable, Sendable, CaseIterable {
    /// The default, then SwiftUI's built-in gauge styles, as ``GaugeStyle`` values name them.
    case automatic, linearCapacity, accessoryCircular, accessoryCircularCapacity, accessoryLinear, accessoryLinearCapacity
}

/** SwiftUI's `DefaultGaugeStyle`: the default: a bar filled to the value, as `linearCapacity`. */ public struct DefaultGaugeStyle: GaugeStyle { /** The style. */ public init() {}; public var _kind: GaugeStyleKind { .automatic } }
/** SwiftUI's `LinearCapacityGaugeStyle`: a bar filled to the value, the label above it. */ public struct LinearCapacityGaugeStyle: GaugeStyle { /** The style. */ public init() {}; public var _kind: GaugeStyleKind { .linearCapacity } }
/** SwiftUI's `AccessoryCircularGaugeStyle`: an open 270° ring with a marker at the value (Lock Screen). */ public struct AccessoryCircularGaugeStyle: GaugeStyle { /** The style. */ public init() {}; public var _kind: GaugeStyleKind { .accessoryCircular } }
/** SwiftUI's `AccessoryCircularCapacityGaugeStyle`: a closed ring filled clockwise from the top (Lock Screen). */ public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle { /** The style. */ public init() {}; public var _kind: GaugeStyleKind { .accessoryCircularCapacity } }
/** SwiftUI's `AccessoryLinearGaugeStyle`: a full bar with a marker at the value (Lock Screen). */ public struct AccessoryLinearGaugeStyle: GaugeStyle { /** The style. */ public init() {}; public var _kind: GaugeStyleKind { .accessoryLinear } }
/** SwiftUI's `AccessoryLinearCapacityGaugeStyle`: a 6 pt bar filled to the value (Lock Screen). */ public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle { /** The style. */ public init() {}; public var _kind: GaugeStyleKind { .accessoryLinearCapacity } }

extension GaugeStyle where Self == DefaultGaugeStyle { /** `.automatic`: the default: a bar filled to the value, as `linearCapacity`. */ public static var automatic: DefaultGaugeStyle { .init() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle { /** `.linearCapacity`: a bar filled to the value, the label above it. */ public static var linearCapacity: LinearCapacityGaugeStyle { .init() } }
/** SwiftUI's `CircularGaugeStyle` (watchOS, macOS): an open ring with a marker at the value, drawn as `accessoryCircular`. */ public struct CircularGaugeStyle: GaugeStyle { /** The style. */ public init() {}; /** The style with a tint. */ public init<S: ShapeStyle>(tint: S) {}; public var _kind: GaugeStyleKind { .accessoryCircular } }
extension GaugeStyle where Self == CircularGaugeStyle { /** `.circular` (watchOS, macOS): an open ring with a marker at the value. */ public static var circular: CircularGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { /** `.accessoryCircular`: an open 270° ring with a marker at the value (Lock Screen). */ public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// `.accessoryCircularCapacity`: a closed ring filled clockwise from the top (Lock Screen).
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { /** `.accessoryLinear`: a full bar with a marker at the value (Lock Screen). */ public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// `.accessoryLinearCapacity`: a 6 pt bar filled to the value (Lock Screen).
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() }
}

/// How a `ProgressView` draws: `.linear`, `.circular` or `.automatic` (linear with a value,
/// circular without, as on iOS).
public protocol ProgressViewStyle: Sendable {
    var _kind: ProgressViewStyleKind { get }
}

/// The built-in progress view drawings.
public enum ProgressViewStyleKind: String, Hashable, Sendable, CaseIterable {
    /// Linear with a value and circular without (`automatic`), a bar (`linear`) or a ring (`circular`).
    case automatic, linear, circular
}

/** SwiftUI's `DefaultProgressViewStyle`: the default: linear with a value, circular without. */ public struct DefaultProgressViewStyle: ProgressViewStyle { /** The style. */ public init() {}; public var _kind: ProgressViewStyleKind { .automatic } }
/** SwiftUI's `LinearProgressViewStyle`: a horizontal bar that fills with the value. */ public struct LinearProgressViewStyle: ProgressViewStyle { /** The style. */ public init() {}; public var _kind: ProgressViewStyleKind { .linear } }
/** SwiftUI's `CircularProgressViewStyle`: a spinner, or a ring that fills with the value. */ public struct CircularProgressViewStyle: ProgressViewStyle { /** The style. */ public init() {}; public var _kind: ProgressViewStyleKind { .circular } }

extension ProgressViewStyle where Self == DefaultProgressViewStyle { /** `.automatic`: the default: linear with a value, circular without. */ public static var automatic: DefaultProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == LinearProgressViewStyle { /** `.linear`: a horizontal bar that fills with the value. */ public static var linear: LinearProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { /** `.circular`: a spinner, or a ring that fills with the value. */ public static var circular: CircularProgressViewStyle { .init() } }

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

nonisolated extension View {
    /// Draws the `Gauge`s in this view with `style` (`.gaugeStyle(.accessoryCircular)`).
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        let kind = style._kind
        return modifier(EnvironmentModifier { $0.gaugeStyle = kind })
    }
    /// Draws the `ProgressView`s in this view with `style` (`.progressViewStyle(.circular)`).
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        let kind = style._kind
        return modifier(EnvironmentModifier { $0.progressViewStyle = kind })
    }
}
