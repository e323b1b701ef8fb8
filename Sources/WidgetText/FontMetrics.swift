import WidgetCore

/// Vertical metrics of a face at one size, in points.
///
/// Source: the `hhea` table (ascender, descender, lineGap), the metrics Core Text and SwiftUI
/// use for line height on Apple platforms; `OS/2` supplies cap and x height. For the bundled
/// Inter faces `hhea` and `OS/2` typo metrics are identical: Inter text faces have
/// ascender 2728, descender −680, lineGap 0 at 2816 units per em, so at 17 pt
/// ascender = 16.469, descender = −4.105, lineHeight = 20.574. Fallback faces are taller:
/// Noto Sans CJK 1160/−288 per 1000 (24.616 pt at 17 pt), Noto Sans Arabic UI 1069/−293,
/// Noto Sans Hebrew 1068/−292, Noto Color Emoji 1900/−500 per 2048; a line takes the largest
/// box of the faces on it (``TextLine/ascent``, ``TextLine/descent``).
public struct FontMetrics: Hashable, Sendable, CustomStringConvertible {
    /// The em size in points.
    public var size: Double
    /// Distance from the baseline up to the top of a line box (positive).
    public var ascender: Double
    /// Distance from the baseline down to the bottom of the glyph box, negative as in the font
    /// tables (so `ascender - descender` is the glyph box height).
    public var descender: Double
    /// Extra leading the font asks for below the descender.
    public var lineGap: Double
    /// Height of flat capitals above the baseline (`OS/2` sCapHeight; 0 when unknown).
    public var capHeight: Double
    /// Height of lowercase x above the baseline (`OS/2` sxHeight; 0 when unknown).
    public var xHeight: Double

    /// Creates metrics from point values.
    public init(size: Double, ascender: Double, descender: Double, lineGap: Double,
                capHeight: Double = 0, xHeight: Double = 0) {
        self.size = size; self.ascender = ascender; self.descender = descender
        self.lineGap = lineGap; self.capHeight = capHeight; self.xHeight = xHeight
    }

    /// The distance between consecutive baselines without `lineSpacing`:
    /// `ascender - descender + lineGap`.
    public var lineHeight: Double { ascender - descender + lineGap }

    /// A compact form for dumps and test failures.
    public var description: String {
        "\(fmt(size))pt ascender:\(fmt(ascender)) descender:\(fmt(descender)) lineGap:\(fmt(lineGap)) lineHeight:\(fmt(lineHeight))"
    }
}

/// A face's vertical metrics in font units, scaled to points on demand.
struct FaceUnits: Hashable, Sendable {
    var unitsPerEm: Int
    var ascender: Int
    var descender: Int
    var lineGap: Int
    var capHeight: Int
    var xHeight: Int

    /// Inter text metrics: what a missing font folder lays text out with, so that layout
    /// keeps plausible sizes instead of collapsing.
    static let nominal = FaceUnits(unitsPerEm: 2816, ascender: 2728, descender: -680, lineGap: 0,
                                   capHeight: 2048, xHeight: 1536)

    func metrics(size: Double) -> FontMetrics {
        let k = size / Double(max(1, unitsPerEm))
        return FontMetrics(size: size, ascender: Double(ascender) * k, descender: Double(descender) * k,
                           lineGap: Double(lineGap) * k, capHeight: Double(capHeight) * k, xHeight: Double(xHeight) * k)
    }
}
