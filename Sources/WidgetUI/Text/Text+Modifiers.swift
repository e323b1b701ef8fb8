import Foundation

/// SwiftUI's modifiers that return `Text`, so styled pieces can be concatenated with `+` and
/// chained (`Text("a").bold().foregroundColor(.red) + Text("b")`). Each sets the style of the
/// text's runs where a run has not set it itself; on a lone `Text` they act exactly as the
/// `View` modifiers of the same name.
extension Text {
    /// The font of the text's runs that set none.
    public func font(_ font: Font?) -> Text { styled { $0.font = font } }
    /// The weight of the text's runs that set none.
    public func fontWeight(_ weight: Font.Weight?) -> Text { styled { $0.weight = weight } }
    /// Bold text.
    public func bold() -> Text { styled { $0.weight = .bold } }
    /// Bold text when `isActive`.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// Italic text.
    public func italic() -> Text { styled { $0.italic = true } }
    /// Italic text when `isActive`.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    /// Tabular digits (OpenType `tnum`).
    public func monospacedDigit() -> Text { styled { $0.monospacedDigit = true } }
    /// The monospaced design: Inter with tabular figures (see `FontMatching`).
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? styled { $0.monospaced = true } : self }
    /// The color of the text's runs that set none.
    public func foregroundColor(_ color: Color?) -> Text { styled { $0.foreground = color.map { AnyShapeStyle($0) } } }
    /// The style (color, gradient, hierarchical style) of the text's runs that set none.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { styled { $0.foreground = AnyShapeStyle(style) } }
    /// Extra space between characters, in points (SwiftUI's `kerning(_:)`).
    public func kerning(_ kerning: CGFloat) -> Text { styled { $0.kerning = kerning.isFinite ? Double(kerning) : 0 } }
    /// Extra space after every character, in points.
    public func tracking(_ tracking: CGFloat) -> Text { styled { $0.tracking = tracking.isFinite ? Double(tracking) : 0 } }
    /// Moves the text up (positive) or down from the line's baseline, in points.
    public func baselineOffset(_ offset: CGFloat) -> Text { styled { $0.baselineOffset = offset.isFinite ? Double(offset) : 0 } }
    /// A solid line under the text, in `color` or the text's own color.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled { $0.underline = TextDecoration(isActive: isActive, color: color) }
    }
    /// A solid line through the text at half its x-height, in `color` or the text's own color.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled { $0.strikethrough = TextDecoration(isActive: isActive, color: color) }
    }
}

nonisolated extension View {
    /// A line under every `Text` inside (SwiftUI, iOS 16).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
        modifier(EnvironmentModifier { $0.textDecorations.underline = TextDecoration(isActive: isActive, color: color) })
    }
    /// A line through every `Text` inside (SwiftUI, iOS 16).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
        modifier(EnvironmentModifier { $0.textDecorations.strikethrough = TextDecoration(isActive: isActive, color: color) })
    }
    /// The monospaced design for text inside (SwiftUI, iOS 16).
    public func monospaced(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentModifier { if isActive { $0.textDecorations.monospaced = true } })
    }
    /// Moves text inside up from its baseline (SwiftUI, iOS 16).
    public func baselineOffset(_ offset: CGFloat) -> some View {
        modifier(EnvironmentModifier { $0.textDecorations.baselineOffset = offset.isFinite ? Double(offset) : 0 })
    }
}

/// Text styles set on a container for the `Text`s inside (`.underline()` on a `VStack`…).
struct InheritedTextDecorations: Sendable {
    var underline: TextDecoration?
    var strikethrough: TextDecoration?
    var monospaced: Bool?
    var baselineOffset: Double?
}

private struct InheritedTextDecorationsKey: EnvironmentKey { static let defaultValue = InheritedTextDecorations() }

extension EnvironmentValues {
    var textDecorations: InheritedTextDecorations {
        get { self[InheritedTextDecorationsKey.self] } set { self[InheritedTextDecorationsKey.self] = newValue }
    }
}

extension InheritedTextDecorations {
    var isSet: Bool { underline != nil || strikethrough != nil || monospaced != nil || baselineOffset != nil }
    /// As a run style applied from outside.
    var runStyle: TextRunStyle {
        var s = TextRunStyle()
        s.underline = underline; s.strikethrough = strikethrough; s.monospaced = monospaced; s.baselineOffset = baselineOffset
        return s
    }
}
