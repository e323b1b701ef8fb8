/// How a ``FontSpec`` picks a bundled font file. Pure: no I/O, testable on its own.
///
/// Weight (SwiftUI `Font.Weight` → bundled Inter style; there is no Thin or ExtraLight file):
///
/// | FontWeight               | File style | usWeightClass |
/// |--------------------------|------------|---------------|
/// | ultraLight, thin, light  | Light      | 300           |
/// | regular                  | Regular    | 400           |
/// | medium                   | Medium     | 500           |
/// | semibold                 | SemiBold   | 600           |
/// | bold                     | Bold       | 700           |
/// | heavy                    | ExtraBold  | 800           |
/// | black                    | Black      | 900           |
///
/// Italic: Regular, Medium, SemiBold and Bold have italic files (`Inter-Italic.otf`,
/// `Inter-MediumItalic.otf`, …). Light, ExtraBold and Black italic fall back to the upright
/// face of the same weight (no synthetic slant yet).
///
/// Optical size: SF Pro moves from its Text to its Display design between 17 and 28 pt. An
/// upright request from the Display switch on (21.81 pt, where the Display share is one half;
/// 20 pt without the table, where SF Pro's static files switch) uses InterDisplay when that
/// weight is bundled (Regular, SemiBold, Bold); other weights and italics stay on Inter.
/// How either is brought to SF Pro's width at each size is ``OpticalTracking``'s job.
///
/// Design: `.serif` and `.monospaced` use the bundled Noto Serif and Noto Sans Mono
/// (``designFile(for:)``, measurements in `DesignFaces.swift`); `.rounded` uses Inter, the
/// closest in width of the open faces. Without those folders, `.monospaced` is Inter with
/// tabular figures (`tnum`).
///
/// If a chosen file is missing from the folder, the nearest bundled weight is used instead
/// (upright), and `Inter-Regular.otf` last.
///
/// Fallback faces (per grapheme, see ``FontFallback``) come after the Latin face, in this
/// order: Noto Sans Arabic UI, Noto Sans Hebrew, Noto Sans CJK SC, Noto Color Emoji. The first
/// three have Regular and Bold files: weights up to medium use Regular, semibold and heavier use
/// Bold (``fallbackIsBold(_:)``); they have no italics (upright, as Core Text draws CJK).
enum FontMatching {
    /// Inter styles with their weight class, lightest first.
    static let styles: [(name: String, weight: Int)] = [
        ("Light", 300), ("Regular", 400), ("Medium", 500), ("SemiBold", 600),
        ("Bold", 700), ("ExtraBold", 800), ("Black", 900),
    ]
    /// Styles with an italic file.
    static let italicStyles: Set<String> = ["Regular", "Medium", "SemiBold", "Bold"]
    /// Styles with an InterDisplay file.
    static let displayStyles: Set<String> = ["Regular", "SemiBold", "Bold"]
    /// The size at which SF Pro's static fonts switch from Text to Display (the user font
    /// folder's rule; the bundled faces switch where ``OpticalSizes/displaySwitch`` says).
    static let displayMinimumSize = 20.0
    /// The file every other choice falls back to.
    static let lastResort = "Inter-Regular.otf"

    /// What decides the face: the weight style, slant and optical size.
    struct Request: Hashable, Sendable {
        var style: String
        var italic: Bool
        var display: Bool
    }

    /// The bundled style name for a weight (see the table above).
    static func styleName(for weight: FontWeight) -> String {
        switch weight {
        case .ultraLight, .thin, .light: return "Light"
        case .regular: return "Regular"
        case .medium: return "Medium"
        case .semibold: return "SemiBold"
        case .bold: return "Bold"
        case .heavy: return "ExtraBold"
        case .black: return "Black"
        }
    }

    /// A fallback family bundled in its own folder, with a Regular and a Bold file.
    struct FallbackFamily: Sendable {
        var folder: String
        var regular: String
        var bold: String
    }

    /// The per-grapheme fallbacks after the Latin face, in the order they are tried.
    static let fallbackFamilies: [FallbackFamily] = [
        FallbackFamily(folder: "NotoSansArabicUI", regular: "NotoSansArabicUI-Regular.ttf", bold: "NotoSansArabicUI-Bold.ttf"),
        FallbackFamily(folder: "NotoSansHebrew", regular: "NotoSansHebrew-Regular.ttf", bold: "NotoSansHebrew-Bold.ttf"),
        FallbackFamily(folder: "NotoSansCJK", regular: "NotoSansCJKsc-Regular-subset.otf", bold: "NotoSansCJKsc-Bold-subset.otf"),
    ]
    /// The color emoji font, relative to the font folder.
    static let emojiFile = "NotoColorEmoji/NotoColorEmoji-RGI.ttf"

    /// Whether a fallback family draws `weight` with its Bold file: semibold and heavier.
    static func fallbackIsBold(_ weight: FontWeight) -> Bool {
        weight.value >= FontWeight.semibold.value
    }

    /// The request for a spec; upright text of `displayFrom` points or more takes the Display
    /// cut where the weight has one.
    static func request(for spec: FontSpec, displayFrom: Double = displayMinimumSize) -> Request {
        let style = styleName(for: spec.weight)
        // InterDisplay's `tnum` leaves its digits proportional (a "1" stays 3.4 pt narrower than a
        // "0" at 40 pt), so tabular requests take the text cut, whose figures are tabular.
        let display = !spec.italic && !wantsTabularFigures(spec) && spec.size >= displayFrom && displayStyles.contains(style)
        return Request(style: style, italic: spec.italic && italicStyles.contains(style), display: display)
    }

    /// Whether the spec asks for tabular figures: `monospacedDigit` or the monospaced design.
    static func wantsTabularFigures(_ spec: FontSpec) -> Bool {
        spec.monospacedDigit || spec.design == .monospaced
    }

    static func fileName(style: String, italic: Bool, display: Bool) -> String {
        if display { return "InterDisplay-\(style).otf" }
        if italic { return style == "Regular" ? "Inter-Italic.otf" : "Inter-\(style)Italic.otf" }
        return "Inter-\(style).otf"
    }

    /// File names to try for a request, best first; ends with ``lastResort``.
    static func candidates(for request: Request) -> [String] {
        var out: [String] = []
        if request.display { out.append(fileName(style: request.style, italic: false, display: true)) }
        if request.italic { out.append(fileName(style: request.style, italic: true, display: false)) }
        out.append(fileName(style: request.style, italic: false, display: false))
        let target = styles.first { $0.name == request.style }?.weight ?? 400
        // Nearest weights; on a tie the heavier one (text stays legible rather than faint).
        let byDistance = styles.sorted {
            let a = abs($0.weight - target), b = abs($1.weight - target)
            return a != b ? a < b : $0.weight > $1.weight
        }
        for s in byDistance {
            let name = fileName(style: s.name, italic: false, display: false)
            if !out.contains(name) { out.append(name) }
        }
        if !out.contains(lastResort) { out.append(lastResort) }
        return out
    }
}
