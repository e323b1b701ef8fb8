internal import WidgetEngine
import Foundation

/// The box iOS lays an SF Symbol out in, from Apple's symbol templates
/// (`Fonts/Symbols/symbol-boxes.json`, which cites every source): the symbol is as wide as its
/// margin guides and as tall as its ink plus a padding above and below, and it sits on the text
/// baseline where its template puts it. The bundled open icon is drawn inside the template's ink
/// box (centred, its own proportions kept), so text beside or below a symbol lands where it does
/// on iOS even where the icon's outline differs.
///
/// For a point size P, image scale factor f (Apple: small 0.783, medium 1, large 1.29) and
/// template-S numbers t (100 pt units): one unit is P/100 × 1.27714 × f points (the small
/// variants are 0.783 of medium); the ink is centred on SF's cap-height midline
/// (70.459 / 2 units × P/100) at every scale, as Apple's article says; the padding is
/// 0.0875 × P above and below (fitted to the one published `UIImage` measurement). Weights
/// between Ultralight, Regular and Black are interpolated linearly along the nine SwiftUI
/// weights (Apple interpolates its 27 variants from these three; the axis positions of the
/// others are not published).
struct SymbolBoxes: Sendable {
    /// A symbol's numbers for the Ultralight, Regular and Black small variants: advance, ink
    /// left, ink right, ink top, ink bottom.
    struct Template: Sendable {
        var ultralight: [Double], regular: [Double], black: [Double]

        /// The numbers at `weight`, interpolated.
        func at(_ weight: FontWeight) -> [Double] {
            let steps = FontWeight.allCases
            let i = Double(steps.firstIndex(of: weight) ?? 3)
            let (a, b, t) = i <= 3 ? (ultralight, regular, i / 3) : (regular, black, (i - 3) / 5)
            return zip(a, b).map { $0 + ($1 - $0) * t }
        }
    }

    struct Model: Sendable {
        var smallToMedium: Double
        var scaleFactors: [String: Double]
        var capHeight: Double
        var verticalPaddingEm: Double
    }

    let templates: [String: Template]
    let model: Model?

    static let shared = SymbolBoxes(file: FontLibrary.shared.directory
        .appendingPathComponent("Symbols", isDirectory: true).appendingPathComponent("symbol-boxes.json"))

    /// A missing or malformed file leaves every symbol on the older cap-height rule. Read with
    /// `JSONSerialization` (a cold render reads 808 entries; `JSONDecoder` doubled the cost).
    init(file: URL) {
        guard let data = try? Data(contentsOf: file),
              let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let m = root["model"] as? [String: Any], let symbols = root["symbols"] as? [String: [String: [Double]]],
              let smallToMedium = m["smallToMedium"] as? Double, let factors = m["scaleFactors"] as? [String: Double],
              let capHeight = m["capHeight"] as? Double, let padding = m["verticalPaddingEm"] as? Double else {
            templates = [:]; model = nil; return
        }
        model = Model(smallToMedium: smallToMedium, scaleFactors: factors, capHeight: capHeight, verticalPaddingEm: padding)
        var out: [String: Template] = [:]
        out.reserveCapacity(symbols.count)
        for (name, v) in symbols {
            guard let u = v["U"], let r = v["R"], let b = v["B"], u.count == 5, r.count == 5, b.count == 5 else { continue }
            out[name] = Template(ultralight: u, regular: r, black: b)
        }
        templates = out
    }

    /// The box of `name` at a point size, weight and image scale: its size, the text baseline
    /// from its top, and its ink rectangle (from the box's top-left); nil without numbers.
    func box(_ name: String, pointSize: Double, weight: FontWeight, scale: Image.Scale) -> (size: Size, baseline: Double, ink: Rect)? {
        guard let model, let t = templates[name]?.at(weight), pointSize > 0, pointSize.isFinite else { return nil }
        let factor = model.scaleFactors[scale.templateName] ?? 1
        let unit = pointSize / 100 * model.smallToMedium * factor
        let capMidline = model.capHeight / 2
        let middle = capMidline * pointSize / 100
        // y up from the baseline.
        let inkTop = middle + (t[3] - capMidline) * unit, inkBottom = middle + (t[4] - capMidline) * unit
        let pad = model.verticalPaddingEm * pointSize
        let top = inkTop + pad, bottom = inkBottom - pad
        guard t[0] > 0, top > bottom, inkTop > inkBottom else { return nil }
        return (Size(width: t[0] * unit, height: top - bottom), top,
                Rect(x: t[1] * unit, y: top - inkTop, width: (t[2] - t[1]) * unit, height: inkTop - inkBottom))
    }
}

extension Image.Scale {
    /// The scale's name in `symbol-boxes.json`.
    var templateName: String {
        switch self {
        case .small: return "small"
        case .medium: return "medium"
        case .large: return "large"
        }
    }
}

extension SymbolMetrics {
    /// A font glyph drawn inside an SF Symbol's box: the box's size and baseline, the glyph
    /// scaled to fit the template's ink rectangle and centred in it.
    static func glyph(_ g: SymbolGlyph, in box: (size: Size, baseline: Double, ink: Rect)) -> SymbolMetrics? {
        guard g.ink.width > 0, g.ink.height > 0 else { return nil }
        let em = min(box.ink.width / g.ink.width, box.ink.height / g.ink.height)
        let inkLeft = box.ink.minX + (box.ink.width - g.ink.width * em) / 2
        let inkTop = box.ink.minY + (box.ink.height - g.ink.height * em) / 2
        // The glyph's origin (on its baseline): its ink top is ink.maxY ems above it.
        return SymbolMetrics(size: box.size, baseline: box.baseline, emSize: em,
                             glyphOrigin: Point(x: inkLeft - g.ink.minX * em, y: inkTop + g.ink.maxY * em), ink: box.ink)
    }

    /// A composed symbol (its parts placed by ``layered(_:capHeight:scale:)``) fitted into an SF
    /// Symbol's box the same way: the parts keep their arrangement, scaled and centred in the ink
    /// rectangle.
    static func layered(_ composed: (metrics: SymbolMetrics, placements: [(em: Double, origin: Point)]),
                        in box: (size: Size, baseline: Double, ink: Rect)) -> (metrics: SymbolMetrics, placements: [(em: Double, origin: Point)]) {
        let natural = composed.metrics.size
        guard natural.width > 0, natural.height > 0 else { return composed }
        let k = min(box.ink.width / natural.width, box.ink.height / natural.height)
        let dx = box.ink.minX + (box.ink.width - natural.width * k) / 2
        let dy = box.ink.minY + (box.ink.height - natural.height * k) / 2
        let metrics = SymbolMetrics(size: box.size, baseline: box.baseline, emSize: 0, glyphOrigin: .zero, ink: box.ink)
        return (metrics, composed.placements.map { ($0.em * k, Point(x: dx + $0.origin.x * k, y: dy + $0.origin.y * k)) })
    }
}
