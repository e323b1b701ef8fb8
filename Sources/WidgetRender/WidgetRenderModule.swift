/// WidgetRender: the facade, and the one owner of "render a template or a view".
///
/// Contract: a view (or a ``TemplateInstance``, or a ``BoundTemplate`` planned into jobs) and
/// ``RenderOptions`` go in; the options are worked out once into a ``WidgetCanvas`` (device,
/// scale, backdrop and slot, corner mask, content margins, link profile); a ``RenderedWidget``
/// comes out: the pixels at the device's scale, the display list they were drawn from, the link
/// map and every diagnostic of every stage. `WidgetRenderer.compose(_:options:)` stops before
/// pixels (no Cairo). Errors are one ``RenderError`` that keeps the failing stage's typed error.
///
/// `import WidgetRender` gives the whole public surface: the DSL (WidgetUI), templates
/// (WidgetTemplates), links (WidgetLinks), home screens (HomeScreen) and image I/O.
@_exported import WidgetUI
@_exported import WidgetImageIO
@_exported import WidgetLinks
@_exported import HomeScreen
@_exported import WidgetTemplates
import WidgetRaster
