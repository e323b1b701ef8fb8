import CFreeType
import CHarfBuzz
import Foundation
import WidgetCore

/// One opened font file: its FreeType face, the HarfBuzz font over it, and its metrics.
/// Created only by ``FaceStore`` (once per file per process) and never freed.
///
/// Sizing: the FT_Face is set to 1 pixel per font unit (char size = unitsPerEm at 72 dpi) and
/// loads unhinted (`FT_LOAD_NO_HINTING`), so HarfBuzz's 26.6 advances are exact design units
/// × 64 and shaping results do not depend on hinting or on the requested point size.
final class FontFace: @unchecked Sendable {
    /// Process-unique id, used in cache keys (0 is the placeholder).
    let id: Int
    /// What the display list names this face by.
    let handle: FontHandle
    let units: FaceUnits
    /// Guards `ftFace`, `hbFont` and `buffer`: FreeType faces are not thread-safe.
    private let lock = NSLock()
    private let ftFace: FT_Face?
    private let hbFont: OpaquePointer?
    private let buffer: OpaquePointer?

    /// A face that stands in when no font could be opened: Inter's metrics, advances of
    /// half an em, and no glyphs.
    static let placeholder = FontFace(placeholderWithID: 0)

    private init(placeholderWithID id: Int) {
        self.id = id
        handle = FontHandle(path: "", faceIndex: 0)
        units = .nominal
        ftFace = nil; hbFont = nil; buffer = nil
    }

    /// Wraps an opened FT_Face. Returns nil (leaving the face to the caller) when it cannot
    /// be sized or shaped.
    init?(id: Int, path: String, face: FT_Face) {
        let upem = Int(face.pointee.units_per_EM)
        guard upem > 0, FT_Set_Char_Size(face, 0, FT_F26Dot6(upem) * 64, 72, 72) == 0,
              let font = hb_ft_font_create_referenced(face), let buf = hb_buffer_create()
        else { return nil }
        hb_ft_font_set_load_flags(font, Int32(FT_LOAD_NO_HINTING))
        self.id = id
        handle = FontHandle(path: path, faceIndex: 0)
        ftFace = face
        hbFont = font
        buffer = buf
        units = FontFace.readUnits(face)
    }

    /// Whether this is the stand-in for missing fonts.
    var isPlaceholder: Bool { ftFace == nil }

    /// Vertical metrics from `hhea` (falling back to FreeType's face values), cap and x
    /// height from `OS/2`.
    private static func readUnits(_ face: FT_Face) -> FaceUnits {
        var u = FaceUnits(unitsPerEm: Int(face.pointee.units_per_EM), ascender: Int(face.pointee.ascender),
                          descender: Int(face.pointee.descender), lineGap: 0, capHeight: 0, xHeight: 0)
        u.lineGap = max(0, Int(face.pointee.height) - u.ascender + u.descender)
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA) {
            let hhea = raw.assumingMemoryBound(to: TT_HoriHeader.self).pointee
            if hhea.Ascender != 0 || hhea.Descender != 0 {
                u.ascender = Int(hhea.Ascender); u.descender = Int(hhea.Descender); u.lineGap = Int(hhea.Line_Gap)
            }
        }
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
            if os2.version >= 2 { u.capHeight = Int(os2.sCapHeight); u.xHeight = Int(os2.sxHeight) }
        }
        return u
    }

    /// Shapes `text` left to right with kerning and ligatures (HarfBuzz defaults), plus `tnum`
    /// when `tabular`. Characters the face lacks come out as glyph 0 (.notdef).
    func shape(_ text: String, tabular: Bool) -> ShapedRun {
        var starts: [Int] = []
        starts.reserveCapacity(text.utf8.count)
        var offset = 0
        for ch in text {
            starts.append(offset)
            offset += ch.utf8.count
        }
        var trailing = 0
        for ch in text.reversed() {
            guard LineBreaking.isBreakableSpace(ch) else { break }
            trailing += 1
        }
        guard let font = hbFont, let buf = buffer else {
            // Placeholder: half an em per grapheme, no glyphs.
            let half = Int32(units.unitsPerEm / 2 * 64)
            return ShapedRun(text: text, glyphs: [], advances: [], xOffsets: [], yOffsets: [], glyphGrapheme: [],
                             graphemeAdvances: Array(repeating: half, count: starts.count), trailingSpaces: trailing)
        }

        var glyphs: [UInt32] = [], advances: [Int32] = [], xOffsets: [Int32] = [], yOffsets: [Int32] = []
        var glyphGrapheme: [Int32] = []
        var graphemeAdvances = [Int32](repeating: 0, count: starts.count)
        lock.lock()
        defer { lock.unlock() }
        hb_buffer_clear_contents(buf)
        var utf8 = text
        utf8.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { chars in
                hb_buffer_add_utf8(buf, chars, Int32(bytes.count), 0, Int32(bytes.count))
            }
        }
        hb_buffer_set_direction(buf, HB_DIRECTION_LTR)
        hb_buffer_guess_segment_properties(buf)
        var features = [hb_feature_t(tag: Self.tag("tnum"), value: 1, start: 0, end: UInt32.max)]
        hb_shape(font, buf, &features, tabular ? 1 : 0)

        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buf, &count),
              let positions = hb_buffer_get_glyph_positions(buf, &count) else {
            return ShapedRun(text: text, glyphs: [], advances: [], xOffsets: [], yOffsets: [], glyphGrapheme: [],
                             graphemeAdvances: graphemeAdvances, trailingSpaces: trailing)
        }
        let n = Int(count)
        glyphs.reserveCapacity(n); advances.reserveCapacity(n); xOffsets.reserveCapacity(n)
        yOffsets.reserveCapacity(n); glyphGrapheme.reserveCapacity(n)
        for i in 0..<n {
            let g = Self.graphemeIndex(ofByte: Int(infos[i].cluster), starts: starts)
            glyphs.append(infos[i].codepoint)
            advances.append(positions[i].x_advance)
            xOffsets.append(positions[i].x_offset)
            yOffsets.append(positions[i].y_offset)
            glyphGrapheme.append(Int32(g))
            if g < graphemeAdvances.count { graphemeAdvances[g] &+= positions[i].x_advance }
        }
        return ShapedRun(text: text, glyphs: glyphs, advances: advances, xOffsets: xOffsets, yOffsets: yOffsets,
                         glyphGrapheme: glyphGrapheme, graphemeAdvances: graphemeAdvances, trailingSpaces: trailing)
    }

    /// The grapheme whose UTF-8 range holds `byte` (binary search over grapheme starts).
    private static func graphemeIndex(ofByte byte: Int, starts: [Int]) -> Int {
        var lo = 0, hi = starts.count - 1
        guard hi >= 0 else { return 0 }
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= byte { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// An OpenType tag from its four ASCII letters (HB_TAG).
    static func tag(_ s: StaticString) -> hb_tag_t {
        var t: UInt32 = 0
        s.withUTF8Buffer { for b in $0.prefix(4) { t = t << 8 | UInt32(b) } }
        return t
    }
}
