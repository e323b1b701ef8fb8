import Foundation

/// Lint: text whose colour against what is drawn behind it falls below a WCAG contrast ratio
/// (3:1 by default, the WCAG 2 minimum for large text and Apple's for bold text) — the title
/// that vanishes in the tinted or clear Home Screen.
///
/// Works on a rendered bitmap and the display list it was drawn from, in any rendering mode:
/// for each glyph run, the text colour is its paint composited over the background, and the
/// background is the median colour of the ring of device pixels just outside the run's frame.
/// An approximation: text over a busy image takes the ring's median as its background. Where
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
    public static func check(_ list: DisplayList, bitmap: Bitmap, scale: Double, minimum: Double = 3, behind: RGBA? = nil) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for item in list.items {
            guard case .glyphs(let run) = item, case .color(let paint) = run.paint, paint.alpha > 0,
                  let bounds = run.bounds, let background = ringMedian(bitmap, bounds, scale, behind: behind) else { continue }
            let text = paint.composited(over: background)
            let ratio = contrastRatio(text, background)
            if ratio < minimum {
                out.append(Diagnostic(.warning, code: code,
                                      message: "Text drawn \(text.opaque.hexString) on \(background.opaque.hexString) has a contrast of \(fmt((ratio * 100).rounded() / 100)):1, "
                                        + "below \(fmt(minimum)):1: in this rendering mode iOS draws the text and what is behind it nearly alike "
                                        + "(tinted mode paints everything outside .widgetAccentable() views in one colour). "
                                        + "Put .widgetAccentable() on the text or on what is behind it, or draw the text on the container background.",
                                      location: run.text.map { "text \"\($0)\"" } ?? "glyphs \(bounds)"))
            }
        }
        return out
    }

    /// WCAG 2 contrast ratio of two opaque colours.
    public static func contrastRatio(_ a: RGBA, _ b: RGBA) -> Double {
        let la = a.relativeLuminance, lb = b.relativeLuminance
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    static func ringMedian(_ bitmap: Bitmap, _ r: Rect, _ scale: Double, behind: RGBA? = nil) -> RGBA? {
        let x0 = Int((r.minX * scale).rounded(.down)) - 1, x1 = Int((r.maxX * scale).rounded(.up))
        let y0 = Int((r.minY * scale).rounded(.down)) - 1, y1 = Int((r.maxY * scale).rounded(.up))
        var samples: [RGBA] = []
        for x in x0...max(x0, x1) {
            for y in [y0, y1] { if let c = bitmap.color(atX: x, y: y) { samples.append(c) } }
        }
        for y in y0...max(y0, y1) {
            for x in [x0, x1] { if let c = bitmap.color(atX: x, y: y) { samples.append(c) } }
        }
        if let behind { samples = samples.map { $0.composited(over: behind) } }
        // Mostly see-through: the background is the wallpaper, not these pixels.
        guard !samples.isEmpty, samples.filter({ $0.alpha < 0.99 }).count * 2 < samples.count else { return nil }
        return samples.sorted { $0.relativeLuminance < $1.relativeLuminance }[samples.count / 2]
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
