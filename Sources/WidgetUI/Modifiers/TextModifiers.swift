nonisolated extension View {
    /// The default font for text in this view.
    public func font(_ font: Font?) -> some View { environment(\.font, font) }
    /// The weight of text in this view (nil: the font's own).
    public func fontWeight(_ weight: FontWeight?) -> some View {
        modifier(EnvironmentModifier { $0.fontWeightOverride = weight })
    }
    /// Bold text in this view.
    public func bold(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentModifier { if isActive { $0.fontWeightOverride = .bold } })
    }
    /// Italic text in this view (upright where no italic face is bundled).
    public func italic(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentModifier { if isActive { $0.italic = true } })
    }
    /// Tabular (equal-width) digits in this view.
    public func monospacedDigit() -> some View { modifier(EnvironmentModifier { $0.monospacedDigit = true }) }

    /// The color of text and of shapes without their own fill.
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(EnvironmentModifier { $0.foregroundStyle = color.map { AnyShapeStyle($0) } })
    }
    /// The style of text and of shapes without their own fill: a color, gradient or hierarchical style (`.secondary`).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0.foregroundStyle = AnyShapeStyle(style) })
    }
    /// The accent for controls such as `Link` labels.
    public func tint(_ color: Color?) -> some View {
        modifier(EnvironmentModifier { $0.tint = color.map { AnyShapeStyle($0) } })
    }
    /// The accent as any shape style: a gradient, a hierarchical style (SwiftUI, iOS 16).
    @_disfavoredOverload
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(EnvironmentModifier { $0.tint = tint.map { AnyShapeStyle($0) } })
    }

    /// At most `number` lines for each `Text` inside (nil: no limit).
    public func lineLimit(_ number: Int?) -> some View {
        modifier(EnvironmentModifier { $0.lineLimit = number; $0.reservedLineCount = 0 })
    }
    /// At most `limit` lines; with `reservesSpace`, each `Text` is always `limit` lines tall,
    /// however few it needs (SwiftUI, iOS 16).
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        modifier(EnvironmentModifier { $0.lineLimit = limit; $0.reservedLineCount = reservesSpace ? max(0, limit) : 0 })
    }
    /// Between `limits.lowerBound` and `limits.upperBound` lines: the lower bound is reserved.
    public func lineLimit(_ limits: ClosedRange<Int>) -> some View {
        modifier(EnvironmentModifier { $0.lineLimit = limits.upperBound; $0.reservedLineCount = max(0, limits.lowerBound) })
    }
    /// At least `limits.lowerBound` lines tall, with no upper limit.
    public func lineLimit(_ limits: PartialRangeFrom<Int>) -> some View {
        modifier(EnvironmentModifier { $0.lineLimit = nil; $0.reservedLineCount = max(0, limits.lowerBound) })
    }
    /// At most `limits.upperBound` lines.
    public func lineLimit(_ limits: PartialRangeThrough<Int>) -> some View { lineLimit(limits.upperBound) }

    /// Lets text shrink down to `factor` × its size before it is truncated (0 < factor ≤ 1;
    /// SwiftUI's default 1 never shrinks). See `TextEngine` for how the size is picked.
    public func minimumScaleFactor(_ factor: Double) -> some View {
        environment(\.minimumScaleFactor, factor.isFinite ? min(1, max(0, factor)) : 1)
    }
    /// Sets text in upper or lower case (the environment's locale's rules); nil as written.
    public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }
    /// How the lines of multiline text align with each other: leading, center or trailing.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { environment(\.multilineTextAlignment, alignment) }
    /// Where text that does not fit is cut with an ellipsis: at the head, middle or tail (the default).
    public func truncationMode(_ mode: TruncationMode) -> some View { environment(\.truncationMode, mode) }
    /// Extra space between lines of text, in points (non-finite values count as 0).
    public func lineSpacing(_ spacing: Double) -> some View { environment(\.lineSpacing, spacing.isFinite ? spacing : 0) }
    /// Extra space after every character, in points: hangs at the end of a line and turns off
    /// ligatures (Core Text tracking). Wins over `kerning`.
    public func tracking(_ tracking: Double) -> some View {
        modifier(EnvironmentModifier { $0.tracking = tracking.isFinite ? tracking : 0 })
    }
    /// Extra space after every character, in points, counted in the text's width (the last
    /// character's too) and keeping ligatures (Core Text kerning).
    public func kerning(_ kerning: Double) -> some View {
        modifier(EnvironmentModifier { $0.kerning = kerning.isFinite ? kerning : 0 })
    }

    /// Light or dark for this view and everything inside it: adaptive colors follow it.
    public func colorScheme(_ scheme: ColorScheme) -> some View { environment(\.colorScheme, scheme) }

    /// Changes an environment value for this view and everything inside it, from the value in force.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V> & Sendable,
                                        transform: @escaping (inout V) -> Void) -> some View {
        let change = RenderThreadOnly(transform)
        return modifier(EnvironmentModifier { change.value(&$0[keyPath: keyPath]) })
    }

    /// Sets an environment value for this view and everything inside it.
    public func environment<V: Sendable>(_ keyPath: WritableKeyPath<EnvironmentValues, V> & Sendable, _ value: V) -> some View {
        modifier(EnvironmentModifier { $0[keyPath: keyPath] = value })
    }
}
