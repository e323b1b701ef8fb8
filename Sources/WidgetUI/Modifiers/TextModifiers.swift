extension View {
    /// The default font for text in this view.
    public func font(_ font: Font?) -> some View { environment(\.font, font) }
    public func fontWeight(_ weight: FontWeight?) -> some View {
        modifier(EnvironmentModifier { $0.fontWeightOverride = weight })
    }
    public func bold(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentModifier { if isActive { $0.fontWeightOverride = .bold } })
    }
    public func italic(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentModifier { if isActive { $0.italic = true } })
    }
    public func monospacedDigit() -> some View { modifier(EnvironmentModifier { $0.monospacedDigit = true }) }

    /// The color of text and of shapes without their own fill.
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(EnvironmentModifier { $0.foregroundStyle = color.map { AnyShapeStyle($0) } })
    }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0.foregroundStyle = AnyShapeStyle(style) })
    }
    /// The accent for controls such as `Link` labels.
    public func tint(_ color: Color?) -> some View {
        modifier(EnvironmentModifier { $0.tint = color.map { AnyShapeStyle($0) } })
    }

    /// At most `number` lines for each `Text` inside (nil: no limit).
    public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number) }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { environment(\.multilineTextAlignment, alignment) }
    public func truncationMode(_ mode: TruncationMode) -> some View { environment(\.truncationMode, mode) }
    public func lineSpacing(_ spacing: Double) -> some View { environment(\.lineSpacing, spacing.isFinite ? spacing : 0) }
    /// Extra space after every character, in points.
    public func tracking(_ tracking: Double) -> some View {
        modifier(EnvironmentModifier { $0.tracking = tracking.isFinite ? tracking : 0 })
    }
    public func kerning(_ kerning: Double) -> some View { tracking(kerning) }

    /// Sets an environment value for this view and everything inside it.
    public func environment<V: Sendable>(_ keyPath: WritableKeyPath<EnvironmentValues, V> & Sendable, _ value: V) -> some View {
        modifier(EnvironmentModifier { $0[keyPath: keyPath] = value })
    }
}
