import Foundation
import WidgetCore

/// The kind of device a profile is.
public enum DevicePlatform: String, Sendable, Hashable, CaseIterable {
    /// An iPhone: Home Screen, Lock Screen, StandBy.
    case iPhone
    /// An iPad: Home Screen (extra large too) and Today View.
    case iPad
    /// A Mac: the desktop and Notification Center.
    case mac
    /// An Apple Watch: the Smart Stack and the watch face's accessory families.
    case watch
}

/// The widget placements beyond the iPhone (`Resources/placement-sizes.json`, each number with
/// its source): iPads at the canvas size WidgetKit lays a widget out at (the Home Screen
/// scales it down to the HIG's "device" size), the Mac desktop, and each Apple Watch size.
enum PlacementSizeTable {
    struct File: Decodable {
        struct Source: Decodable { var what: String; var `where`: String }
        struct Sized: Decodable { var canvas: [Double]; var homeScreen: [Double]; var source: String; var published: Bool }
        struct IPad: Decodable {
            var screen: [Double]; var models: [String]; var scale: Double
            var canvas: [String: [Double]]; var homeScreen: [String: [Double]]; var source: String
            var systemExtraLargePortrait: Sized?
        }
        struct Mac: Decodable {
            var placement: String; var scale: Double
            var systemSmall: [Double]; var systemMedium: [Double]; var systemLarge: [Double]
            var systemExtraLarge: [Double]; var systemExtraLargePortrait: [Double]; var source: String; var published: Bool
        }
        struct Watch: Decodable {
            struct Stack: Decodable { var size: [Double]; var source: String; var published: Bool }
            struct Face: Decodable { var accessoryRectangular: [Double]; var accessoryCircular: [Double]; var device: String; var source: String }
            var size: String; var series: String?; var screen: [Double]?; var scale: Double
            var smartStack: Stack?; var watchFace: Face?
        }
        var sources: [String: Source]
        var ipad: [IPad]; var mac: [Mac]; var watch: [Watch]
    }

    static let profiles: Result<[DeviceProfile], HomeScreenError> = {
        do {
            return .success(try profiles(from: JSONDecoder().decode(File.self, from: Data(PackageResources.placement_sizes_json))))
        } catch {
            return .failure(.geometryUnreadable(file: "placement-sizes.json (built in)", reason: "\(error)"))
        }
    }()

    static func profiles(from file: File) throws -> [DeviceProfile] {
        func size(_ v: [Double]?) throws -> Size {
            guard let v, v.count == 2, v.allSatisfy({ $0 > 0 && $0.isFinite }) else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "a size must be [width, height] in points"))
            }
            return Size(width: v[0], height: v[1])
        }
        func measured(_ source: String, _ what: String) -> String {
            "\(what) \(what.hasSuffix("s") ? "are" : "is") not published by Apple: measured by \(file.sources[source]?.where ?? source)."
        }
        var out: [DeviceProfile] = []
        for row in file.ipad {
            let screen = try size(row.screen)
            var p = DeviceProfile(id: "ipad-\(fmt(screen.width))x\(fmt(screen.height))",
                                  name: row.models.isEmpty ? "iPad (Display Zoom, More Space)" : row.models.joined(separator: ", "),
                                  screen: screen, scale: row.scale, small: try size(row.canvas["systemSmall"]),
                                  medium: try size(row.canvas["systemMedium"]), large: try size(row.canvas["systemLarge"]))
            p.platform = .iPad
            p.additionalSizes[.systemExtraLarge] = try size(row.canvas["systemExtraLarge"])
            let shown = try ["systemSmall", "systemMedium", "systemLarge", "systemExtraLarge"].map { name in
                let s = try size(row.homeScreen[name])
                return "\(name) \(fmt(s.width))x\(fmt(s.height))"
            }
            var notes = ["Drawn at the canvas size WidgetKit lays the widget out at (HIG); the iPad Home Screen shows it scaled down to "
                         + shown.joined(separator: ", ") + " pt."]
            if let xlp = row.systemExtraLargePortrait {
                p.additionalSizes[.systemExtraLargePortrait] = try size(xlp.canvas)
                if !xlp.published { notes.append(measured(xlp.source, "The systemExtraLargePortrait size")) }
            }
            p.sizeNote = notes.joined(separator: " ")
            out.append(p)
        }
        for row in file.mac {
            var p = DeviceProfile(id: "mac", name: "Mac (\(row.placement))", screen: Size(width: 1440, height: 900), scale: row.scale,
                                  small: try size(row.systemSmall), medium: try size(row.systemMedium), large: try size(row.systemLarge))
            p.platform = .mac
            p.additionalSizes[.systemExtraLarge] = try size(row.systemExtraLarge)
            p.additionalSizes[.systemExtraLargePortrait] = try size(row.systemExtraLargePortrait)
            if !row.published { p.sizeNote = measured(row.source, "Mac widget sizes") }
            out.append(p)
        }
        var seen: Set<String> = []
        for row in file.watch {
            // Two rows share 42 and 49 mm (Series 1–3 and 10; Ultra 1–2 and 3): the later gets a suffix.
            let suffix = seen.insert(row.size).inserted ? "" : (row.size == "49mm" ? "-ultra3" : "-series10")
            let screen = try row.screen.map { try size($0) } ?? Size(width: 0, height: 0)
            var p = DeviceProfile(id: "watch-\(row.size)\(suffix)", name: "Apple Watch \(row.series.map { $0 + " " } ?? "")\(row.size)", screen: screen,
                                  scale: row.scale, small: .zero, medium: .zero, large: .zero)
            p.platform = .watch
            var notes: [String] = []
            // The Smart Stack shows accessoryRectangular widgets; the watch face shows both.
            if let stack = row.smartStack {
                p.additionalSizes[.accessoryRectangular] = try size(stack.size)
                if !stack.published { notes.append(measured(stack.source, "The Smart Stack size")) }
            } else if let face = row.watchFace {
                p.additionalSizes[.accessoryRectangular] = try size(face.accessoryRectangular)
            }
            if let face = row.watchFace {
                p.additionalSizes[.accessoryCircular] = try size(face.accessoryCircular)
                notes.append(measured(face.source, "The accessoryCircular size") + " (\(face.device))")
            }
            p.sizeNote = notes.isEmpty ? nil : notes.joined(separator: " ")
            out.append(p)
        }
        return out
    }
}

extension DeviceProfile {
    /// iPads (the HIG's widget table, at each screen's canvas sizes), the Mac (measured: Apple
    /// publishes none) and every Apple Watch size with a source: widget sizes without a home
    /// screen, named `ipad-820x1180`, `mac`, `watch-45mm`.
    public static let placements: [DeviceProfile] = {
        do {
            return try PlacementSizeTable.profiles.get()
        } catch {
            preconditionFailure("the built-in placement table does not load (a packaging bug: PlacementTests guard it): \(error)")
        }
    }()
}
