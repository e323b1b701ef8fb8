import CHarfBuzz
import Foundation
import WidgetCore

/// One opened font file: the HarfBuzz face and font over it, its metrics and what it is for.
/// Created only by ``FaceStore`` (once per file per process) and never freed.
///
/// Measuring uses HarfBuzz's own OpenType functions (`hb-ot`), not FreeType: the font is scaled
/// to its units per em, so every advance and offset is an exact integer in font units, the same
/// on every machine, independent of hinting and of the point size. The same reading works for
/// outline fonts (CFF, TrueType) and for the bitmap-only color emoji font (CBDT), whose
/// advances come from `hmtx` like any other. Shaping is thread-safe: the font is immutable and
/// every call uses its own buffer.
final class FontFace: @unchecked Sendable {
    /// Process-unique id, used in cache keys (0 is the placeholder).
    let id: Int
    /// What the display list names this face by.
    let handle: FontHandle
    let units: FaceUnits
    /// The metrics line boxes use: ``units``, or the system font's for a face standing in for it
    /// (``SystemFontMetrics``).
    let lineUnits: FaceUnits
    /// Whether the face draws in its own colors (a `CBDT` bitmap or `COLR` font).
    let isColor: Bool
    /// The face's size-dependent default tracking, set for the Latin text faces
    /// (see ``OpticalTracking``); nil for faces drawn untracked.
    let tracking: OpticalTracking?
    /// Whether this is a Display cut (InterDisplay), drawn from the Display switch on.
    let isDisplayCut: Bool
    /// The other cut of the face's weight (Inter ↔ InterDisplay), opened for its advances only:
    /// between SF Pro's optical sizes each glyph moves toward it (``OpticalTracking``).
    private let partnerFont: OpaquePointer?
    private let partnerUnitsPerEm: Double
    private let hbFont: OpaquePointer?

    /// A face that stands in when no font could be opened: Inter's metrics, advances of
    /// half an em, and no glyphs.
    static let placeholder = FontFace(placeholderWithID: 0)

    private init(placeholderWithID id: Int) {
        self.id = id
        handle = FontHandle(path: "", faceIndex: 0)
        units = .nominal
        lineUnits = SystemFontMetrics.lineUnits(replacing: .nominal)
        isColor = false
        tracking = nil
        isDisplayCut = false
        partnerFont = nil
        partnerUnitsPerEm = 1
        hbFont = nil
    }

    /// Opens the font file at `path` (face 0). Returns nil when HarfBuzz cannot read it as a
    /// font with glyphs.
    init?(id: Int, path: String, tracking: OpticalTracking?, systemLineMetrics: Bool = false,
          partner: (path: String, isDisplayCut: Bool)? = nil) {
        guard let (font, face) = Self.open(path) else { return nil }
        defer { hb_face_destroy(face) }
        let upem = Int(hb_face_get_upem(face))
        self.id = id
        handle = FontHandle(path: path, faceIndex: 0)
        hbFont = font
        self.tracking = tracking
        isDisplayCut = partner?.isDisplayCut ?? false
        (partnerFont, partnerUnitsPerEm) = partner.flatMap { Self.openForAdvances($0.path) } ?? (nil, 1)
        units = FaceTables.units(face, unitsPerEm: upem)
        lineUnits = systemLineMetrics ? SystemFontMetrics.lineUnits(replacing: units) : units
        isColor = FaceTables.hasTable(face, "CBDT") || FaceTables.hasTable(face, "COLR") || FaceTables.hasTable(face, "sbix")
    }

    /// Whether this is the stand-in for missing fonts.
    var isPlaceholder: Bool { hbFont == nil }

    /// The glyph the `cmap` maps `scalar` to, or nil when the face lacks it.
    func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        guard let font = hbFont else { return nil }
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0 && glyph != 0 ? glyph : nil
    }

    /// The advance of `glyph` in ems, before kerning and features.
    func nominalAdvance(of glyph: UInt32) -> Double {
        guard let font = hbFont else { return 0.5 }
        return Double(hb_font_get_glyph_h_advance(font, glyph)) / Double(max(1, units.unitsPerEm))
    }

    /// How far `scalar`'s advance in the partner cut is from its advance here, in ems; nil when
    /// there is no partner or either cut lacks the scalar.
    func partnerAdvanceDifference(of scalar: Unicode.Scalar) -> Double? {
        guard let font = hbFont, let partner = partnerFont, let own = glyph(for: scalar) else { return nil }
        var other: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(partner, scalar.value, &other) != 0, other != 0 else { return nil }
        return Double(hb_font_get_glyph_h_advance(partner, other)) / partnerUnitsPerEm
            - Double(hb_font_get_glyph_h_advance(font, own)) / Double(max(1, units.unitsPerEm))
    }

    /// A HarfBuzz font over the file at `path` scaled to its units per em, for advances.
    private static func openForAdvances(_ path: String) -> (OpaquePointer, Double)? {
        guard let (font, face) = open(path) else { return nil }
        defer { hb_face_destroy(face) }
        return (font, Double(hb_face_get_upem(face)))
    }

    /// An immutable HarfBuzz font over face 0 of the file at `path`, scaled to its units per em,
    /// and its face (the caller destroys the face); nil unless it is a font with glyphs.
    private static func open(_ path: String) -> (font: OpaquePointer, face: OpaquePointer)? {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard let face = hb_face_create(blob, 0) else { return nil }
        let upem = hb_face_get_upem(face)
        guard upem > 0, hb_face_get_glyph_count(face) > 1, let font = hb_font_create(face) else {
            hb_face_destroy(face)
            return nil
        }
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        hb_font_make_immutable(font)
        return (font, face)
    }

    /// Whether the face can draw the grapheme: it maps every scalar that is not default
    /// ignorable (joiners, variation selectors and tags are shaped away, not drawn; a grapheme
    /// made only of them draws nothing in any face).
    func covers(_ grapheme: Character) -> Bool {
        guard !isPlaceholder else { return false }
        for scalar in grapheme.unicodeScalars where !FontFallback.isIgnorable(scalar) {
            guard glyph(for: scalar) != nil else { return false }
        }
        return true
    }

    /// Shapes `text` in one direction with kerning and the default ligatures (HarfBuzz
    /// defaults), plus `features`. Output is in visual order (right to left runs come out
    /// reversed) with positions in font units; `cluster` is the UTF-8 offset of each glyph's
    /// cluster in `text`. Characters the face lacks come out as glyph 0 (.notdef).
    func shape(_ text: String, rightToLeft: Bool, features: ShapingFeatures) -> RawShaping {
        guard let font = hbFont, let buffer = hb_buffer_create() else { return RawShaping() }
        defer { hb_buffer_destroy(buffer) }
        var utf8 = text
        utf8.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { chars in
                hb_buffer_add_utf8(buffer, chars, Int32(bytes.count), 0, Int32(bytes.count))
            }
        }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        // An explicit language: otherwise HarfBuzz takes the process locale (not reproducible).
        hb_buffer_set_language(buffer, Self.language)
        hb_buffer_guess_segment_properties(buffer)
        var list = features.hbFeatures
        hb_shape(font, buffer, &list, UInt32(list.count))

        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return RawShaping() }
        var out = RawShaping()
        let n = Int(count)
        out.glyphs.reserveCapacity(n); out.clusters.reserveCapacity(n); out.advances.reserveCapacity(n)
        out.xOffsets.reserveCapacity(n); out.yOffsets.reserveCapacity(n)
        for i in 0..<n {
            out.glyphs.append(infos[i].codepoint)
            out.clusters.append(Int(infos[i].cluster))
            out.advances.append(positions[i].x_advance)
            out.xOffsets.append(positions[i].x_offset)
            out.yOffsets.append(positions[i].y_offset)
        }
        return out
    }

    /// The undetermined language ("und"): OpenType's default language system for every script.
    /// HarfBuzz interns languages, so the pointer is the same on every call.
    private static var language: hb_language_t? { hb_language_from_string("und", -1) }

    /// An OpenType tag from its four ASCII letters (HB_TAG).
    static func tag(_ s: StaticString) -> hb_tag_t {
        var t: UInt32 = 0
        s.withUTF8Buffer { for b in $0.prefix(4) { t = t << 8 | UInt32(b) } }
        return t
    }
}

/// HarfBuzz output for one run, in font units.
struct RawShaping {
    var glyphs: [UInt32] = []
    /// UTF-8 offset of each glyph's cluster in the shaped text.
    var clusters: [Int] = []
    var advances: [Int32] = []
    var xOffsets: [Int32] = []
    /// Upward offsets (HarfBuzz's convention).
    var yOffsets: [Int32] = []
}

/// The OpenType features a run is shaped with, beyond HarfBuzz's defaults (which include
/// `kern`, `liga`, `clig`, `calt`, `locl`, `ccmp`, `mark`, `mkmk` and the script's own).
struct ShapingFeatures: Hashable, Sendable {
    /// Tabular figures (`tnum`): `monospacedDigit()` and the monospaced design.
    var tabularFigures = false
    /// Turns off the nonessential ligatures (`liga`, `clig`, `dlig`): Core Text does this for a
    /// nonzero tracking (`NSAttributedString.Key.tracking`: "a nonzero amount of tracking
    /// disables nonessential ligatures").
    var noLigatures = false
    /// The share of SF Pro's Display design at the size (``OpticalTracking``), 0…1 in steps of
    /// 1/256: how far a Text cut's glyphs move toward their Display cut (a Display cut's move
    /// toward the Text cut by the rest).
    var displayShare = 0.0
    /// SF Pro's advances for the request (``SFAdvances``), taken by the glyphs of the bundled
    /// Latin faces; nil for text set with the faces' own advances.
    var sfAdvances: SFAdvanceRow? = nil

    /// The default tracking, in points, after each grapheme `primary` sets at `size` with these
    /// features (``OpticalTracking``): SF Pro's tracking alone where the text takes SF Pro's
    /// advances, whose shaping holds the face's correction for the characters it does not set.
    func opticalTracking(of primary: FontFace, at size: Double) -> Double {
        guard let tracking = primary.tracking else { return 0 }
        return sfAdvances != nil ? tracking.sfPoints(at: size) : tracking.points(at: size)
    }

    var hbFeatures: [hb_feature_t] {
        var out: [hb_feature_t] = []
        if tabularFigures { out.append(hb_feature_t(tag: FontFace.tag("tnum"), value: 1, start: 0, end: UInt32.max)) }
        if noLigatures {
            for tag in [FontFace.tag("liga"), FontFace.tag("clig"), FontFace.tag("dlig")] {
                out.append(hb_feature_t(tag: tag, value: 0, start: 0, end: UInt32.max))
            }
        }
        return out
    }
}

/// Reads metrics from a face's tables (big-endian, as stored).
enum FaceTables {
    static func hasTable(_ face: OpaquePointer, _ tag: StaticString) -> Bool {
        guard let blob = hb_face_reference_table(face, FontFace.tag(tag)) else { return false }
        defer { hb_blob_destroy(blob) }
        return hb_blob_get_length(blob) > 0
    }

    /// Vertical metrics from `hhea` (ascender, descender, lineGap) and cap and x height from
    /// `OS/2` (version 2 and later); `OS/2` typo metrics stand in when `hhea` has none.
    static func units(_ face: OpaquePointer, unitsPerEm: Int) -> FaceUnits {
        var u = FaceUnits(unitsPerEm: unitsPerEm, ascender: unitsPerEm * 4 / 5, descender: -unitsPerEm / 5,
                          lineGap: 0, capHeight: 0, xHeight: 0)
        let hhea = table(face, "hhea")
        if let asc = int16(hhea, 4), let desc = int16(hhea, 6), let gap = int16(hhea, 8), asc != 0 || desc != 0 {
            u.ascender = asc; u.descender = desc; u.lineGap = max(0, gap)
        } else {
            let os2 = table(face, "OS/2")
            if let asc = int16(os2, 68), let desc = int16(os2, 70), let gap = int16(os2, 72) {
                u.ascender = asc; u.descender = desc; u.lineGap = max(0, gap)
            }
        }
        let os2 = table(face, "OS/2")
        if let version = int16(os2, 0), version >= 2, let x = int16(os2, 86), let cap = int16(os2, 88) {
            u.xHeight = x; u.capHeight = cap
        }
        return u
    }

    static func table(_ face: OpaquePointer, _ tag: StaticString) -> [UInt8] {
        guard let blob = hb_face_reference_table(face, FontFace.tag(tag)) else { return [] }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else { return [] }
        return data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
            Array(UnsafeBufferPointer(start: $0, count: Int(length)))
        }
    }

    static func int16(_ bytes: [UInt8], _ offset: Int) -> Int? {
        guard offset + 1 < bytes.count else { return nil }
        return Int(Int16(bitPattern: UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])))
    }
}
