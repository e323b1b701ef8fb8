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
@preconcurrency @MainActor public protocol Widget {
    /// The type of configuration ``body`` returns.
    associatedtype Body: WidgetConfiguration
    /// The widget, as the system makes it (and `@main` does: ``WidgetBundle``).
    init()
    /// The widget's configuration: its kind, timeline provider, views and supported families.
    var body: Body { get }
}

/// WidgetKit's `WidgetBundle`: several widgets shipped by one extension.
@preconcurrency @MainActor public protocol WidgetBundle {
    /// The type of widget group ``body`` returns.
    associatedtype Body: Widget
    /// The bundle, as the system makes it: an extension marks it `@main`, and on Linux its
    /// `main()` (WidgetRender) renders every widget.
    init()
    /// The widgets of the bundle, in order.
    @WidgetBundleBuilder var body: Body { get }
}

/// WidgetKit's `WidgetConfiguration`: what `StaticConfiguration`, `IntentConfiguration` and
/// `AppIntentConfiguration` are, with their modifiers.
@preconcurrency @MainActor public protocol WidgetConfiguration {
    /// The type of configuration ``body`` returns.
    associatedtype Body: WidgetConfiguration
    /// The configuration this one is built from; built-in configurations have none.
    var body: Body { get }
}

nonisolated extension Never: WidgetConfiguration {}
nonisolated extension Never: Widget {
    /// Never called: a primitive widget's body has no value.
    public init() { preconditionFailure("Never is not a widget; nothing makes one") }
}

/// The widgets listed in a `WidgetBundle`'s body, in order.
public nonisolated struct _WidgetGroup: Widget {
    let widgets: [any Widget]
    /// The bundle's controls (`ControlWidget`s), in order.
    let controls: [any ControlWidget]
    init(widgets: [any Widget], controls: [any ControlWidget] = []) { self.widgets = widgets; self.controls = controls }
    /// No widgets.
    public init() { widgets = []; controls = [] }
    public var body: Never { primitiveBody(Self.self) }
}

/// WidgetKit's `@WidgetBundleBuilder`: lists widgets, with `if`, `if #available` and `switch`.
@resultBuilder
public enum WidgetBundleBuilder {
    /// One widget of the bundle.
    public static func buildExpression<W: Widget>(_ widget: W) -> _WidgetGroup { _WidgetGroup(widgets: [widget]) }
    /// One control of the bundle (iOS 18).
    public static func buildExpression<C: ControlWidget>(_ control: C) -> _WidgetGroup { _WidgetGroup(widgets: [], controls: [control]) }
    /// The widgets listed, in order.
    public static func buildBlock(_ groups: _WidgetGroup...) -> _WidgetGroup {
        _WidgetGroup(widgets: groups.flatMap(\.widgets), controls: groups.flatMap(\.controls))
    }
    /// An `if` without `else`: its widgets, or none.
    public static func buildOptional(_ group: _WidgetGroup?) -> _WidgetGroup { group ?? _WidgetGroup(widgets: []) }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first: _WidgetGroup) -> _WidgetGroup { first }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second: _WidgetGroup) -> _WidgetGroup { second }
    /// An `if #available` branch.
    public static func buildLimitedAvailability(_ group: _WidgetGroup) -> _WidgetGroup { group }
    /// A `for` loop's widgets, in order.
    public static func buildArray(_ groups: [_WidgetGroup]) -> _WidgetGroup {
        _WidgetGroup(widgets: groups.flatMap(\.widgets), controls: groups.flatMap(\.controls))
    }
}
