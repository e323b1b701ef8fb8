import Foundation

/// The failure picture, `diff.png`: four labelled panels side by side — the reference, the new
/// render, the difference as a heat map, and the two blended half and half — with a ΔE legend
/// and the figures underneath.
///
/// The difference panel is the reference as a faint grey ghost; each changed pixel takes the
/// colour of its CIEDE2000 ΔE on a fixed scale (blue under 1, which nobody sees; green about
/// 2.3, the "just noticeable" difference; yellow 5; orange 10; red 20 and more), so an
/// invisible change reads as blue, not as an alarm. Each region of changed pixels is outlined
/// in the difference and blend panels: magenta where pixels are over the tolerance, grey where
/// all are within it, so a change of one pixel is found at a glance.
public struct DiffPicture: Sendable {
    /// The panels, left to right.
    public enum Panel: String, CaseIterable, Sendable {
        /// The reference image, the new render, the per-pixel difference, and the two blended.
        case reference, actual, difference, blend

        /// The label drawn above the panel.
        public var label: String {
            switch self {
            case .reference: return "Reference"
            case .actual: return "Actual"
            case .difference: return "Difference (ΔE)"
            case .blend: return "Blend 50/50"
            }
        }
    }

    /// The whole picture.
    public var bitmap: Bitmap
    /// Where each panel's pixels are in ``bitmap``.
    public var panels: [Panel: ImageDifference.Region]
    /// The outlined regions of changed pixels, in panel coordinates.
    public var regions: [ImageDifference.Region]

    static let margin = 12, gap = 16, labelScale = 2
    static let background: UInt32 = 0xFFFF_FFFF
    static let ink: UInt32 = 0xFF1D_1D1F
    static let overOutline: UInt32 = 0xFFFF_00FF
    static let withinOutline: UInt32 = 0xFF80_8080

    /// The picture for `difference`, which must come from comparing these two bitmaps.
    public init?(reference: Bitmap, actual: Bitmap, difference: ImageDifference) {
        let w = max(reference.width, actual.width), h = max(reference.height, actual.height)
        let m = Self.margin, g = Self.gap, s = Self.labelScale
        let labelHeight = PixelFont.height(scale: s) + 8
        let legendHeight = 12 + 4 + PixelFont.height(scale: 1) + 10 + PixelFont.height(scale: 1) * 3 + 8
        let totalWidth = m * 2 + w * 4 + g * 3
        let top = m + labelHeight
        let totalHeight = top + h + 12 + legendHeight + m
        var canvas = [UInt32](repeating: Self.background, count: totalWidth * totalHeight)
        var panels: [Panel: ImageDifference.Region] = [:]
        for (i, panel) in Panel.allCases.enumerated() {
            let x = m + i * (w + g)
            panels[panel] = ImageDifference.Region(x: x, y: top, width: w, height: h)
            PixelFont.draw(panel.label, into: &canvas, width: totalWidth, height: totalHeight, x: x, y: m, scale: s, color: Self.ink)
        }
        let regions = Self.regions(difference, width: w, height: h)
        func blit(_ pixels: [UInt32], width pw: Int, height ph: Int, at panel: Panel) {
            guard let r = panels[panel] else { return }
            for y in 0..<ph {
                let src = y * pw, dst = (r.y + y) * totalWidth + r.x
                canvas.replaceSubrange(dst..<(dst + pw), with: pixels[src..<(src + pw)])
            }
        }
        blit(reference.pixels, width: reference.width, height: reference.height, at: .reference)
        blit(actual.pixels, width: actual.width, height: actual.height, at: .actual)
        var heat = Self.heatMap(reference: reference, actual: actual, difference: difference, width: w, height: h)
        var blend = Self.blend(reference: reference, actual: actual, width: w, height: h)
        for region in regions {
            let color = region.over ? Self.overOutline : Self.withinOutline
            let thickness = region.over ? 2 : 1
            Self.outline(&heat, width: w, height: h, around: region.rect, color: color, thickness: thickness)
            Self.outline(&blend, width: w, height: h, around: region.rect, color: color, thickness: thickness)
        }
        blit(heat, width: w, height: h, at: .difference)
        blit(blend, width: w, height: h, at: .blend)
        Self.legend(into: &canvas, width: totalWidth, height: totalHeight, x: m + 2 * (w + g), y: top + h + 12,
                    barWidth: max(w, 220), tolerance: difference.tolerance)
        Self.figures(difference, regions: regions.count, into: &canvas, width: totalWidth, height: totalHeight,
                     x: m, y: top + h + 12)
        guard let bitmap = Bitmap(width: totalWidth, height: totalHeight, pixels: canvas) else { return nil }
        self.bitmap = bitmap
        self.panels = panels
        self.regions = regions.map(\.rect)
    }

    // MARK: The heat scale

    /// ΔE values where the scale's colours sit.
    static let stops: [(deltaE: Double, color: UInt32)] = [
        (0, 0xFF2F_6BFF), (1, 0xFF00_B5D8), (2.3, 0xFF2D_BE4A), (5, 0xFFF2_C200), (10, 0xFFFF_7A00), (20, 0xFFE8_001C),
    ]

    /// The colour of a changed pixel with this ΔE (infinity: a pixel only one image has).
    public static func heatColor(deltaE e: Double) -> UInt32 {
        guard e.isFinite else { return stops[stops.count - 1].color }
        if e <= stops[0].deltaE { return stops[0].color }
        for i in 1..<stops.count where e <= stops[i].deltaE {
            let (e0, c0) = stops[i - 1], (e1, c1) = stops[i]
            return mix(c0, c1, (e - e0) / (e1 - e0))
        }
        return stops[stops.count - 1].color
    }

    static func mix(_ a: UInt32, _ b: UInt32, _ t: Double) -> UInt32 {
        func ch(_ v: UInt32, _ shift: UInt32) -> Double { Double((v >> shift) & 0xFF) }
        func c(_ shift: UInt32) -> UInt32 { UInt32((ch(a, shift) + (ch(b, shift) - ch(a, shift)) * t).rounded()) << shift }
        return 0xFF00_0000 | c(16) | c(8) | c(0)
    }

    static func heatMap(reference: Bitmap, actual: Bitmap, difference: ImageDifference, width: Int, height: Int) -> [UInt32] {
        var out = [UInt32](repeating: 0xFFFF_FFFF, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x
                if !difference.mask.isEmpty, difference.mask[i] != 0 {
                    out[i] = heatColor(deltaE: Double(difference.deltaEs.isEmpty ? .infinity : difference.deltaEs[i]))
                } else {
                    out[i] = ghost(reference.pixel(atX: x, y: y) ?? actual.pixel(atX: x, y: y) ?? 0)
                }
            }
        }
        return out
    }

    /// Each channel halfway between the two images (premultiplied, so alpha blends too).
    static func blend(reference: Bitmap, actual: Bitmap, width: Int, height: Int) -> [UInt32] {
        var out = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let p = reference.pixel(atX: x, y: y) ?? 0, q = actual.pixel(atX: x, y: y) ?? 0
                var v: UInt32 = 0
                for shift: UInt32 in [24, 16, 8, 0] {
                    v |= ((((p >> shift) & 0xFF) + ((q >> shift) & 0xFF) + 1) / 2) << shift
                }
                out[y * width + x] = v
            }
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

    // MARK: Regions

    /// Regions of changed pixels: changed pixels in 12-pixel cells, touching cells joined, each
    /// group's exact pixel bounds. More than 24 groups become one region around all of them.
    static func regions(_ d: ImageDifference, width: Int, height: Int) -> [(rect: ImageDifference.Region, over: Bool)] {
        guard !d.mask.isEmpty else { return [] }
        let cell = 12
        let cw = (width + cell - 1) / cell, ch = (height + cell - 1) / cell
        var minX = [Int](repeating: .max, count: cw * ch), minY = minX
        var maxX = [Int](repeating: -1, count: cw * ch), maxY = maxX
        var over = [Bool](repeating: false, count: cw * ch)
        for y in 0..<height {
            for x in 0..<width where d.mask[y * width + x] != 0 {
                let c = (y / cell) * cw + x / cell
                minX[c] = min(minX[c], x); minY[c] = min(minY[c], y); maxX[c] = max(maxX[c], x); maxY[c] = max(maxY[c], y)
                if d.mask[y * width + x] == 2 { over[c] = true }
            }
        }
        var seen = [Bool](repeating: false, count: cw * ch)
        var out: [(rect: ImageDifference.Region, over: Bool)] = []
        for start in 0..<(cw * ch) where maxX[start] >= 0 && !seen[start] {
            var stack = [start]
            seen[start] = true
            var x0 = Int.max, y0 = Int.max, x1 = -1, y1 = -1, anyOver = false
            while let c = stack.popLast() {
                x0 = min(x0, minX[c]); y0 = min(y0, minY[c]); x1 = max(x1, maxX[c]); y1 = max(y1, maxY[c])
                anyOver = anyOver || over[c]
                let cx = c % cw, cy = c / cw
                for ny in max(0, cy - 1)...min(ch - 1, cy + 1) {
                    for nx in max(0, cx - 1)...min(cw - 1, cx + 1) {
                        let n = ny * cw + nx
                        if maxX[n] >= 0 && !seen[n] { seen[n] = true; stack.append(n) }
                    }
                }
            }
            out.append((ImageDifference.Region(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1), anyOver))
        }
        if out.count > 24 {
            let x0 = out.map(\.rect.x).min() ?? 0, y0 = out.map(\.rect.y).min() ?? 0
            let x1 = out.map(\.rect.maxX).max() ?? 0, y1 = out.map(\.rect.maxY).max() ?? 0
            return [(ImageDifference.Region(x: x0, y: y0, width: x1 - x0, height: y1 - y0), out.contains { $0.over })]
        }
        return out
    }

    /// A rectangle outline 4 pixels outside `rect`.
    static func outline(_ pixels: inout [UInt32], width: Int, height: Int, around rect: ImageDifference.Region,
                        color: UInt32, thickness: Int) {
        let margin = 4
        let x0 = rect.x - margin, y0 = rect.y - margin, x1 = rect.maxX - 1 + margin, y1 = rect.maxY - 1 + margin
        func put(_ x: Int, _ y: Int) {
            guard x >= 0, y >= 0, x < width, y < height else { return }
            pixels[y * width + x] = color
        }
        for t in 0..<thickness {
            for x in (x0 - t)...(x1 + t) { put(x, y0 - t); put(x, y1 + t) }
            for y in (y0 - t)...(y1 + t) { put(x0 - t, y); put(x1 + t, y) }
        }
    }

    // MARK: Legend and figures

    /// The scale's ticks, on a logarithmic axis from 0.5 to 50.
    static let ticks: [(Double, String)] = [(0.5, "0.5"), (1, "1"), (2.3, "2.3"), (5, "5"), (10, "10"), (20, "20"), (50, "50+")]

    static func axis(_ e: Double) -> Double {
        let lo = log(0.5), hi = log(50.0)
        return min(1, max(0, (log(max(e, 0.5)) - lo) / (hi - lo)))
    }

    /// The colour bar with its ticks, and the tolerance marked when there is one.
    static func legend(into canvas: inout [UInt32], width: Int, height: Int, x: Int, y: Int, barWidth: Int,
                       tolerance: ImageTolerance) {
        let bar = min(barWidth, width - x - margin)
        guard bar > 20 else { return }
        let lo = log(0.5), hi = log(50.0)
        for i in 0..<bar {
            let e = exp(lo + (hi - lo) * Double(i) / Double(bar - 1))
            let color = heatColor(deltaE: e)
            for dy in 0..<12 where y + dy < height { canvas[(y + dy) * width + x + i] = color }
        }
        for (e, label) in ticks {
            let tx = x + Int((axis(e) * Double(bar - 1)).rounded())
            for dy in 12..<16 where y + dy < height { canvas[(y + dy) * width + tx] = ink }
            let lw = PixelFont.width(label, scale: 1)
            PixelFont.draw(label, into: &canvas, width: width, height: height, x: min(max(x, tx - lw / 2), x + bar - lw),
                           y: y + 17, scale: 1, color: ink)
        }
        if tolerance.deltaE > 0 {
            let tx = x + Int((axis(tolerance.deltaE) * Double(bar - 1)).rounded())
            for dy in -3..<15 where y + dy >= 0 && y + dy < height && tx + 1 < width {
                canvas[(y + dy) * width + tx] = ink; canvas[(y + dy) * width + tx + 1] = ink
            }
        }
        let caption = tolerance.deltaE > 0 ? "ΔE2000 SCALE, BAR: TOLERANCE ΔE \(decimals(tolerance.deltaE))" : "ΔE2000 SCALE, UNDER 1 IS INVISIBLE"
        PixelFont.draw(caption, into: &canvas, width: width, height: height, x: x, y: y + 17 + 7 + 6, scale: 1, color: ink)
    }

    /// What changed, in numbers, under the reference and actual panels.
    static func figures(_ d: ImageDifference, regions: Int, into canvas: inout [UInt32], width: Int, height: Int, x: Int, y: Int) {
        var lines: [String] = []
        if d.referenceSize != d.actualSize {
            lines.append("SIZE \(d.referenceSize.width)X\(d.referenceSize.height) -> \(d.actualSize.width)X\(d.actualSize.height)")
        }
        if d.tolerance.isExact {
            lines.append("\(d.changedPixels) OF \(d.pixelCount) PIXELS CHANGED (\(percent(d.shareOverThreshold))), COMPARED EXACTLY")
        } else {
            lines.append("\(d.changedPixels) OF \(d.pixelCount) PIXELS CHANGED, \(d.pixelsOverThreshold) OVER ΔE \(decimals(d.tolerance.deltaE)) (\(percent(d.shareOverThreshold)))")
        }
        if let at = d.maxDeltaELocation {
            lines.append("LARGEST ΔE \(decimals(d.maxDeltaE)) AT (\(at.x), \(at.y)), \(regions) REGION\(regions == 1 ? "" : "S") OUTLINED")
        }
        for (n, line) in lines.enumerated() {
            PixelFont.draw(line, into: &canvas, width: width, height: height, x: x, y: y + n * 12, scale: 1, color: ink)
        }
    }
}
