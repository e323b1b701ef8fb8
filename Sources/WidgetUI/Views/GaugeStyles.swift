/// SwiftUI's `GaugeStyle`: how a `Gauge` draws, built-in (`.accessoryCircular`…) or your own
/// from the gauge's value and labels (`makeBody(configuration:)`).
@preconcurrency @MainActor public protocol GaugeStyle {
    /// The view ``makeBody(configuration:)`` returns.
    associatedtype Body: View
    /// The gauge as this style draws it.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a style is given: the value and the labels.
    typealias Configuration = GaugeStyleConfiguration
}

/// SwiftUI's `GaugeStyleConfiguration`: the gauge being styled.
public nonisolated struct GaugeStyleConfiguration {
    /// The gauge's label.
    public nonisolated struct Label: View { let view: AnyView; /** The label. */ public var body: some View { view } }
    /// The label of the current value.
    public nonisolated struct CurrentValueLabel: View { let view: AnyView; /** The label. */ public var body: some View { view } }
    /// The minimum's label.
    public nonisolated struct MinimumValueLabel: View { let view: AnyView; /** The label. */ public var body: some View { view } }
    /// The maximum's label.
    public nonisolated struct MaximumValueLabel: View { let view: AnyView; /** The label. */ public var body: some View { view } }
    /// A label of a marked value.
    public nonisolated struct MarkedValueLabel: View { let view: AnyView; /** The label. */ public var body: some View { view } }
    /// The value, as a fraction of the gauge's range: 0…1.
    public let value: Double
    /// The label.
    public let label: Label
    /// The current value's label, if the gauge has one.
    public let currentValueLabel: CurrentValueLabel?
    /// The minimum's label, if any.
    public let minimumValueLabel: MinimumValueLabel?
    /// The maximum's label, if any.
    public let maximumValueLabel: MaximumValueLabel?
}

/// The built-in styles draw as ``Gauge`` documents, as the body of a custom style too.
protocol BuiltInGaugeStyle: GaugeStyle { nonisolated var kind: GaugeStyleKind { get } }

nonisolated extension BuiltInGaugeStyle {
    /// The gauge, as this built-in style draws it.
    public func makeBody(configuration: Configuration) -> some View {
        Gauge(fraction: configuration.value, label: configuration.label, currentValueLabel: configuration.currentValueLabel,
              minimumValueLabel: configuration.minimumValueLabel.map { AnyView($0) },
              maximumValueLabel: configuration.maximumValueLabel.map { AnyView($0) })
            .modifier(EnvironmentModifier { [kind] in $0.gaugeStyle = kind; $0.customGaugeStyle = nil })
    }
}

/// The built-in gauge drawings.
public enum GaugeStyleKind: String, Hashable, Sendable, CaseIterable {
    /// The default, then SwiftUI's built-in gauge styles, as ``GaugeStyle`` values name them.
    case automatic, linearCapacity, accessoryCircular, accessoryCircularCapacity, accessoryLinear, accessoryLinearCapacity
}

/** SwiftUI's `DefaultGaugeStyle`: the default: a bar filled to the value, as `linearCapacity`. */ public nonisolated struct DefaultGaugeStyle: BuiltInGaugeStyle { /** The style. */ public init() {}; var kind: GaugeStyleKind { .automatic } }
/** SwiftUI's `LinearCapacityGaugeStyle`: a bar filled to the value, the label above it. */ public nonisolated struct LinearCapacityGaugeStyle: BuiltInGaugeStyle { /** The style. */ public init() {}; var kind: GaugeStyleKind { .linearCapacity } }
/** SwiftUI's `AccessoryCircularGaugeStyle`: an open 270° ring with a marker at the value (Lock Screen). */ public nonisolated struct AccessoryCircularGaugeStyle: BuiltInGaugeStyle { /** The style. */ public init() {}; var kind: GaugeStyleKind { .accessoryCircular } }
/** SwiftUI's `AccessoryCircularCapacityGaugeStyle`: a closed ring filled clockwise from the top (Lock Screen). */ public nonisolated struct AccessoryCircularCapacityGaugeStyle: BuiltInGaugeStyle { /** The style. */ public init() {}; var kind: GaugeStyleKind { .accessoryCircularCapacity } }
/** SwiftUI's `AccessoryLinearGaugeStyle`: a full bar with a marker at the value (Lock Screen). */ public nonisolated struct AccessoryLinearGaugeStyle: BuiltInGaugeStyle { /** The style. */ public init() {}; var kind: GaugeStyleKind { .accessoryLinear } }
/** SwiftUI's `AccessoryLinearCapacityGaugeStyle`: a 6 pt bar filled to the value (Lock Screen). */ public nonisolated struct AccessoryLinearCapacityGaugeStyle: BuiltInGaugeStyle { /** The style. */ public init() {}; var kind: GaugeStyleKind { .accessoryLinearCapacity } }

nonisolated extension GaugeStyle where Self == DefaultGaugeStyle { /** `.automatic`: the default: a bar filled to the value, as `linearCapacity`. */ public static var automatic: DefaultGaugeStyle { .init() } }
nonisolated extension GaugeStyle where Self == LinearCapacityGaugeStyle { /** `.linearCapacity`: a bar filled to the value, the label above it. */ public static var linearCapacity: LinearCapacityGaugeStyle { .init() } }
/** SwiftUI's `CircularGaugeStyle` (watchOS, macOS): an open ring with a marker at the value, drawn as `accessoryCircular`. */ public nonisolated struct CircularGaugeStyle: BuiltInGaugeStyle { /** The style. */ public init() {}; /** The style with a tint. */ public init<S: ShapeStyle>(tint: S) {}; var kind: GaugeStyleKind { .accessoryCircular } }
nonisolated extension GaugeStyle where Self == CircularGaugeStyle { /** `.circular` (watchOS, macOS): an open ring with a marker at the value. */ public static var circular: CircularGaugeStyle { .init() } }
nonisolated extension GaugeStyle where Self == AccessoryCircularGaugeStyle { /** `.accessoryCircular`: an open 270° ring with a marker at the value (Lock Screen). */ public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() } }
nonisolated extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// `.accessoryCircularCapacity`: a closed ring filled clockwise from the top (Lock Screen).
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
}
nonisolated extension GaugeStyle where Self == AccessoryLinearGaugeStyle { /** `.accessoryLinear`: a full bar with a marker at the value (Lock Screen). */ public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() } }
nonisolated extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// `.accessoryLinearCapacity`: a 6 pt bar filled to the value (Lock Screen).
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() }
}

/// SwiftUI's `ProgressViewStyle`: how a `ProgressView` draws: `.linear`, `.circular` or
/// `.automatic` (linear with a value, circular without, as on iOS), or your own.
@preconcurrency @MainActor public protocol ProgressViewStyle {
    /// The view ``makeBody(configuration:)`` returns.
    associatedtype Body: View
    /// The progress view as this style draws it.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a style is given: the fraction completed and the labels.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// SwiftUI's `ProgressViewStyleConfiguration`: the progress view being styled.
public nonisolated struct ProgressViewStyleConfiguration {
    /// The label.
    public nonisolated struct Label: View { let view: AnyView; /** The label. */ public var body: some View { view } }
    /// The label of the current value.
    public nonisolated struct CurrentValueLabel: View { let view: AnyView; /** The label. */ public var body: some View { view } }
    /// How much is done, 0…1; nil when indeterminate.
    public let fractionCompleted: Double?
    /// The label, if any.
    public let label: Label?
    /// The current value's label, if any.
    public let currentValueLabel: CurrentValueLabel?
}

/// The built-in styles draw as ``ProgressView`` documents, as the body of a custom style too.
protocol BuiltInProgressViewStyle: ProgressViewStyle {
    nonisolated var kind: ProgressViewStyleKind { get }
    /// The tint the style was made with (`CircularProgressViewStyle(tint:)`), if any.
    nonisolated var tint: Color? { get }
}
nonisolated extension BuiltInProgressViewStyle {
    var tint: Color? { nil }
    /// What the style sets in the environment of the progress views below it.
    var environmentChange: EnvironmentModifier {
        EnvironmentModifier { [kind, tint] in
            $0.progressViewStyle = kind; $0.customProgressViewStyle = nil
            if let tint { $0.tint = AnyShapeStyle(tint) }
        }
    }
}

nonisolated extension BuiltInProgressViewStyle {
    /// The progress view, as this built-in style draws it.
    public func makeBody(configuration: Configuration) -> some View {
        ProgressView(fraction: configuration.fractionCompleted, label: configuration.label, currentValueLabel: configuration.currentValueLabel)
            .modifier(environmentChange)
    }
}

/// The built-in progress view drawings.
public enum ProgressViewStyleKind: String, Hashable, Sendable, CaseIterable {
    /// Linear with a value and circular without (`automatic`), a bar (`linear`) or a ring (`circular`).
    case automatic, linear, circular
}

/** SwiftUI's `DefaultProgressViewStyle`: the default: linear with a value, circular without. */ public nonisolated struct DefaultProgressViewStyle: BuiltInProgressViewStyle { /** The style. */ public init() {}; var kind: ProgressViewStyleKind { .automatic } }
/** SwiftUI's `LinearProgressViewStyle`: a horizontal bar that fills with the value. */
public nonisolated struct LinearProgressViewStyle: BuiltInProgressViewStyle {
    /** The style. */ public init() {}
    /** The style drawn in `tint` (deprecated by Apple in favour of `.tint(_:)`, which it equals). */ public init(tint: Color) { self.tint = tint }
    var kind: ProgressViewStyleKind { .linear }
    var tint: Color?
}
/** SwiftUI's `CircularProgressViewStyle`: a spinner, or a ring that fills with the value. */
public nonisolated struct CircularProgressViewStyle: BuiltInProgressViewStyle {
    /** The style. */ public init() {}
    /** The style drawn in `tint` (deprecated by Apple in favour of `.tint(_:)`, which it equals). */ public init(tint: Color) { self.tint = tint }
    var kind: ProgressViewStyleKind { .circular }
    var tint: Color?
}

nonisolated extension ProgressViewStyle where Self == DefaultProgressViewStyle { /** `.automatic`: the default: linear with a value, circular without. */ public static var automatic: DefaultProgressViewStyle { .init() } }
nonisolated extension ProgressViewStyle where Self == LinearProgressViewStyle { /** `.linear`: a horizontal bar that fills with the value. */ public static var linear: LinearProgressViewStyle { .init() } }
nonisolated extension ProgressViewStyle where Self == CircularProgressViewStyle { /** `.circular`: a spinner, or a ring that fills with the value. */ public static var circular: CircularProgressViewStyle { .init() } }

private struct GaugeStyleKey: EnvironmentKey { static let defaultValue = GaugeStyleKind.automatic }
private struct CustomGaugeStyleKey: EnvironmentKey { static let defaultValue: CustomStyle<GaugeStyleConfiguration>? = nil }
private struct CustomProgressViewStyleKey: EnvironmentKey { static let defaultValue: CustomStyle<ProgressViewStyleConfiguration>? = nil }
private struct ProgressViewStyleKey: EnvironmentKey { static let defaultValue = ProgressViewStyleKind.automatic }

extension EnvironmentValues {
    /// The style `Gauge`s below draw with (`.gaugeStyle(_:)`).
    public var gaugeStyle: GaugeStyleKind {
        get { self[GaugeStyleKey.self] } set { self[GaugeStyleKey.self] = newValue }
    }
    /// A custom style `Gauge`s below draw with, which wins over ``gaugeStyle``.
    var customGaugeStyle: CustomStyle<GaugeStyleConfiguration>? {
        get { self[CustomGaugeStyleKey.self] } set { self[CustomGaugeStyleKey.self] = newValue }
    }
    /// A custom style `ProgressView`s below draw with, which wins over ``progressViewStyle``.
    var customProgressViewStyle: CustomStyle<ProgressViewStyleConfiguration>? {
        get { self[CustomProgressViewStyleKey.self] } set { self[CustomProgressViewStyleKey.self] = newValue }
    }
    /// The style `ProgressView`s below draw with (`.progressViewStyle(_:)`).
    public var progressViewStyle: ProgressViewStyleKind {
        get { self[ProgressViewStyleKey.self] } set { self[ProgressViewStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the `Gauge`s in this view with `style` (`.gaugeStyle(.accessoryCircular)`).
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        if let builtIn = style as? any BuiltInGaugeStyle {
            let kind = builtIn.kind
            return modifier(EnvironmentModifier { $0.gaugeStyle = kind; $0.customGaugeStyle = nil })
        }
        let custom = CustomStyle(style) { style, configuration in AnyView(style.makeBody(configuration: configuration)) }
        return modifier(EnvironmentModifier { $0.customGaugeStyle = custom })
    }
    /// Draws the `ProgressView`s in this view with `style` (`.progressViewStyle(.circular)`).
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        if let builtIn = style as? any BuiltInProgressViewStyle {
            return modifier(builtIn.environmentChange)
        }
        let custom = CustomStyle(style) { style, configuration in AnyView(style.makeBody(configuration: configuration)) }
        return modifier(EnvironmentModifier { $0.customProgressViewStyle = custom })
    }
}
