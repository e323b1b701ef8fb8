/// SwiftUI's `Font`: a system font at a size, or a Dynamic Type text style at its default
/// ("Large") size.
public struct Font: Hashable, Sendable {
    /// A Dynamic Type text style with iOS's default size and weight (Large content size;
    /// Apple HIG typography table, see `shared/research/snapshot-anchors.md` §3.3).
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        /// The styles from largest to smallest, as iOS's Dynamic Type table lists them (34 pt large title … 11 pt second caption).
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// Point size at the default Dynamic Type setting.
        public var size: Double {
            switch self {
            case .largeTitle: return 34
            case .title: return 28
            case .title2: return 22
            case .title3: return 20
            case .headline, .body: return 17
            case .callout: return 16
            case .subheadline: return 15
            case .footnote: return 13
            case .caption: return 12
            case .caption2: return 11
            }
        }
        /// The style's own weight: semibold for headline, regular for the rest.
        public var weight: FontWeight { self == .headline ? .semibold : .regular }
        /// The HIG's leading for the style in points (reference only). Line height does not use
        /// it: SwiftUI's `Text` sets its lines by the font's metrics (`UIFont.lineHeight`, 20.29 pt
        /// for 17 pt body text rather than the HIG's 22), and so does WidgetRender (the line box
        /// of the faces on the line; see `TextEngine`). Add `lineSpacing` for looser lines.
        public var leading: Double {
            switch self {
            case .largeTitle: return 41
            case .title: return 34
            case .title2: return 28
            case .title3: return 25
            case .headline, .body: return 22
            case .callout: return 21
            case .subheadline: return 20
            case .footnote: return 18
            case .caption: return 16
            case .caption2: return 13
            }
        }
    }

    var size: Double
    var weight: FontWeight
    var design: FontDesign
    var isItalic = false
    var isMonospacedDigit = false
    var textStyle: TextStyle?
    /// `Font.custom`'s PostScript or family name (see `Font+Custom.swift`).
    var customName: String?
    /// `Font.width(_:)`; nil is standard.
    var width: Width?
    /// For `custom` fonts: the text style whose Dynamic Type growth the size follows.
    var scalesLike: TextStyle?
    /// `scaled(by:)`'s factor, kept so a text style's Dynamic Type size is scaled too.
    var sizeFactor = 1.0

    init(size: Double, weight: FontWeight, design: FontDesign, textStyle: TextStyle? = nil) {
        self.size = size; self.weight = weight; self.design = design; self.textStyle = textStyle
    }

    /// The system font at a fixed size.
    public static func system(size: Double, weight: FontWeight = .regular, design: FontDesign = .default) -> Font {
        Font(size: size, weight: weight, design: design)
    }
    /// The system font for a text style.
    public static func system(_ style: TextStyle, design: FontDesign = .default, weight: FontWeight? = nil) -> Font {
        Font(size: style.size, weight: weight ?? style.weight, design: design, textStyle: style)
    }
    /// The `largeTitle` text style: 34 pt at the default Dynamic Type size.
    public static let largeTitle = system(.largeTitle)
    /// The `title` text style: 28 pt at the default Dynamic Type size.
    public static let title = system(.title)
    /// The `title2` text style: 22 pt at the default Dynamic Type size.
    public static let title2 = system(.title2)
    /// The `title3` text style: 20 pt at the default Dynamic Type size.
    public static let title3 = system(.title3)
    /// The `headline` text style: 17 pt semibold at the default Dynamic Type size.
    public static let headline = system(.headline)
    /// The `subheadline` text style: 15 pt at the default Dynamic Type size.
    public static let subheadline = system(.subheadline)
    /// The `body` text style: 17 pt at the default Dynamic Type size.
    public static let body = system(.body)
    /// The `callout` text style: 16 pt at the default Dynamic Type size.
    public static let callout = system(.callout)
    /// The `footnote` text style: 13 pt at the default Dynamic Type size.
    public static let footnote = system(.footnote)
    /// The `caption` text style: 12 pt at the default Dynamic Type size.
    public static let caption = system(.caption)
    /// The `caption2` text style: 11 pt at the default Dynamic Type size.
    public static let caption2 = system(.caption2)

    /// This font at another weight.
    public func weight(_ w: FontWeight) -> Font { var f = self; f.weight = w; return f }
    /// This font, bold.
    public func bold() -> Font { weight(.bold) }
    /// This font, italic (upright where no italic face is bundled).
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    /// SwiftUI's `scaled(by:)` (iOS 26): this font `factor` times as large. A text style keeps
    /// following Dynamic Type, times the factor. A factor that is not a positive number leaves
    /// the font as it is.
    public func scaled(by factor: CGFloat) -> Font {
        guard factor.isFinite, factor > 0 else { return self }
        var f = self
        f.size *= factor
        f.sizeFactor *= factor
        return f
    }
    /// This font with tabular (equal-width) digits.
    public func monospacedDigit() -> Font { var f = self; f.isMonospacedDigit = true; return f }
    /// This font in the monospaced design (Inter with tabular digits; see `FontMatching`).
    public func monospaced() -> Font { var f = self; f.design = .monospaced; return f }

    /// The request handed to the text system, after the environment's overrides.
    func spec(weightOverride: FontWeight?, italic: Bool, monospacedDigit: Bool) -> FontSpec {
        var spec = FontSpec(size: size, weight: weightOverride ?? weight, italic: isItalic || italic,
                            design: design, monospacedDigit: isMonospacedDigit || monospacedDigit)
        spec.family = customName
        spec.width = width?.value ?? 0
        return spec
    }
}

extension Font {
    /// SwiftUI's `Font.Weight`. Weights map to bundled Inter files (see `FontLibrary`).
    public typealias Weight = FontWeight
    /// SwiftUI's `Font.Design`: `.default` and `.rounded` draw with Inter, `.serif` with Noto Serif,
    /// `.monospaced` with Noto Sans Mono (SF Pro Rounded, New York and SF Mono are not
    /// redistributable; see `DesignFaces.swift` for the measurements, and the user font folder for
    /// Apple's own files).
    public typealias Design = FontDesign
}
