internal import WidgetEngine
import Foundation
import WidgetImageIO

extension Image {
    /// An SF Symbol by name, as in SwiftUI. Apple's symbols cannot be bundled: each name is drawn
    /// with the open icon mapped to it in `Fonts/Symbols/sf-symbol-map.tsv` (833 names), or
    /// with `<name>.svg` from ``EnvironmentValues/symbolsFolder`` when that folder has it.
    ///
    /// The symbol follows the environment's font and `imageScale` (`SymbolMetrics`), sits on
    /// the text baseline, takes the foreground style, `symbolVariant` and
    /// `symbolRenderingMode` (in `.multicolor`, weather symbols are composed of coloured parts:
    /// `Fonts/Symbols/multicolor.json`). Diagnostics: `symbolApproximated` (info) when the bundled icon
    /// differs visibly from Apple's; `unknownSymbol` (warning) for a name the map does not have,
    /// naming the nearest known names: it draws as an outlined box of the symbol's size.
    public init(systemName: String) {
        self.source = .system(systemName, variableValue: nil)
        self.scale = 1
    }

    /// A variable-value symbol (iOS 16: `wifi`, `speaker.wave.3` filled up to `variableValue`).
    /// The bundled icons have no variable layers: the symbol is drawn whole, and a non-nil
    /// value is reported (`symbolVariableValueIgnored`, info).
    public init(systemName: String, variableValue: Double?) {
        self.source = .system(systemName, variableValue: variableValue)
        self.scale = 1
    }

    func makeSymbolNodes(_ requested: String, variableValue: Double?, _ ctx: ResolveContext) -> [Node] {
        ctx.withPathComponent("Image(systemName: \"\(requested)\")") {
            if let variableValue {
                ctx.diagnose(.info, .symbolVariableValueIgnored, "variableValue \(fmt(variableValue)) is not drawn: the bundled icons have no variable layers, so \"\(requested)\" is drawn whole.")
            }
            let env = ctx.env
            let spec = (env.font ?? .body).spec(weightOverride: env.fontWeightOverride, italic: env.italic, monospacedDigit: false)
            let reported = ctx.measurer.fontMetrics(for: spec).capHeight
            let capHeight = reported > 0 ? reported : spec.size * SymbolMetrics.fallbackCapHeightPerSize
            let catalog = ctx.resources.symbols
            let names = env.symbolVariants.candidates(for: requested)
            // The first variant the bundled map draws (nil: a placeholder unless a user SVG has it).
            let mapped = names.first { catalog.symbols[$0] != nil }
            let style = Self.symbolStyle(env, ctx.resources.multicolors, name: mapped ?? requested)
            let drawing: SymbolKind.Drawing
            let metrics: SymbolMetrics
            var drawn = requested
            if let (name, doc) = Self.userSymbol(names, env.symbolsFolder, ctx) {
                drawn = name
                drawing = .svg(doc, tinted: env.symbolRenderingMode != .multicolor)
                metrics = SymbolMetrics.box(aspect: doc.box.width / doc.box.height, capHeight: capHeight, scale: env.imageScale)
            } else if env.symbolRenderingMode == .multicolor, let name = mapped, let parts = Self.multicolorParts(name, ctx) {
                drawn = name
                var layered = SymbolMetrics.layered(parts, capHeight: capHeight, scale: env.imageScale)
                if let box = ctx.resources.symbolBoxes.box(name, pointSize: spec.size, weight: spec.weight, scale: env.imageScale) {
                    layered = SymbolMetrics.layered(layered, in: box)
                }
                let (composed, placements) = layered
                metrics = composed
                drawing = .layers(zip(parts, placements).map { part, placed in
                    SymbolKind.Layer(font: part.glyph.font, glyph: part.glyph.glyph, emSize: placed.em, origin: placed.origin,
                                     style: AnyShapeStyle(part.layer.color))
                })
            } else if let name = mapped, let g = catalog.symbols[name] {
                drawn = name
                drawing = .glyph(g.font, g.glyph)
                metrics = ctx.resources.symbolBoxes.box(name, pointSize: spec.size, weight: spec.weight, scale: env.imageScale)
                    .flatMap { SymbolMetrics.glyph(g, in: $0) } ?? SymbolMetrics.glyph(g, capHeight: capHeight, scale: env.imageScale)
                if g.note.hasPrefix("approx:") {
                    ctx.diagnose(.info, .symbolApproximated, "\"\(name)\" is drawn with the open icon \"\(g.icon)\" (\(g.note.dropFirst(7).trimmingCharacters(in: .whitespaces))); "
                                 + "put an exported \(name).svg in the symbols folder (WIDGETRENDER_SYMBOLS) for Apple's exact shape.")
                }
            } else {
                drawing = .placeholder
                metrics = SymbolMetrics.box(aspect: 1, capHeight: capHeight, scale: env.imageScale)
                let near = catalog.nearestNames(to: requested)
                let hint = near.isEmpty ? (catalog.loadError.map { " The symbol map could not be read: \($0)." } ?? "")
                    : " Nearest known names: " + near.map { "\"\($0)\"" }.joined(separator: ", ") + "."
                ctx.diagnose(.warning, .unknownSymbol, "No bundled icon for the SF Symbol \"\(requested)\"; it is drawn as a placeholder box.\(hint) "
                             + "Fonts/Symbols/sf-symbol-map.tsv lists the known names; an exported \(requested).svg in the symbols folder (WIDGETRENDER_SYMBOLS) draws it exactly.")
            }
            var node = SymbolKind(drawing: drawing, metrics: metrics, resizable: isResizable, style: style, name: drawn)
            if case .glyph = drawing { node.outlineStroke = SymbolWeight.outlineStroke(spec.weight) }
            if env.layoutDirection == .rightToLeft {
                node.mirrored = SymbolDirection.followsLayoutDirection(drawn)
                if let directional = SymbolDirection.directionalName(for: drawn, known: { catalog.symbols[$0] != nil }) {
                    ctx.diagnose(.warning, .fixedDirectionSymbol,
                                 "\"\(drawn)\" points the same way in right-to-left languages, where the layout around it is mirrored. "
                                    + "If it means next or back, use \"\(directional)\", which flips with the layout; keep \"\(drawn)\" only for a real direction.")
                }
            }
            return [ctx.node((node))]
        }
    }

    /// The first of `names` exported as `<name>.svg` in the user's symbols folder. An SF Symbols
    /// template export draws its `Regular-M` glyph; any other SVG is drawn whole. A file that is
    /// not a usable SVG is reported (`invalidSVG`) and skipped.
    static func userSymbol(_ names: [String], _ folder: URL?, _ ctx: ResolveContext) -> (String, SVGDocument)? {
        guard let folder else { return nil }
        for name in names {
            switch ctx.resources.userSymbol(name, in: folder) {
            case .missing: continue
            case .found(let doc): return (name, doc)
            case .invalid(let path, let error):
                ctx.diagnose(.warning, .invalidSVG, "\(path) is \(error); the bundled icon is drawn instead.")
            }
        }
        return nil
    }

    /// An `Image("logo.svg")`: drawn whole in its own colors at its size in points (its
    /// width and height, else its viewBox), without a text baseline. An unreadable file is an
    /// `imageUnavailable` error and takes no space, as an unreadable bitmap does.
    func makeSVGImageNodes(_ path: String, _ ctx: ResolveContext) -> [Node] {
        let label = "Image(\"\(path.split(separator: "/").last.map(String.init) ?? path)\")"
        return ctx.withPathComponent(label) {
            do {
                let doc = try ctx.resources.svgImage(atPath: path)
                let metrics = SymbolMetrics(size: doc.box.size, baseline: doc.box.height, emSize: 0, glyphOrigin: .zero)
                let style = ctx.env.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary)
                return [ctx.node((SymbolKind(drawing: .svg(doc, tinted: false), metrics: metrics, resizable: isResizable,
                                                    style: style, name: label, hasBaseline: false)))]
            } catch {
                ctx.diagnose(.error, .imageUnavailable, "\(path): \(error)")
                return [ctx.node((SymbolKind(drawing: .placeholder, metrics: SymbolMetrics(size: .zero, baseline: 0, emSize: 0, glyphOrigin: .zero),
                                                    resizable: isResizable, style: AnyShapeStyle(Color.clear), name: label, hasBaseline: false)))]
            }
        }
    }

    /// The coloured parts `multicolor.json` composes `name` of, each with its bundled glyph; nil
    /// when it lists none or a part's symbol is not in the catalog.
    static func multicolorParts(_ name: String, _ ctx: ResolveContext) -> [(glyph: SymbolGlyph, layer: SymbolMulticolors.Layer)]? {
        guard let layers = ctx.resources.multicolors.layers[name] else { return nil }
        let parts = layers.compactMap { layer in ctx.resources.symbols.symbols[layer.symbol].map { (glyph: $0, layer: layer) } }
        return parts.count == layers.count ? parts : nil
    }

    /// The paint of a one-layer symbol under the environment's rendering mode (see
    /// ``SymbolRenderingMode``).
    static func symbolStyle(_ env: EnvironmentValues, _ multicolors: SymbolMulticolors, name: String) -> AnyShapeStyle {
        let foreground = env.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary)
        switch env.symbolRenderingMode?.kind {
        case .palette?: return env.paletteStyles.first ?? foreground
        case .multicolor?: return multicolors.colors[name].map { AnyShapeStyle($0) } ?? foreground
        default: return foreground
        }
    }
}
