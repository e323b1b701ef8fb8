import Foundation

/// Parsing of asset `Contents.json` files (see ``AssetCatalog`` for the rules).
enum AssetContents {
    static func json(_ url: URL) throws -> [String: Any] {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw AssetCatalog.LoadError.malformed(url, "Contents.json is missing")
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw AssetCatalog.LoadError.malformed(url, "Contents.json is not a JSON object")
        }
        return object
    }

    static func appearance(_ entry: [String: Any]) -> String? {
        let list = entry["appearances"] as? [[String: Any]] ?? []
        return list.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
    }

    static func color(in folder: URL) throws -> Color {
        let file = folder.appendingPathComponent("Contents.json")
        let entries = try json(file)["colors"] as? [[String: Any]] ?? []
        var any: Color?, light: Color?, dark: Color?
        for entry in entries {
            guard let spec = entry["color"] as? [String: Any] else { continue }
            let c = try color(spec, file: file)
            switch appearance(entry) {
            case "dark": dark = c
            case "light": light = c
            default: any = c
            }
        }
        guard let base = light ?? any ?? dark else { throw AssetCatalog.LoadError.malformed(file, "the color set has no color") }
        return Color(light: base, dark: dark ?? base)
    }

    static func color(_ spec: [String: Any], file: URL) throws -> Color {
        let parts = spec["components"] as? [String: Any] ?? [:]
        func component(_ key: String) throws -> Double {
            guard let raw = parts[key] else { throw AssetCatalog.LoadError.malformed(file, "the color has no \"\(key)\" component") }
            let text = "\(raw)".trimmingCharacters(in: .whitespaces)
            if text.lowercased().hasPrefix("0x"), let v = Int(text.dropFirst(2), radix: 16) { return Double(v) / 255 }
            guard let v = Double(text) else { throw AssetCatalog.LoadError.malformed(file, "\"\(text)\" is not a color component") }
            // Integers above 1 are 8-bit values; decimals are 0…1.
            return !text.contains(".") && v > 1 ? v / 255 : v
        }
        let alpha = parts["alpha"] == nil ? 1 : try component("alpha")
        switch spec["color-space"] as? String ?? "srgb" {
        case "gray-gamma-22", "extended-gray":
            return Color(white: try component("white"), opacity: alpha)
        case "display-p3":
            return Color(.displayP3, red: try component("red"), green: try component("green"), blue: try component("blue"), opacity: alpha)
        default:
            return Color(red: try component("red"), green: try component("green"), blue: try component("blue"), opacity: alpha)
        }
    }

    static func imageVariants(in folder: URL) throws -> [AssetCatalog.ImageVariant] {
        let file = folder.appendingPathComponent("Contents.json")
        let entries = try json(file)["images"] as? [[String: Any]] ?? []
        return entries.compactMap { entry in
            guard let name = entry["filename"] as? String else { return nil }
            let scale = (entry["scale"] as? String).flatMap { Double($0.replacingOccurrences(of: "x", with: "")) }
            return AssetCatalog.ImageVariant(path: folder.appendingPathComponent(name).path, scale: scale,
                                             dark: appearance(entry) == "dark")
        }
    }
}
