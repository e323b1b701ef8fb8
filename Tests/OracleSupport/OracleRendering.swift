import WidgetRaster
import WidgetRender

/// How the oracle sets' views are drawn the way swift-snapshot-testing recorded them.
@MainActor
package enum OracleRendering {
    /// The environment a set was recorded in: light mode at the simulator's scale, with the
    /// system colours of `iOS`.
    package static func environment(scale: Double, iOS: IOSVersion) -> EnvironmentValues {
        var env = EnvironmentValues()
        env.colorScheme = .light
        env.displayScale = scale
        env.iOSVersion = iOS
        return env
    }

    /// swift-snapshot-testing's `.sizeThatFits` layout: the view at its own ideal size (proposed
    /// nothing, as a hosting controller's `sizeThatFits` does), over the hosting view's white
    /// background, the pixel size rounded up as `UIGraphicsImageRenderer` rounds it.
    package static func sizeThatFits<V: View>(_ view: V, environment: EnvironmentValues) throws -> Bitmap {
        let scale = environment.displayScale
        let probe = try WidgetLayout(view.fixedSize(), in: Rect(x: 0, y: 0, width: 4000, height: 4000), environment: environment)
        let ideal = probe.rootFrame.size
        let pixels = Size(width: (ideal.width * scale - 0.01).rounded(.up), height: (ideal.height * scale - 0.01).rounded(.up))
        return try fixed(view, size: Size(width: pixels.width / scale, height: pixels.height / scale), environment: environment)
    }

    /// `.fixed(width:height:)`: the view proposed the size and centred in it, over the hosting
    /// view's `systemBackground` (white, black in dark mode).
    package static func fixed<V: View>(_ view: V, size: Size, environment: EnvironmentValues) throws -> Bitmap {
        let canvas = Rect(origin: .zero, size: size)
        let layout = try WidgetLayout(view, in: canvas, environment: environment)
        var items: [DisplayItem] = [.fill(.rect(canvas), .color(environment.colorScheme == .dark ? .black : .white))]
        items += layout.draw(bounds: canvas).items
        return try CairoRasterizer.shared.render(DisplayList(size: size, items: items), scale: environment.displayScale)
    }

    /// A reference image over white (or black), as it shows in a viewer (the hosting view is
    /// opaque, but some references keep an alpha channel).
    package static func overWhite(_ bitmap: Bitmap, black: Bool = false) -> Bitmap {
        let px = bitmap.pixels.map { p -> UInt32 in
            let a = p >> 24
            guard a < 255 else { return p }
            let inverse = black ? 0 : 255 - a
            func channel(_ shift: UInt32) -> UInt32 { min(255, ((p >> shift) & 0xFF) + inverse) << shift }
            return 0xFF00_0000 | channel(16) | channel(8) | channel(0)
        }
        return Bitmap(width: bitmap.width, height: bitmap.height, pixels: px) ?? bitmap
    }
}

extension FidelityOutcome {
    /// One line for the console: element count, median, worst and every element's edges.
    package var line: String {
        "\(matches.count) elements, median \(median), worst \(worst); "
            + matches.map { m in "\(m.oracle) " + (m.edges.isEmpty ? "regrouped, ink within \(String(format: "%.2f", m.offset))"
                                                   : "\(m.edges.map { String(format: "%.2f", $0) })") }.joined(separator: "; ")
    }
}
