import Foundation

/// Where a Live Activity is shown (Apple's HIG "Live Activities", Anatomy), each drawn at the
/// device's sizes from `LiveActivityGeometryTable`.
public enum ActivityPresentation: String, CaseIterable, Sendable, Codable {
    /// The Lock Screen view (also the banner on devices without a Dynamic Island): the
    /// device's Lock Screen width, as tall as its content between 84 and 160 pt; taller
    /// content is cut at 160 pt, as iOS truncates it.
    case lockScreen = "activityLockScreen"
    /// The compact island: the leading and trailing views either side of the camera.
    case islandCompact
    /// The minimal island: one activity among several, a circle (or oval) beside the camera.
    case islandMinimal
    /// Two activities at once: the minimal view in both places iOS puts one — attached to the
    /// camera on the leading side and detached in its own circle on the trailing side (your
    /// activity may take either).
    case islandMinimalPair
    /// The expanded island: leading and trailing beside the camera, center below it, bottom across.
    case islandExpanded
    /// StandBy: the Lock Screen view scaled up by 2x, `isActivityFullscreen` true.
    case standBy = "activityStandBy"
    /// The `.small` activity family (Apple Watch Smart Stack, CarPlay), for activities that
    /// declare `supplementalActivityFamilies([.small])`: drawn at the 41 mm watch's size.
    case smartStack = "activitySmall"

    /// Whether the presentation is in the Dynamic Island (devices without one have none).
    public var isInDynamicIsland: Bool { self == .islandCompact || self == .islandMinimal || self == .islandMinimalPair || self == .islandExpanded }

    /// The presentation named `name` (its raw value, or `lockScreen`, `compact`, `minimal`,
    /// `expanded`, `standBy`, `small`).
    public init?(name: String) {
        if let p = ActivityPresentation(rawValue: name) { self = p; return }
        switch name {
        case "lockScreen", "banner": self = .lockScreen
        case "compact": self = .islandCompact
        case "minimal": self = .islandMinimal
        case "expanded": self = .islandExpanded
        case "standBy": self = .standBy
        case "small": self = .smartStack
        default: return nil
        }
    }
}
