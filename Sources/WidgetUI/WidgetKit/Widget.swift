/// WidgetKit's `Widget`: a widget's kind, configuration and views, declared in `body`.
///
/// ```swift
/// struct Countdown: Widget {
///     var body: some WidgetConfiguration {
///         StaticConfiguration(kind: "Countdown", provider: Provider()) { entry in CountdownView(entry: entry) }
///             .configurationDisplayName("Countdown")
///             .supportedFamilies([.systemSmall, .accessoryRectangular])
///     }
/// }
/// ```
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    var body: Body { get }
}

/// WidgetKit's `WidgetBundle`: several widgets shipped by one extension.
public protocol WidgetBundle {
    associatedtype Body: Widget
    @WidgetBundleBuilder var body: Body { get }
}

/// WidgetKit's `WidgetConfiguration`: what `StaticConfiguration`, `IntentConfiguration` and
/// `AppIntentConfiguration` are, with their modifiers.
public protocol WidgetConfiguration {
    associatedtype Body: WidgetConfiguration
    var body: Body { get }
}

extension Never: WidgetConfiguration {}
extension Never: Widget {}

/// The widgets listed in a `WidgetBundle`'s body, in order.
public struct _WidgetGroup: Widget {
    let widgets: [any Widget]
    public var body: Never { primitiveBody(Self.self) }
}

/// WidgetKit's `@WidgetBundleBuilder`: lists widgets, with `if`, `if #available` and `switch`.
@resultBuilder
public enum WidgetBundleBuilder {
    public static func buildExpression<W: Widget>(_ widget: W) -> _WidgetGroup { _WidgetGroup(widgets: [widget]) }
    public static func buildBlock(_ groups: _WidgetGroup...) -> _WidgetGroup { _WidgetGroup(widgets: groups.flatMap(\.widgets)) }
    public static func buildOptional(_ group: _WidgetGroup?) -> _WidgetGroup { group ?? _WidgetGroup(widgets: []) }
    public static func buildEither(first: _WidgetGroup) -> _WidgetGroup { first }
    public static func buildEither(second: _WidgetGroup) -> _WidgetGroup { second }
    public static func buildLimitedAvailability(_ group: _WidgetGroup) -> _WidgetGroup { group }
    public static func buildArray(_ groups: [_WidgetGroup]) -> _WidgetGroup { _WidgetGroup(widgets: groups.flatMap(\.widgets)) }
}
