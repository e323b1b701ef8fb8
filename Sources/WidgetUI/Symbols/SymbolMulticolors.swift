import Foundation

/// The one colour each symbol draws in under `.symbolRenderingMode(.multicolor)`, from
/// `Fonts/Symbols/multicolor.json` (its "about" field cites the source and the approximation).
struct SymbolMulticolors: Sendable {
    let colors: [String: Color]

    static let shared = SymbolMulticolors(file: FontLibrary.shared.directory
        .appendingPathComponent("Symbols", isDirectory: true).appendingPathComponent("multicolor.json"))

    /// A missing or malformed file leaves every symbol in its foreground style.
    init(file: URL) {
        struct File: Decodable { var colors: [String: String] }
        let decoded = (try? Data(contentsOf: file)).flatMap { try? JSONDecoder().decode(File.self, from: $0) }
        // A system colour name ("yellow") follows the release and scheme; a hex value is fixed.
        colors = (decoded?.colors ?? [:]).compactMapValues { value in
            SystemColorPalette.names.contains(value) ? Color(storage: .system(value)) : RGBA(hexString: value).map { Color($0) }
        }
    }
}
