/// The codes of the diagnostics that resolving, laying out and drawing a view tree report.
extension DiagnosticCode {
    /// A frame whose minimum exceeds its maximum; the values were put in order.
    public static let contradictoryFrame = DiagnosticCode("contradictoryFrame")
    /// A live date style (`.timer`, `.relative`) drawn as its value at the render's `now`.
    public static let dynamicDateSnapshot = DiagnosticCode("dynamicDateSnapshot")
    /// An image that could not be found or decoded; nothing was drawn in its place.
    public static let imageUnavailable = DiagnosticCode("imageUnavailable")
    /// An aspect ratio that is zero, negative or not finite; it was ignored.
    public static let invalidAspectRatio = DiagnosticCode("invalidAspectRatio")
    /// A colour that does not parse; it was drawn as clear.
    public static let invalidColor = DiagnosticCode("invalidColor")
    /// A corner radius that is negative or not finite; it was clamped.
    public static let invalidCornerRadius = DiagnosticCode("invalidCornerRadius")
    /// A frame dimension that is negative or not finite; it was ignored.
    public static let invalidFrameDimension = DiagnosticCode("invalidFrameDimension")
    /// An offset that is not finite; it was ignored.
    public static let invalidOffset = DiagnosticCode("invalidOffset")
    /// An opacity outside 0…1 or not finite; it was clamped.
    public static let invalidOpacity = DiagnosticCode("invalidOpacity")
    /// Padding that is not finite; it was ignored.
    public static let invalidPadding = DiagnosticCode("invalidPadding")
    /// A shadow with a negative or non-finite radius or offset; it was ignored.
    public static let invalidShadow = DiagnosticCode("invalidShadow")
    /// A `Spacer` minimum length that is negative or not finite; it was ignored.
    public static let invalidSpacerLength = DiagnosticCode("invalidSpacerLength")
    /// Stack spacing that is negative or not finite; the default was used.
    public static let invalidSpacing = DiagnosticCode("invalidSpacing")
    /// A `lineLimit` under 1; it was treated as 1.
    public static let lineLimitBelowOne = DiagnosticCode("lineLimitBelowOne")
    /// Which rule `minimumScaleFactor` applied (information).
    public static let minimumScaleFactorRule = DiagnosticCode("minimumScaleFactorRule")
    /// Characters that no bundled font has; they draw as `.notdef` boxes.
    public static let missingGlyphs = DiagnosticCode("missingGlyphs")
    /// Text set below the size iOS keeps legible (a lint).
    public static let textBelowMinimumSize = DiagnosticCode("textBelowMinimumSize")
}
