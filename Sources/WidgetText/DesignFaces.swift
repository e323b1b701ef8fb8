/// The bundled faces for `Font.Design`, chosen by measuring widths (em per character, advance
/// averages of 0–9, a–z, A–Z; Inter, whose untracked widths match SF Pro's within 0.3 % on the
/// iOS oracle, is the reference for SF Pro's):
///
/// | face (Debian 12 package)        | digits | a–z   | A–Z   | "18" ink at 30 pt |
/// |---------------------------------|--------|-------|-------|-------------------|
/// | Inter Regular (SF Pro proxy)    | 0.602  | 0.534 | 0.672 | 28.8              |
/// | Noto Serif Regular (fonts-noto-core)   | 0.559 | 0.549 | 0.669 | 30.2      |
/// | DejaVu Serif (fonts-dejavu-core)       | 0.636 | 0.570 | 0.742 | 32.5      |
/// | Caladea Regular (fonts-crosextra-caladea) | 0.468 | 0.467 | 0.582 | 23.9   |
/// | Noto Sans Mono / JetBrains Mono / DejaVu Sans Mono | 0.600 / 0.600 / 0.602 (every glyph) | | | |
/// | Quicksand Bold (fonts-quicksand)       | 0.558 | 0.543 | 0.655 | 26.6      |
/// | Comfortaa Bold (fonts-comfortaa)       | 0.573 | 0.585 | 0.735 | 26.4      |
/// | InterDisplay SemiBold                  | 0.570 | 0.507 | 0.647 | 27.4      |
///
/// - `.serif` (New York): Noto Serif, the open serif whose letter widths are closest to SF Pro's
///   (New York is drawn to SF's proportions), with Regular, Bold and both italics.
/// - `.monospaced` (SF Mono, 0.6 em per character like every candidate): Noto Sans Mono, a neutral
///   grotesque like SF Mono and without JetBrains Mono's programming ligatures; Regular and Bold.
/// - `.rounded` (SF Pro Rounded) stays on Inter's glyphs, laid out with SF Pro Rounded's advances
///   and kerning (``SFAdvances``): every open rounded face packaged by Debian draws narrower than
///   Inter (Quicksand 26.6, Comfortaa 26.4 pt for the "18" above), so their shapes would sit
///   loosely in SF's advances.
///
/// Weights follow the fallback rule: up to medium the Regular file, semibold and heavier Bold.
/// These faces stand in for system fonts, so they take the system line box
/// (``SystemFontMetrics``) and, like SF Mono and New York on iOS, no size-specific tracking.
extension FontMatching {
    /// The design face for a spec, relative to the font folder; nil for `.default` and `.rounded`.
    static func designFile(for spec: FontSpec) -> String? {
        let bold = fallbackIsBold(spec.weight)
        switch spec.design {
        case .serif:
            let style = spec.italic ? (bold ? "BoldItalic" : "Italic") : (bold ? "Bold" : "Regular")
            return "NotoSerif/NotoSerif-\(style).ttf"
        case .monospaced:
            return "NotoSansMono/NotoSansMono-\(bold ? "Bold" : "Regular").ttf"
        case .default, .rounded:
            return nil
        }
    }
}
