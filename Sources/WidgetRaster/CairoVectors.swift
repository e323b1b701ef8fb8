import CCairo
import CSVG
import WidgetCore

/// SVG documents, drawn by librsvg into the pass's Cairo context.
extension RenderPass {
    /// Draws `draw.box` of the document into `draw.rect`. With a tint, the document is drawn
    /// into a group whose coverage then masks the tint (a symbol in the foreground style).
    /// A document librsvg cannot draw is skipped and reported (`rasterInvalidSVG`).
    func drawVector(_ draw: VectorDraw) {
        let r = draw.rect
        guard r.origin.isFinite, r.width.isFinite, r.height.isFinite, r.width * scale >= 1e-3, r.height * scale >= 1e-3,
              r.width <= 4 * limit, r.height <= 4 * limit else { return }
        if let tint = draw.tint {
            cairo_push_group(cr)
            let ok = render(draw)
            guard let mask = cairo_pop_group(cr) else { return }
            defer { cairo_pattern_destroy(mask) }
            if ok, setSource(tint) { cairo_mask(cr, mask) }
        } else {
            _ = render(draw)
        }
    }

    private func render(_ draw: VectorDraw) -> Bool {
        var message = [CChar](repeating: 0, count: 256)
        let box = [draw.box.minX, draw.box.minY, draw.box.width, draw.box.height]
        let r = draw.rect
        let status: Int32 = draw.data.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return 1 }
            let context = UnsafeMutableRawPointer(cr)
            if let layer = draw.layer {
                return layer.withCString { wr_svg_render(context, base, bytes.count, $0, box, r.minX, r.minY, r.width, r.height, &message, message.count) }
            }
            return wr_svg_render(context, base, bytes.count, nil, box, r.minX, r.minY, r.width, r.height, &message, message.count)
        }
        guard status == 0 else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            note(.warning, .rasterInvalidSVG, "\(draw.name): \(text); item skipped")
            return false
        }
        return true
    }
}
