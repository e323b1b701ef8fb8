import Foundation

/// A color set or image set of an asset catalog, by the name Xcode gives it (`Folder/Name` in a
/// folder that provides a namespace).
public struct AssetEntry: Hashable, Sendable {
    /// Whether it is a color set or an image set.
    public enum Kind: String, Hashable, Sendable { case color, image }
    /// The asset's name, as `Color("…")` and `Image("…")` take it.
    public var name: String
    /// A color set or an image set.
    public var kind: Kind

    /// The asset named `name` (with its namespace folders, `Icons/star`) of that kind.
    public init(name: String, kind: Kind) {
        self.name = name; self.kind = kind
    }
}

/// Lists the assets of an `.xcassets` folder, as Xcode's asset symbol generation sees them.
public enum AssetCatalogScanner {
    /// Why a catalog could not be read.
    public struct ScanError: Error, CustomStringConvertible {
        /// What went wrong, naming the file.
        public let description: String
    }

    /// The color and image sets under `catalog`, sorted by name.
    public static func entries(in catalog: URL) throws(ScanError) -> [AssetEntry] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: catalog.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw ScanError(description: "\(catalog.path): not a folder (an asset catalog is a folder named *.xcassets)")
        }
        var out: [AssetEntry] = []
        try scan(catalog, prefix: "", into: &out)
        return out.sorted { ($0.name, $0.kind.rawValue) < ($1.name, $1.kind.rawValue) }
    }

    private static func scan(_ folder: URL, prefix: String, into out: inout [AssetEntry]) throws(ScanError) {
        let items = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        for item in items.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: item.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            let base = item.deletingPathExtension().lastPathComponent
            switch item.pathExtension {
            case "colorset": out.append(AssetEntry(name: prefix + base, kind: .color))
            case "imageset": out.append(AssetEntry(name: prefix + base, kind: .image))
            case "": try scan(item, prefix: try providesNamespace(item) ? prefix + base + "/" : prefix, into: &out)
            default: continue   // app icons, symbol sets, data sets: no Swift symbol
            }
        }
    }

    private static func providesNamespace(_ folder: URL) throws(ScanError) -> Bool {
        let file = folder.appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: file.path) else { return false }
        guard let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw ScanError(description: "\(file.path): not a JSON object (Xcode writes {\"info\": …, \"properties\": …})")
        }
        return (json["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
    }
}
