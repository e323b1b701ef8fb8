import CCairo
import CFreeType
import Foundation
import WidgetCore

/// A font face opened once: the Cairo face made from a FreeType face, and its glyph count.
struct LoadedFont: @unchecked Sendable {
    /// `cairo_font_face_t *`, alive for the process lifetime.
    let face: OpaquePointer
    /// `FT_Face.num_glyphs`: glyph ids at or past it are dropped.
    let glyphCount: Int
    /// The face's bounding box over all glyphs in ems (y up), from `FT_Face.bbox`; nil when the
    /// font has no usable one.
    let unitBox: Rect?
}

/// The process-wide font cache: one `FT_Library`, and per ``WidgetCore/FontHandle`` one
/// `FT_Face` and the Cairo font face made from it with `cairo_ft_font_face_create_for_ft_face`.
///
/// Lifetime: entries are never evicted. Each FT_Face and its Cairo face live until the process
/// exits, which trivially keeps the FT_Face alive as long as Cairo may use it (no
/// `cairo_font_face_set_user_data` destroy callback is needed). A widget renderer uses a handful
/// of font files, so the cache stays small. Failures are not cached here (see
/// ``RenderPass/unavailableFonts``), so a font installed later is picked up.
///
/// Threads: the lock serializes `FT_Init_FreeType`, `FT_New_Face` and the dictionary. After
/// creation the FT_Face is only touched by Cairo, which locks it per use.
/// Scaled fonts (and their glyph caches) are cached by Cairo's own font map, keyed by face,
/// size, transform and options, which are identical from one render to the next.
final class FontCache: @unchecked Sendable {
    /// The only instance: fonts are opened once per process.
    static let shared = FontCache()

    /// The outcome of a lookup.
    enum Lookup {
        case loaded(LoadedFont)
        case failed(String)
    }

    private let lock = NSLock()
    private var library: FT_Library?
    private var fonts: [FontHandle: LoadedFont] = [:]

    private init() {}

    /// The cached face for `handle`, opening the file the first time.
    func font(for requested: FontHandle) -> Lookup {
        // A widened handle draws the same face with another font matrix.
        var handle = requested
        handle.widthScale = 1
        lock.lock()
        defer { lock.unlock() }
        if let font = fonts[handle] { return .loaded(font) }
        guard handle.faceIndex >= 0 else { return .failed("negative face index \(handle.faceIndex)") }
        if library == nil {
            var lib: FT_Library?
            let error = FT_Init_FreeType(&lib)
            guard error == 0, let lib else { return .failed("FT_Init_FreeType failed (\(error))") }
            library = lib
        }
        var ftFace: FT_Face?
        let error = FT_New_Face(library, handle.path, FT_Long(handle.faceIndex), &ftFace)
        guard error == 0, let ftFace else { return .failed("cannot open font file (FreeType error \(error))") }
        guard let face = cairo_ft_font_face_create_for_ft_face(ftFace, 0),
              cairo_font_face_status(face) == CAIRO_STATUS_SUCCESS else {
            FT_Done_Face(ftFace)
            return .failed("Cairo cannot use the face")
        }
        let upem = Double(ftFace.pointee.units_per_EM), bbox = ftFace.pointee.bbox
        var unitBox: Rect?
        if upem > 0, bbox.xMax > bbox.xMin, bbox.yMax > bbox.yMin {
            unitBox = Rect(x: Double(bbox.xMin) / upem, y: Double(bbox.yMin) / upem,
                           width: Double(bbox.xMax - bbox.xMin) / upem, height: Double(bbox.yMax - bbox.yMin) / upem)
        }
        let font = LoadedFont(face: face, glyphCount: Int(ftFace.pointee.num_glyphs), unitBox: unitBox)
        fonts[handle] = font
        return .loaded(font)
    }
}

/// The fixed glyph rendering options: grayscale antialiasing, no hinting, unhinted metrics.
/// The same on every draw and every machine, so text renders identically everywhere.
enum GlyphOptions {
    /// A new options object (the caller destroys it).
    static func make() -> OpaquePointer? {
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        return options
    }

    /// Glyphs whose em is larger than this many device pixels are filled as paths instead of
    /// going through Cairo's glyph-mask cache (an 8 MB mask per huge glyph is not worth caching).
    static let maxMaskEmPixels = 512.0
    /// Runs with an em larger than this many device pixels are skipped (FreeType's limit is 65535).
    static let maxEmPixels = 16_384.0
}

/// Glyph runs.
extension RenderPass {
    /// Draws a glyph run with `cairo_show_glyphs` at `run.size` points, or skips it when its
    /// font cannot be opened (counted in ``skippedGlyphRuns``).
    ///
    /// Note: Cairo 1.16's image backend snaps each glyph origin to a whole device pixel
    /// (≤ 1/6 pt at @3x); runs above ``GlyphOptions/maxMaskEmPixels`` are filled as paths and
    /// keep their exact positions.
    func drawGlyphs(_ run: GlyphRun) {
        guard run.size.isFinite, run.size > 0, run.size * scale <= GlyphOptions.maxEmPixels else {
            skippedGlyphRuns += 1
            note(.warning, .rasterInvalidGlyphRun, "glyph run size \(fmt(run.size)) pt is out of range; run skipped")
            return
        }
        if let reason = unavailableFonts[run.font] {
            skippedGlyphRuns += 1
            note(.error, .rasterMissingFont, "font \(run.font.path) unavailable (\(reason)); run skipped")
            return
        }
        let font: LoadedFont
        switch FontCache.shared.font(for: run.font) {
        case .loaded(let loaded):
            font = loaded
        case .failed(let reason):
            unavailableFonts[run.font] = reason
            skippedGlyphRuns += 1
            note(.error, .rasterMissingFont, "font \(run.font.path) unavailable (\(reason)); run skipped")
            return
        }

        let count = min(run.glyphs.count, run.positions.count)
        if run.glyphs.count != run.positions.count {
            note(.warning, .rasterInvalidGlyphRun, "\(run.glyphs.count) glyphs but \(run.positions.count) positions; extra ones ignored")
        }
        var glyphs: [cairo_glyph_t] = []
        glyphs.reserveCapacity(count)
        var dropped = 0
        for i in 0..<count {
            let id = run.glyphs[i], p = run.positions[i]
            guard Int(id) < font.glyphCount, p.isFinite, abs(p.x) <= limit, abs(p.y) <= limit else {
                dropped += 1
                continue
            }
            glyphs.append(cairo_glyph_t(index: UInt(id), x: p.x, y: p.y))
        }
        if dropped > 0 {
            note(.warning, .rasterInvalidGlyph, "\(dropped) glyph(s) with an unknown id or a position out of range were dropped")
        }
        guard !glyphs.isEmpty, setSource(run.paint) else { return }

        cairo_set_font_face(cr, font.face)
        if run.font.widthScale == 1 {
            cairo_set_font_size(cr, run.size)
        } else {
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, run.size * run.font.widthScale, run.size)
            cairo_set_font_matrix(cr, &matrix)
        }
        cairo_set_font_options(cr, fontOptions)
        glyphs.withUnsafeBufferPointer { buffer in
            let n = Int32(clamping: buffer.count)
            if run.size * scale <= GlyphOptions.maxMaskEmPixels {
                guard elision?.mayElide == true else { return cairo_show_glyphs(cr, buffer.baseAddress, n) }
                var ink = cairo_text_extents_t()
                cairo_glyph_extents(cr, buffer.baseAddress, n, &ink)
                // Bearings are from the first glyph's origin. Two pixels on each side: glyph
                // masks are the outline's box rounded out, and hinting may move an outline by up
                // to half a pixel.
                let origin = buffer[0]
                let box = Rect(x: origin.x + ink.x_bearing, y: origin.y + ink.y_bearing, width: ink.width, height: ink.height)
                withClipsSkipped(ifInside: box, margin: 2) {
                    cairo_show_glyphs(cr, buffer.baseAddress, n)
                }
            } else {
                cairo_new_path(cr)
                cairo_glyph_path(cr, buffer.baseAddress, n)
                cairo_fill(cr)
            }
        }
    }
}
