import WidgetCore

/// SwiftUI's `Font.Weight`, with the OpenType weight class of each case.
public enum FontWeight: String, Hashable, Sendable, CaseIterable {
    /// The weights from thinnest to heaviest: weight classes 100 (`ultraLight`) to 900 (`black`), `regular` 400, `bold` 700.
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The usWeightClass value: 100 (ultraLight) … 900 (black).
    public var value: Int {
        switch self {
        case .ultraLight: return 100
        case .thin: return 200
        case .light: return 300
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        case .heavy: return 800
        case .black: return 900
        }
    }
}

/// SwiftUI's `Font.Design`.
public enum FontDesign: String, Hashable, Sendable, CaseIterable {
    /// The system font (`default`), its rounded, monospaced and serif designs.
    case `default`, rounded, monospaced, serif
}

/// A fully resolved font request: what a `Text` asks the text system for.
public struct FontSpec: Hashable, Sendable, CustomStringConvertible {
    /// The em size in points.
    public var size: Double
    /// The weight; see ``FontLibrary`` for the bundled face each weight uses.
    public var weight: FontWeight
    /// Whether to use the italic face (upright where none is bundled for the weight).
    public var italic: Bool
    /// The design; only `.monospaced` changes output today (tabular figures).
    public var design: FontDesign
    /// Use tabular (equal-width) digits: SwiftUI's `monospacedDigit()`.
    public var monospacedDigit: Bool
    /// The font `Font.custom(_:size:)` names (a PostScript or family name in the user font
    /// folder); nil is the system font.
    public var family: String? = nil
    /// SwiftUI's `Font.Width` value: 0 standard, −0.2 condensed, −0.3 compressed, 0.2 expanded.
    /// Only faces in the user font folder have widths; the bundled faces draw standard width.
    public var width: Double = 0

    /// Creates a font request; defaults are SwiftUI's (regular, upright, default design).
    public init(size: Double, weight: FontWeight = .regular, italic: Bool = false,
                design: FontDesign = .default, monospacedDigit: Bool = false) {
        self.size = size; self.weight = weight; self.italic = italic
        self.design = design; self.monospacedDigit = monospacedDigit
    }

    /// A compact form such as `17pt semibold italic tnum`.
    public var description: String {
        "\(fmt(size))pt \(weight.rawValue)" + (italic ? " italic" : "") + (design == .default ? "" : " \(design.rawValue)")
            + (monospacedDigit ? " tnum" : "") + (family.map { " \"\($0)\"" } ?? "") + (width == 0 ? "" : " width:\(fmt(width))")
    }
}

/// SwiftUI's `TextAlignment`, used for `multilineTextAlignment`.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    /// Lines aligned to the leading edge, centred, or aligned to the trailing edge.
    case leading, center, trailing
}

/// SwiftUI's `Text.TruncationMode`.
public enum TruncationMode: String, Hashable, Sendable, CaseIterable {
    /// Where the ellipsis replaces text that does not fit: at the start, in the middle or at the end.
    case head, middle, tail
}

/// Paragraph options that change how a string is broken into lines.
public struct TextOptions: Hashable, Sendable {
    /// The most lines to show; nil is unlimited. Values below 1 act as 1 (SwiftUI).
    public var lineLimit: Int?
    /// Where the last visible line is cut when text does not fit (SwiftUI's `truncationMode`).
    public var truncationMode: TruncationMode
    /// How lines are aligned inside the widest line (SwiftUI's `multilineTextAlignment`).
    public var alignment: TextAlignment
    /// Extra space between lines, in points (SwiftUI's `lineSpacing`; negative is ignored).
    public var lineSpacing: Double
    /// Extra space after every grapheme, in points (SwiftUI's `tracking`). Like Core Text's
    /// tracking it is trailing whitespace (the last grapheme's hangs past the line's width) and,
    /// when nonzero, turns off the font's nonessential ligatures. Wins over ``kerning``.
    public var tracking: Double
    /// Extra space after every grapheme, in points (SwiftUI's `kerning`): it counts in the line's
    /// width, the last grapheme's included ("affects the trailing edge"), and keeps ligatures.
    /// Ignored when ``tracking`` is nonzero.
    public var kerning: Double
    /// How far the font may shrink before text is truncated (SwiftUI's `minimumScaleFactor`),
    /// 0 < f ≤ 1; 1 never shrinks. See ``TextEngine`` for the search.
    public var minimumScaleFactor: Double
    /// The text is at least this many lines tall (SwiftUI's `lineLimit(_:reservesSpace:)` and
    /// the lower bound of `lineLimit(_: ClosedRange)`); 0 reserves nothing.
    public var reservedLines: Int
    /// Device pixels per point: line boxes are rounded up to this grid, as iOS lays text lines
    /// on whole pixels (`displayScale`); 0 leaves them unrounded.
    public var pixelScale: Double = 0

    /// Creates paragraph options; defaults are SwiftUI's.
    public init(lineLimit: Int? = nil, truncationMode: TruncationMode = .tail, alignment: TextAlignment = .leading,
                lineSpacing: Double = 0, tracking: Double = 0, kerning: Double = 0, minimumScaleFactor: Double = 1,
                reservedLines: Int = 0) {
        self.lineLimit = lineLimit; self.truncationMode = truncationMode; self.alignment = alignment
        self.lineSpacing = lineSpacing; self.tracking = tracking; self.kerning = kerning
        self.minimumScaleFactor = minimumScaleFactor; self.reservedLines = reservedLines
    }
}

/// One glyph placed relative to the text layout's top-left corner (x along the line, y on the
/// line's baseline).
public struct PlacedGlyph: Hashable, Sendable {
    /// The glyph id in the face named by `font` (0 is .notdef: a character the face lacks).
    public var id: UInt32
    /// The glyph origin's x from the layout's left edge, in points.
    public var x: Double
    /// The glyph origin's y (its line's baseline) from the layout's top edge, in points.
    public var y: Double
    /// The face the id belongs to.
    public var font: FontHandle
    /// The pen advance after the glyph, in points (0 for marks and ligature parts).
    public var advance: Double
    /// The index of the glyph's line in ``TextLayout/lines``.
    public var line: Int
    /// The characters the glyph draws: its cluster's text on the cluster's first glyph, "" on
    /// the others (the rest of a cluster, a mark).
    public var text: String
    /// The position of the glyph's cluster in its line's logical (reading) order, in graphemes:
    /// sorting by it puts right-to-left text back in reading order.
    public var cluster: Int
    /// Creates a placed glyph.
    public init(id: UInt32, x: Double, y: Double, font: FontHandle, advance: Double = 0, line: Int = 0,
                text: String = "", cluster: Int = 0) {
        self.id = id; self.x = x; self.y = y; self.font = font; self.advance = advance; self.line = line
        self.text = text; self.cluster = cluster
    }
}

/// One laid-out line.
public struct TextLine: Hashable, Sendable {
    /// The line's text after truncation (with "…" where it was cut).
    public var text: String
    /// Width of the line's ink advance, trailing spaces excluded.
    public var width: Double
    /// Baseline position from the layout's top.
    public var baseline: Double
    /// Horizontal offset of the line inside the layout, from `multilineTextAlignment`.
    public var x: Double
    /// Height of the line box above the baseline: the largest ascender of the faces on the line
    /// (the primary face's always counts).
    public var ascent: Double
    /// Depth of the line box below the baseline (positive): the largest descender, plus the
    /// largest line gap.
    public var descent: Double
    /// Creates a line.
    public init(text: String, width: Double, baseline: Double, x: Double, ascent: Double = 0, descent: Double = 0) {
        self.text = text; self.width = width; self.baseline = baseline; self.x = x
        self.ascent = ascent; self.descent = descent
    }

    /// The top of the line box from the layout's top.
    public var top: Double { baseline - ascent }
    /// The bottom of the line box from the layout's top.
    public var bottom: Double { baseline + descent }
}

/// The result of laying out a string for a proposed width: what layout and drawing both use.
public struct TextLayout: Hashable, Sendable {
    /// The size the text occupies: the widest line by the height of its lines.
    public var size: Size
    /// The visible lines, top to bottom.
    public var lines: [TextLine]
    /// Glyphs of all lines, positioned relative to the layout's top-left corner.
    public var glyphs: [PlacedGlyph]
    /// The font size the glyphs are drawn at (smaller than requested after `minimumScaleFactor`).
    public var fontSize: Double
    /// Whether text was cut (and an ellipsis inserted).
    public var isTruncated: Bool
    /// Graphemes on the visible lines that no bundled font can draw (each once, in order of
    /// appearance). They are drawn as glyph 0 (.notdef); `Text` reports them as a diagnostic.
    public var missingCharacters: [Character]

    /// Creates a layout.
    public init(size: Size, lines: [TextLine], glyphs: [PlacedGlyph], fontSize: Double, isTruncated: Bool,
                missingCharacters: [Character] = []) {
        self.size = size; self.lines = lines; self.glyphs = glyphs; self.fontSize = fontSize; self.isTruncated = isTruncated
        self.missingCharacters = missingCharacters
    }

    /// The first line's baseline from the top (the bottom edge when there are no lines).
    public var firstBaseline: Double { lines.first?.baseline ?? size.height }
    /// The last line's baseline from the top (the bottom edge when there are no lines).
    public var lastBaseline: Double { lines.last?.baseline ?? size.height }

    /// The glyphs as display-list runs (one per font and line, in drawing order), offset to
    /// `origin` in absolute points. Each run's `bounds` is the union of its glyphs' advance boxes
    /// on their line box (not the ink).
    public func glyphRuns(at origin: Point, paint: Paint) -> [GlyphRun] {
        var runs: [GlyphRun] = []
        var texts: [[(Int, String)]] = []
        var runLine = -1
        for g in glyphs {
            let p = Point(x: origin.x + g.x, y: origin.y + g.y)
            var box: Rect?
            if lines.indices.contains(g.line) {
                let line = lines[g.line]
                box = Rect(x: p.x, y: origin.y + line.top, width: max(0, g.advance), height: line.ascent + line.descent)
            }
            if let last = runs.indices.last, runs[last].font == g.font, runLine == g.line {
                runs[last].glyphs.append(g.id); runs[last].positions.append(p)
                if let box { runs[last].bounds = runs[last].bounds.map { $0.union(box) } ?? box }
                texts[last].append((g.cluster, g.text))
            } else {
                runs.append(GlyphRun(font: g.font, size: fontSize, glyphs: [g.id], positions: [p], paint: paint, bounds: box))
                texts.append([(g.cluster, g.text)])
                runLine = g.line
            }
        }
        for i in runs.indices { runs[i].text = GlyphRun.readingOrder(texts[i]) }
        return runs
    }
}

/// What layout needs from a text system. The real one is ``TextEngine``; tests may use a fake.
public protocol TextMeasuring: Sendable {
    /// Lays out `string` for a width and height proposal; nil means unbounded on that axis
    /// (the text's ideal size). The result never exceeds a finite `maxWidth` except where one
    /// grapheme alone is wider.
    func layout(_ string: String, font: FontSpec, options: TextOptions, maxWidth: Double?, maxHeight: Double?) -> TextLayout

    /// Vertical metrics of the face `font` resolves to, for baseline alignment of empty text.
    /// Has a default (derived from laying out a space) so fakes need not implement it.
    func fontMetrics(for font: FontSpec) -> FontMetrics

    /// For `Font.custom`: whether the named font can be drawn (nil when the spec names none).
    /// Has a default (nil) so fakes need not implement it.
    func resolvesCustomFont(_ font: FontSpec) -> Bool?
}
