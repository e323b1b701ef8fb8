import WidgetCore

/// The codes of the diagnostics the rasterizer reports about a display list it was given.
extension DiagnosticCode {
    /// More diagnostics than the rasterizer keeps; the rest were counted, not listed.
    public static let rasterDiagnosticsTruncated = DiagnosticCode("rasterDiagnosticsTruncated")
    /// A dash pattern Cairo cannot use; the stroke was drawn solid.
    public static let rasterInvalidDash = DiagnosticCode("rasterInvalidDash")
    /// A glyph id the font does not have; it was skipped.
    public static let rasterInvalidGlyph = DiagnosticCode("rasterInvalidGlyph")
    /// A glyph run whose arrays disagree in length; it was skipped.
    public static let rasterInvalidGlyphRun = DiagnosticCode("rasterInvalidGlyphRun")
    /// An image rectangle that is empty or not finite; the image was skipped.
    public static let rasterInvalidImageRect = DiagnosticCode("rasterInvalidImageRect")
    /// A font file that could not be opened; its glyphs were skipped.
    public static let rasterMissingFont = DiagnosticCode("rasterMissingFont")
    /// Geometry that is not finite; the item was skipped.
    public static let rasterNonFiniteGeometry = DiagnosticCode("rasterNonFiniteGeometry")
    /// A shadow too large to blur within the limits; it was skipped.
    public static let rasterShadowSkipped = DiagnosticCode("rasterShadowSkipped")
    /// A `pop` without a matching push; it was ignored.
    public static let rasterUnbalancedPop = DiagnosticCode("rasterUnbalancedPop")
    /// A push without a matching `pop` at the end of the list; it was closed.
    public static let rasterUnclosedScope = DiagnosticCode("rasterUnclosedScope")
}

extension DiagnosticCode {
    /// An SVG item librsvg could not draw; it was skipped.
    public static let rasterInvalidSVG = DiagnosticCode("rasterInvalidSVG")
}

extension DiagnosticCode {
    /// A blend mode with no Cairo operator; drawn as normal.
    public static let rasterBlendModeUnsupported = DiagnosticCode("rasterBlendModeUnsupported")
}
