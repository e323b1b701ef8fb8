/// WidgetText: measures and shapes text into positioned glyphs, for layout and drawing alike.
///
/// Contract:
/// - **Inputs**: a string, a ``FontSpec``, ``TextOptions`` and a size proposal (width and
///   height, each optional). Fonts come only from the bundled folder that ``FontLibrary``
///   manages (`Fonts/`: Inter, then Noto Sans Arabic UI, Noto Sans Hebrew, Noto Sans CJK SC and
///   Noto Color Emoji as per-grapheme fallbacks); fontconfig and system fonts are never consulted.
/// - **Outputs**: a ``TextLayout``: lines (text, width, baseline, line box, alignment offset),
///   glyph ids of real font faces with positions in points relative to the layout's top-left
///   corner, the font size used (after `minimumScaleFactor`), the size the text occupies and
///   the characters no bundled font has (``TextLayout/missingCharacters``). ``FontMetrics``
///   give ascender, descender and line height of the primary face.
/// - **Never**: touches Cairo, draws pixels, writes files, reads the process locale, or crashes
///   on user input. A missing font folder is a thrown ``FontLibraryError``
///   (``FontLibrary/init(directory:)``, ``FontLibrary/validate()``); the shared engine then lays
///   text out with nominal metrics and no glyphs instead of trapping.
///
/// Pipeline: ``TextEngine`` analyses the string once (paragraphs, bidi levels (UAX #9), line
/// break opportunities (UAX #14), from tables generated from the Unicode 15.0 data) → each
/// segment is split by fallback face and bidi level and shaped with HarfBuzz in ems (cached,
/// size independent) → lines are broken, truncated or shrunk, reordered and placed in points
/// (cached per input in an LRU). Every font file is parsed once per process.
public enum WidgetTextInfo {}
