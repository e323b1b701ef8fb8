import Foundation

/// Lint: text whose colour against what is drawn behind it falls below a WCAG contrast ratio
/// (3:1 by default, the WCAG 2 minimum for large text and Apple's for bold text) — the title
/// that vanishes in the tinted or clear Home Screen.
///
/// Works on a rendered bitmap and the display list it was drawn from, in any rendering mode:
/// for each glyph run, the text colour is its paint composited over the background, judged
/// against two backgrounds: the median colour of the ring of device pixels just outside the
/// run's frame, and the median of the pixels in the middle half of the frame that differ from
/// the text's colour (what shows between the glyphs; all of them when nearly none differ, text
/// on its own colour). A run is reported when its contrast is low against both. An
/// approximation: text over a busy image takes the medians as its background. Where
/// the widget is see-through around the text (the clear glass and the Lock Screen with no
/// wallpaper behind them, `AccessoryWidgetBackground`), what shows behind it is the user's
/// wallpaper, which the render does not have: such text is not judged (render over a
/// `--wallpaper` to check it).
public enum ContrastLint {
    /// The code of the lint's diagnostics (`lowContrast`).
    public static let code = DiagnosticCode.lowContrast

    /// One warning per glyph run of `list` whose contrast with its surroundings in `bitmap` is below `minimum`.
    ///
    /// - Parameters:
    /// - list: The display list `bitmap` was drawn from.
    /// - bitmap: The rendered pixels.
    /// - scale: Device pixels per point of `bitmap`.
    /// - minimum: The lowest acceptable WCAG contrast ratio.
    /// - behind: What shows through where the render is see-through, when it is known
    ///   (`WidgetAppearance.surroundings`).
    /// - mode: The rendering mode's name (`WidgetAppearance.name`), for what the message says iOS does.
    public static func check(_ list: DisplayList, bitmap: Bitmap, scale: Double, minimum: Double = 3, behind: RGBA? = nil,
                             mode: String = WidgetAppearance.tintedName) -> [Diagnostic] {
        var out: [Diagnostic] = []
        var samples = PixelSamples(bitmap: bitmap, behind: behind)
        for item in list.items {
            guard case .glyphs(let run) = item, case .color(let paint) = run.paint, paint.alpha > 0,
                  let bounds = run.bounds, let around = ringMedian(&samples, bounds, scale) else { continue }
            let between = backgroundMedian(&samples, bounds, scale, text: paint) ?? around
            // Low against both what surrounds the run and what shows between its glyphs: a run
            // whose frame reaches past its own background (a title as wide as its photo) is
            // judged by the photo.
            let (background, ratio) = [around, between].map { ($0, contrastRatio(paint.composited(over: $0), $0)) }
                .max { $0.1 < $1.1 } ?? (around, 0)
            let text = paint.composited(over: background)
            if ratio < minimum {
                out.append(Diagnostic(.warning, code: code,
                                      message: "Text drawn \(text.opaque.hexString) on \(background.opaque.hexString) has a contrast of \(fmt((ratio * 100).rounded() / 100)):1, "
                                        + "below \(fmt(minimum)):1: " + advice(mode),
                                      location: run.text.map { "text \"\($0)\"" } ?? "glyphs \(bounds)"))
            }
        }
        return out
    }

    /// What iOS does in `mode` that makes the text hard to read, and what to change.
    static func advice(_ mode: String) -> String {
        switch mode {
        case WidgetAppearance.clear.name:
            return "the clear glass draws text white, and the wallpaper behind the widget shows through it. "
                + "Check it over your own wallpapers (--wallpaper), or put the text on a shape of its own."
        case WidgetAppearance.tintedName:
            return "in this rendering mode iOS draws the text and what is behind it nearly alike "
                + "(tinted mode paints everything outside .widgetAccentable() views in one colour). "
                + "Put .widgetAccentable() on the text or on what is behind it, or draw the text on the container background."
        default:
            return "the text and what is behind it are nearly alike. Change one of the two colours, or put the text on a shape of its own."
        }
    }

    /// WCAG 2 contrast ratio of two opaque colours.
    public static func contrastRatio(_ a: RGBA, _ b: RGBA) -> Double {
        let la = a.relativeLuminance, lb = b.relativeLuminance
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// The colour behind a run: the median of the pixels in the middle half of `r` (its height)
    /// that are not the text's own colour, or of all of them when fewer than a tenth differ (text
    /// drawn on its own colour).
    static func backgroundMedian(_ samples: inout PixelSamples, _ r: Rect, _ scale: Double, text paint: RGBA) -> RGBA? {
        let bitmap = samples.bitmap
        let x0 = max(0, Int((r.minX * scale).rounded(.up))), x1 = min(bitmap.width - 1, Int((r.maxX * scale).rounded(.down)) - 1)
        // The middle half of the line box, where the glyphs are: its top and bottom (ascender and
        // descender room) can reach past the text's own background.
        let y0 = max(0, Int(((r.minY + r.height / 4) * scale).rounded(.up)))
        let y1 = min(bitmap.height - 1, Int(((r.maxY - r.height / 4) * scale).rounded(.down)) - 1)
        guard x0 <= x1, y0 <= y1 else { return ringMedian(&samples, r, scale) }
        // At most about 2,000 samples per run, on an even grid.
        let stride = max(1, Int((Double((x1 - x0 + 1) * (y1 - y0 + 1)) / 2000).squareRoot().rounded(.up)))
        var all: [PixelSamples.Sample] = []
        var others: [PixelSamples.Sample] = []
        let capacity = ((x1 - x0) / stride + 1) * ((y1 - y0) / stride + 1)
        all.reserveCapacity(capacity)
        others.reserveCapacity(capacity)
        // Runs of one pixel value are the rule (flat backgrounds): the last one's answer is kept.
        var last: (pixel: UInt32, sample: PixelSamples.Sample, differs: Bool)?
        for y in Swift.stride(from: y0, through: y1, by: stride) {
            for x in Swift.stride(from: x0, through: x1, by: stride) {
                guard let pixel = bitmap.pixel(atX: x, y: y) else { continue }
                if last?.pixel != pixel {
                    guard let sample = samples.composited(atX: x, y: y) else { continue }
                    let c = sample.color, textHere = paint.composited(over: c)
                    let differs = max(abs(textHere.red - c.red), abs(textHere.green - c.green), abs(textHere.blue - c.blue)) > 0.1
                    last = (pixel, sample, differs)
                }
                guard let last else { continue }
                all.append(last.sample)
                if last.differs { others.append(last.sample) }
            }
        }
        guard !all.isEmpty else { return nil }
        return median(others.count * 10 < all.count ? all : others)
    }

    static func ringMedian(_ samples: inout PixelSamples, _ r: Rect, _ scale: Double) -> RGBA? {
        let x0 = Int((r.minX * scale).rounded(.down)) - 1, x1 = Int((r.maxX * scale).rounded(.up))
        let y0 = Int((r.minY * scale).rounded(.down)) - 1, y1 = Int((r.maxY * scale).rounded(.up))
        var ring: [PixelSamples.Sample] = []
        var seeThrough = 0
        func add(_ x: Int, _ y: Int) {
            guard let sample = samples.composited(atX: x, y: y) else { return }
            if sample.color.alpha < 0.99 { seeThrough += 1 }
            ring.append(sample)
        }
        for x in x0...max(x0, x1) {
            for y in [y0, y1] { add(x, y) }
        }
        for y in y0...max(y0, y1) {
            for x in [x0, x1] { add(x, y) }
        }
        // Mostly see-through: the background is the wallpaper, not these pixels.
        guard !ring.isEmpty, seeThrough * 2 < ring.count else { return nil }
        return median(ring)
    }

    /// The colour of the sample at index `count / 2` once `samples` are stably sorted by
    /// luminance, without sorting them: samples come in long runs of one value (flat
    /// backgrounds), so the distinct luminances are few. Counted per luminance, the median's
    /// value and its rank among equals give the sample, in the order a stable sort keeps.
    static func median(_ samples: [PixelSamples.Sample]) -> RGBA {
        var counts: [Double: Int] = [:]
        var i = 0
        while i < samples.count {
            var j = i + 1
            while j < samples.count && samples[j].luminance == samples[i].luminance { j += 1 }
            counts[samples[i].luminance, default: 0] += j - i
            i = j
        }
        var rank = samples.count / 2
        var value = samples[0].luminance
        for (luminance, count) in counts.sorted(by: { $0.key < $1.key }) {
            if rank < count { value = luminance; break }
            rank -= count
        }
        for sample in samples where sample.luminance == value {
            if rank == 0 { return sample.color }
            rank -= 1
        }
        return samples[samples.count / 2].color
    }
}

/// The pixels of a rendered bitmap as the lint reads them: each one's colour (composited over
/// what shows through, when that is known) and its luminance, worked out once per distinct pixel
/// value. Widgets are mostly flat, so a few hundred values cover thousands of samples.
struct PixelSamples {
    struct Sample {
        let luminance: Double
        let color: RGBA
    }

    let bitmap: Bitmap
    let behind: RGBA?
    private var known: [UInt32: Sample] = [:]
    private var last: (pixel: UInt32, sample: Sample)?

    init(bitmap: Bitmap, behind: RGBA?) {
        self.bitmap = bitmap; self.behind = behind
    }

    /// The pixel's colour over `behind` (as drawn without it) and that colour's luminance.
    mutating func composited(atX x: Int, y: Int) -> Sample? {
        guard let pixel = bitmap.pixel(atX: x, y: y) else { return nil }
        if let last, last.pixel == pixel { return last.sample }
        if let sample = known[pixel] {
            last = (pixel, sample)
            return sample
        }
        guard var color = bitmap.color(atX: x, y: y) else { return nil }
        if let behind { color = color.composited(over: behind) }
        let sample = Sample(luminance: color.relativeLuminance, color: color)
        known[pixel] = sample
        last = (pixel, sample)
        return sample
    }
}

extension RGBA {
    /// WCAG 2 relative luminance (linearised sRGB).
    var relativeLuminance: Double {
        func lin(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * lin(red) + 0.7152 * lin(green) + 0.0722 * lin(blue)
    }

    /// This colour over an opaque `background`.
    func composited(over background: RGBA) -> RGBA {
        RGBA(red: red * alpha + background.red * (1 - alpha), green: green * alpha + background.green * (1 - alpha),
             blue: blue * alpha + background.blue * (1 - alpha))
    }
}
