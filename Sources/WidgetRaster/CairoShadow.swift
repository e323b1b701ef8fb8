import CCairo
import WidgetCore

/// A shadow scope's own drawing surface and context.
///
/// The layer covers the parent's clip, widened by the blur's reach and the offset (content just
/// outside the clip, or just off the canvas, still casts its shadow into view), limited to the
/// canvas plus a margin and to the scope's content bounds (``ScopeBounds``). Items inside the
/// scope draw into it, unclipped by the parent.
final class ShadowLayer {
    let shadow: Shadow
    /// Blur sigma in layer pixels.
    let sigma: Double
    let surface: OpaquePointer
    let context: OpaquePointer
    /// The context to paint into on `pop`.
    let parent: OpaquePointer
    /// The parent's device-space position of the layer's pixel (0, 0).
    let originX: Int, originY: Int
    /// User space → layer pixels.
    let userToPixel: cairo_matrix_t

    init(shadow: Shadow, sigma: Double, surface: OpaquePointer, context: OpaquePointer, parent: OpaquePointer,
         originX: Int, originY: Int, userToPixel: cairo_matrix_t) {
        self.shadow = shadow; self.sigma = sigma; self.surface = surface; self.context = context
        self.parent = parent; self.originX = originX; self.originY = originY; self.userToPixel = userToPixel
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }
}

/// Shadows: SwiftUI's `shadow(color:radius:x:y:)`.
///
/// `push` opens a ``ShadowLayer``; on `pop`, the layer's alpha inside its ink bounds is blurred
/// (``ShadowMask``), used as a mask for the shadow color offset by (x, y), and the layer's
/// content is painted on top; both under the parent's clip.
extension RenderPass {
    /// The blur constant: sigma = radius × 1.0 (in points, then × the scale in pixels).
    /// SwiftUI documents `radius` only as "how much to blur". Measured on an iOS 17 render
    /// (web3modal's toasts, `Tests/PortedOracleTests/Web3Modal/RESULTS.md`: three capsules, each
    /// with `.shadow(radius: 32, y: 14)` and `.shadow(radius: 11, y: 8)` at 12 % black): the
    /// shadow falls off as a Gaussian whose standard deviation is the radius (rms error 0.61
    /// levels of 255 over the canvas around them; 2.20 with half the radius, 1.03 with 1.2 ×).
    /// This is the usual reading of Core Animation's `shadowRadius` (a CSS blur of twice it).
    static let shadowSigmaPerRadius = 1.0
    /// The largest sigma in device pixels; larger radii are held to it.
    static let maxShadowSigmaPixels = 512.0
    /// How far outside the canvas (beyond the blur's reach) content still casts a shadow into
    /// it, in device pixels; bounds the layer when offsets are huge.
    static let maxShadowOffsetPixels = 1024.0

    /// Opens a shadow scope. A shadow that cannot show (transparent color, non-finite values)
    /// opens a plain scope instead.
    func pushShadow(_ shadow: Shadow) {
        guard shadow.radius.isFinite, shadow.x.isFinite, shadow.y.isFinite else {
            note(.warning, .rasterNonFiniteGeometry, "shadow radius or offset is not finite; shadow skipped")
            scopes.append(.passthrough)
            return
        }
        let extent = scopeBounds[itemIndex] ?? .unbounded
        guard shadow.color.sanitized.alpha > 0, extent != .empty else { scopes.append(.passthrough); return }
        let sigma = min(Self.maxShadowSigmaPixels, max(0, shadow.radius) * Self.shadowSigmaPerRadius * scale)
        guard let layer = makeLayer(shadow, sigma: sigma, content: extent) else { scopes.append(.passthrough); return }
        scopes.append(.shadow(layer))
        cr = layer.context
    }

    private func makeLayer(_ shadow: Shadow, sigma: Double, content: Extent) -> ShadowLayer? {
        // In user space: content at q shows at q and casts onto q + offset ± reach.
        let reach = Double(ShadowMask.reach(sigma: sigma) + 1) / scale
        var cx0 = 0.0, cy0 = 0.0, cx1 = 0.0, cy1 = 0.0
        cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)
        guard cx1 > cx0, cy1 > cy0 else { return nil }  // everything is clipped out
        let dx = shadow.x, dy = shadow.y
        var lx = min(cx0, cx0 - dx) - reach, hx = max(cx1, cx1 - dx) + reach
        var ly = min(cy0, cy0 - dy) - reach, hy = max(cy1, cy1 - dy) + reach
        let margin = reach + min(max(abs(dx), abs(dy)) * scale, Self.maxShadowOffsetPixels) / scale
        lx = max(lx, canvas.minX - margin); hx = min(hx, canvas.maxX + margin)
        ly = max(ly, canvas.minY - margin); hy = min(hy, canvas.maxY + margin)
        // Only where the content can be (``ScopeBounds``).
        if case .rect(let r) = content {
            lx = max(lx, r.minX); hx = min(hx, r.maxX)
            ly = max(ly, r.minY); hy = min(hy, r.maxY)
        }
        guard hx > lx, hy > ly else { return nil }

        // The box in the parent's device space, rounded outwards to whole pixels.
        var xs = [lx, hx, hx, lx], ys = [ly, ly, hy, hy]
        for i in 0..<4 { cairo_user_to_device(cr, &xs[i], &ys[i]) }
        let fx0 = (xs.min() ?? 0).rounded(.down), fx1 = (xs.max() ?? 0).rounded(.up)
        let fy0 = (ys.min() ?? 0).rounded(.down), fy1 = (ys.max() ?? 0).rounded(.up)
        let side = Double(RenderPass.maxImageSide)
        guard fx0.isFinite, fy0.isFinite, fx1 - fx0 >= 1, fy1 - fy0 >= 1, abs(fx0) < 1e7, abs(fy0) < 1e7,
              fx1 - fx0 <= side, fy1 - fy0 <= side, (fx1 - fx0) * (fy1 - fy0) <= Double(RasterLimits.maxPixels) else {
            note(.warning, .rasterShadowSkipped, "shadow layer would be \(fmt(fx1 - fx0))x\(fmt(fy1 - fy0)) px; shadow skipped")
            return nil
        }
        let x0 = Int(fx0), y0 = Int(fy0), w = Int(fx1 - fx0), h = Int(fy1 - fy0)

        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            note(.warning, .rasterShadowSkipped, "no memory for a \(w)x\(h) px shadow layer; shadow skipped")
            return nil
        }
        guard cairo_status(context) == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(context)
            cairo_surface_destroy(surface)
            note(.warning, .rasterShadowSkipped, "cannot draw into the shadow layer; shadow skipped")
            return nil
        }
        // User → layer pixels: the parent's user → device, then minus the layer's origin.
        var ctm = cairo_matrix_t(), shift = cairo_matrix_t(), userToPixel = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        cairo_matrix_init_translate(&shift, -Double(x0), -Double(y0))
        cairo_matrix_multiply(&userToPixel, &ctm, &shift)
        cairo_set_matrix(context, &userToPixel)
        RenderPass.prepare(context)
        return ShadowLayer(shadow: shadow, sigma: sigma, surface: surface, context: context, parent: cr,
                           originX: x0, originY: y0, userToPixel: userToPixel)
    }

    /// Closes a shadow scope: paints the blurred, tinted, offset alpha, then the content.
    func popShadow(_ layer: ShadowLayer) throws {
        cr = layer.parent
        try RasterCairo.check(cairo_status(layer.context), "shadow layer")
        cairo_surface_flush(layer.surface)
        guard let image = LayerImage(layer.surface), let ink = image.inkBounds() else { return }  // nothing drawn
        paintShadow(layer, image, ink)

        guard let content = cairo_pattern_create_for_surface(layer.surface) else { return }
        defer { cairo_pattern_destroy(content) }
        var matrix = layer.userToPixel
        cairo_pattern_set_matrix(content, &matrix)
        cairo_set_source(cr, content)
        // Only the ink box, in the parent's device space (the source stays locked to user space).
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(layer.originX + ink.x0), Double(layer.originY + ink.y0),
                        Double(ink.x1 - ink.x0), Double(ink.y1 - ink.y0))
        cairo_fill(cr)
        cairo_restore(cr)
        cairo_set_source_rgba(cr, 0, 0, 0, 0)
    }

    private func paintShadow(_ layer: ShadowLayer, _ image: LayerImage, _ ink: PixelBox) {
        // The offset in layer pixels, split into a whole part (for Cairo) and a fraction (for
        // the mask's interpolation).
        let m = layer.userToPixel, sx = layer.shadow.x, sy = layer.shadow.y
        let ox = m.xx * sx + m.xy * sy, oy = m.yx * sx + m.yy * sy
        let nx = ox.rounded(.down), ny = oy.rounded(.down)
        guard let blurred = ShadowMask(ink: ink, sigma: layer.sigma, shiftX: ox - nx, shiftY: oy - ny, rows: image.row) else { return }
        let w = blurred.width, h = blurred.height
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h)) else { return }
        defer { cairo_surface_destroy(mask) }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS, let maskData = cairo_image_surface_get_data(mask) else {
            note(.warning, .rasterShadowSkipped, "no memory for the shadow mask; shadow skipped")
            return
        }
        cairo_surface_flush(mask)
        let maskStride = Int(cairo_image_surface_get_stride(mask))
        blurred.alpha.withUnsafeBytes { src in
            guard let base = src.baseAddress else { return }
            for y in 0..<h {
                UnsafeMutableRawPointer(maskData + y * maskStride).copyMemory(from: base + y * w, byteCount: w)
            }
        }
        cairo_surface_mark_dirty(mask)

        // User → mask pixels: user → layer pixels, then minus (origin + whole offset).
        var userToPixel = layer.userToPixel, shift = cairo_matrix_t(), matrix = cairo_matrix_t()
        cairo_matrix_init_translate(&shift, -(Double(blurred.originX) + nx), -(Double(blurred.originY) + ny))
        cairo_matrix_multiply(&matrix, &userToPixel, &shift)
        guard let pattern = cairo_pattern_create_for_surface(mask) else { return }
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_matrix(pattern, &matrix)
        guard cairo_pattern_status(pattern) == CAIRO_STATUS_SUCCESS else { return }
        let color = layer.shadow.color.sanitized
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_mask(cr, pattern)
        cairo_set_source_rgba(cr, 0, 0, 0, 0)
    }
}

/// A half-open box of pixels.
struct PixelBox: Equatable {
    var x0: Int, y0: Int, x1: Int, y1: Int
}

/// Read access to an ARGB32 image surface's pixels.
struct LayerImage {
    let data: UnsafeMutablePointer<UInt8>
    let width: Int, height: Int, stride: Int

    /// Nil unless the surface is an ARGB32 image with pixel data.
    init?(_ surface: OpaquePointer) {
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
              let data = cairo_image_surface_get_data(surface) else { return nil }
        self.data = data
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0, stride >= width * 4 else { return nil }
    }

    /// Row `y` as premultiplied ARGB32 pixels.
    func row(_ y: Int) -> UnsafePointer<UInt32> {
        UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
    }

    /// The smallest box holding every pixel with non-zero alpha, or nil when there is none.
    func inkBounds() -> PixelBox? {
        var x0 = width, y0 = -1, x1 = 0, y1 = 0
        for y in 0..<height {
            let r = row(y)
            // Cheap test first: is anything in this row non-transparent?
            var any: UInt32 = 0
            for x in 0..<width { any |= r[x] }
            guard any >> 24 != 0 else { continue }
            if y0 < 0 { y0 = y }
            y1 = y + 1
            var first = 0
            while first < x0, r[first] >> 24 == 0 { first += 1 }
            x0 = min(x0, first)
            var last = width - 1
            while last >= x1, r[last] >> 24 == 0 { last -= 1 }
            x1 = max(x1, last + 1)
        }
        return y0 >= 0 ? PixelBox(x0: x0, y0: y0, x1: x1, y1: y1) : nil
    }
}
