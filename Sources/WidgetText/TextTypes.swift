import WidgetCore

/// SwiftUI's `Font.Weight`, with the OpenType weight class of each case.
public enum FontWeight: String, Hashable, Sendable, CaseIterable {
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

    /// Creates a font request; defaults are SwiftUI's (regular, upright, default design).
    public init(size: Double, weight: FontWeight = .regular, italic: Bool = false,
                design: FontDesign = .default, monospacedDigit: Bool = false) {
        self.size = size; self.weight = weight; self.italic = italic
        self.design = design; self.monospacedDigit = monospacedDigit
    }

    /// A compact form such as `17pt semibold italic tnum`.
    public var description: String {
        "\(fmt(size))pt \(weight.rawValue)" + (italic ? " italic" : "") + (design == .default ? "" : " \(design.rawValue)")
            + (monospacedDigit ? " tnum" : "")
    }
}

/// SwiftUI's `TextAlignment`, used for `multilineTextAlignment`.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// SwiftUI's `Text.TruncationMode`.
public enum TruncationMode: String, Hashable, Sendable, CaseIterable {
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
    /// Extra space between lines, in points (SwiftUI's `lineSpacing`).
    public var lineSpacing: Double
    /// Extra space after every character, in points (SwiftUI's `tracking`/`kerning`).
    public var tracking: Double

    /// Creates paragraph options; defaults are SwiftUI's.
    public init(lineLimit: Int? = nil, truncationMode: TruncationMode = .tail, alignment: TextAlignment = .leading,
                lineSpacing: Double = 0, tracking: Double = 0) {
        self.lineLimit = lineLimit; self.truncationMode = truncationMode; self.alignment = alignment
        self.lineSpacing = lineSpacing; self.tracking = tracking
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
    /// Creates a placed glyph.
    public init(id: UInt32, x: Double, y: Double, font: FontHandle) {
        self.id = id; self.x = x; self.y = y; self.font = font
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
    /// Creates a line.
    public init(text: String, width: Double, baseline: Double, x: Double) {
        self.text = text; self.width = width; self.baseline = baseline; self.x = x
    }
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

    /// Creates a layout.
    public init(size: Size, lines: [TextLine], glyphs: [PlacedGlyph], fontSize: Double, isTruncated: Bool) {
        self.size = size; self.lines = lines; self.glyphs = glyphs; self.fontSize = fontSize; self.isTruncated = isTruncated
    }

    /// The first line's baseline from the top (the bottom edge when there are no lines).
    public var firstBaseline: Double { lines.first?.baseline ?? size.height }
    /// The last line's baseline from the top (the bottom edge when there are no lines).
    public var lastBaseline: Double { lines.last?.baseline ?? size.height }

    /// The glyphs as display-list runs (one per font), offset to `origin` in absolute points.
    public func glyphRuns(at origin: Point, paint: Paint) -> [GlyphRun] {
        var runs: [GlyphRun] = []
        for g in glyphs {
            let p = Point(x: origin.x + g.x, y: origin.y + g.y)
            if let last = runs.indices.last, runs[last].font == g.font {
                runs[last].glyphs.append(g.id); runs[last].positions.append(p)
            } else {
                runs.append(GlyphRun(font: g.font, size: fontSize, glyphs: [g.id], positions: [p], paint: paint))
            }
        }
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
}
