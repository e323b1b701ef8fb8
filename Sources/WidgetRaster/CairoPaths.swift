import CCairo
import Foundation
import WidgetCore

/// Shapes: paths, paints and strokes on the pass's Cairo context.
extension RenderPass {
    /// Replaces the current path with `path`, coordinates clamped to ±``limit``. Returns false
    /// (leaving no path) when a coordinate is not finite.
    func appendPath(_ path: Path) -> Bool {
        cairo_new_path(cr)
        let lim = limit
        func c(_ v: Double) -> Double { min(lim, max(-lim, v)) }
        for element in path.elements {
            switch element {
            case .move(let p):
                guard p.isFinite else { cairo_new_path(cr); return false }
                cairo_move_to(cr, c(p.x), c(p.y))
            case .line(let p):
                guard p.isFinite else { cairo_new_path(cr); return false }
                cairo_line_to(cr, c(p.x), c(p.y))
            case .curve(let c1, let c2, let p):
                guard c1.isFinite, c2.isFinite, p.isFinite else { cairo_new_path(cr); return false }
                cairo_curve_to(cr, c(c1.x), c(c1.y), c(c2.x), c(c2.y), c(p.x), c(p.y))
            case .close:
                cairo_close_path(cr)
            }
        }
        return true
    }

    /// Makes `paint` the source. Returns false when there is nothing to draw (fully transparent
    /// or invalid); an invalid gradient is reported.
    func setSource(_ paint: Paint) -> Bool {
        switch paint {
        case .color(let color):
            let c = color.sanitized
            guard c.alpha > 0 else { return false }
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
            return true
        case .linearGradient(let gradient):
            let stops = gradient.stops.map { ($0.color.sanitized, $0.location) }
            guard stops.contains(where: { $0.0.alpha > 0 }) else { return false }
            guard gradient.start.isFinite, gradient.end.isFinite else {
                note(.warning, .rasterNonFiniteGeometry, "gradient end point is not finite; item skipped")
                return false
            }
            let lim = limit
            func c(_ v: Double) -> Double { min(lim, max(-lim, v)) }
            guard let pattern = cairo_pattern_create_linear(c(gradient.start.x), c(gradient.start.y),
                                                            c(gradient.end.x), c(gradient.end.y)) else { return false }
            defer { cairo_pattern_destroy(pattern) }
            for (color, location) in stops {
                let offset = location.isFinite ? min(1, max(0, location)) : 0
                cairo_pattern_add_color_stop_rgba(pattern, offset, color.red, color.green, color.blue, color.alpha)
            }
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            guard cairo_pattern_status(pattern) == CAIRO_STATUS_SUCCESS else { return false }
            cairo_set_source(cr, pattern)
            return true
        case .radialGradient(let gradient):
            return setRadialSource(gradient)
        case .angularGradient(let gradient):
            return setAngularSource(gradient)
        }
    }

    /// A radial gradient: Cairo's two-circle pattern, both circles around the centre; an
    /// ellipse is the circle pattern scaled vertically about the centre.
    private func setRadialSource(_ g: RadialGradientPaint) -> Bool {
        let stops = g.stops.map { ($0.color.sanitized, $0.location) }
        guard stops.contains(where: { $0.0.alpha > 0 }) else { return false }
        guard g.center.isFinite, g.startRadius.isFinite, g.endRadius.isFinite, g.verticalScale.isFinite, g.verticalScale > 0 else {
            note(.warning, .rasterNonFiniteGeometry, "radial gradient geometry is not finite; item skipped")
            return false
        }
        let lim = limit
        func c(_ v: Double) -> Double { min(lim, max(-lim, v)) }
        guard let pattern = cairo_pattern_create_radial(0, 0, c(max(0, g.startRadius)), 0, 0, c(max(0, g.endRadius))) else { return false }
        defer { cairo_pattern_destroy(pattern) }
        for (color, location) in stops {
            let offset = location.isFinite ? min(1, max(0, location)) : 0
            cairo_pattern_add_color_stop_rgba(pattern, offset, color.red, color.green, color.blue, color.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        // The pattern matrix maps user space to pattern space: move the centre to the origin,
        // then undo the vertical stretch.
        var m = cairo_matrix_t()
        cairo_matrix_init_scale(&m, 1, 1 / g.verticalScale)
        cairo_matrix_translate(&m, -c(g.center.x), -c(g.center.y))
        cairo_pattern_set_matrix(pattern, &m)
        guard cairo_pattern_status(pattern) == CAIRO_STATUS_SUCCESS else { return false }
        cairo_set_source(cr, pattern)
        return true
    }

    /// Wedges an angular gradient is drawn with: each a Coons patch from the centre out, its
    /// colours those of its two edges, so the sweep changes smoothly.
    static let angularWedges = 180

    /// An angular gradient as a mesh of wedges around the centre, reaching past the farthest
    /// corner of the target; outside the sweep the end colours continue (SwiftUI pads them).
    private func setAngularSource(_ g: AngularGradientPaint) -> Bool {
        guard g.stops.contains(where: { $0.color.sanitized.alpha > 0 }) else { return false }
        guard g.center.isFinite, g.startAngle.isFinite, g.endAngle.isFinite else {
            note(.warning, .rasterNonFiniteGeometry, "angular gradient geometry is not finite; item skipped")
            return false
        }
        guard let pattern = cairo_pattern_create_mesh() else { return false }
        defer { cairo_pattern_destroy(pattern) }
        let lim = limit
        let cx = min(lim, max(-lim, g.center.x)), cy = min(lim, max(-lim, g.center.y))
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let corners: [Double] = [hypot(x1 - cx, y1 - cy), hypot(x2 - cx, y1 - cy), hypot(x1 - cx, y2 - cy), hypot(x2 - cx, y2 - cy), 1]
        let reach = 2 * (corners.max() ?? 1)
        let span = g.endAngle - g.startAngle
        let n = Self.angularWedges
        for i in 0..<n {
            // The full turn from the start angle; a location past the sweep takes the end colour.
            let a0 = g.startAngle + 2 * Double.pi * Double(i) / Double(n)
            let a1 = g.startAngle + 2 * Double.pi * Double(i + 1) / Double(n)
            func location(_ a: Double) -> Double { span != 0 ? (a - g.startAngle) / span : 0 }
            let c0 = g.color(at: location(a0)).sanitized, c1 = g.color(at: location(a1)).sanitized
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, cx, cy)
            cairo_mesh_pattern_line_to(pattern, cx + reach * cos(a0), cy + reach * sin(a0))
            cairo_mesh_pattern_line_to(pattern, cx + reach * cos(a1), cy + reach * sin(a1))
            cairo_mesh_pattern_line_to(pattern, cx, cy)
            cairo_mesh_pattern_set_corner_color_rgba(pattern, 0, c0.red, c0.green, c0.blue, c0.alpha)
            cairo_mesh_pattern_set_corner_color_rgba(pattern, 1, c0.red, c0.green, c0.blue, c0.alpha)
            cairo_mesh_pattern_set_corner_color_rgba(pattern, 2, c1.red, c1.green, c1.blue, c1.alpha)
            cairo_mesh_pattern_set_corner_color_rgba(pattern, 3, c1.red, c1.green, c1.blue, c1.alpha)
            cairo_mesh_pattern_end_patch(pattern)
        }
        guard cairo_pattern_status(pattern) == CAIRO_STATUS_SUCCESS else { return false }
        cairo_set_source(cr, pattern)
        return true
    }

    /// Fills `path` with the non-zero winding rule.
    func fill(_ path: Path, _ paint: Paint) {
        guard appendPath(path) else {
            note(.warning, .rasterNonFiniteGeometry, "fill path has a non-finite coordinate; item skipped")
            return
        }
        guard setSource(paint) else { cairo_new_path(cr); return }
        if case .color = paint {} else { bakeSourceForFill() }
        cairo_fill(cr)
    }

    /// Replaces a gradient source with the same gradient drawn once into an image covering the
    /// fill's pixels. Cairo composites a curved fill span by span, and through pixman's general
    /// path for a gradient, which clears 24 KiB of scanline buffer on every call: hundreds of
    /// calls for one small gradient circle. An image source takes the fast paths.
    private func bakeSourceForFill() {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_fill_extents(cr, &x0, &y0, &x1, &y1)
        var cx0 = 0.0, cy0 = 0.0, cx1 = 0.0, cy1 = 0.0
        cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)
        x0 = max(x0, cx0); y0 = max(y0, cy0); x1 = min(x1, cx1); y1 = min(y1, cy1)
        guard x1 > x0, y1 > y0 else { return }
        var xs = [x0, x1, x1, x0], ys = [y0, y0, y1, y1]
        for i in 0..<4 { cairo_user_to_device(cr, &xs[i], &ys[i]) }
        let dx0 = (xs.min() ?? 0).rounded(.down), dx1 = (xs.max() ?? 0).rounded(.up)
        let dy0 = (ys.min() ?? 0).rounded(.down), dy1 = (ys.max() ?? 0).rounded(.up)
        let width = dx1 - dx0, height = dy1 - dy0
        guard dx0.isFinite, dy0.isFinite, width >= 1, height >= 1, width * height <= 1_048_576 else { return }
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(image) }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS else { return }
        cairo_surface_set_device_offset(image, -dx0, -dy0)
        guard let painter = cairo_create(image) else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_set_matrix(painter, &matrix)
        cairo_set_source(painter, cairo_get_source(cr))
        cairo_set_operator(painter, CAIRO_OPERATOR_SOURCE)
        cairo_paint(painter)
        let ok = cairo_status(painter) == CAIRO_STATUS_SUCCESS
        cairo_destroy(painter)
        guard ok else { return }
        // In device space, so the image lands on whole pixels; the path is already in device space.
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, image, 0, 0)
        cairo_set_matrix(cr, &matrix)
    }

    /// Strokes `path`. A width that is not positive draws nothing; an invalid dash strokes solid.
    func stroke(_ path: Path, _ paint: Paint, _ style: StrokeStyle) {
        guard style.lineWidth.isFinite else {
            note(.warning, .rasterNonFiniteGeometry, "stroke width is not finite; item skipped")
            return
        }
        guard style.lineWidth > 0 else { return }
        guard appendPath(path) else {
            note(.warning, .rasterNonFiniteGeometry, "stroke path has a non-finite coordinate; item skipped")
            return
        }
        guard setSource(paint) else { cairo_new_path(cr); return }
        cairo_set_line_width(cr, min(style.lineWidth, limit))
        switch style.lineCap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cr, style.miterLimit.isFinite ? min(10_000, max(1, style.miterLimit)) : 10)
        setDash(style)
        cairo_stroke(cr)
    }

    /// Sets the dash pattern, or none when it is empty or invalid (Cairo would otherwise put the
    /// whole context into an error state).
    private func setDash(_ style: StrokeStyle) {
        let dash = style.dash
        let valid = dash.allSatisfy { $0.isFinite && $0 >= 0 } && dash.contains { $0 > 0 }
        guard !dash.isEmpty, valid else {
            if !dash.isEmpty { note(.warning, .rasterInvalidDash, "dash \(dash) is invalid; stroked solid") }
            cairo_set_dash(cr, nil, 0, 0)
            return
        }
        let phase = style.dashPhase.isFinite ? style.dashPhase : 0
        let lim = limit
        let clamped = dash.map { min($0, lim) }
        clamped.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32(clamping: $0.count), phase) }
    }
}

extension Point {
    /// Both coordinates are finite.
    var isFinite: Bool { x.isFinite && y.isFinite }
}

extension RGBA {
    /// Components held to 0...1 with NaN as 0 (the fields are public vars, so they may have
    /// been set after the clamping initializer).
    var sanitized: RGBA { RGBA(red: red, green: green, blue: blue, alpha: alpha) }
}
