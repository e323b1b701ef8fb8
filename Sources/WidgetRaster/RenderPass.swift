import CCairo
import WidgetCore

/// One render: walks a display list's items on one Cairo context, in order, and keeps the
/// stack of open `push…` scopes. Not shared between threads.
final class RenderPass {
    /// An open scope and how its `pop` closes it.
    enum Scope {
        /// `cairo_save` + `cairo_clip`; closed by `cairo_restore`.
        case clip
        /// `cairo_save` + a clip to the content's bounds + `cairo_push_group`; closed by
        /// `cairo_pop_group_to_source` + `cairo_paint_with_alpha` + `cairo_restore`.
        case opacity(Double)
        /// An opacity of 1 or more: nothing to composite, the scope only has to be matched.
        case passthrough
        /// Drawing goes to the layer's own context until the pop; closed by
        /// ``RenderPass/popShadow(_:)``.
        case shadow(ShadowLayer)
        /// `cairo_save` + `cairo_transform`; closed by `cairo_restore`.
        case transform
        /// A group composited with an effect by ``RenderPass/popEffect(_:)``.
        case effect(LayerEffect)
    }

    /// The context items draw into: the render's own, or the innermost shadow layer's.
    var cr: OpaquePointer
    let scale: Double
    /// The canvas in points (the display list's coordinate space).
    let canvas: Rect
    /// The largest |coordinate| in points: ±1,000,000 device pixels, well inside Cairo's
    /// 24.8 fixed-point range. Finite coordinates beyond it are clamped.
    let limit: Double
    /// Fixed glyph rendering options, set on every glyph draw.
    let fontOptions: OpaquePointer?
    var scopes: [Scope] = []
    var log = DiagnosticLog()
    var skippedGlyphRuns = 0
    /// Fonts that failed to open during this render, so a missing file is tried once per render
    /// (and again on the next render, in case it appeared).
    var unavailableFonts: [FontHandle: String] = [:]
    /// The index of the item being drawn, for diagnostics.
    var itemIndex = 0
    /// The content bounds of each scope, by the index of its push item (``ScopeBounds``).
    var scopeBounds: [Int: Extent] = [:]
    /// The image item the canvas was left uncleared under (``OpaqueCover``), if any, and
    /// whether it drew.
    var coverIndex: Int?
    /// The caller's cancellation, read once when the pass starts.
    let cancellation = RenderCancellation.current
    var coverDrawn = false
    /// What the open clips are known to contain, so draws wholly inside them skip them; nil
    /// when the rasterizer keeps every clip (tests comparing the two).
    var elision: ClipElision?

    init(cr: OpaquePointer, scale: Double, pixelWidth: Int, pixelHeight: Int, clipElision: Bool = true) {
        self.cr = cr
        self.elision = clipElision ? ClipElision(scale: scale, width: pixelWidth, height: pixelHeight) : nil
        self.scale = scale
        self.canvas = Rect(x: 0, y: 0, width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale)
        self.limit = Self.limit(scale: scale)
        self.fontOptions = GlyphOptions.make()
        cairo_scale(cr, scale, scale)
        Self.prepare(cr)
    }

    /// The coordinate limit in points at `scale`.
    static func limit(scale: Double) -> Double { 1_000_000 / scale }

    /// The drawing state every context starts with (Cairo's defaults, stated).
    static func prepare(_ cr: OpaquePointer) {
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
        cairo_set_tolerance(cr, 0.1)
    }

    deinit { cairo_font_options_destroy(fontOptions) }

    /// Draws `items` in order, then closes any scopes left open.
    func run(_ items: [DisplayItem]) throws {
        // Only opacity groups, shadow layers and effect layers are sized by their content.
        let sized = items.contains { item in
            switch item {
            case .pushOpacity, .pushShadow, .pushEffect: return true
            default: return false
            }
        }
        scopeBounds = sized ? ScopeBounds.compute(items, scale: scale) : [:]
        for (index, item) in items.enumerated() {
            itemIndex = index
            if cancellation?.isCancelled == true { throw RasterError.cancelled }
            let depth = scopes.count
            switch item {
            case .fill(let path, let paint): fill(path, paint)
            case .stroke(let path, let paint, let style): stroke(path, paint, style)
            case .glyphs(let run): drawGlyphs(run)
            case .image(let draw):
                let drew = drawImage(draw)
                if index == coverIndex { coverDrawn = drew }
            case .pushClip(let path): pushClip(path)
            case .pushOpacity(let opacity): pushOpacity(opacity)
            case .pushShadow(let shadow): pushShadow(shadow)
            case .vector(let draw): drawVector(draw)
            case .pushGroup: scopes.append(.passthrough)
            case .pop:
                if scopes.isEmpty {
                    note(.warning, .rasterUnbalancedPop, "pop without an open scope was ignored")
                } else {
                    try popScope()
                }
            case .pushTransform(let m): pushTransform(m)
            case .pushEffect(let e): pushEffect(e)
            case .material(let path, let m): drawMaterial(path, m)
            }
            if elision != nil, scopes.count != depth { trackClips(item) }
            try RasterCairo.check(cairo_status(cr), "item \(index) (\(item))")
        }
        if !scopes.isEmpty {
            note(.warning, .rasterUnclosedScope, "\(scopes.count) scope(s) left open at the end were closed")
            while !scopes.isEmpty { try popScope() }
            try RasterCairo.check(cairo_status(cr), "closing open scopes")
        }
    }

    /// Records a diagnostic about the current item.
    func note(_ severity: Diagnostic.Severity, _ code: DiagnosticCode, _ message: String) {
        log.add(severity, code, message, item: itemIndex)
    }

    // MARK: Scopes

    /// Follows the scope `item` just opened or closed in ``elision``.
    private func trackClips(_ item: DisplayItem) {
        switch (item, scopes.last) {
        case (.pop, _): elision?.pop()
        case (.pushClip(let path), _): elision?.pushClip(path)
        case (_, .passthrough?): elision?.pushPassthrough()
        default: elision?.pushOther()
        }
    }

    /// Runs `draw` without the open clips when every pixel of `box` (in points, widened by
    /// `margin` device pixels) is wholly inside them (``ClipElision``), else with them.
    func withClipsSkipped(ifInside box: Rect, margin: Double, _ draw: () -> Void) {
        guard elision?.canSkipClips(for: box, margin: margin) == true else { return draw() }
        cairo_save(cr)
        cairo_reset_clip(cr)
        draw()
        cairo_restore(cr)
    }

    private func pushClip(_ path: Path) {
        cairo_save(cr)
        scopes.append(.clip)
        if !appendPath(path) {
            note(.warning, .rasterNonFiniteGeometry, "clip path has a non-finite coordinate; everything is clipped out until its pop")
            cairo_new_path(cr)
        }
        cairo_clip(cr)
    }

    private func pushOpacity(_ opacity: Double) {
        if opacity.isNaN { note(.warning, .rasterNonFiniteGeometry, "opacity NaN is treated as 0") }
        let alpha = opacity.isNaN ? 0 : min(1, max(0, opacity))
        let extent = scopeBounds[itemIndex] ?? .unbounded
        if alpha >= 1 || extent == .empty {
            scopes.append(.passthrough)
            return
        }
        cairo_save(cr)
        if case .rect(let r) = extent { clipToPixels(r) }
        cairo_push_group(cr)
        scopes.append(.opacity(alpha))
    }

    /// Intersects the clip with `r` rounded outwards to whole device pixels (a pixel-aligned
    /// rectangle keeps Cairo on its fast paths). Under a rotation the device box of the four
    /// corners is used.
    func clipToPixels(_ r: Rect) {
        var xs = [r.minX, r.maxX, r.maxX, r.minX], ys = [r.minY, r.minY, r.maxY, r.maxY]
        for i in 0..<4 { cairo_user_to_device(cr, &xs[i], &ys[i]) }
        let lim = limit * scale
        func c(_ v: Double) -> Double { v.isFinite ? min(lim, max(-lim, v)) : 0 }
        let dx0 = c((xs.min() ?? 0).rounded(.down)), dx1 = c((xs.max() ?? 0).rounded(.up))
        let dy0 = c((ys.min() ?? 0).rounded(.down)), dy1 = c((ys.max() ?? 0).rounded(.up))
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, dx0, dy0, dx1 - dx0, dy1 - dy0)
        cairo_clip(cr)
        cairo_set_matrix(cr, &matrix)
    }

    func popScope() throws {
        // Compositing a layer (a blur above all) is the longest step.
        if cancellation?.isCancelled == true { throw RasterError.cancelled }
        guard let scope = scopes.popLast() else { return }
        switch scope {
        case .clip:
            cairo_restore(cr)
        case .passthrough:
            break
        case .opacity(let alpha):
            cairo_pop_group_to_source(cr)
            if alpha > 0 { cairo_paint_with_alpha(cr, alpha) }
            cairo_restore(cr)
        case .shadow(let layer):
            try popShadow(layer)
        case .transform:
            cairo_restore(cr)
        case .effect(let e):
            popEffect(e)
        }
    }
}
