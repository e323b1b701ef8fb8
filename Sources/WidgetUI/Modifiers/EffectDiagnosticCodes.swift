/// The codes of the diagnostics about geometric and visual effects and grids.
extension DiagnosticCode {
    /// A blend mode with no equivalent here (`plusDarker`); the view is drawn normally.
    public static let blendModeApproximated = DiagnosticCode("blendModeApproximated")
    /// A blur radius that is not finite; the blur is skipped.
    public static let invalidBlur = DiagnosticCode("invalidBlur")
    /// A colour effect amount (brightness, contrast, saturation…) that is not finite; it is skipped.
    public static let invalidColorEffect = DiagnosticCode("invalidColorEffect")
    /// A `GridItem` size that cannot be used; the documented fallback is taken.
    public static let invalidGridItem = DiagnosticCode("invalidGridItem")
    /// A rotation that is not finite; it is skipped.
    public static let invalidRotation = DiagnosticCode("invalidRotation")
    /// A `rotation3DEffect` drawn as its flat projection, without iOS's perspective.
    public static let rotation3DFlattened = DiagnosticCode("rotation3DFlattened")
    /// A scale that is not finite; it is skipped.
    public static let invalidScale = DiagnosticCode("invalidScale")
    /// A transform that is not finite; it is skipped.
    public static let invalidTransform = DiagnosticCode("invalidTransform")
    /// A `GeometryReader`'s content could not be resolved (nested too deep); it draws nothing.
    public static let geometryReaderContent = DiagnosticCode("geometryReaderContent")
}

/// The codes of the diagnostics about buttons and gestures.
extension DiagnosticCode {
    /// A `Button` with an action closure: widgets run only App Intents, so it does nothing.
    public static let buttonWithoutIntent = DiagnosticCode("buttonWithoutIntent")
    /// A tap gesture (`onTapGesture`, `gesture`, `simultaneousGesture`): iOS runs no gestures in widgets.
    public static let gestureIgnored = DiagnosticCode("gestureIgnored")
}
