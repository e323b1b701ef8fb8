import Foundation
import WidgetCore
import WidgetRaster

/// Shared helpers for the rasterizer tests.
enum RasterTest {
    static let red = RGBA(red: 1, green: 0, blue: 0)
    static let green = RGBA(red: 0, green: 1, blue: 0)
    static let blue = RGBA(red: 0, green: 0, blue: 1)

    /// Renders `items` on a canvas of `size` points.
    static func render(_ items: [DisplayItem], size: Size, scale: Double) throws -> Bitmap {
        try CairoRasterizer.shared.render(DisplayList(size: size, items: items), scale: scale)
    }

    /// The premultiplied channels of a pixel as (a, r, g, b) in 0...255; zeros outside.
    static func argb(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> (a: Int, r: Int, g: Int, b: Int) {
        let p = bitmap.pixel(atX: x, y: y) ?? 0
        return (Int(p >> 24), Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF))
    }

    /// The alpha of a pixel in 0...255.
    static func alpha(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> Int { argb(bitmap, x, y).a }

    /// `Fonts/Inter/<name>` in the repository, found from this file's path.
    static func fontPath(_ name: String = "Inter-Regular.otf", file: String = #filePath) -> String {
        URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fonts/Inter/\(name)").path
    }

    /// A bitmap from straight-alpha opaque colors, row by row.
    static func bitmap(width: Int, height: Int, _ colors: [UInt32]) -> Bitmap? {
        Bitmap(width: width, height: height, pixels: colors.map { 0xFF00_0000 | $0 })
    }
}
