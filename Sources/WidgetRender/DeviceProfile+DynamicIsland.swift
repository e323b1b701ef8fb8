import Foundation

extension DeviceProfile {
    /// Whether the device has a Dynamic Island (the Live Activity geometry table's word).
    var hasDynamicIsland: Bool {
        (try? LiveActivityGeometryTable.builtIn().geometry(forScreen: screen))?.hasDynamicIsland ?? false
    }

    /// The phone a Dynamic Island is drawn on when none was asked: Apple's first Dynamic Island
    /// size class (iPhone 14 Pro to 16, 1179×2556 px).
    static var islandPhone: DeviceProfile { DeviceProfile.named("1179x2556") ?? .iPhone390x844 }
}
