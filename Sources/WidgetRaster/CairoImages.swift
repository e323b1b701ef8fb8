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
    func drawImage(_ draw: ImageDraw) {
        let r = draw.rect
        guard r.origin.isFinite, r.width.isFinite, r.height.isFinite else {
            note(.warning, "rasterNonFiniteGeometry", "image rect is not finite; item skipped")
            return
        }
        // Thinner than a thousandth of a pixel is invisible; past the coordinate limit is absurd.
        guard r.width * scale >= 1e-3, r.height * scale >= 1e-3 else { return }
        let bitmap = draw.bitmap
        guard r.width <= 4 * limit, r.height <= 4 * limit,
              bitmap.width <= Self.maxImageSide, bitmap.height <= Self.maxImageSide else {
            note(.warning, "rasterInvalidImageRect", "image \(bitmap.width)x\(bitmap.height) px into \(r) is out of range; item skipped")
            return
        }
        let width = Int32(bitmap.width), height = Int32(bitmap.height)
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width))
        if stride == bitmap.width * 4 {
            bitmap.pixels.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                // Cairo's API takes a mutable pointer, but a source surface is only read.
                let data = UnsafeMutableRawPointer(mutating: base).assumingMemoryBound(to: UInt8.self)
                guard let surface = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, width, height, Int32(stride)) else { return }
                paintImageSurface(surface, draw)
                cairo_surface_finish(surface)
                cairo_surface_destroy(surface)
            }
        } else {
            // Cairo wants padded rows on this platform: copy into a surface it allocates.
            guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return }
            defer { cairo_surface_destroy(surface) }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
                  let data = cairo_image_surface_get_data(surface) else { return }
            let surfaceStride = Int(cairo_image_surface_get_stride(surface))
            bitmap.pixels.withUnsafeBytes { src in
                guard let base = src.baseAddress else { return }
                for y in 0..<bitmap.height {
                    UnsafeMutableRawPointer(data + y * surfaceStride)
                        .copyMemory(from: base + y * bitmap.width * 4, byteCount: bitmap.width * 4)
                }
            }
            cairo_surface_mark_dirty(surface)
            paintImageSurface(surface, draw)
        }
    }

    private func paintImageSurface(_ surface: OpaquePointer, _ draw: ImageDraw) {
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              let pattern = cairo_pattern_create_for_surface(surface) else { return }
        defer { cairo_pattern_destroy(pattern) }
        let r = draw.rect
        let sx = Double(draw.bitmap.width) / r.width, sy = Double(draw.bitmap.height) / r.height
        // User space → bitmap pixels.
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, sx, 0, 0, sy, -r.minX * sx, -r.minY * sy)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        switch draw.interpolation {
        case .none: cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        case .low: cairo_pattern_set_filter(pattern, CAIRO_FILTER_FAST)
        case .medium: cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        case .high:
            // BEST only when shrinking (where its wide Catmull-Rom filter earns its cost):
            // enlarging with it costs ~0.4 ms per draw in Cairo 1.16 (pixman rebuilds the
            // convolution table every time) and turns past 2× into square pixels by design.
            let enlargement = max(r.width * scale / Double(draw.bitmap.width), r.height * scale / Double(draw.bitmap.height))
            cairo_pattern_set_filter(pattern, enlargement < 1 ? CAIRO_FILTER_BEST : CAIRO_FILTER_GOOD)
        }
        guard cairo_pattern_status(pattern) == CAIRO_STATUS_SUCCESS else {
            note(.warning, "rasterInvalidImageRect", "image rect \(r) cannot be mapped; item skipped")
            return
        }
        let lim = limit
        func c(_ v: Double) -> Double { min(lim, max(-lim, v)) }
        cairo_set_source(cr, pattern)
        cairo_new_path(cr)
        let x0 = c(r.minX), y0 = c(r.minY)
        cairo_rectangle(cr, x0, y0, c(r.maxX) - x0, c(r.maxY) - y0)
        cairo_fill(cr)
        // Drop the context's reference so nothing points at the bitmap's storage afterwards.
        cairo_set_source_rgba(cr, 0, 0, 0, 0)
    }
}
