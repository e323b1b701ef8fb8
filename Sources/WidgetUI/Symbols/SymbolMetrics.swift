internal import WidgetEngine

/// How big a symbol is and where it sits, from the font in the environment.
///
/// SF Symbols are designed on the text's guides: a symbol is vertically centred on the
/// cap-height midline of the font it accompanies and scales with it (Apple, "Creating custom
/// symbol images for your app": the template's baseline and cap-height guides; the Human
/// Interface Guidelines, "SF Symbols": symbols align with text and come in small, medium and
/// large scales). Apple documents the scales relative to medium: small "approximately 20%
/// smaller", large "approximately 30% larger" (`NSImage.SymbolScale.small`/`.large`).
/// Symbols with numbers from Apple's templates take their iOS box instead (``SymbolBoxes``);
/// this rule is for the others. Apple does not publish the medium size itself; WidgetRender's rule:
///
/// - the **nominal height** of a medium symbol is 1.6 × the font's cap height (19.8 pt for the
///   17 pt body font, whose Inter cap height is 12.4 pt; a body-size SF Symbol such as
///   `circle` is about 20 pt tall on iOS), × 0.783 for `.small`, × 1.29 for `.large`;
/// - an icon-font glyph is scaled so its set's 20-unit live area (of the 24-unit grid) is the
///   nominal height, and the grid's centre sits on the cap-height midline;
/// - the symbol's frame is the glyph's ink box (SF Symbol frames are about as tight: their
///   widths differ per symbol), its baseline the text baseline;
/// - a placeholder (unknown name) or an SVG symbol is a box of the nominal height centred on
///   the cap-height midline, as wide as its aspect ratio says (square for the placeholder).
///
/// When the measurer reports no cap height (test fakes), 0.7 × the point size is used.
extension SymbolMetrics {
    static let mediumHeightPerCapHeight = 1.6
    static let fallbackCapHeightPerSize = 0.7

    /// The nominal height of a symbol for a font's cap height and an image scale.
    static func nominalHeight(capHeight: Double, scale: Image.Scale) -> Double {
        capHeight * mediumHeightPerCapHeight * scale.factor
    }

    /// A font glyph's frame: its ink box at the nominal height, centred on the cap midline.
    static func glyph(_ g: SymbolGlyph, capHeight: Double, scale: Image.Scale) -> SymbolMetrics {
        let em = g.liveHeight > 0 ? nominalHeight(capHeight: capHeight, scale: scale) / g.liveHeight : 0
        // Glyph baseline above the text baseline (y up), so the grid centre meets capHeight / 2.
        let lift = capHeight / 2 - g.gridCenter * em
        let top = lift + g.ink.maxY * em
        return SymbolMetrics(size: Size(width: g.ink.width * em, height: g.ink.height * em), baseline: top,
                             emSize: em, glyphOrigin: Point(x: -g.ink.minX * em, y: top - lift))
    }

    /// A composed multicolor symbol (``SymbolMulticolors/Layer``): each part's glyph at its share
    /// of the design grid with its grid centre moved, the composite grid centred on the cap
    /// midline as a single glyph's is; the frame is the union of the parts' ink boxes. Returns
    /// each part's em size and glyph origin (from the frame's top-left, on its baseline).
    static func layered(_ parts: [(glyph: SymbolGlyph, layer: SymbolMulticolors.Layer)], capHeight: Double,
                        scale: Image.Scale) -> (metrics: SymbolMetrics, placements: [(em: Double, origin: Point)]) {
        let nominal = nominalHeight(capHeight: capHeight, scale: scale)
        let grid = nominal * 24 / 20
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        var origins: [(em: Double, origin: Point)] = []
        for (g, layer) in parts {
            let em = g.liveHeight > 0 ? nominal * layer.scale / g.liveHeight : 0
            // y up from the text baseline; x from the composite grid's vertical centre line.
            let origin = Point(x: layer.x * grid - 0.5 * em, y: capHeight / 2 - layer.y * grid - g.gridCenter * em)
            minX = min(minX, origin.x + g.ink.minX * em); maxX = max(maxX, origin.x + g.ink.maxX * em)
            minY = min(minY, origin.y + g.ink.minY * em); maxY = max(maxY, origin.y + g.ink.maxY * em)
            origins.append((em, origin))
        }
        guard minX.isFinite, maxX > minX, maxY > minY else { return (box(aspect: 1, capHeight: capHeight, scale: scale), []) }
        let metrics = SymbolMetrics(size: Size(width: maxX - minX, height: maxY - minY), baseline: maxY, emSize: 0, glyphOrigin: .zero)
        return (metrics, origins.map { ($0.em, Point(x: $0.origin.x - minX, y: maxY - $0.origin.y)) })
    }

    /// A box of the nominal height and `aspect` (width / height), centred on the cap midline.
    static func box(aspect: Double, capHeight: Double, scale: Image.Scale) -> SymbolMetrics {
        let h = nominalHeight(capHeight: capHeight, scale: scale)
        let a = aspect.isFinite && aspect > 0 ? min(8, aspect) : 1
        return SymbolMetrics(size: Size(width: h * a, height: h), baseline: h / 2 + capHeight / 2, emSize: 0, glyphOrigin: .zero)
    }
}

extension Image {
    /// SwiftUI's `Image.Scale`: the size of a symbol relative to the text around it.
    public enum Scale: Hashable, Sendable, CaseIterable {
        /// Smaller, medium (the default) or larger symbols than the text around them.
        case small, medium, large
        /// Relative to medium: the scale factors of Apple's symbol templates (0.783 and 1.29,
        /// "Creating custom symbol images for your app"; "approximately 20% smaller" and "30%
        /// larger" in `NSImage.SymbolScale`).
        var factor: Double {
            switch self {
            case .small: return 0.783
            case .medium: return 1
            case .large: return 1.29
            }
        }
    }
}

/// How much heavier than the icon font a symbol is drawn for the font's weight.
///
/// SF Symbols come in nine weights matching the text's (HIG, "SF Symbols": "weights … correspond
/// to the weights of the San Francisco system font"); the bundled icon fonts have one, drawn
/// with 2/24-em strokes, about SF Symbols' Regular. WidgetRender's rule: a heavier weight
/// strokes the glyph's outline so each stroke gains 15 % of its width per weight step above
/// regular (medium +15 %, semibold +30 %, bold +45 %, heavy +60 %, black +75 %); lighter weights
/// draw as regular (an outline cannot be thinned by stroking).
enum SymbolWeight {
    /// The icon sets' stroke width, in ems.
    static let iconStroke = 2.0 / 24
    static let gainPerStep = 0.15

    /// The width of the extra outline stroke, in ems (0 for regular and lighter).
    static func outlineStroke(_ weight: FontWeight) -> Double {
        let steps = max(0, (weight.value - FontWeight.regular.value) / 100)
        return Double(steps) * gainPerStep * iconStroke
    }
}
