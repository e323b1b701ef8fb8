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
/// Everything else (other scripts, ligatures, combining sequences, `Font.width`, custom fonts,
/// the serif and monospaced designs, SF Pro from a user font folder) is set as before.
///
/// The files hold each face as one string, decoded on first use: a process pays only for the
/// faces its text uses.
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

    /// Row lookup: the design, the weight, the slant and the Display share.
    struct RowKey: Hashable, Sendable {
        var design: FontDesign
        var weight: FontWeight
        var italic: Bool
        /// ``ShapingFeatures/displayShare`` (steps of 1/256); 0 for the rounded design.
        var displayShare: Double
    }

    /// One face's numbers, decoded: advances by character index, kerning by pair of kerning indices.
    struct Face: Sendable {
        var advances: [Int32]
        var kerning: [UInt32: Int32]
    }

    let unitsPerEm: Double
    /// Character index by scalar value, for advances and for kerning.
    let advanceIndex: [UInt32: Int]
    let kerningIndex: [UInt32: Int]
    private let advanceText: [String: [String: String]]
    private let kerningText: [String: [String: String]]
    private let tabular: [String: [String: Int]]
    private let faces = Locked([String: Face]())
    private let rows = Locked([RowKey: SFAdvanceRow]())

    /// The tables in a font folder; nil when the advance file is missing or malformed (text is
    /// then set with the bundled faces' own advances). Without the kerning file, the bundled
    /// faces' kerning stands.
    static func load(from directory: URL) -> SFAdvances? {
        let folder = directory.appendingPathComponent("Metrics", isDirectory: true)
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("sf-advances.json")),
              let file = try? JSONDecoder().decode(File.self, from: data), file.unitsPerEm > 0 else { return nil }
        let kerning = (try? Data(contentsOf: folder.appendingPathComponent("sf-kerning.json")))
            .flatMap { try? JSONDecoder().decode(KerningFile.self, from: $0) }
            .flatMap { $0.unitsPerEm == file.unitsPerEm ? $0 : nil }
        return SFAdvances(file, kerning: kerning)
    }

    private init(_ file: File, kerning: KerningFile?) {
        unitsPerEm = file.unitsPerEm
        advanceIndex = Self.index(file.characters)
        kerningIndex = Self.index(kerning?.characters ?? "")
        advanceText = file.designs
        kerningText = kerning?.designs ?? [:]
        tabular = file.tabularDigits
    }

    private static func index(_ characters: String) -> [UInt32: Int] {
        var out: [UInt32: Int] = [:]
        for (i, scalar) in characters.unicodeScalars.enumerated() where out[scalar.value] == nil { out[scalar.value] = i }
        return out
    }

    /// Whether a request is set with SF Pro's advances: the system font's default or rounded
    /// design at the standard width (SF's other widths are not in the table).
    static func applies(to spec: FontSpec) -> Bool {
        spec.family == nil && (spec.design == .default || spec.design == .rounded) && spec.width == 0
    }

    /// The advances for a request at a Display share; nil when the table lacks its design or weight.
    func row(for spec: FontSpec, displayShare: Double) -> SFAdvanceRow? {
        let key = RowKey(design: spec.design, weight: spec.weight, italic: spec.italic,
                         displayShare: spec.design == .rounded ? 0 : displayShare)
        if let row = rows.withLock({ $0[key] }) { return row }
        guard let row = makeRow(key) else { return nil }
        return rows.withLock { rows in
            if let existing = rows[key] { return existing }
            rows[key] = row
            return row
        }
    }

    private func makeRow(_ key: RowKey) -> SFAdvanceRow? {
        let weight = key.weight.rawValue.lowercased()
        if key.design == .rounded {
            guard let face = face("rounded", weight, kerning: "rounded") else { return nil }
            return SFAdvanceRow(key: key, tables: self, text: face, display: nil, share: 0,
                                tabularUnits: tabular["rounded"]?[weight].map(Double.init))
        }
        let (textKey, displayKey) = key.italic ? ("textItalic", "displayItalic") : ("text", "display")
        guard let text = face(advanceText[textKey] != nil ? textKey : "text", weight, kerning: "text"),
              let display = face(advanceText[displayKey] != nil ? displayKey : "display", weight, kerning: "display") else { return nil }
        let s = key.displayShare
        let tabularUnits = tabular["text"]?[weight].map { t in Double(t) + s * (Double(tabular["display"]?[weight] ?? t) - Double(t)) }
        return SFAdvanceRow(key: key, tables: self, text: text, display: s == 0 ? nil : display, share: s,
                            tabularUnits: tabularUnits.map { $0.rounded() })
    }

    /// One face's advances (and its design's upright kerning), decoded on first use.
    private func face(_ design: String, _ weight: String, kerning kerningDesign: String) -> Face? {
        let name = "\(design) \(weight) \(kerningDesign)"
        if let face = faces.withLock({ $0[name] }) { return face }
        guard let text = advanceText[design]?[weight] else { return nil }
        let advances = Self.integers(text)
        guard advances.count == advanceIndex.count else { return nil }
        var kerning: [UInt32: Int32] = [:]
        if let pairs = kerningText[kerningDesign]?[weight] {
            let numbers = Self.integers(pairs)   // i, j, value, i, j, value…
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
    private let tables: SFAdvances
    private let text: SFAdvances.Face
    /// The Display face when the share is above 0.
    private let display: SFAdvances.Face?
    private let share: Double
    private let em: Double
    /// The advance of every digit under `tnum` (`monospacedDigit()`), in font units.
    private let tabularUnits: Double?

    init(key: SFAdvances.RowKey, tables: SFAdvances, text: SFAdvances.Face, display: SFAdvances.Face?, share: Double,
         tabularUnits: Double?) {
        self.key = key; self.tables = tables; self.text = text; self.display = display; self.share = share
        self.tabularUnits = tabularUnits
        em = 1 / tables.unitsPerEm
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
