import Foundation
import WidgetCore

/// The Lock Screen widget sizes of one iPhone screen, in points.
public struct AccessorySizes: Hashable, Sendable {
    /// The `accessoryCircular` size.
    public var circular: Size
    /// The `accessoryRectangular` size.
    public var rectangular: Size
    /// The `accessoryInline` size.
    public var inline: Size
}

/// Lock Screen (accessory) widget sizes per screen, from `Resources/accessory-sizes.json`
/// (Apple's HIG table; see the file for the source).
public struct AccessorySizeTable: Sendable {
    /// The table's rows: a screen size in points and its accessory sizes.
    public let rows: [(screen: Size, sizes: AccessorySizes)]

    /// The sizes for a screen of `points` (portrait); nil for a screen the HIG does not list.
    public func sizes(forScreen points: Size) -> AccessorySizes? {
        rows.first { $0.screen == points }?.sizes
    }

    /// The built-in table (compiled into the binary), parsed once.
    public static func builtIn() throws(HomeScreenError) -> AccessorySizeTable { try builtInResult.get() }

    private static let builtInResult: Result<AccessorySizeTable, HomeScreenError> = {
        do {
            return .success(try AccessorySizeTable(data: Data(PackageResources.accessory_sizes_json)))
        } catch {
            return .failure(.geometryUnreadable(file: "accessory-sizes.json (built in)", reason: "\(error)"))
        }
    }()

    init(data: Data) throws {
        struct File: Decodable {
            struct Row: Decodable { var points: [Double]; var circular: [Double]; var rectangular: [Double]; var inline: [Double] }
            var screens: [Row]
        }
        func size(_ v: [Double], _ what: String) throws -> Size {
            guard v.count == 2, v.allSatisfy({ $0 > 0 && $0.isFinite }) else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "\(what) must be [width, height] in points"))
            }
            return Size(width: v[0], height: v[1])
        }
        rows = try JSONDecoder().decode(File.self, from: data).screens.map {
            (try size($0.points, "points"),
             AccessorySizes(circular: try size($0.circular, "circular"), rectangular: try size($0.rectangular, "rectangular"),
                            inline: try size($0.inline, "inline")))
        }
    }
}
