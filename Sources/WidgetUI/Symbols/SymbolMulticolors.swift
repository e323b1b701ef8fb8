import Foundation

/// How symbols draw under `.symbolRenderingMode(.multicolor)`, from
/// `Fonts/Symbols/multicolor.json` (its "about" field cites the sources and the approximation):
/// one colour for a one-part symbol, or coloured layers composed from other bundled icons for
/// a symbol with several coloured parts (`cloud.sun.fill`: a yellow sun behind a white cloud).
struct SymbolMulticolors: Sendable {
    /// One part of a composed symbol: another mapped symbol in its colour, scaled and moved on
    /// the design grid (shares of the grid; `y` grows downwards).
    struct Layer: Sendable {
        var symbol: String
        var color: Color
        var scale: Double
        var x: Double
        var y: Double
    }

    let colors: [String: Color]
    let layers: [String: [Layer]]

    static let shared = SymbolMulticolors(file: FontLibrary.shared.directory
        .appendingPathComponent("Symbols", isDirectory: true).appendingPathComponent("multicolor.json"))

    /// A missing or malformed file leaves every symbol in its foreground style.
    init(file: URL) {
        struct LayerEntry: Decodable { var symbol: String; var color: String; var scale: Double; var x: Double; var y: Double }
        struct File: Decodable { var colors: [String: String]; var layers: [String: [LayerEntry]]? }
        let decoded = (try? Data(contentsOf: file)).flatMap { try? JSONDecoder().decode(File.self, from: $0) }
        colors = (decoded?.colors ?? [:]).compactMapValues(Self.color)
        layers = (decoded?.layers ?? [:]).compactMapValues { entries in
            let parts = entries.compactMap { e in
                Self.color(e.color).map { Layer(symbol: e.symbol, color: $0, scale: e.scale, x: e.x, y: e.y) }
            }
            return parts.count == entries.count && !parts.isEmpty ? parts : nil
        }
    }

    /// A system colour name ("yellow") follows the release and scheme; "white" and hex values are fixed.
    static func color(_ value: String) -> Color? {
        if SystemColorPalette.names.contains(value) { return Color(storage: .system(value)) }
        if value == "white" { return .white }
        return RGBA(hexString: value).map { Color($0) }
    }
}
