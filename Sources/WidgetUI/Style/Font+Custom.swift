import WidgetText

extension Font {
    /// SwiftUI's `Font.Width`: how wide the system font's letters are (iOS 16).
    /// System text at a width is set with SF Pro's advances and kerning at that width, its
    /// bundled glyphs drawn narrowed or widened to match (`SFAdvances` in WidgetText); the user
    /// font folder's faces (SF Pro's width cuts) are chosen by it (see `UserFontMatching`).
    public struct Width: Hashable, Sendable {
        /// The width, from -1 (narrowest) through 0 (standard) to 1 (widest).
        public var value: Double
        /// A width of `value`.
        public init(_ value: Double) { self.value = value }
        /// The narrowest standard width.
        public static let compressed = Width(-0.3)
        /// A narrower width.
        public static let condensed = Width(-0.2)
        /// The standard width.
        public static let standard = Width(0)
        /// A wider width.
        public static let expanded = Width(0.2)
    }

    /// A font from the user font folder by PostScript name ("SFProRounded-Semibold") or family
    /// name ("Material Design Icons"), at a fixed size. A name the folder does not have draws
    /// with the system font and says so (diagnostic `unknownFontName`), never silently.
    /// As in SwiftUI, its size grows with Dynamic Type like `.body`.
    public static func custom(_ name: String, size: Double) -> Font { custom(name, size: size, relativeTo: .body) }

    /// A named font whose size grows with Dynamic Type like `textStyle` (at the default Large
    /// size it is `size` itself).
    public static func custom(_ name: String, size: Double, relativeTo textStyle: TextStyle) -> Font {
        var f = Font.system(size: size)
        f.customName = name
        f.scalesLike = textStyle
        return f
    }

    /// A named font at a size that does not change with Dynamic Type.
    public static func custom(_ name: String, fixedSize: Double) -> Font {
        var f = Font.system(size: fixedSize)
        f.customName = name
        return f
    }

    /// This font at another width (iOS 16 `Font.width(_:)`).
    public func width(_ width: Width) -> Font { var f = self; f.width = width; return f }

    /// The request a `Text` makes in `env`: the font with the environment's weight, italic,
    /// monospaced-digit, design and width overrides. `fontDesign` and `fontWidth` change system
    /// fonts only, and only where the font itself keeps the default design and width (SwiftUI
    /// does not document which wins; a font that asks for a design keeps it).
    func resolvedSpec(in env: EnvironmentValues) -> FontSpec {
        var spec = self.spec(weightOverride: env.fontWeightOverride, italic: env.italic, monospacedDigit: env.monospacedDigit)
        guard customName == nil else { return spec }
        if design == .default, let d = env.fontDesignOverride { spec.design = d }
        if width == nil, let w = env.fontWidthOverride { spec.width = w.value }
        return spec
    }

    /// `unknownFontName` when `Font.custom` names a font the fonts cannot draw.
    static func diagnoseCustomFont(_ spec: FontSpec, _ ctx: ResolveContext) {
        guard let name = spec.family, ctx.measurer.resolvesCustomFont(spec) == false else { return }
        ctx.diagnose(.warning, .unknownFontName, "Font.custom(\"\(name)\") is not in the user font folder (set "
                     + "\(UserFontFolder.environmentVariable) to a folder holding the font file); drawn with the system font.")
    }
}

struct FontDesignOverrideKey: EnvironmentKey { static let defaultValue: FontDesign? = nil }
struct FontWidthOverrideKey: EnvironmentKey { static let defaultValue: Font.Width? = nil }

extension EnvironmentValues {
    var fontDesignOverride: FontDesign? {
        get { self[FontDesignOverrideKey.self] } set { self[FontDesignOverrideKey.self] = newValue }
    }
    var fontWidthOverride: Font.Width? {
        get { self[FontWidthOverrideKey.self] } set { self[FontWidthOverrideKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The design of system-font text in this view (`.rounded`, `.serif`, `.monospaced`);
    /// nil keeps the default. See `Font.resolvedSpec(in:)` for which font it changes.
    public func fontDesign(_ design: Font.Design?) -> some View {
        modifier(EnvironmentModifier { $0.fontDesignOverride = design })
    }

    /// The width of system-font text in this view (`.condensed`, `.expanded`, …); nil keeps
    /// the standard width.
    public func fontWidth(_ width: Font.Width?) -> some View {
        modifier(EnvironmentModifier { $0.fontWidthOverride = width })
    }
}
