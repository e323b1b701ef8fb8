import Foundation
import WidgetCore

/// Control sizes and colours on one iPhone screen, in points, from
/// `Resources/control-geometry.json`. Apple publishes none of these: the Control Center
/// module sizes and radii come from community decompilations of iOS 18's Control Center, the
/// colours are estimates; the file says which is which, and renders report it.
public struct ControlGeometry: Hashable, Sendable {
    /// Control Center's 1×1 module (a circle).
    public var small: Size
    /// The 2×1 module.
    public var medium: Size
    /// The 2×2 module.
    public var large: Size
    /// The medium module's corner radius (continuous).
    public var mediumCornerRadius: Double
    /// The large module's corner radius (continuous).
    public var largeCornerRadius: Double
    /// The inset of a module's content.
    public var contentInset: Double
    /// The off platter.
    public var offBackground: RGBA
    /// The on platter.
    public var onBackground: RGBA
    /// The symbol when off.
    public var symbolOff: RGBA
    /// A Lock Screen control's diameter.
    public var lockScreenDiameter: Double
    /// Why these numbers are not Apple's (always set: see the type's note).
    public var estimatedBecause: String?

    /// The geometry for a screen `width` points wide (the nearest listed width when not listed).
    public static func forScreen(width: Double) throws(HomeScreenError) -> ControlGeometry {
        let table = try builtInResult.get()
        return table.min { abs($0.0 - width) < abs($1.0 - width) }?.1 ?? table[0].1
    }

    private static let builtInResult: Result<[(Double, ControlGeometry)], HomeScreenError> = {
        do {
            return .success(try parse(Data(PackageResources.control_geometry_json)))
        } catch {
            return .failure(.geometryUnreadable(file: "control-geometry.json (built in)", reason: "\(error)"))
        }
    }()

    static func parse(_ data: Data) throws -> [(Double, ControlGeometry)] {
        struct Module: Decodable { var size: [Double]; var cornerRadius: Double }
        struct Row: Decodable { var screenWidth: Double; var small: Module; var medium: Module; var large: Module; var spacingEstimate: Bool? }
        struct Content: Decodable { var contentInset: Double }
        struct Estimate: Decodable { var value: String }
        struct CC: Decodable { var perScreen: [Row]; var content: Content; var offBackgroundEstimate: Estimate?; var onBackgroundEstimate: Estimate? }
        struct Lock: Decodable { var diameter: Double }
        struct File: Decodable { var controlCenter: CC; var lockScreen: Lock }
        let file = try JSONDecoder().decode(File.self, from: data)
        func size(_ v: [Double]) throws -> Size {
            guard v.count == 2, v.allSatisfy({ $0 > 0 && $0.isFinite }) else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "a size must be [width, height] in points"))
            }
            return Size(width: v[0], height: v[1])
        }
        let off = file.controlCenter.offBackgroundEstimate.flatMap { RGBA(hexString: $0.value) } ?? RGBA(red: 1, green: 1, blue: 1, alpha: 0.15)
        let on = file.controlCenter.onBackgroundEstimate.flatMap { RGBA(hexString: $0.value) } ?? .white
        return try file.controlCenter.perScreen.map { r in
            (r.screenWidth, ControlGeometry(
                small: try size(r.small.size), medium: try size(r.medium.size), large: try size(r.large.size),
                mediumCornerRadius: r.medium.cornerRadius, largeCornerRadius: r.large.cornerRadius,
                contentInset: file.controlCenter.content.contentInset, offBackground: off, onBackground: on,
                symbolOff: .white, lockScreenDiameter: file.lockScreen.diameter,
                estimatedBecause: "Control sizes are community measurements of iOS 18 (decompiled Control Center), not Apple's; "
                    + "colours are estimates" + (r.spacingEstimate == true ? "; the grid gap at this width too" : "") + " (control-geometry.json)."))
        }
    }
}
