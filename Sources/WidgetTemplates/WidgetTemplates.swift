/// WidgetTemplates: widgets described in a JSON file instead of Swift.
///
/// Contract:
/// 1. **Load** (``WidgetTemplate/load(from:)``): a `template.json` is parsed (strict JSON, with
///    positions), and every node, modifier, color, expression, local image and component is
///    checked. All problems come back together as one ``TemplateError``, each naming the file,
///    the line and column, the JSON pointer of the bad node, what was expected and, for a typo,
///    the nearest valid key. A template that loads has no structural error left.
/// 2. **Bind** (``WidgetTemplate/timeline(from:displayName:defaultDate:)``,
///    ``WidgetTemplate/configuration(_:overrides:source:)``): entry
///    data (one entry or a timeline of dated entries) and parameter values are read and checked
///    against the template's parameter declarations.
/// 3. **Instantiate** (``WidgetTemplate/instantiate(entry:family:configuration:locale:timeZone:images:)``):
///    for one family and one entry, the template becomes a WidgetUI view (`AnyView`) built from
///    the same view types as the Swift DSL, plus the instant to render it at and diagnostics.
///    Remote images are fetched *before* the view is built (``RemoteImageLoader``), with a
///    cache, a timeout, a size limit and a placeholder on failure.
///
/// Rendering is the facade's job (module WidgetRender): `WidgetRenderer.render(instance, options:)`.
/// Nothing here writes an image; no clock is read while building views (dates come from the
/// entry); user input never traps: every problem is a typed error or a diagnostic.
@_exported import WidgetUI
@_exported import WidgetImageIO
