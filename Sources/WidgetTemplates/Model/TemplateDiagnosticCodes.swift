/// The codes of the diagnostics that instantiating a template reports.
extension DiagnosticCode {
    /// A condition (`if`) read a value the entry does not have; it counted as false.
    public static let conditionOnMissingValue = DiagnosticCode("conditionOnMissingValue")
    /// A remote image that could not be fetched; its placeholder was drawn.
    public static let remoteImageUnavailable = DiagnosticCode("remoteImageUnavailable")
}
