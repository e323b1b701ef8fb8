import Foundation
import WidgetCore

/// Where a Live Activity is drawn on one iPhone screen, in points, from
/// `Resources/live-activity-geometry.json` (Apple's HIG "Live Activities" specifications and
/// ActivityKit's documentation; the file cites each number and marks estimates).
public struct LiveActivityGeometry: Hashable, Sendable {
    /// The screen (portrait) these sizes belong to.
    public var screen: Size
    /// Whether the screen has a Dynamic Island; without one a Live Activity shows on the Lock
    /// Screen and as a banner only.
    public var hasDynamicIsland: Bool
    /// Each compact view's box beside the camera (leading and trailing are the same size).
    public var compact: Size?
    /// The minimal presentation: `minWidth` (a circle) up to `maxWidth`, `height` tall.
    public var minimalWidths: ClosedRange<Double>?
    /// The minimal presentation's height.
    public var minimalHeight: Double?
    /// The expanded island's width and height range.
    public var expandedWidth: Double?
    /// The expanded island's height range.
    public var expandedHeights: ClosedRange<Double>?
    /// The island's whole width in the compact or minimal presentation.
    public var islandWidth: Double?
    /// The camera's width inside the compact island (the island less both compact views).
    public var cameraWidth: Double? { islandWidth.flatMap { w in compact.map { w - 2 * $0.width } } }
    /// The island's corner radius (44 pt; a pill where it is shorter than 88 pt).
    public var cornerRadius: Double
    /// The Lock Screen presentation's width and height range.
    public var lockScreenWidth: Double
    /// The Lock Screen presentation's heights: the system truncates above the upper bound.
    public var lockScreenHeights: ClosedRange<Double>
    /// Whether some of these numbers are not in the source for this screen (reused from the
    /// screen with the same island, or derived): ``estimatedBecause`` says why.
    public var estimatedBecause: String?

    /// The scale StandBy draws the Lock Screen view at (HIG: "scaled up by 2x").
    public static let standByScale = 2.0
    /// The Apple Watch Smart Stack sizes of the `.small` activity family, by case size (HIG).
    public static let watchSmallSizes: [(name: String, size: Size)] = [
        ("40mm", Size(width: 152, height: 69.5)), ("41mm", Size(width: 165, height: 72.5)),
        ("44mm", Size(width: 173, height: 76.5)), ("45mm", Size(width: 184, height: 80.5)), ("49mm", Size(width: 191, height: 81.5)),
    ]
}

/// The Live Activity geometry of every screen the source lists.
public struct LiveActivityGeometryTable: Sendable {
    /// The rows, one per screen size.
    public let rows: [LiveActivityGeometry]

    /// The geometry of a screen of `points`; nil for a screen the table does not list.
    public func geometry(forScreen points: Size) -> LiveActivityGeometry? { rows.first { $0.screen == points } }

    /// The built-in table (compiled into the binary), parsed once.
    public static func builtIn() throws(HomeScreenError) -> LiveActivityGeometryTable { try builtInResult.get() }

    private static let builtInResult: Result<LiveActivityGeometryTable, HomeScreenError> = {
        do {
            return .success(try LiveActivityGeometryTable(data: Data(PackageResources.live_activity_geometry_json)))
        } catch {
            return .failure(.geometryUnreadable(file: "live-activity-geometry.json (built in)", reason: "\(error)"))
        }
    }()

    /// Lock Screen width where the source gives none (screens without a Dynamic Island): the
    /// two sourced rows are both the screen width less 22 pt (430 → 408, 393 → 371), so the
    /// same 11 pt per side is used. Our rule, marked as an estimate.
    static let lockScreenInset = 22.0

    init(data: Data) throws {
        struct Range: Decodable { var minWidth: Double?; var maxWidth: Double?; var width: Double?; var minHeight: Double?; var maxHeight: Double?; var height: Double? }
        struct Widths: Decodable { var compactOrMinimal: Double?; var expanded: Double? }
        struct Row: Decodable {
            var screen: [Double]; var hasDynamicIsland: Bool
            var compactLeading: [Double]?; var minimal: Range?; var expanded: Range?; var lockScreen: Range?
            var islandWidth: Widths?; var cornerRadius: Double?; var estimate: Bool?; var why: String?
        }
        struct File: Decodable { var devices: [Row]; var lockScreenMaxHeight: Double }
        let file = try JSONDecoder().decode(File.self, from: data)
        rows = try file.devices.map { r in
            guard r.screen.count == 2, r.screen.allSatisfy({ $0 > 0 }) else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "screen must be [width, height] in points"))
            }
            let screen = Size(width: r.screen[0], height: r.screen[1])
            var estimated = r.estimate == true ? r.why : nil
            let lockWidth: Double
            if let w = r.lockScreen?.width { lockWidth = w } else {
                lockWidth = screen.width - Self.lockScreenInset
                estimated = "The source gives no Lock Screen width for this screen: \(Int(screen.width)) − 22 pt, as on the two sourced screens."
            }
            let maxHeight = r.lockScreen?.maxHeight ?? file.lockScreenMaxHeight
            return LiveActivityGeometry(
                screen: screen, hasDynamicIsland: r.hasDynamicIsland,
                compact: r.compactLeading.flatMap { $0.count == 2 ? Size(width: $0[0], height: $0[1]) : nil },
                minimalWidths: r.minimal.flatMap { m in m.minWidth.flatMap { lo in m.maxWidth.map { lo...max(lo, $0) } } },
                minimalHeight: r.minimal?.height,
                expandedWidth: r.expanded?.width,
                expandedHeights: r.expanded.flatMap { e in e.minHeight.flatMap { lo in e.maxHeight.map { lo...max(lo, $0) } } },
                islandWidth: r.islandWidth?.compactOrMinimal,
                cornerRadius: r.cornerRadius ?? 44,
                lockScreenWidth: lockWidth,
                lockScreenHeights: (r.lockScreen?.minHeight ?? 0)...maxHeight,
                estimatedBecause: estimated)
        }
    }
}
