import Foundation

/// The codes of the diagnostics about Live Activity presentations.
extension DiagnosticCode {
    /// The Lock Screen view is taller than 160 pt: iOS cuts it there.
    public static let liveActivityTruncated = DiagnosticCode("liveActivityTruncated")
    /// A compact or minimal view is wider than its box beside the camera.
    public static let liveActivityTooWide = DiagnosticCode("liveActivityTooWide")
    /// A size the presentation is drawn at is not in the source for this device (see the
    /// geometry file); the message says where it comes from.
    public static let liveActivityGeometryEstimated = DiagnosticCode("liveActivityGeometryEstimated")
    /// The minimal view draws nothing visible (an invisible minimal view in the island).
    public static let liveActivityMinimalEmpty = DiagnosticCode("liveActivityMinimalEmpty")
    /// The device has no Dynamic Island: only the Lock Screen view (and banner) is drawn.
    public static let liveActivityNoDynamicIsland = DiagnosticCode("liveActivityNoDynamicIsland")
}
