import CCairo
import WidgetCore

/// Transforms, layer effects (blur, colour matrices, blend modes, compositing groups) and
/// materials on the pass's Cairo context.
extension RenderPass {
    // MARK: Transforms

    /// `cairo_save` + `cairo_transform`; the `pop` restores. A non-finite or degenerate matrix
    /// draws nothing until its `pop` (a view scaled to zero is invisible, as in SwiftUI).
    func pushTransform(_ m: AffineMatrix) {
        cairo_save(cr)
        scopes.append(.transform)
        guard m.isFinite, !m.isDegenerate else {
            if !m.isFinite { note(.warning, .rasterNonFiniteGeometry, "transform \(m) is not finite; its content is not drawn") }
            cairo_new_path(cr)
            cairo_rectangle(cr, 0, 0, 0, 0)
            cairo_clip(cr)
            return
        }
        var matrix = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
        cairo_transform(cr, &matrix)
    }

    // MARK: Layer effects

    /// The blur's reach past the content, in points, for a radius in points.
    func blurReach(radius: Double) -> Double {
        Double(BoxBlur.radii(sigma: blurSigmaPixels(radius: radius)).reduce(0, +) + 1) / scale
    }

    func blurSigmaPixels(radius: Double) -> Double {
        min(RenderPass.maxShadowSigmaPixels, max(0, radius.isFinite ? radius : 0) * LayerEffect.blurSigmaPerRadius * scale)
    }

    /// Opens a layer (a Cairo group limited to the content's bounds, widened by a blur's reach).
    func pushEffect(_ effect: LayerEffect) {
        let extent = scopeBounds[itemIndex] ?? .unbounded
        cairo_save(cr)
        // An alpha mask acts on the whole enclosing layer (outside its content it erases).
        if case .rect(var r) = extent, effect != .alphaMask {
            if case .blur(let radius, _) = effect { r = r.insetByAll(-blurReach(radius: radius)) }
            clipToPixels(r)
        }
        cairo_push_group(cr)
        scopes.append(.effect(effect))
    }

    /// Closes a layer: processes its pixels, then paints it with the effect's operator.
    func popEffect(_ effect: LayerEffect) {
        guard let pattern = cairo_pop_group(cr) else { cairo_restore(cr); return }
        defer { cairo_pattern_destroy(pattern) }
        var surface: OpaquePointer?
        if cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface {
            cairo_surface_flush(surface)
            if let image = LayerImage(surface) {
                switch effect {
                case .blur(let radius, let opaque):
                    PixelEffects.blur(image, sigma: blurSigmaPixels(radius: radius), keepAlpha: opaque)
                case .colorMatrix(let m):
                    PixelEffects.apply(m, to: image)
                case .group, .blend, .alphaMask:
                    break
                }
            }
            cairo_surface_mark_dirty(surface)
        }
        cairo_set_source(cr, pattern)
        if effect == .alphaMask { cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN) }
        if case .blend(let mode) = effect {
            if let op = Self.cairoOperator(mode) {
                cairo_set_operator(cr, op)
            } else {
                note(.info, .rasterBlendModeUnsupported, "blend mode \(mode.rawValue) has no Cairo operator; drawn as normal")
            }
        }
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// SwiftUI's blend modes as Cairo operators (both follow the W3C compositing definitions).
    static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t? {
        switch mode {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: return CAIRO_OPERATOR_ADD
        case .plusDarker: return nil
        }
    }

    // MARK: Materials

    /// Fills `path` with a material: the pixels already drawn under the path's box (the
    /// wallpaper backdrop and container background included) are blurred, saturated and painted
    /// through the path, then the tint is filled over them.
    func drawMaterial(_ path: Path, _ material: MaterialFill) {
        guard appendPath(path), !path.elements.isEmpty else {
            if !path.isAllFinite { note(.warning, .rasterNonFiniteGeometry, "material path has a non-finite coordinate; item skipped") }
            return
        }
        cairo_new_path(cr)
        if let target = cairo_get_group_target(cr), let backdrop = blurredBackdrop(target, under: path.boundingRect, material) {
            defer { cairo_surface_destroy(backdrop.surface) }
            if let pattern = cairo_pattern_create_for_surface(backdrop.surface) {
                var matrix = backdrop.userToPixel
                cairo_pattern_set_matrix(pattern, &matrix)
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
                cairo_set_source(cr, pattern)
                _ = appendPath(path)
                cairo_fill(cr)
                cairo_pattern_destroy(pattern)
            }
        }
        fill(path, .color(material.tint))
    }

    /// A blurred copy of the target's pixels under `box` (user space), with the matrix that maps
    /// user space onto it.
    private func blurredBackdrop(_ target: OpaquePointer, under box: Rect, _ material: MaterialFill)
        -> (surface: OpaquePointer, userToPixel: cairo_matrix_t)? {
        cairo_surface_flush(target)
        guard let source = LayerImage(target) else { return nil }
        var offX = 0.0, offY = 0.0
        cairo_surface_get_device_offset(target, &offX, &offY)
        let sigma = blurSigmaPixels(radius: material.blurRadius)
        let reach = Double(BoxBlur.radii(sigma: sigma).reduce(0, +) + 1)
        var xs = [box.minX, box.maxX, box.maxX, box.minX], ys = [box.minY, box.minY, box.maxY, box.maxY]
        for i in 0..<4 { cairo_user_to_device(cr, &xs[i], &ys[i]) }
        func clampX(_ v: Double) -> Int { Int(max(0, min(Double(source.width), v))) }
        func clampY(_ v: Double) -> Int { Int(max(0, min(Double(source.height), v))) }
        let x0 = clampX(((xs.min() ?? 0) + offX - reach).rounded(.down)), x1 = clampX(((xs.max() ?? 0) + offX + reach).rounded(.up))
        let y0 = clampY(((ys.min() ?? 0) + offY - reach).rounded(.down)), y1 = clampY(((ys.max() ?? 0) + offY + reach).rounded(.up))
        let w = x1 - x0, h = y1 - y0
        guard w > 0, h > 0, let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else { return nil }
        guard cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS, let image = LayerImage(copy) else {
            cairo_surface_destroy(copy)
            return nil
        }
        for y in 0..<h {
            UnsafeMutableRawPointer(image.data + y * image.stride)
                .copyMemory(from: UnsafeRawPointer(source.row(y0 + y) + x0), byteCount: w * 4)
        }
        PixelEffects.blur(image, sigma: sigma, keepAlpha: true)
        if material.saturation != 1 { PixelEffects.apply(.saturation(material.saturation), to: image) }
        cairo_surface_mark_dirty(copy)
        var ctm = cairo_matrix_t(), shift = cairo_matrix_t(), userToPixel = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        cairo_matrix_init_translate(&shift, offX - Double(x0), offY - Double(y0))
        cairo_matrix_multiply(&userToPixel, &ctm, &shift)
        return (copy, userToPixel)
    }
}

/// Pixel operations on premultiplied ARGB32 layers.
enum PixelEffects {
    /// Blurs every channel of the premultiplied pixels with a Gaussian of `sigma` pixels
    /// (three box passes, ``BoxBlur``). With `keepAlpha`, each pixel keeps its alpha and its
    /// colour is the blurred colour renormalised by the blurred coverage: edges do not fade
    /// into transparency (`blur(radius:opaque: true)`, and the backdrop of a material).
    static func blur(_ image: LayerImage, sigma: Double, keepAlpha: Bool) {
        let radii = BoxBlur.radii(sigma: sigma)
        guard !radii.isEmpty else { return }
        let w = image.width, h = image.height
        var planes = [[UInt8]](repeating: [UInt8](repeating: 0, count: w * h), count: 4)
        var original = [UInt8](repeating: 0, count: keepAlpha ? w * h : 0)
        for y in 0..<h {
            let row = image.row(y)
            for x in 0..<w {
                let p = row[x], i = y * w + x
                planes[0][i] = UInt8(p >> 24); planes[1][i] = UInt8((p >> 16) & 0xFF)
                planes[2][i] = UInt8((p >> 8) & 0xFF); planes[3][i] = UInt8(p & 0xFF)
                if keepAlpha { original[i] = UInt8(p >> 24) }
            }
        }
        for c in 0..<4 { BoxBlur.blur(&planes[c], width: w, height: h, radii: radii) }
        for y in 0..<h {
            let row = UnsafeMutableRawPointer(image.data + y * image.stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w {
                let i = y * w + x
                var a = UInt32(planes[0][i]), r = UInt32(planes[1][i]), g = UInt32(planes[2][i]), b = UInt32(planes[3][i])
                if keepAlpha {
                    let target = UInt32(original[i])
                    if a == 0 { r = 0; g = 0; b = 0 } else {
                        r = min(target, (r * target + a / 2) / a); g = min(target, (g * target + a / 2) / a)
                        b = min(target, (b * target + a / 2) / a)
                    }
                    a = target
                } else {
                    r = min(r, a); g = min(g, a); b = min(b, a)
                }
                row[x] = a << 24 | r << 16 | g << 8 | b
            }
        }
    }

    /// Applies a colour matrix to the unpremultiplied pixels.
    static func apply(_ matrix: ColorMatrix, to image: LayerImage) {
        let m = matrix.m
        for y in 0..<image.height {
            let row = UnsafeMutableRawPointer(image.data + y * image.stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<image.width {
                let p = row[x]
                let a = Double(p >> 24) / 255
                guard a > 0 || m[19] > 0 else { continue }
                let inv = a > 0 ? 1 / (a * 255) : 0
                let r = Double((p >> 16) & 0xFF) * inv, g = Double((p >> 8) & 0xFF) * inv, b = Double(p & 0xFF) * inv
                func ch(_ row: Int) -> Double {
                    let v = m[row * 5] * r + m[row * 5 + 1] * g + m[row * 5 + 2] * b + m[row * 5 + 3] * a + m[row * 5 + 4]
                    return max(0, min(1, v))
                }
                let na = ch(3)
                func q(_ v: Double) -> UInt32 { UInt32((v * na * 255).rounded()) }
                row[x] = UInt32((na * 255).rounded()) << 24 | q(ch(0)) << 16 | q(ch(1)) << 8 | q(ch(2))
            }
        }
    }
}
