import Foundation
import WidgetCore
import Synchronization
import WidgetRender

/// The home-screen screenshots `serve --wallpapers DIR` offers as the preview's "transparent"
/// background. Files pair by name: `home-light.png` and `home-dark.png` are one wallpaper,
/// `home`, with a screenshot per scheme; any other PNG or JPEG is a wallpaper of its own, used
/// for both schemes. Screenshots are decoded on first use and kept (a few, most recent first),
/// and a file that changes on disk is read again.
final class WallpaperFolder: Sendable {
    /// One wallpaper: its name and files.
    struct Entry: Sendable {
        let name: String
        let light: URL
        let dark: URL?
    }

    /// The most decoded screenshots kept at once (a 1290×2796 screenshot is 14 MB of pixels).
    static let keptScreenshots = 4
    /// The most files a folder may offer; the rest are ignored (and said so in the listing).
    static let maxFiles = 64

    let directory: URL
    let catalog: DeviceCatalog
    private let loaded = Mutex<[(key: String, screenshot: Screenshot)]>([])

    init(directory: URL, catalog: DeviceCatalog) {
        self.directory = directory
        self.catalog = catalog
    }

    /// The wallpapers in the folder now, by name.
    func entries() -> [Entry] {
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { ["png", "jpg", "jpeg"].contains(($0 as NSString).pathExtension.lowercased()) }
            .sorted()
            .prefix(Self.maxFiles)
        var light: [String: URL] = [:], dark: [String: URL] = [:]
        for file in files {
            let base = (file as NSString).deletingPathExtension
            let url = directory.appendingPathComponent(file)
            if base.hasSuffix("-dark") {
                dark[String(base.dropLast(5))] = url
            } else {
                light[base.hasSuffix("-light") ? String(base.dropLast(6)) : base] = url
            }
        }
        // A dark screenshot without a light one is shown for both schemes.
        for (name, url) in dark where light[name] == nil { light[name] = url; dark[name] = nil }
        return light.sorted { $0.key < $1.key }.map { Entry(name: $0.key, light: $0.value, dark: dark[$0.key]) }
    }

    /// The named wallpaper's screenshots, checked against the catalog; a `.field` error at
    /// `/wallpaper` names the choices when there is no such wallpaper.
    func wallpapers(named name: String) throws(ServiceError) -> Wallpapers {
        let all = entries()
        guard let entry = all.first(where: { $0.name == name }) else {
            let names = all.map(\.name)
            let choices = names.isEmpty ? "this server has none" : "the wallpapers are \(names.joined(separator: ", "))"
            throw .field(nil, JSONPointer(["wallpaper"]), "no wallpaper \"\(name.prefix(100))\"; \(choices) (GET /v1/wallpapers).",
                         suggestion: Suggestions.nearest(to: name, in: names))
        }
        do {
            return try Wallpapers(light: try screenshot(entry.light), dark: try entry.dark.map { url throws(HomeScreenError) in try screenshot(url) })
        } catch {
            throw .field(nil, JSONPointer(["wallpaper"]), error.description)
        }
    }

    /// A stamp that changes when any of the wallpaper's files does (for response cache keys).
    func version(of name: String) -> String {
        guard let entry = entries().first(where: { $0.name == name }) else { return "missing" }
        return ([entry.light] + (entry.dark.map { [$0] } ?? [])).map(Self.stamp).joined(separator: "+")
    }

    /// The listing of `GET /v1/wallpapers`: each wallpaper's size and devices, read from the
    /// files' headers (nothing is decoded), or why it cannot be used.
    func listing() -> WallpaperList {
        let items = entries().map { entry -> WallpaperSummary in
            let schemes = entry.dark == nil ? ["light"] : ["light", "dark"]
            do {
                let header = try ImageHeader.read(contentsOfFile: entry.light.path)
                let size = PixelSize(width: header.width, height: header.height)
                try catalog.checkScreenshotSize(size, source: entry.light.lastPathComponent)
                let devices = catalog.devices.filter { $0.screenshot == size }
                return WallpaperSummary(name: entry.name, schemes: schemes, size: size.description,
                                        devices: devices.map(\.id), models: devices.flatMap(\.models), error: nil)
            } catch {
                return WallpaperSummary(name: entry.name, schemes: schemes, size: nil, devices: [], models: [],
                                        error: String(describing: error))
            }
        }
        let slots = Dictionary(uniqueKeysWithValues: SlotFamily.allCases.map { ($0.widgetFamily.shortName, $0.positions.map(\.rawValue)) })
        return WallpaperList(wallpapers: items, slots: slots)
    }

    private func screenshot(_ url: URL) throws(HomeScreenError) -> Screenshot {
        let key = Self.stamp(url)
        if let kept = loaded.withLock({ list in list.first { $0.key == key }?.screenshot }) { return kept }
        let screenshot = try Screenshot.load(contentsOfFile: url.path, catalog: catalog)
        loaded.withLock { list in
            list.removeAll { $0.key == key }
            list.insert((key, screenshot), at: 0)
            if list.count > Self.keptScreenshots { list.removeLast(list.count - Self.keptScreenshots) }
        }
        return screenshot
    }

    private static func stamp(_ url: URL) -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
        return "\(url.lastPathComponent)@\(modified)#\(size)"
    }
}

/// One wallpaper of `GET /v1/wallpapers`.
struct WallpaperSummary: Encodable {
    let name: String
    /// `["light", "dark"]` for a pair, `["light"]` for one screenshot used for both schemes.
    let schemes: [String]
    /// `1290x2796`; nil when the file cannot be read.
    let size: String?
    /// The catalog entries of that size (`device` chooses among several).
    let devices: [String]
    let models: [String]
    let error: String?
}

/// `GET /v1/wallpapers`: the screenshots, and the slot positions of each home-screen family.
struct WallpaperList: Encodable {
    let wallpapers: [WallpaperSummary]
    let slots: [String: [String]]
}

/// `GET /v1/devices`: the built-in catalog's devices, for the request's `device`.
struct DeviceList: Encodable {
    struct Device: Encodable {
        let id: String
        let models: [String]
        let points: [Int]
        let scale: Int
    }
    let devices: [Device]

    init(_ catalog: DeviceCatalog) {
        devices = catalog.devices.map {
            Device(id: $0.id, models: $0.models, points: [$0.points.width, $0.points.height], scale: $0.scale)
        }
    }
}
