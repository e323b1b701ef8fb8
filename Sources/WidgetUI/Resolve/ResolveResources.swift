import Foundation
import WidgetImageIO

/// Everything resolution reads from outside the view tree, in one value of the
/// ``ResolveContext``: text metrics, decoded images, the symbol map and its multicolours, and
/// SVG files. View code asks it; it never opens a file itself. The process-wide symbol tables
/// are loaded once (from `Fonts/Symbols`); images go through the caller's ``ImageProviding``.
struct ResolveResources {
    let measurer: any TextMeasuring
    let images: any ImageProviding
    /// The symbol map, read on first use (a view without symbols never pays for it).
    var symbols: SymbolCatalog { .shared }
    /// The multicolour table, read on first use.
    var multicolors: SymbolMulticolors { .shared }
    /// The layout boxes of SF Symbols (`Fonts/Symbols/symbol-boxes.json`).
    var symbolBoxes: SymbolBoxes { .shared }

    /// What looking up `<name>.svg` in a symbols folder found.
    enum SVGLookup {
        case missing
        case found(SVGDocument)
        /// The file is there but is not a usable SVG.
        case invalid(path: String, Error)
    }

    /// `<name>.svg` in `folder`, as an SF Symbols template export: its `Regular-M` glyph when
    /// it has one, else the whole drawing.
    func userSymbol(_ name: String, in folder: URL) -> SVGLookup {
        let file = folder.appendingPathComponent(name + ".svg")
        guard let data = try? Data(contentsOf: file) else { return .missing }
        do {
            return .found(try SVGDocument(data: [UInt8](data), preferredLayer: SVGDocument.symbolLayer))
        } catch {
            return .invalid(path: file.path, error)
        }
    }

    /// The SVG file at `path`, drawn whole.
    ///
    /// - Throws: When it cannot be read or is not a usable SVG.
    func svgImage(atPath path: String) throws -> SVGDocument {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try SVGDocument(data: [UInt8](data))
    }
}
