import Foundation

/// One SF Symbol name drawn with a glyph of a bundled icon font (`Fonts/Symbols/symbols.json`).
public struct SymbolGlyph: Hashable, Sendable {
    /// The icon font file.
    public var font: FontHandle
    /// The glyph's id in ``font``.
    public var glyph: UInt32
    /// The glyph's ink box in ems, y up from the font's baseline.
    public var ink: Rect
    /// The vertical centre of the icon set's 24-unit design grid, in ems above the baseline.
    public var gridCenter: Double
    /// The height of the grid's 20-unit live area, in ems: what a symbol's nominal height maps to.
    public var liveHeight: Double
    /// The icon's name in its set (`weather-sunny`, `wb_sunny`).
    public var icon: String
    /// How the icon differs from Apple's symbol ("approx: …"), or empty.
    public var note: String
}

/// The SF Symbol names WidgetRender knows and the icon each is drawn with: the bundled open
/// icon sets (Material Design Icons, Google Material Icons) mapped in
/// `Fonts/Symbols/sf-symbol-map.tsv` and compiled into `Fonts/Symbols/symbols.json` by
/// `Fonts/Symbols/make-symbol-fonts.py`. Loaded once per process from the font folder.
public struct SymbolCatalog: Sendable {
    /// The known SF Symbol names and the glyph each is drawn with.
    public let symbols: [String: SymbolGlyph]
    /// Why the catalog is empty, when it is.
    public let loadError: String?

    /// The catalog in the font folder of `FontLibrary/shared`.
    public static let shared = SymbolCatalog(folder: FontLibrary.shared.directory.appendingPathComponent("Symbols", isDirectory: true))

    /// Reads `symbols.json` in `folder`; a missing or malformed file gives an empty catalog
    /// whose ``loadError`` says why (every symbol then draws as a placeholder).
    public init(folder: URL) {
        let file = folder.appendingPathComponent("symbols.json")
        do {
            let data = try Data(contentsOf: file)
            let decoded = try JSONDecoder().decode(SymbolsFile.self, from: data)
            var out: [String: SymbolGlyph] = [:]
            for (name, entry) in decoded.symbols {
                guard let font = decoded.fonts[entry.font], entry.ink.count == 4, font.grid.count == 2 else { continue }
                let ink = Rect(x: entry.ink[0], y: entry.ink[1], width: entry.ink[2] - entry.ink[0], height: entry.ink[3] - entry.ink[1])
                let gridHeight = font.grid[1] - font.grid[0]
                out[name] = SymbolGlyph(font: FontHandle(path: folder.appendingPathComponent(font.file).path),
                                        glyph: entry.glyph, ink: ink, gridCenter: (font.grid[0] + font.grid[1]) / 2,
                                        liveHeight: gridHeight * 20 / 24, icon: entry.icon, note: entry.note ?? "")
            }
            symbols = out
            loadError = nil
        } catch {
            symbols = [:]
            loadError = "\(file.path): \(error)"
        }
    }

    /// The known names nearest `name` (at most `limit`): the "did you mean" of an
    /// `unknownSymbol` diagnostic. By meaning first: names in which every word of `name` begins
    /// a word (SF Symbols' words are their dot-separated parts), so `snow` finds `snowflake` and
    /// `cloud.snow`, fewest extra words first; then by spelling (edit distance), so
    /// `cloud.sun.fil` finds `cloud.sun.fill`. Ties go in alphabetical order. A name over 64
    /// characters is no misspelling of any, and gets none.
    public func nearestNames(to name: String, limit: Int = 3) -> [String] {
        guard name.utf8.count <= 64 else { return [] }
        let lowered = name.lowercased()
        let words = lowered.split(separator: ".")
        let target = Array(lowered)
        let scored = symbols.keys.map { known -> (name: String, sharesWords: Bool, extraWords: Int, distance: Int) in
            let knownWords = known.lowercased().split(separator: ".")
            let shares = !words.isEmpty && words.allSatisfy { word in knownWords.contains { $0.hasPrefix(word) } }
            return (known, shares, knownWords.count - words.count, editDistance(target, Array(known.lowercased())))
        }
        return scored.sorted { a, b in
            if a.sharesWords != b.sharesWords { return a.sharesWords }
            if a.sharesWords, a.extraWords != b.extraWords { return a.extraWords < b.extraWords }
            return (a.distance, a.name) < (b.distance, b.name)
        }.prefix(limit).map(\.name)
    }

    private struct SymbolsFile: Decodable {
        struct FontEntry: Decodable { var file: String; var grid: [Double] }
        struct Entry: Decodable { var font: String; var glyph: UInt32; var icon: String; var ink: [Double]; var note: String? }
        var fonts: [String: FontEntry]
        var symbols: [String: Entry]
    }
}
