/// The failure picture: reference | highlighted difference | actual, side by side.
///
/// The middle panel is the reference as a faint grey ghost with every pixel over the threshold
/// in red and every pixel changed within the tolerance in amber. A red frame surrounds the
/// changed region, so a change of one pixel is still found at a glance.
enum DiffImage {
    /// Transparent space between the panels, in pixels.
    static let gap = 16
    static let overColor: UInt32 = 0xFFFF_0033
    static let withinColor: UInt32 = 0xFFFF_B000
    static let frameColor: UInt32 = 0xFFE0_0000

    /// The three panels for `difference`, which must come from comparing these two bitmaps.
    static func threePanels(reference: Bitmap, actual: Bitmap, difference: ImageDifference) -> Bitmap? {
        let width = max(reference.width, actual.width), height = max(reference.height, actual.height)
        let middle = highlight(reference: reference, actual: actual, difference: difference, width: width, height: height)
        let totalWidth = reference.width + gap + width + gap + actual.width
        var canvas = [UInt32](repeating: 0, count: totalWidth * height)
        func blit(_ pixels: [UInt32], width w: Int, height h: Int, atX x0: Int) {
            for y in 0..<h {
                let src = y * w, dst = y * totalWidth + x0
                canvas.replaceSubrange(dst..<(dst + w), with: pixels[src..<(src + w)])
            }
        }
        blit(reference.pixels, width: reference.width, height: reference.height, atX: 0)
        blit(middle, width: width, height: height, atX: reference.width + gap)
        blit(actual.pixels, width: actual.width, height: actual.height, atX: reference.width + gap + width + gap)
        return Bitmap(width: totalWidth, height: height, pixels: canvas)
    }

    /// The middle panel, `width` x `height` (the larger of both sizes), opaque.
    static func highlight(reference: Bitmap, actual: Bitmap, difference: ImageDifference, width: Int, height: Int) -> [UInt32] {
        var out = [UInt32](repeating: 0xFFFF_FFFF, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x
                let mark = difference.mask.isEmpty ? 0 : difference.mask[i]
                if mark == 2 { out[i] = overColor; continue }
                if mark == 1 { out[i] = withinColor; continue }
                let source = reference.pixel(atX: x, y: y) ?? actual.pixel(atX: x, y: y) ?? 0
                out[i] = ghost(source)
            }
        }
        if let b = difference.bounds {
            frame(&out, width: width, height: height, around: b, margin: 6, thickness: 2)
        }
        return out
    }

    /// A premultiplied pixel over white, as a light grey of its luminance.
    static func ghost(_ p: UInt32) -> UInt32 {
        let a = Int(p >> 24)
        let r = Int((p >> 16) & 0xFF) + 255 - a, g = Int((p >> 8) & 0xFF) + 255 - a, b = Int(p & 0xFF) + 255 - a
        let lum = (r * 54 + g * 183 + b * 19) >> 8
        let v = UInt32(255 - (255 - min(255, lum)) / 4)
        return 0xFF00_0000 | v << 16 | v << 8 | v
    }

    /// Draws a rectangle outline `margin` pixels outside `rect`, leaving marked pixels alone.
    static func frame(_ pixels: inout [UInt32], width: Int, height: Int, around rect: ImageDifference.Region, margin: Int, thickness: Int) {
        let x0 = rect.x - margin, y0 = rect.y - margin, x1 = rect.maxX - 1 + margin, y1 = rect.maxY - 1 + margin
        func put(_ x: Int, _ y: Int) {
            guard x >= 0, y >= 0, x < width, y < height else { return }
            let i = y * width + x
            if pixels[i] != overColor && pixels[i] != withinColor { pixels[i] = frameColor }
        }
        for t in 0..<thickness {
            for x in (x0 - t)...(x1 + t) { put(x, y0 - t); put(x, y1 + t) }
            for y in (y0 - t)...(y1 + t) { put(x0 - t, y); put(x1 + t, y) }
        }
    }
}
