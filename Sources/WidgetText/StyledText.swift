import WidgetCore

/// One run of a paragraph of mixed styles (SwiftUI's `Text + Text`, Markdown, `AttributedString`):
/// its text, font and spacing. `tag` is the caller's: glyphs and extents carry it back so the
/// caller can paint each run with its own color and decorations.
public struct StyledSpan: Hashable, Sendable {
    /// The run's text.
    public var text: String
    /// The run's font.
    public var font: FontSpec
    /// Extra space after every grapheme of this run, in points (counts in the width).
    public var kerning: Double
    /// Extra space after every grapheme, in points; wins over `kerning` (SwiftUI).
    public var tracking: Double
    /// Raises the run above the line's baseline, in points (SwiftUI's `baselineOffset`).
    public var baselineOffset: Double
    /// The caller's tag, carried back on the run's glyphs and extents.
    public var tag: Int

    /// A run of `text` in `font`; spacing and offset default to 0.
    public init(text: String, font: FontSpec, kerning: Double = 0, tracking: Double = 0, baselineOffset: Double = 0, tag: Int = 0) {
        self.text = text; self.font = font; self.kerning = kerning; self.tracking = tracking
        self.baselineOffset = baselineOffset; self.tag = tag
    }
}

/// A glyph of a styled layout: like ``PlacedGlyph`` with its own size and run.
public struct StyledGlyph: Hashable, Sendable {
    /// The glyph's id in ``font``.
    public var id: UInt32
    /// The glyph's origin, from the layout's leading edge, in points.
    public var x: Double
    /// The glyph's baseline, from the layout's top, in points.
    public var y: Double
    /// The font face the glyph comes from.
    public var font: FontHandle
    /// The font size in points.
    public var size: Double
    /// How far the pen moves after the glyph, in points.
    public var advance: Double
    /// The index of the glyph's line.
    public var line: Int
    /// The `tag` of the span the glyph belongs to.
    public var tag: Int
    /// The characters the glyph draws (``PlacedGlyph/text``).
    public var text: String
    /// The glyph's cluster in its line's reading order (``PlacedGlyph/cluster``).
    public var cluster: Int

    /// A glyph; the layout makes these.
    public init(id: UInt32, x: Double, y: Double, font: FontHandle, size: Double, advance: Double, line: Int, tag: Int,
                text: String = "", cluster: Int = 0) {
        self.id = id; self.x = x; self.y = y; self.font = font; self.size = size; self.advance = advance
        self.line = line; self.tag = tag; self.text = text; self.cluster = cluster
    }
}

/// Where a span's ink runs on one line: what underline and strikethrough are drawn along.
public struct SpanExtent: Hashable, Sendable {
    /// The `tag` of the span.
    public var tag: Int
    /// The index of the line.
    public var line: Int
    /// Where the span's ink starts on the line, in points.
    public var minX: Double
    /// Where the span's ink ends on the line, in points.
    public var maxX: Double
    /// The span's baseline (its `baselineOffset` applied), from the layout's top.
    public var baseline: Double
    /// The span's font size and x-height in points (decoration thickness and strike height).
    public var size: Double
    /// The span's x-height in points (where strikethrough is drawn).
    public var xHeight: Double
}

/// A paragraph of styled spans laid out for one proposal.
public struct StyledTextLayout: Hashable, Sendable {
    /// The size the paragraph takes, in points.
    public var size: Size
    /// The lines, top to bottom.
    public var lines: [TextLine]
    /// Every glyph, line by line.
    public var glyphs: [StyledGlyph]
    /// Where each span's ink runs on each line.
    public var extents: [SpanExtent]
    /// Whether the text was cut to fit (a line limit or the height proposed).
    public var isTruncated: Bool
    /// Characters no bundled face could draw.
    public var missingCharacters: [Character]

    /// A layout; ``StyledTextMeasuring`` makes these.
    public init(size: Size, lines: [TextLine], glyphs: [StyledGlyph], extents: [SpanExtent], isTruncated: Bool,
                missingCharacters: [Character]) {
        self.size = size; self.lines = lines; self.glyphs = glyphs; self.extents = extents
        self.isTruncated = isTruncated; self.missingCharacters = missingCharacters
    }

    /// The first line's baseline from the top (the height when there is no line).
    public var firstBaseline: Double { lines.first?.baseline ?? size.height }
    /// The last line's baseline from the top (the height when there is no line).
    public var lastBaseline: Double { lines.last?.baseline ?? size.height }
}

/// What layout needs to set styled paragraphs; ``TextEngine`` implements it.
public protocol StyledTextMeasuring: Sendable {
    /// Lays `spans` out as one paragraph in at most `maxWidth` by `maxHeight` points (nil: unlimited).
    func layout(spans: [StyledSpan], options: TextOptions, maxWidth: Double?, maxHeight: Double?) -> StyledTextLayout
}
