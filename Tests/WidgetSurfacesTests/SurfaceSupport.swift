import Foundation
import WidgetRender
import WidgetRaster

/// What the facade will do for a rendering mode (issue 12): lay the view out in its canvas with
/// the appearance in the environment, draw the container background (the declared one, else
/// the default fill) as a group, repaint with `RenderingModePass`, then put the wallpaper under
/// it. Tests and example renders use it until the facade does.
struct Surface {
    var family: WidgetFamily
    var size: Size
    var appearance: WidgetAppearance = .fullColor
    var colorScheme: ColorScheme = .dark
    var now: Date = askedAt
    var cornerRadius: Double? = nil
    var margins: EdgeInsets = EdgeInsets()
    var environment: (inout EnvironmentValues) -> Void = { _ in }

    func compose<V: View>(_ view: V) throws -> (list: DisplayList, layout: WidgetLayout) {
        var env = EnvironmentValues()
        env.widgetFamily = family
        env.colorScheme = colorScheme
        env.now = now
        env.widgetContentMargins = margins
        appearance.apply(to: &env)
        environment(&env)
        let canvas = Rect(origin: .zero, size: size)
        let layout = try WidgetLayout(view, in: canvas.inset(by: margins), environment: env)
        var items: [DisplayItem] = []
        if let r = cornerRadius { items.append(.pushClip(.roundedRect(canvas, cornerRadius: r, style: .continuous))) }
        if let bg = layout.drawBackground(in: canvas) {
            items += bg
        } else if !family.isAccessory {
            items += [.pushGroup(.containerBackground), .fill(.rect(canvas), .color(colorScheme == .dark ? .black : .white)), .pop]
        }
        items += layout.draw(bounds: canvas).items
        if cornerRadius != nil { items.append(.pop) }
        return (RenderingModePass.apply(DisplayList(size: size, items: items), appearance), layout)
    }

    /// Pixels at @3x, over `wallpaper` when given.
    func render<V: View>(_ view: V, wallpaper: Paint? = nil) throws -> Bitmap {
        var list = try compose(view).list
        if let wallpaper { list.items.insert(.fill(.rect(Rect(origin: .zero, size: size)), wallpaper), at: 0) }
        return try CairoRasterizer.shared.renderWithDiagnostics(list, scale: 3).bitmap
    }
}

/// A Lock Screen-like wallpaper: deep blue to violet.
func wallpaper(_ size: Size) -> Paint {
    .linearGradient(LinearGradientPaint(stops: [GradientStop(color: RGBA(hex: 0x1B2A6B), location: 0),
                                                GradientStop(color: RGBA(hex: 0x6B3FA0), location: 1)],
                                        start: Point(x: 0, y: 0), end: Point(x: size.width, y: size.height)))
}

/// Writes `bitmap` to `$SURFACES_RENDER_DIR/name.png` when that variable is set.
func keep(_ bitmap: Bitmap, _ name: String) throws {
    guard let dir = ProcessInfo.processInfo.environment["SURFACES_RENDER_DIR"] else { return }
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    try PNGEncoder.write(bitmap, to: URL(fileURLWithPath: dir).appendingPathComponent(name + ".png"))
}

extension Never {
    /// Waits for ever without holding a thread: a provider that never answers. The task stays
    /// suspended after it is cancelled, so nothing of it runs once a render has given up on it.
    static func arrives() async {
        await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
    }
}
