import Foundation

/// SwiftUI's `SymbolRenderingMode`. The bundled icon fonts have one layer per symbol, so
/// `.hierarchical` draws the whole symbol in the primary style, `.palette` in the first palette
/// style, and `.multicolor` in the symbol's main multicolor color where
/// `Fonts/Symbols/multicolor.json` lists one (else the foreground style). User SVG symbols
/// are drawn as they are in `.multicolor` and tinted as one layer otherwise.
public struct SymbolRenderingMode: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case monochrome, hierarchical, palette, multicolor }
    let kind: Kind
    /// One colour for the whole symbol: the foreground style (the default).
    public static let monochrome = SymbolRenderingMode(kind: .monochrome)
    /// SwiftUI's layered opacities; drawn as monochrome here (one layer per symbol).
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
    /// SwiftUI's per-layer styles; drawn in the first palette style here.
    public static let palette = SymbolRenderingMode(kind: .palette)
    /// The symbol's own colours; here its main multicolor colour where known, else the foreground style.
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)
}

/// SwiftUI's `SymbolVariants`: `.fill`, `.circle`, `.square`, `.rectangle`, `.slash` and their
/// combinations (`.circle.fill`), `.none`. They add name suffixes in SF Symbols' order
/// (`bell` + `.slash.fill` → `bell.slash.fill`, `heart` + `.circle.fill` → `heart.circle.fill`);
/// a variant the symbol lacks is dropped, as SwiftUI falls back to the plain symbol.
public struct SymbolVariants: Hashable, Sendable {
    enum Shape: String, Hashable, Sendable { case circle, square, rectangle }
    var shape: Shape?
    var filled = false
    var slashed = false

    /// No variant: the plain symbol.
    public static let none = SymbolVariants()
    /// The filled variant (`.fill`).
    public static let fill = SymbolVariants(filled: true)
    /// The variant in a circle (`.circle`).
    public static let circle = SymbolVariants(shape: .circle)
    /// The variant in a square (`.square`).
    public static let square = SymbolVariants(shape: .square)
    /// The variant in a rectangle (`.rectangle`).
    public static let rectangle = SymbolVariants(shape: .rectangle)
    /// The slashed variant (`.slash`).
    public static let slash = SymbolVariants(slashed: true)

    /// These variants, filled (`.circle.fill`).
    public var fill: SymbolVariants { var v = self; v.filled = true; return v }
    /// These variants, in a circle.
    public var circle: SymbolVariants { var v = self; v.shape = .circle; return v }
    /// These variants, in a square.
    public var square: SymbolVariants { var v = self; v.shape = .square; return v }
    /// These variants, in a rectangle.
    public var rectangle: SymbolVariants { var v = self; v.shape = .rectangle; return v }
    /// These variants, slashed.
    public var slash: SymbolVariants { var v = self; v.slashed = true; return v }

    /// Whether these variants include all of `other`'s.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.filled || filled) && (!other.slashed || slashed)
    }

    /// The names to try for `base`, most specific first, ending with `base` itself.
    func candidates(for base: String) -> [String] {
        var out: [String] = []
        func add(_ slash: Bool, _ shape: Shape?, _ fill: Bool) {
            var name = base
            if slash, !name.contains(".slash") { name += ".slash" }
            if let shape, !name.contains(".\(shape.rawValue)") { name += ".\(shape.rawValue)" }
            if fill, !name.hasSuffix(".fill") { name += ".fill" }
            if !out.contains(name) { out.append(name) }
        }
        add(slashed, shape, filled)
        add(slashed, shape, false)
        add(slashed, nil, filled)
        add(false, shape, filled)
        add(slashed, nil, false)
        add(false, shape, false)
        add(false, nil, filled)
        add(false, nil, false)
        return out
    }
}

struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }
struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }
struct PaletteStylesKey: EnvironmentKey { static let defaultValue: [AnyShapeStyle] = [] }
struct SymbolsFolderKey: EnvironmentKey {
    /// `$WIDGETRENDER_SYMBOLS` when set.
    static let defaultValue: URL? = ProcessInfo.processInfo.environment["WIDGETRENDER_SYMBOLS"]
        .flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
}

extension EnvironmentValues {
    /// `imageScale(_:)`: the scale of symbols relative to the font (`.medium` by default).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] } set { self[ImageScaleKey.self] = newValue }
    }
    /// `symbolRenderingMode(_:)`; nil is the symbol's default (monochrome for every bundled one).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] } set { self[SymbolRenderingModeKey.self] = newValue }
    }
    /// The variants SF Symbols in this subtree are drawn with (`.symbolVariant(_:)`).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] } set { self[SymbolVariantsKey.self] = newValue }
    }
    /// A folder of SF Symbols exported as SVG (`<name>.svg`), drawn instead of the bundled icons
    /// for the names it holds: exact shapes for users who have them. Defaults to
    /// `$WIDGETRENDER_SYMBOLS`.
    public var symbolsFolder: URL? {
        get { self[SymbolsFolderKey.self] } set { self[SymbolsFolderKey.self] = newValue }
    }
    /// The styles of `foregroundStyle(_:_:)` and `foregroundStyle(_:_:_:)`, for `.palette`.
    var paletteStyles: [AnyShapeStyle] {
        get { self[PaletteStylesKey.self] } set { self[PaletteStylesKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The scale of symbols in this view relative to the font: `.small`, `.medium`, `.large`.
    public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }
    /// How symbols are colored (see ``SymbolRenderingMode`` for what the bundled icons can do).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { environment(\.symbolRenderingMode, mode) }
    /// Adds variants (`.fill`, `.circle`, `.slash`…) to the symbols in this view; `.none` clears them.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        modifier(EnvironmentModifier { env in
            if variant == .none { env.symbolVariants = .none; return }
            var v = env.symbolVariants
            if let shape = variant.shape { v.shape = shape }
            v.filled = v.filled || variant.filled
            v.slashed = v.slashed || variant.slashed
            env.symbolVariants = v
        })
    }
    /// Two styles: the primary one for text and shapes, both for `.palette` symbols.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modifier(EnvironmentModifier { env in
            env.foregroundStyle = AnyShapeStyle(primary)
            env.paletteStyles = [AnyShapeStyle(primary), AnyShapeStyle(secondary)]
        })
    }
    /// Three styles: the primary one for text and shapes, all for `.palette` symbols.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        modifier(EnvironmentModifier { env in
            env.foregroundStyle = AnyShapeStyle(primary)
            env.paletteStyles = [AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)]
        })
    }
    /// Where SVG symbols are read from (see ``EnvironmentValues/symbolsFolder``).
    public func symbolsFolder(_ folder: URL?) -> some View { environment(\.symbolsFolder, folder) }
}
