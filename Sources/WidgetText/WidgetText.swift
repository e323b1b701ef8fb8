/// WidgetText: measures and shapes text into positioned glyphs.
///
/// Contract:
/// - **Inputs**: a string, a ``FontSpec``, ``TextOptions`` and a size proposal (width and
///   height, each optional). Fonts come only from the bundled folder that ``FontLibrary``
///   manages (`Fonts/Inter`); fontconfig and system fonts are never consulted.
/// - **Outputs**: a ``TextLayout``: lines (text, width, baseline, alignment offset), glyph ids
///   of real font faces with positions in points relative to the layout's top-left corner,
///   and the size the text occupies. ``FontMetrics`` give ascender, descender and line height.
/// - **Never**: touches Cairo, draws pixels, writes files, or crashes on user input. A missing
///   font folder is a thrown ``FontLibraryError`` (``FontLibrary/init(directory:)``,
///   ``FontLibrary/validate()``); the shared engine then lays text out with nominal metrics
///   and no glyphs instead of trapping.
///
/// Pipeline: ``FontLibrary`` picks a face (FreeType, opened once per process) → HarfBuzz shapes
/// words in font units (cached, size independent) → ``TextEngine`` breaks lines, truncates,
/// aligns and scales to points (cached per input in an LRU).
public enum WidgetTextInfo {}
