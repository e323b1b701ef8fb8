/// The iOS release whose look a render follows: the values Apple changed between releases
/// (today the system colours, `Sources/WidgetUI/Resources/system-colors.json`) are taken from it.
///
/// iOS 17 and 18 share one palette; iOS 26 changed eleven of the twelve accent colours (Apple,
/// Human Interface Guidelines, "Color", change log of June 9, 2025: "Updated system color
/// values"). The default is the current release, iOS 26.
public enum IOSVersion: String, Hashable, Sendable, CaseIterable, Codable {
    /// iOS 17 (the first release with `containerBackground` and interactive widgets).
    case iOS17 = "17"
    /// iOS 18 (tinted Home Screen, controls).
    case iOS18 = "18"
    /// iOS 26 (Liquid Glass, clear widgets, the June 2025 system colours).
    case iOS26 = "26"

    /// The version renders follow unless told otherwise.
    public static let latest = IOSVersion.iOS26

    /// The version the colours being resolved on this task follow: set for the span of one
    /// layout or draw from the environment (`EnvironmentValues.iOSVersion`), so one process can
    /// render for several versions at once.
    @TaskLocal public static var current: IOSVersion = .latest

    /// Parses "17", "18", "26", "iOS 26", "ios26" or "26.2" (a minor release looks like its major one).
    public init?(parsing text: String) {
        var s = String(text.lowercased().filter { $0 != " " })
        if s.hasPrefix("ios") { s.removeFirst(3) }
        if let dot = s.firstIndex(of: ".") { s = String(s[..<dot]) }
        guard let v = IOSVersion(rawValue: s) else { return nil }
        self = v
    }
}
