import Foundation

/// One entry as the system shows it: the entry and the view its configuration builds for it.
struct ErasedEntry {
    let entry: any TimelineEntry
    let view: AnyView
}

/// A configuration with its provider and content closure type-erased: what the enumeration runs.
struct ErasedConfiguration {
    var descriptor: WidgetDescriptor
    let placeholder: (TimelineProviderContext) -> ErasedEntry
    /// The completion-handler calls take a callback; the async ones are awaited.
    let snapshot: (TimelineProviderContext) -> ProviderCall<ErasedEntry>
    let timeline: (TimelineProviderContext) -> ProviderCall<(entries: [ErasedEntry], policy: TimelineReloadPolicy)>
    /// The configuration's view of an entry of its provider's type (nil for another type):
    /// what a `#Preview(as:) { widget } timeline: { entries }` draws.
    var content: (any TimelineEntry) -> AnyView? = { _ in nil }
    /// An `ActivityConfiguration`'s views (it has no timeline).
    var activity: ErasedActivity?
}

/// A provider call in either of WidgetKit's styles.
package enum ProviderCall<T> {
    case completion((@escaping (T) -> Void) -> Void)
    case async(() async -> T)
}

/// Configurations the enumeration understands directly (the built-in ones and their modifiers).
protocol ErasableWidgetConfiguration {
    func erased() -> ErasedConfiguration
}

/// Resolves any configuration to its erased form: built-in ones directly, others through `body`.
func eraseConfiguration<C: WidgetConfiguration>(_ configuration: C) -> ErasedConfiguration? {
    if let primitive = configuration as? any ErasableWidgetConfiguration { return primitive.erased() }
    if C.Body.self == Never.self { return nil }
    return eraseConfiguration(evaluateBody(configuration))
}

/// The widgets of a widget or bundle body, flattened in declaration order.
func flattenWidgets(_ widget: any Widget) -> [any Widget] {
    if let group = widget as? _WidgetGroup { return group.widgets.flatMap(flattenWidgets) }
    return [widget]
}

func eraseWidget<W: Widget>(_ widget: W) -> ErasedConfiguration? { eraseConfiguration(evaluateBody(widget)) }
