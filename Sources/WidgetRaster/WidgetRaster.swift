/// WidgetRaster: turns a resolved ``WidgetCore/DisplayList`` into pixels, with Cairo.
///
/// Contract:
/// - Input: a resolved display list (absolute points, resolved colors, shaped glyphs) and a
///   scale (device pixels per point). Nothing is laid out, measured or re-shaped here.
/// - Output: a ``WidgetCore/Bitmap`` of premultiplied ARGB32 pixels (Cairo's native layout),
///   transparent where nothing was drawn.
/// - No layout and no file I/O, with one exception: the font files named by the list's
///   ``WidgetCore/FontHandle``s are opened once per process (see ``CairoRasterizer``).
/// - Deterministic: the same list, scale and pixel size give the same bytes on every run.
/// - Total: odd input (non-finite geometry, unbalanced scopes, missing fonts, invalid dashes)
///   never crashes; it is skipped or repaired by a documented rule and reported as a
///   ``WidgetCore/Diagnostic`` in ``RasterResult/diagnostics``. Only an invalid canvas size or a
///   Cairo failure throws (``RasterError``).
public enum WidgetRasterInfo {
    /// The Cairo version the module runs against, e.g. `1.16.0`.
    public static var cairoVersion: String { RasterCairo.versionString }
}
