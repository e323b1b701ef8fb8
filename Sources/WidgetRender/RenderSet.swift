import Foundation

/// One image of a set rendered for several families and color schemes.
public struct RenderedFile: Sendable {
    /// Where the image was written.
    public var url: URL
    /// The family drawn.
    public var family: WidgetFamily
    /// The color scheme drawn.
    public var colorScheme: ColorScheme
    /// The render.
    public var widget: RenderedWidget
}

extension WidgetRenderer {
    /// Renders `view` for every family, color scheme and rendering mode given and writes
    /// `<name>-<family>-<scheme>[-<mode>].png` (``RenderCell/fileStem(_:)``: the mode is named
    /// when it is not the family's own) into `directory` (created if missing). Each file appears
    /// whole or not at all.
    public static func renderAll<V: View>(_ view: V, named name: String, into directory: URL,
                                          families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge],
                                          colorSchemes: [ColorScheme] = ColorScheme.allCases,
                                          appearances: [WidgetAppearance?] = [nil],
                                          options: RenderOptions = RenderOptions()) throws(RenderError) -> [RenderedFile] {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .encoding(.writeFailed(path: directory.path, reason: "could not create the folder: \(error.localizedDescription)"))
        }
        var files: [RenderedFile] = []
        for family in families {
            for scheme in family.isAccessory ? [ColorScheme.dark] : colorSchemes {
                for asked in Self.appearances(appearances, family: family, options: options) {
                    var o = options
                    o.family = family
                    o.colorScheme = scheme
                    o.appearance = asked.appearance
                    let widget = try render(view, options: o)
                    let cell = RenderCell(family: family, colorScheme: scheme, appearance: widget.canvas.appearance,
                                          namesAppearance: asked.named, entry: 0, date: o.now)
                    let url = directory.appendingPathComponent(cell.fileStem(name) + ".png")
                    try widget.writePNG(to: url)
                    files.append(RenderedFile(url: url, family: family, colorScheme: scheme, widget: widget))
                }
            }
        }
        return files
    }
}
