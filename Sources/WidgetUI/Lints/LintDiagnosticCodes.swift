/// The codes of the lints that catch what iOS's other surfaces do to a widget (issue 12).
extension DiagnosticCode {
    /// The inline Lock Screen family shows one line of text and one image; the rest is dropped.
    public static let inlineContentIgnored = DiagnosticCode("inlineContentIgnored")
    /// Text or a symbol below WCAG's 3:1 contrast against the pixels around it.
    public static let lowContrast = DiagnosticCode("lowContrast")
    /// Text that fits at the default Dynamic Type size is cut off at a larger one.
    public static let contentClippedAtDynamicTypeSize = DiagnosticCode("contentClippedAtDynamicTypeSize")
    /// Lock Screen colours that vibrant mode turns into the same grey, or nearly transparent.
    public static let vibrantFlattensColor = DiagnosticCode("vibrantFlattensColor")
    /// `flipsForRightToLeftLayoutDirection` over text or shapes: only images flip (information).
    public static let flipsForRightToLeftImagesOnly = DiagnosticCode("flipsForRightToLeftImagesOnly")
}

extension DiagnosticCode {
    /// Text cut off at the size rendered: truncated with an ellipsis, or reaching out of the
    /// widget (a note, when `RenderOptions.reportsTruncatedText` asks for it).
    public static let textTruncated = DiagnosticCode("textTruncated")
}
