import Foundation
import Synchronization

/// An Xcode asset catalog (`Assets.xcassets`) read from disk: color sets and image sets, as
/// `Color("Brand")`, `Image("logo")`, `UIImage(named:)` and `ImageResource`/`ColorResource` find
/// them in an app. Give it to a render with `.environment(\.assetCatalog, catalog)`.
///
/// Rules (Xcode's `Contents.json` format):
/// - Every `*.colorset` and `*.imageset` folder at any depth is an asset named after the folder;
///   a folder whose `Contents.json` says `"provides-namespace": true` prefixes its assets'
///   names with `Folder/`.
/// - Color sets: the `universal` entry without appearances is "any"; one with the
///   `luminosity` appearance `light` or `dark` is used in that scheme (falling back to "any").
///   Components are decimals ("0.200"), 8-bit integers ("51") or hex ("0x33"); color spaces
///   `srgb`, `extended-srgb`, `display-p3` (converted to sRGB) and `gray-gamma-22` (`white`).
/// - Image sets: the file for the device scale (`1x`/`2x`/`3x`), else the nearest larger scale,
///   else the largest; a single unscaled file (a vector PDF or SVG) is used at any scale.
///   Dark-appearance files are used in dark mode.
/// - A malformed `Contents.json` is an error naming the file; an unknown name is a diagnostic
///   where the asset is used (`assetNotFound`), listing the nearest names.
public final class AssetCatalog: Sendable {
    /// One file of an image set.
    public struct ImageVariant: Hashable, Sendable {
        /// The file's path.
        public var path: String
        /// The scale it is drawn for (`2` for `@2x`), or nil for a file used at any scale (a PDF or SVG).
        public var scale: Double?
        /// Whether it is the dark-appearance variant.
        public var dark: Bool
    }

    /// The catalog folder (`Assets.xcassets`).
    public let url: URL
    /// The color sets, by asset name.
    public let colors: [String: Color]
    /// The image sets' files, by asset name.
    public let images: [String: [ImageVariant]]

    /// Why a catalog could not be read.
    public enum LoadError: Error, CustomStringConvertible {
        /// The URL is not a folder.
        case notAFolder(URL)
        /// A `Contents.json` is malformed: the file and what is wrong.
        case malformed(URL, String)
        public var description: String {
            switch self {
            case .notAFolder(let u): return "\(u.path) is not an asset catalog folder (an .xcassets directory)."
            case .malformed(let u, let why): return "\(u.path): \(why). Open the asset in Xcode and save it again, or fix the JSON."
            }
        }
    }

    /// Reads the catalog at `url`.
    ///
    /// - Throws: ``LoadError`` when `url` is not a folder or a `Contents.json` in it is malformed.
    public init(contentsOf url: URL) throws {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir), isDir.boolValue else {
            throw LoadError.notAFolder(url)
        }
        self.url = url
        var colors: [String: Color] = [:], images: [String: [ImageVariant]] = [:]
        try Self.scan(url, prefix: "", colors: &colors, images: &images)
        self.colors = colors
        self.images = images
    }

    /// The catalog folder at `url`, read once per process; nil when it cannot be read. The
    /// AssetSymbols plugin's generated symbols name their catalog, so `Color(.brand)` finds it
    /// without an environment.
    public static func cached(at url: URL) -> AssetCatalog? {
        loaded.withLock { cache in
            if let hit = cache[url] { return hit }
            let catalog = try? AssetCatalog(contentsOf: url)
            cache[url] = catalog
            return catalog
        }
    }
    private static let loaded = Mutex<[URL: AssetCatalog?]>([:])

    /// The names of every asset, sorted (for "did you mean").
    public var names: [String] { (Array(colors.keys) + Array(images.keys)).sorted() }

    /// The image file for `name` at `scale` in `scheme`: its path and the scale its pixels are at.
    public func image(named name: String, scale: Double, scheme: ColorScheme) -> (path: String, scale: Double)? {
        guard let all = images[name], !all.isEmpty else { return nil }
        let themed = all.filter { $0.dark == (scheme == .dark) }
        let pool = themed.isEmpty ? all.filter { !$0.dark } : themed
        let candidates = pool.isEmpty ? all : pool
        if let vector = candidates.first(where: { $0.scale == nil }) { return (vector.path, scale) }
        let scaled = candidates.compactMap { v in v.scale.map { (v, $0) } }.sorted { $0.1 < $1.1 }
        let pick = scaled.first(where: { $0.1 >= scale - 1e-9 }) ?? scaled.last
        return pick.map { ($0.0.path, $0.1) }
    }

    private static func scan(_ folder: URL, prefix: String, colors: inout [String: Color], images: inout [String: [ImageVariant]]) throws {
        let items = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        for item in items.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: item.path, isDirectory: &isDir), isDir.boolValue else { continue }
            let base = item.deletingPathExtension().lastPathComponent
            switch item.pathExtension {
            case "colorset":
                colors[prefix + base] = try AssetContents.color(in: item)
            case "imageset":
                images[prefix + base] = try AssetContents.imageVariants(in: item)
            default:
                let namespaced = (try? AssetContents.json(item.appendingPathComponent("Contents.json")))
                    .flatMap { ($0["properties"] as? [String: Any])?["provides-namespace"] as? Bool } ?? false
                try scan(item, prefix: namespaced ? prefix + base + "/" : prefix, colors: &colors, images: &images)
            }
        }
    }
}

private struct AssetCatalogKey: EnvironmentKey { static let defaultValue: AssetCatalog? = nil }

extension EnvironmentValues {
    /// The asset catalog `Color(_:)`, `Image(_:)` and `UIImage(named:)` look names up in.
    public var assetCatalog: AssetCatalog? {
        get { self[AssetCatalogKey.self] } set { self[AssetCatalogKey.self] = newValue }
    }
}
