/// Lint: a Lock Screen widget whose colours only differ in hue. The Lock Screen draws widgets in
/// the vibrant rendering mode, which keeps each colour's luminance only (see
/// `WidgetAppearance`): two colours of nearly the same luminance become the same grey, and a
/// dark colour, or a dark image, nearly vanishes.
public enum VibrantFlatteningLint {
    /// The code of the lint's diagnostics (`vibrantFlattensColor`).
    public static let code = DiagnosticCode.vibrantFlattensColor
    /// Luminances closer than this read as the same grey.
    public static let sameGrey = 0.08
    /// A colour darker than this draws at under a quarter opacity.
    public static let faint = 0.25
    /// Colours with a chroma (max − min component) below this are greys already.
    public static let colorful = 0.25

    /// Checks the full-colour display list of a widget in `family` (only accessory families are
    /// shown in vibrant mode on iPhone; others give no diagnostics).
    public static func check(_ list: DisplayList, family: WidgetFamily) -> [Diagnostic] {
        guard family.isAccessory else { return [] }
        var colors: [RGBA] = []
        var out: [Diagnostic] = []
        func add(_ p: Paint) { colors += p.colors }
        for item in list.items {
            switch item {
            case .fill(_, let p), .stroke(_, let p, _): add(p)
            case .glyphs(let g): add(g.paint)
            case .image(let image):
                if let luma = averageLuma(image.bitmap), luma < faint {
                    out.append(Diagnostic(.warning, code: code, message: "An image of \(image.bitmap.width)x\(image.bitmap.height) px draws at about "
                                          + "\(Int((luma * 100).rounded())) % opacity on the Lock Screen (vibrant mode keeps luminance only): a dark image "
                                          + "all but disappears. Use a light or template image, or a symbol.", location: family.rawValue))
                }
            default: break
            }
        }
        var seen: [RGBA] = []
        for c in colors where c.alpha >= 0.2 && c.chroma >= colorful {
            let opaque = c.opaque
            if !seen.contains(opaque) { seen.append(opaque) }
        }
        for (i, a) in seen.enumerated() {
            if a.luma < faint {
                out.append(Diagnostic(.warning, code: code, message: "\(a.hexString) draws at \(Int((a.luma * 100).rounded())) % opacity on the Lock Screen "
                                      + "(vibrant mode keeps luminance only); use a lighter colour or white.", location: family.rawValue))
            }
            for b in seen[(i + 1)...] where abs(a.luma - b.luma) < sameGrey {
                out.append(Diagnostic(.warning, code: code, message: "\(a.hexString) and \(b.hexString) become the same grey on the Lock Screen "
                                      + "(luminance \(fmt(a.luma)) and \(fmt(b.luma))); tell them apart by brightness, shape or text.",
                                      location: family.rawValue))
            }
        }
        return out
    }
}

extension VibrantFlatteningLint {
    /// The mean luminance of the image's visible pixels, weighted by their opacity, from at
    /// most about 4,096 samples; nil when nothing in it is visible.
    static func averageLuma(_ bitmap: Bitmap) -> Double? {
        let count = bitmap.width * bitmap.height
        guard count > 0 else { return nil }
        let step = max(1, count / 4096)
        var luma = 0.0, weight = 0.0
        var i = 0
        while i < count {
            let p = bitmap.pixels[i]
            let a = Double(p >> 24) / 255
            if a > 0 {
                // Premultiplied: the channels over alpha are the colour.
                let r = Double((p >> 16) & 0xFF) / 255 / a, g = Double((p >> 8) & 0xFF) / 255 / a, b = Double(p & 0xFF) / 255 / a
                luma += RGBA(red: min(1, r), green: min(1, g), blue: min(1, b)).luma * a
                weight += a
            }
            i += step
        }
        return weight > 0 ? luma / weight : nil
    }
}

extension RGBA {
    var chroma: Double { Swift.max(red, green, blue) - Swift.min(red, green, blue) }
}
