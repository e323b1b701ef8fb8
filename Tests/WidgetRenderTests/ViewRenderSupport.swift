import Foundation
import WidgetRender
import WidgetRaster

/// Renders views on a plain canvas (no margins, no corner mask), as the home-assistant/iOS
/// snapshot tests do: a white or black full-canvas background, then the view centred.
enum ViewRender {
    static func bitmap<V: View>(_ view: V, size: Size, scale: Double = 3, scheme: ColorScheme = .light,
                                environment: (inout EnvironmentValues) -> Void = { _ in }) throws -> Bitmap {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        env.displayScale = scale
        environment(&env)
        let canvas = Rect(origin: .zero, size: size)
        let layout = try WidgetLayout(view, in: canvas, environment: env)
        var items: [DisplayItem] = [.fill(.rect(canvas), .color(scheme == .dark ? .black : .white))]
        items += layout.draw(bounds: canvas).items
        return try CairoRasterizer.shared.render(DisplayList(size: size, items: items), scale: scale)
    }

    /// Writes `bitmap` to the temporary folder (for looking at), returning its path.
    @discardableResult
    static func save(_ bitmap: Bitmap, _ name: String) -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("widgetrender-views-\(name).png")
        try? PNGEncoder.write(bitmap, to: url, options: .fast)
        return url.path
    }

    /// Straight (r, g, b, a) of a pixel, 0…255.
    static func rgba(_ b: Bitmap, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let p = b.pixel(atX: x, y: y) ?? 0
        let a = Int(p >> 24)
        guard a > 0 else { return (0, 0, 0, 0) }
        func un(_ v: UInt32) -> Int { min(255, (Int(v & 0xFF) * 255 + a / 2) / a) }
        return (un(p >> 16), un(p >> 8), un(p), a)
    }

    /// The pixel box (x0, y0, x1, y1), half-open, of the pixels matching `test`.
    static func inkBox(_ b: Bitmap, where test: (Int, Int, Int) -> Bool) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        var x0 = Int.max, y0 = Int.max, x1 = -1, y1 = -1
        for y in 0..<b.height {
            for x in 0..<b.width {
                let c = rgba(b, x, y)
                if test(c.r, c.g, c.b) { x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x + 1); y1 = max(y1, y + 1) }
            }
        }
        return x1 < 0 ? nil : (x0, y0, x1, y1)
    }
}
