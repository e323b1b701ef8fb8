import Foundation

/// SF Pro's advance widths and kerning for the characters widgets set (`Fonts/Metrics/sf-advances.json`:
/// printable ASCII, Latin-1 letters and the common punctuation, currency and math signs, per
/// design, weight and slant, and the tabular digits; `Fonts/Metrics/sf-kerning.json`: the pairs
/// of ASCII and the common quotes, dashes, ellipsis and degree sign; both cite their source).
/// The bundled faces keep their glyph shapes but take these advances, so a line of system text
/// is as wide as iOS sets it in SF Pro even where the glyphs differ (issue 29: "the layout of a
/// line matches iOS").
///
/// The rule, for a grapheme of one listed scalar drawn with one glyph of a bundled Latin face:
/// - **Advance**: SF Pro's at the request's design, weight and slant. For the default design,
///   SF Pro Text's moved toward SF Pro Display's by the Display share at the size (SF Pro's
///   optical size axis, ``OpticalTracking``); SF Pro Rounded has one optical size.
///   `monospacedDigit()` digits take the tabular width.
/// - **Kerning**: SF Pro's between two characters of the kerning table (upright pairs for
///   italics too), blended between Text and Display as the advances are; the bundled face's own
///   kerning where either character is outside that set. Tabular digits are not kerned.
/// - **Tracking**: SF Pro's size-specific tracking (Apple HIG) on top, as iOS adds it; the
///   bundled face's own correction (``OpticalTracking/offset``, ``OpticalTracking/narrowing``)
///   does not apply, since it stood for the difference these advances remove.
/// - The glyph is centred in the advance.
///
/// **Widths** (`Font.width(.compressed/.condensed/.expanded)`, `.fontWidth`) of the default
/// design, upright: SF Pro's advances and kerning at that width (`Fonts/Metrics/sf-width-advances.json`,
/// from Apple's variable SF Pro: printable ASCII, each width's named instances, Text and Display
/// optical sizes). A `Font.Width` between the named ones takes the nearest (−0.3 compressed,
/// −0.2 condensed, 0 standard, 0.2 expanded). The bundled glyphs, which have one width, are drawn
/// narrowed or widened by ``SFAdvanceRow/glyphScale`` (SF's letters and digits at that width over
/// the standard width's), and characters outside the table take their scaled advance. Tabular
/// digits at a width are estimated: the standard width's scaled as that width's digits are (the
/// variable font has no `tnum`).
///
/// Everything else (other scripts, ligatures, combining sequences, widths of the rounded design
/// or of italics, custom fonts, the serif and monospaced designs, SF Pro from a user font folder)
/// is set as before.
///
/// The files hold each face as one string, decoded on first use: a process pays only for the
/// faces its text uses, and reads the width file only when text at a width is set.
final class SFAdvances: Sendable {
    private struct File: Decodable {
        var unitsPerEm: Double
        var characters: String
        /// Per design and weight: the advances joined by ",", one per character.
        var designs: [String: [String: String]]
        var tabularDigits: [String: [String: Int]]
    }

    private struct KerningFile: Decodable {
        var unitsPerEm: Double
        var characters: String
        /// Per design and weight: "i,j,value" triples joined by ";" (i, j index `characters`).
        var designs: [String: [String: String]]
    }

    /// `sf-width-advances.json`: advances and kerning per width design ("textCondensed", …),
    /// both indexed by one `characters`.
    private struct WidthFile: Decodable {
        var unitsPerEm: Double
        var characters: String
        /// SwiftUI's `Font.Width` value of each width ("condensed": -0.2).
        var widths: [String: Double]
        var designs: [String: [String: String]]
        var kerning: [String: [String: String]]
    }

    /// Row lookup: the design, the weight, the slant, the width and the Display share.
    struct RowKey: Hashable, Sendable {
        var design: FontDesign
        var weight: FontWeight
        var italic: Bool
        /// ``ShapingFeatures/displayShare`` (steps of 1/256); 0 for the rounded design.
        var displayShare: Double
        /// The width file's name of the width ("condensed"), or "" for the standard width.
        var width: String = ""
    }

    /// One face's numbers, decoded: advances by character index, kerning by pair of kerning indices.
    struct Face: Sendable {
        var advances: [Int32]
        var kerning: [UInt32: Int32]
    }

    /// One file's numbers: its characters, and per design and weight the advance and kerning
    /// strings, decoded into ``Face``s on first use.
    final class Table: Sendable {
        let unitsPerEm: Double
        /// Character index by scalar value, for advances and for kerning.
        let advanceIndex: [UInt32: Int]
        let kerningIndex: [UInt32: Int]
        fileprivate let advanceText: [String: [String: String]]
        fileprivate let kerningText: [String: [String: String]]
        fileprivate let tabular: [String: [String: Int]]
        private let faces = Locked([String: Face]())

        fileprivate init(unitsPerEm: Double, characters: String, kerningCharacters: String,
                         advances: [String: [String: String]], kerning: [String: [String: String]], tabular: [String: [String: Int]]) {
            self.unitsPerEm = unitsPerEm
            advanceIndex = Table.index(characters)
            kerningIndex = Table.index(kerningCharacters)
            advanceText = advances; kerningText = kerning; self.tabular = tabular
        }

        private static func index(_ characters: String) -> [UInt32: Int] {
            var out: [UInt32: Int] = [:]
            for (i, scalar) in characters.unicodeScalars.enumerated() where out[scalar.value] == nil { out[scalar.value] = i }
            return out
        }

        func has(_ design: String) -> Bool { advanceText[design] != nil }

        /// One face's advances (and the kerning of `kerningDesign`), decoded on first use.
        func face(_ design: String, _ weight: String, kerning kerningDesign: String) -> Face? {
            let name = "\(design) \(weight) \(kerningDesign)"
            if let face = faces.withLock({ $0[name] }) { return face }
            guard let text = advanceText[design]?[weight] else { return nil }
            let advances = SFAdvances.integers(text)
            guard advances.count == advanceIndex.count else { return nil }
            var kerning: [UInt32: Int32] = [:]
            if let pairs = kerningText[kerningDesign]?[weight] {
                let numbers = SFAdvances.integers(pairs)   // i, j, value, i, j, value…
                kerning.reserveCapacity(numbers.count / 3)
                var k = 0
                while k + 2 < numbers.count {
                    // Pairs naming a character the file does not list are skipped (a malformed file).
                    if let i = Int(exactly: numbers[k]), let j = Int(exactly: numbers[k + 1]),
                       (0..<kerningIndex.count).contains(i), (0..<kerningIndex.count).contains(j) {
                        kerning[UInt32(i) << 16 | UInt32(j)] = numbers[k + 2]
                    }
                    k += 3
                }
            }
            let face = Face(advances: advances, kerning: kerning)
            faces.withLock { $0[name] = face }
            return face
        }
    }

    let standard: Table
    private let widthFile: URL?
    /// The width file's table and SwiftUI's `Font.Width` value of each width it holds (sorted by
    /// value).
    private struct Widths: Sendable {
        var table: Table
        var names: [(name: String, value: Double)]
    }
    /// Read on first use; nil inside when the file is missing or malformed.
    private let widths = Locked<Widths??>(nil)
    private let rows = Locked([RowKey: SFAdvanceRow]())

    /// The tables in a font folder; nil when the advance file is missing or malformed (text is
    /// then set with the bundled faces' own advances). Without the kerning file, the bundled
    /// faces' kerning stands; without the width file, text at a width is set as standard text.
    static func load(from directory: URL) -> SFAdvances? {
        let folder = directory.appendingPathComponent("Metrics", isDirectory: true)
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("sf-advances.json")),
              let file = try? JSONDecoder().decode(File.self, from: data), file.unitsPerEm > 0 else { return nil }
        let kerning = (try? Data(contentsOf: folder.appendingPathComponent("sf-kerning.json")))
            .flatMap { try? JSONDecoder().decode(KerningFile.self, from: $0) }
            .flatMap { $0.unitsPerEm == file.unitsPerEm ? $0 : nil }
        let standard = Table(unitsPerEm: file.unitsPerEm, characters: file.characters, kerningCharacters: kerning?.characters ?? "",
                             advances: file.designs, kerning: kerning?.designs ?? [:], tabular: file.tabularDigits)
        return SFAdvances(standard: standard, widthFile: folder.appendingPathComponent("sf-width-advances.json"))
    }

    private init(standard: Table, widthFile: URL?) {
        self.standard = standard
        self.widthFile = widthFile
    }

    /// Whether a request is set with SF Pro's advances: the system font's default design (at
    /// any width when upright, at the standard width in italics) or its rounded design at the
    /// standard width.
    static func applies(to spec: FontSpec) -> Bool {
        guard spec.family == nil else { return false }
        switch spec.design {
        case .default: return spec.width == 0 || !spec.italic
        case .rounded: return spec.width == 0
        default: return false
        }
    }

    /// The advances for a request at a Display share; nil when the tables lack its design,
    /// weight or width.
    func row(for spec: FontSpec, displayShare: Double) -> SFAdvanceRow? {
        var key = RowKey(design: spec.design, weight: spec.weight, italic: spec.italic,
                         displayShare: spec.design == .rounded ? 0 : displayShare)
        if spec.width != 0, spec.design == .default {
            guard let name = widthName(nearest: spec.width) else { return nil }
            key.width = name
        }
        if let row = rows.withLock({ $0[key] }) { return row }
        guard let row = makeRow(key) else { return nil }
        return rows.withLock { rows in
            if let existing = rows[key] { return existing }
            rows[key] = row
            return row
        }
    }

    /// The named width nearest `value` ("" for the standard width); nil without a width table.
    private func widthName(nearest value: Double) -> String? {
        guard let names = loadedWidths()?.names else { return nil }
        var best = (name: "", distance: abs(value))
        for w in names where abs(w.value - value) < best.distance { best = (w.name, abs(w.value - value)) }
        return best.name
    }

    private func loadedWidths() -> Widths? {
        widths.withLock { widths in
            if let loaded = widths { return loaded }
            var read: Widths?
            if let widthFile, let data = try? Data(contentsOf: widthFile),
               let file = try? JSONDecoder().decode(WidthFile.self, from: data), file.unitsPerEm == standard.unitsPerEm {
                read = Widths(table: Table(unitsPerEm: file.unitsPerEm, characters: file.characters, kerningCharacters: file.characters,
                                           advances: file.designs, kerning: file.kerning, tabular: [:]),
                              names: file.widths.map { (name: $0.key, value: $0.value) }.sorted { $0.value < $1.value })
            }
            widths = .some(read)
            return read
        }
    }

    private func makeRow(_ key: RowKey) -> SFAdvanceRow? {
        let weight = key.weight.rawValue.lowercased()
        if key.design == .rounded {
            guard let face = standard.face("rounded", weight, kerning: "rounded") else { return nil }
            return SFAdvanceRow(key: key, table: standard, text: face, display: nil, share: 0,
                                tabularUnits: standard.tabular["rounded"]?[weight].map(Double.init))
        }
        let s = key.displayShare
        let (textKey, displayKey) = key.italic ? ("textItalic", "displayItalic") : ("text", "display")
        guard let text = standard.face(standard.has(textKey) ? textKey : "text", weight, kerning: "text"),
              let display = standard.face(standard.has(displayKey) ? displayKey : "display", weight, kerning: "display") else { return nil }
        let tabular = standard.tabular
        let tabularUnits = tabular["text"]?[weight].map { t in Double(t) + s * (Double(tabular["display"]?[weight] ?? t) - Double(t)) }
        let standardRow = SFAdvanceRow(key: key, table: standard, text: text, display: s == 0 ? nil : display, share: s,
                                       tabularUnits: tabularUnits.map { $0.rounded() })
        guard !key.width.isEmpty else { return standardRow }
        guard let widths = loadedWidths()?.table else { return nil }
        let suffix = key.width.prefix(1).uppercased() + key.width.dropFirst()
        guard let wideText = widths.face("text" + suffix, weight, kerning: "text" + suffix),
              let wideDisplay = widths.face("display" + suffix, weight, kerning: "display" + suffix) else { return nil }
        let measured = SFAdvanceRow(key: key, table: widths, text: wideText, display: s == 0 ? nil : wideDisplay, share: s, tabularUnits: nil)
        let digits = Array(UInt32(0x30)...0x39), letters = Array(UInt32(0x41)...0x5A) + Array(UInt32(0x61)...0x7A)
        guard let glyphScale = measured.ratio(to: standardRow, over: letters + digits),
              let digitScale = measured.ratio(to: standardRow, over: digits) else { return nil }
        return SFAdvanceRow(key: key, table: widths, text: wideText, display: s == 0 ? nil : wideDisplay, share: s,
                            tabularUnits: tabularUnits.map { ($0 * digitScale).rounded() }, glyphScale: glyphScale)
    }

    /// The signed integers in `text`, separated by any other characters (",", ";"); a number
    /// beyond ±65,535 (no font unit or index is) reads as 0.
    static func integers(_ text: String) -> [Int32] {
        var out: [Int32] = []
        out.reserveCapacity(text.utf8.count / 4)
        var value: Int32 = 0, negative = false, inNumber = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = value > 65_535 ? value : value * 10 + Int32(byte - UInt8(ascii: "0"))
                inNumber = true
            case UInt8(ascii: "-") where !inNumber:
                negative = true
            default:
                if inNumber { out.append(value > 65_535 ? 0 : negative ? -value : value) }
                value = 0; negative = false; inNumber = false
            }
        }
        if inNumber { out.append(value > 65_535 ? 0 : negative ? -value : value) }
        return out
    }
}

/// SF Pro's advances and kerning for one design, weight, slant and Display share (``SFAdvances``),
/// blended on lookup. Compared by its key, so shaping caches keyed on ``ShapingFeatures`` stay cheap.
final class SFAdvanceRow: Hashable, Sendable {
    let key: SFAdvances.RowKey
    private let tables: SFAdvances.Table
    private let text: SFAdvances.Face
    /// The Display face when the share is above 0.
    private let display: SFAdvances.Face?
    private let share: Double
    private let em: Double
    /// The advance of every digit under `tnum` (`monospacedDigit()`), in font units.
    private let tabularUnits: Double?
    /// How much wider than the bundled glyphs' own width they are drawn: 1 at the standard
    /// width; at another, SF's letters and digits at that width over the standard width's.
    let glyphScale: Double

    init(key: SFAdvances.RowKey, table: SFAdvances.Table, text: SFAdvances.Face, display: SFAdvances.Face?, share: Double,
         tabularUnits: Double?, glyphScale: Double = 1) {
        self.key = key; self.tables = table; self.text = text; self.display = display; self.share = share
        self.tabularUnits = tabularUnits; self.glyphScale = glyphScale
        em = 1 / table.unitsPerEm
    }

    /// The sum of this row's advances of `scalars` over `other`'s; nil when either lacks one.
    func ratio(to other: SFAdvanceRow, over scalars: [UInt32]) -> Double? {
        var mine = 0.0, theirs = 0.0
        for value in scalars {
            guard let scalar = Unicode.Scalar(value), let a = advance(of: scalar, tabular: false),
                  let b = other.advance(of: scalar, tabular: false) else { return nil }
            mine += a; theirs += b
        }
        return theirs > 0 ? mine / theirs : nil
    }

    /// The advance of `scalar` in ems; digits take the tabular width when `tabular`.
    func advance(of scalar: Unicode.Scalar, tabular: Bool) -> Double? {
        if tabular, Self.isDigit(scalar), let tabularUnits { return tabularUnits * em }
        guard let i = tables.advanceIndex[scalar.value] else { return nil }
        let t = Double(text.advances[i])
        guard let display else { return t * em }
        return (t + share * (Double(display.advances[i]) - t)) * em
    }

    /// SF Pro's kerning after `left` when `right` follows, in ems; nil when the table does not
    /// cover both (the bundled face's kerning stands).
    func kerning(after left: Unicode.Scalar, before right: Unicode.Scalar) -> Double? {
        guard let i = tables.kerningIndex[left.value], let j = tables.kerningIndex[right.value] else { return nil }
        let pair = UInt32(i) << 16 | UInt32(j)
        let t = Double(text.kerning[pair] ?? 0)
        guard let display else { return t * em }
        return (t + share * (Double(display.kerning[pair] ?? 0) - t)) * em
    }

    /// An ASCII digit, the characters `monospacedDigit()` sets tabular.
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { (0x30...0x39).contains(scalar.value) }

    static func == (a: SFAdvanceRow, b: SFAdvanceRow) -> Bool { a.key == b.key }
    func hash(into h: inout Hasher) { h.combine(key) }
}
