import CCairo
import WidgetCore

/// Images: a `Bitmap` scaled into a rectangle.
extension RenderPass {
    /// The largest bitmap side Cairo accepts for an image surface.
    static let maxImageSide = 32_767

    /// Draws `draw.bitmap` scaled into `draw.rect`.
    ///
    /// The bitmap's own storage is wrapped in a Cairo surface for the duration of the draw (no
    /// copy, no cache; Cairo only reads it); the source is reset and the surface finished before
    /// the storage is released. Edges are padded (`EXTEND_PAD`) and the fill is the rectangle
    /// itself, so the image's border is crisp rather than faded into transparency.
    /// Filters: none → `NEAREST`, low → `FAST` (nearest in pixman), medium → `GOOD` (bilinear,
    /// box-filtered when shrinking), high → `BEST` (Catmull-Rom) when shrinking and `GOOD`
    /// (bilinear) when enlarging.
    /// Whether ``drawImage(_:)`` draws `draw` rather than skipping it (``OpaqueCover`` asks too).
    static func imageIsDrawable(_ draw: ImageDraw, scale: Double, limit: Double) -> Bool {
        let r = draw.rect
        // Thinner than a thousandth of a pixel is invisible; past the coordinate limit is absurd.
        return r.origin.isFinite && r.width.isFinite && r.height.isFinite
            && r.width * scale >= 1e-3 && r.height * scale >= 1e-3
            && r.width <= 4 * limit && r.height <= 4 * limit
            && draw.bitmap.width <= maxImageSide && draw.bitmap.height <= maxImageSide
    }

    /// Draws the image; false when it was skipped or Cairo could not draw it.
    @discardableResult
    func drawImage(_ draw: ImageDraw) -> Bool {
        let r = draw.rect
        let bitmap = draw.bitmap
        guard Self.imageIsDrawable(draw, scale: scale, limit: limit) else {
            if !(r.origin.isFinite && r.width.isFinite && r.height.isFinite) {
                note(.warning, .rasterNonFiniteGeometry, "image rect is not finite; item skipped")
            } else if r.width * scale >= 1e-3, r.height * scale >= 1e-3 {
                note(.warning, .rasterInvalidImageRect, "image \(bitmap.width)x\(bitmap.height) px into \(r) is out of range; item skipped")
            }
            return false
        }
        if drawCachedResample(draw) { return true }
        let width = Int32(bitmap.width), height = Int32(bitmap.height)
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width))
        if stride == bitmap.width * 4 {
            let format = Self.sourceFormat(bitmap)
            return bitmap.pixels.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return false }
                // Cairo's API takes a mutable pointer, but a source surface is only read.
                let data = UnsafeMutableRawPointer(mutating: base).assumingMemoryBound(to: UInt8.self)
                guard let surface = cairo_image_surface_create_for_data(data, format, width, height, Int32(stride)) else { return false }
                defer {
                    cairo_surface_finish(surface)
                    cairo_surface_destroy(surface)
                }
                return paintImageSurface(surface, draw)
            }
        } else {
            // Cairo wants padded rows on this platform: copy into a surface it allocates.
            guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return false }
            defer { cairo_surface_destroy(surface) }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
                  let data = cairo_image_surface_get_data(surface) else { return false }
            let surfaceStride = Int(cairo_image_surface_get_stride(surface))
            bitmap.pixels.withUnsafeBytes { src in
                guard let base = src.baseAddress else { return }
                for y in 0..<bitmap.height {
                    UnsafeMutableRawPointer(data + y * surfaceStride)
                        .copyMemory(from: base + y * bitmap.width * 4, byteCount: bitmap.width * 4)
                }
            }
            cairo_surface_mark_dirty(surface)
            return paintImageSurface(surface, draw)
        }
    }

    /// Draws through ``ScaledImageCache`` when the destination covers whole device pixels and the
    /// image is resampled; false when the caller should draw it directly.
    private func drawCachedResample(_ draw: ImageDraw) -> Bool {
        let r = draw.rect
        let px = (x: r.minX * scale, y: r.minY * scale, w: r.width * scale, h: r.height * scale)
        func whole(_ v: Double) -> Bool { abs(v - v.rounded()) < 1e-6 }
        guard whole(px.x), whole(px.y), whole(px.w), whole(px.h), draw.interpolation != .none else { return false }
        let w = Int(px.w.rounded()), h = Int(px.h.rounded())
        guard w > 0, h > 0, w <= Self.maxImageSide, h <= Self.maxImageSide,
              w != draw.bitmap.width || h != draw.bitmap.height else { return false }
        let filter = imageFilter(draw)
        let key = ScaledImageCache.Key(bitmap: ObjectIdentifier(draw.bitmap), width: w, height: h, filter: filter.rawValue)
        guard let scaled = ScaledImageCache.shared.surface(for: key, bitmap: draw.bitmap, make: {
            resample(draw, width: w, height: h, filter: filter)
        }) else { return false }
        defer { cairo_surface_destroy(scaled) }
        // Device space is user space × scale: draw the pixel-exact surface with an identity scale.
        cairo_save(cr)
        cairo_scale(cr, 1 / scale, 1 / scale)
        cairo_set_source_surface(cr, scaled, px.x.rounded(), px.y.rounded())
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
        cairo_new_path(cr)
        cairo_rectangle(cr, px.x.rounded(), px.y.rounded(), Double(w), Double(h))
        withClipsSkipped(ifInside: r, margin: 1) { cairo_fill(cr) }
        cairo_restore(cr)
        return true
    }

    /// How Cairo should read `bitmap` as a source. An opaque bitmap is read as RGB24 (the same
    /// words, alpha taken as 255), so pixman composites it with its copy paths instead of
    /// blending every pixel (a full-canvas photo: 0.26 → 0.05 ms); the result is the same, since
    /// OVER with alpha 255 is the source itself.
    static func sourceFormat(_ bitmap: Bitmap) -> cairo_format_t {
        bitmap.isOpaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
    }

    /// The bitmap resampled to `width`×`height` pixels with the draw's filter (a new surface; RGB24
    /// when the bitmap is opaque, which padded resampling keeps it).
    private func resample(_ draw: ImageDraw, width: Int, height: Int, filter: cairo_filter_t) -> OpaquePointer? {
        guard let out = cairo_image_surface_create(Self.sourceFormat(draw.bitmap), Int32(width), Int32(height)),
              cairo_surface_status(out) == CAIRO_STATUS_SUCCESS else { return nil }
        let bitmap = draw.bitmap
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(bitmap.width)))
        guard stride == bitmap.width * 4 else { cairo_surface_destroy(out); return nil }
        bitmap.pixels.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress,
                  let src = cairo_image_surface_create_for_data(UnsafeMutableRawPointer(mutating: base).assumingMemoryBound(to: UInt8.self),
                                                                Self.sourceFormat(bitmap), Int32(bitmap.width), Int32(bitmap.height), Int32(stride)),
                  let ctx = cairo_create(out) else { return }
            defer { cairo_destroy(ctx); cairo_surface_finish(src); cairo_surface_destroy(src) }
            guard let pattern = cairo_pattern_create_for_surface(src) else { return }
            defer { cairo_pattern_destroy(pattern) }
            var m = cairo_matrix_t()
            cairo_matrix_init_scale(&m, Double(bitmap.width) / Double(width), Double(bitmap.height) / Double(height))
            cairo_pattern_set_matrix(pattern, &m)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_pattern_set_filter(pattern, filter)
            cairo_set_operator(ctx, CAIRO_OPERATOR_SOURCE)
            cairo_set_source(ctx, pattern)
            cairo_paint(ctx)
        }
        cairo_surface_flush(out)
        return out
    }

    /// Cairo's filter for a draw's interpolation (see ``drawImage(_:)``).
    private func imageFilter(_ draw: ImageDraw) -> cairo_filter_t {
        switch draw.interpolation {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_FAST
        case .medium: return CAIRO_FILTER_GOOD
        case .high:
            let r = draw.rect
            let enlargement = max(r.width * scale / Double(draw.bitmap.width), r.height * scale / Double(draw.bitmap.height))
            return enlargement < 1 ? CAIRO_FILTER_BEST : CAIRO_FILTER_GOOD
        }
    }

    private func paintImageSurface(_ surface: OpaquePointer, _ draw: ImageDraw) -> Bool {
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              let pattern = cairo_pattern_create_for_surface(surface) else { return false }
        defer { cairo_pattern_destroy(pattern) }
        let r = draw.rect
        let sx = Double(draw.bitmap.width) / r.width, sy = Double(draw.bitmap.height) / r.height
        // User space → bitmap pixels.
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, sx, 0, 0, sy, -r.minX * sx, -r.minY * sy)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        // BEST only when shrinking (where its wide Catmull-Rom filter earns its cost): enlarging
        // with it costs ~0.4 ms per draw in Cairo 1.16 (pixman rebuilds the convolution table
        // every time) and turns past 2× into square pixels by design.
        cairo_pattern_set_filter(pattern, imageFilter(draw))
        guard cairo_pattern_status(pattern) == CAIRO_STATUS_SUCCESS else {
            note(.warning, .rasterInvalidImageRect, "image rect \(r) cannot be mapped; item skipped")
            return false
        }
        let lim = limit
        func c(_ v: Double) -> Double { min(lim, max(-lim, v)) }
        cairo_set_source(cr, pattern)
        cairo_new_path(cr)
        let x0 = c(r.minX), y0 = c(r.minY)
        cairo_rectangle(cr, x0, y0, c(r.maxX) - x0, c(r.maxY) - y0)
        // Not without the clips (``ClipElision``): under a curved clip Cairo samples a filtered
        // pattern through another path, and some pixels come out a level apart.
        cairo_fill(cr)
        // Drop the context's reference so nothing points at the bitmap's storage afterwards.
        cairo_set_source_rgba(cr, 0, 0, 0, 0)
        return true
    }
}
