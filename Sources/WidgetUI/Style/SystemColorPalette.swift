import Foundation

/// The system accent colours of each iOS release, light and dark, from
/// `Resources/system-colors.json` (every value cites its source there). A palette may name
/// another release whose values it shares ("18": "17").
struct SystemColorPalette: Sendable {
    /// Light and dark values of each colour name (`red`, `blue`, …) per release.
    let colors: [IOSVersion: [String: (light: RGBA, dark: RGBA)]]

    static let shared: SystemColorPalette = (try? SystemColorPalette(json: Data(PackageResources.system_colors_json)))
        ?? SystemColorPalette(colors: [:])

    /// The colour names the palettes define (`red`, `blue`, …), from the data file.
    static let names: Set<String> = Set(shared.colors.values.flatMap(\.keys))

    init(colors: [IOSVersion: [String: (light: RGBA, dark: RGBA)]]) { self.colors = colors }

    init(json: Data) throws {
        struct File: Decodable { let palettes: [String: Entry] }
        enum Entry: Decodable {
            case alias(String)
            case values([String: [String]])
            init(from decoder: any Decoder) throws {
                let c = try decoder.singleValueContainer()
                if let s = try? c.decode(String.self) { self = .alias(s) } else { self = .values(try c.decode([String: [String]].self)) }
            }
        }
        let file = try JSONDecoder().decode(File.self, from: json)
        func values(_ key: String, depth: Int = 0) throws -> [String: (light: RGBA, dark: RGBA)] {
            switch file.palettes[key] {
            case .alias(let other)? where depth < 4: return try values(other, depth: depth + 1)
            case .values(let table)?:
                return try table.mapValues { pair in
                    guard pair.count == 2, let l = RGBA(hexString: pair[0]), let d = RGBA(hexString: pair[1]) else {
                        throw CocoaError(.coderReadCorrupt)
                    }
                    return (l, d)
                }
            default: throw CocoaError(.coderValueNotFound)
            }
        }
        var colors: [IOSVersion: [String: (light: RGBA, dark: RGBA)]] = [:]
        for version in IOSVersion.allCases { colors[version] = try values(version.rawValue) }
        self.colors = colors
    }

    /// The colour `name` in `scheme` for `version`; clear for a name no palette has.
    func color(_ name: String, _ scheme: ColorScheme, _ version: IOSVersion) -> RGBA {
        guard let pair = colors[version]?[name] else { return .clear }
        return scheme == .dark ? pair.dark : pair.light
    }
}
