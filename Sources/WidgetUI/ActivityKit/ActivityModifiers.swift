internal import WidgetEngine

import Foundation

nonisolated extension View {
    /// WidgetKit's `activityBackgroundTint(_:)`: the Lock Screen view's background (also the
    /// banner's and StandBy's); nil keeps the system's. Drawn as the container background.
    public func activityBackgroundTint(_ color: Color?) -> some View {
        modifier(ContainerBackgroundModifier(background: { ctx in
            guard let color else { return nil }
            ctx.check(color)
            return ctx.node(ColorKind(style: AnyShapeStyle(color), masksWithFrame: true))
        }))
    }

    /// WidgetKit's `dynamicIsland(verticalPlacement:)`: lets an expanded leading or trailing
    /// region move below the camera when it is too wide beside it.
    public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> some View {
        environment(\.dynamicIslandVerticalPlacement, verticalPlacement)
    }
}

/// WidgetKit's `DynamicIslandExpandedRegionVerticalPlacement`.
public struct DynamicIslandExpandedRegionVerticalPlacement: Hashable, Sendable {
    let belowIfTooWide: Bool
    /// Below the camera when the content is too wide beside it.
    public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement(belowIfTooWide: true)
}

/// WidgetKit's `ActivityFamily`: the sizes a Live Activity's Lock Screen view is drawn at.
public enum ActivityFamily: String, Hashable, Sendable, CaseIterable {
    /// The Apple Watch Smart Stack and CarPlay (iOS 18), when the activity opts in with
    /// `supplementalActivityFamilies([.small])`.
    case small
    /// The Lock Screen, banner and StandBy.
    case medium
}

private struct ActivityFamilyKey: EnvironmentKey { static let defaultValue = ActivityFamily.medium }
private struct ActivityFullscreenKey: EnvironmentKey { static let defaultValue = false }
private struct LuminanceReducedKey: EnvironmentKey { static let defaultValue = false }
private struct ActivityUpdateReducedKey: EnvironmentKey { static let defaultValue = false }
private struct VerticalPlacementKey: EnvironmentKey { static let defaultValue: DynamicIslandExpandedRegionVerticalPlacement? = nil }

extension EnvironmentValues {
    /// `@Environment(\.activityFamily)`: `.medium` on the Lock Screen, `.small` in the Smart Stack and CarPlay.
    public var activityFamily: ActivityFamily {
        get { self[ActivityFamilyKey.self] } set { self[ActivityFamilyKey.self] = newValue }
    }
    /// `@Environment(\.isActivityFullscreen)`: true in StandBy, where the view fills the screen.
    public var isActivityFullscreen: Bool {
        get { self[ActivityFullscreenKey.self] } set { self[ActivityFullscreenKey.self] = newValue }
    }
    /// `@Environment(\.isLuminanceReduced)`: true on the Always-On display and in StandBy at night.
    public var isLuminanceReduced: Bool {
        get { self[LuminanceReducedKey.self] } set { self[LuminanceReducedKey.self] = newValue }
    }
    /// `@Environment(\.isActivityUpdateReduced)`: true when updates come at a reduced rate.
    public var isActivityUpdateReduced: Bool {
        get { self[ActivityUpdateReducedKey.self] } set { self[ActivityUpdateReducedKey.self] = newValue }
    }
    var dynamicIslandVerticalPlacement: DynamicIslandExpandedRegionVerticalPlacement? {
        get { self[VerticalPlacementKey.self] } set { self[VerticalPlacementKey.self] = newValue }
    }
}

nonisolated extension WidgetConfiguration {
    /// WidgetKit's `supplementalActivityFamilies(_:)`: also draw the activity at these sizes
    /// (`.small`: Apple Watch Smart Stack, CarPlay).
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> some WidgetConfiguration {
        _ModifiedWidgetConfiguration(base: self) { $0.activityFamilies = [.medium] + families.filter { $0 != .medium } }
    }
}
