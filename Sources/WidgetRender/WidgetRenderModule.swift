/// WidgetRender: the one-call facade over the pipeline.
///
/// Contract: a view and ``RenderOptions`` (family, color scheme, device, now, margins, mask)
/// go in; a ``RenderedWidget`` comes out: the pixels at the device's scale, the display list
/// they were drawn from, the link regions and every diagnostic. ``WidgetRenderer/compose(_:options:)``
/// stops before pixels (no Cairo): what tests of layout and links use.
/// Errors are one ``RenderError`` whose description is the message to show a user.
@_exported import WidgetUI
@_exported import WidgetImageIO
import WidgetRaster
