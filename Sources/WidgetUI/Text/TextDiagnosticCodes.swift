/// The codes of the diagnostics about styled text and asset catalogs.
extension DiagnosticCode {
    /// `minimumScaleFactor` on text of several styled runs: set at its size (information).
    public static let styledTextNoScaling = DiagnosticCode("styledTextNoScaling")
    /// A text measurer that cannot set styled runs set them in the first run's style.
    public static let styledTextFallback = DiagnosticCode("styledTextFallback")
    /// `Color("Name")` or `Image("name")` with no such set in the asset catalog; nothing is drawn.
    public static let assetNotFound = DiagnosticCode("assetNotFound")
    /// `Font.custom` names a font the font folders do not have; the system font is drawn.
    public static let unknownFontName = DiagnosticCode("unknownFontName")
}
