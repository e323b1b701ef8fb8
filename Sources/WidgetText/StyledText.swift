import WidgetCore

/// One run of a paragraph of mixed styles (SwiftUI's `Text + Text`, Markdown, `AttributedString`):
/// its text, font and spacing. `tag` is the caller's: glyphs and extents carry it back so the
/// caller can paint each run with its own color and decorations.
public struct StyledSpan: Hashable, Sendable {
    public var text: String
    public var font: FontSpec
    /// Extra space after every grapheme of this run, in points (counts in the width).
    public var kerning: Double
    /// Extra space after every grapheme, in points; wins over `kerning` (SwiftUI).
    public var tracking: Double
    /// Raises the run above the line's baseline, in points (SwiftUI's `baselineOffset`).
    public var baselineOffset: Double
    public var tag: Int

    public init(text: String, font: FontSpec, kerning: Double = 0, tracking: Double = 0, baselineOffset: Double = 0, tag: Int = 0) {
        self.text = text; self.font = font; self.kerning = kerning; self.tracking = tracking
        self.baselineOffset = baselineOffset; self.tag = tag
    }
}

/// A glyph of a styled layout: like ``PlacedGlyph`` with its own size and run.
public struct StyledGlyph: Hashable, Sendable {
    public var id: UInt32
    public var x: Double
    public var y: Double
    public var font: FontHandle
    public var size: Double
    public var advance: Double
    public var line: Int
    /// The `tag` of the span the glyph belongs to.
    public var tag: Int
    /// The characters the glyph draws (``PlacedGlyph/text``).
    public var text: String
    /// The glyph's cluster in its line's reading order (``PlacedGlyph/cluster``).
    public var cluster: Int

    public init(id: UInt32, x: Double, y: Double, font: FontHandle, size: Double, advance: Double, line: Int, tag: Int,
                text: String = "", cluster: Int = 0) {
        self.id = id; self.x = x; self.y = y; self.font = font; self.size = size; self.advance = advance
        self.line = line; self.tag = tag; self.text = text; self.cluster = cluster
    }
}

/// Where a span's ink runs on one line: what underline and strikethrough are drawn along.
public struct SpanExtent: Hashable, Sendable {
    public var tag: Int
    public var line: Int
    public var minX: Double
    public var maxX: Double
    /// The span's baseline (its `baselineOffset` applied), from the layout's top.
    public var baseline: Double
    /// The span's font size and x-height in points (decoration thickness and strike height).
    public var size: Double
    public var xHeight: Double
}

/// A paragraph of styled spans laid out for one proposal.
public struct StyledTextLayout: Hashable, Sendable {
    public var size: Size
    public var lines: [TextLine]
    public var glyphs: [StyledGlyph]
    public var extents: [SpanExtent]
    public var isTruncated: Bool
    public var missingCharacters: [Character]

    public init(size: Size, lines: [TextLine], glyphs: [StyledGlyph], extents: [SpanExtent], isTruncated: Bool,
                missingCharacters: [Character]) {
        self.size = size; self.lines = lines; self.glyphs = glyphs; self.extents = extents
        self.isTruncated = isTruncated; self.missingCharacters = missingCharacters
    }

    public var firstBaseline: Double { lines.first?.baseline ?? size.height }
    public var lastBaseline: Double { lines.last?.baseline ?? size.height }
}

/// What layout needs to set styled paragraphs; ``TextEngine`` implements it.
public protocol StyledTextMeasuring: Sendable {
    func layout(spans: [StyledSpan], options: TextOptions, maxWidth: Double?, maxHeight: Double?) -> StyledTextLayout
}
