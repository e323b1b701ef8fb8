/// Repaints a display list for a rendering mode (WidgetUI's `RenderingModePass` and
/// `WidgetAppearance` hold the model and its sources): visit every item in order, then read
/// `out`. Group markers are consumed, so the result draws the same with or without them.
package struct Recoloring {
    package enum Style { case fullColor, accented, vibrant }
    package var style: Style
    package var primary: RGBA
    package var accent: RGBA
    package var background: RGBA?
    package var edgeHighlight: RGBA?
    package var removesContainerBackground: Bool

    package init(style: Style, primary: RGBA, accent: RGBA, background: RGBA?, edgeHighlight: RGBA?, removesContainerBackground: Bool) {
        self.style = style; self.primary = primary; self.accent = accent
        self.background = background; self.edgeHighlight = edgeHighlight; self.removesContainerBackground = removesContainerBackground
    }
}

package struct DisplayRecoloring {
    enum Scope { case drawing, group(DisplayGroup) }
    let appearance: Recoloring
    let size: Size
    package var out: [DisplayItem] = []
    var scopes: [Scope] = []
    /// > 0 while skipping a removed container background (its scope depth).
    var skipping = 0
    var backgroundPlaced = false

    package init(appearance: Recoloring, size: Size) { self.appearance = appearance; self.size = size }

    package mutating func visit(_ item: DisplayItem) {
        if skipping > 0 {
            switch item {
            case .pushClip, .pushOpacity, .pushShadow, .pushGroup, .pushTransform, .pushEffect: skipping += 1
            case .pop: skipping -= 1
            default: break
            }
            return
        }
        switch item {
        case .pushGroup(.containerBackground) where appearance.removesContainerBackground:
            skipping = 1
            if !backgroundPlaced { out += replacementBackground(); backgroundPlaced = true }
        case .pushGroup(let g):
            scopes.append(.group(g))
        case .pushClip, .pushOpacity, .pushTransform, .pushEffect:
            scopes.append(.drawing); out.append(item)
        case .material(let path, var fill):
            if case .color(let c) = recolor(.color(fill.tint)) { fill.tint = c }
            out.append(.material(path, fill))
        case .pushShadow(var s):
            scopes.append(.drawing)
            if case .color(let c) = recolor(.color(s.color)) { s.color = c }
            out.append(.pushShadow(s))
        case .pop:
            guard let top = scopes.popLast() else { out.append(.pop); return }
            if case .drawing = top { out.append(.pop) }
        case .fill(let path, let paint): out.append(.fill(path, recolor(paint)))
        case .stroke(let path, let paint, let style): out.append(.stroke(path, recolor(paint), style))
        case .glyphs(var run):
            run.paint = recolor(run.paint)
            out.append(.glyphs(run))
        case .image(var draw):
            draw.bitmap = recolor(draw.bitmap)
            out.append(.image(draw))
        case .vector(var draw):
            // A tinted symbol takes its group's colour; a full-colour SVG is painted in it
            // too (keeping its alpha) outside full colour, as images are.
            if let tint = draw.tint {
                draw.tint = recolor(tint)
            } else if appearance.style != .fullColor {
                draw.tint = recolor(.color(.white))
            }
            out.append(.vector(draw))
        }
    }

    /// The innermost `widgetAccentable` in force: accent group or not.
    var inAccentGroup: Bool {
        for case .group(let g) in scopes.reversed() {
            if case .accentable(let on) = g { return on }
            if case .accentedImage(.accented) = g { return true }
            if case .accentedImage(.accentedDesaturated) = g { return true }
        }
        return false
    }

    var imageMode: AccentedImageRendering? {
        for case .group(.accentedImage(let m)) in scopes.reversed() { return m }
        return nil
    }

    var groupColor: RGBA { inAccentGroup ? appearance.accent : appearance.primary }

    func recolor(_ c: RGBA) -> RGBA {
        switch appearance.style {
        case .fullColor: return c
        case .accented:
            if imageMode == .fullColor { return c }
            return groupColor.withAlpha(groupColor.alpha * c.alpha)
        case .vibrant:
            return appearance.primary.withAlpha(appearance.primary.alpha * c.alpha * c.luma)
        }
    }

    func recolor(_ paint: Paint) -> Paint {
        paint.mappingColors { recolor($0) }
    }

    func recolor(_ bitmap: Bitmap) -> Bitmap {
        switch appearance.style {
        case .fullColor: return bitmap
        case .vibrant: return bitmap.luminanceAsAlpha(appearance.primary)
        case .accented:
            switch imageMode {
            case .fullColor?: return bitmap
            case .desaturated?: return bitmap.luminanceAsAlpha(appearance.primary)
            case .accentedDesaturated?: return bitmap.luminanceAsAlpha(appearance.accent)
            case .accented?, nil: return bitmap.alphaOnly(groupColor)
            }
        }
    }

    func replacementBackground() -> [DisplayItem] {
        let canvas = Rect(origin: .zero, size: size)
        var items: [DisplayItem] = []
        if let bg = appearance.background { items.append(.fill(.rect(canvas), .color(bg))) }
        if let edge = appearance.edgeHighlight {
            items.append(.stroke(.rect(canvas.inset(by: EdgeInsets(all: 0.5))), .color(edge), StrokeStyle(lineWidth: 1)))
        }
        return items
    }
}


extension Bitmap {
    /// Every pixel painted `color`, keeping its alpha (accented mode's "tinted a single colour").
    func alphaOnly(_ color: RGBA) -> Bitmap { recolored(color, luminance: false) }

    /// Luminance (Rec. 709 weights) × alpha becomes the alpha; painted `color` (the
    /// `desaturated` image modes and vibrant mode). Premultiplied components are already
    /// colour × alpha, so their luma is luma × alpha.
    func luminanceAsAlpha(_ color: RGBA) -> Bitmap { recolored(color, luminance: true) }

    /// One pass over the pixels in 8-bit fixed point (weights 54/183/19 of 256 for luma).
    private func recolored(_ color: RGBA, luminance: Bool) -> Bitmap {
        let k = UInt32((color.alpha * 255).rounded())
        let r = UInt32((color.red * 255).rounded()), g = UInt32((color.green * 255).rounded()), b = UInt32((color.blue * 255).rounded())
        let out = [UInt32](unsafeUninitializedCapacity: pixels.count) { buffer, count in
            pixels.withUnsafeBufferPointer { src in
                for i in 0..<src.count {
                    let p = src[i]
                    let source = luminance
                        ? (54 * ((p >> 16) & 0xFF) + 183 * ((p >> 8) & 0xFF) + 19 * (p & 0xFF) + 128) >> 8
                        : p >> 24
                    let a = (min(255, source) * k + 127) / 255
                    buffer[i] = (a << 24) | (((r * a + 127) / 255) << 16) | (((g * a + 127) / 255) << 8) | ((b * a + 127) / 255)
                }
            }
            count = pixels.count
        }
        return Bitmap(width: width, height: height, pixels: out) ?? self
    }
}
