import Foundation

extension Snapshotting where Value == RenderedWidget, Format == String {
    /// The render as reviewable text, compared line by line: the render options, the link
    /// map (under the options' link profile), the diagnostics and the display list (every item's frame
    /// in points, its color, fonts by file name with their glyphs). See ``WidgetSnapshotText``.
    ///
    /// ```swift
    /// assertSnapshot(of: try WidgetRenderer.render(view), as: .displayList)
    /// ```
    public static var displayList: Snapshotting {
        SimplySnapshotting<String>.lines.pullback { WidgetSnapshotText.text(of: $0) }
    }
}

extension Snapshotting where Value == ComposedWidget, Format == String {
    /// ``Snapshotting/displayList`` before pixels: for layout-only tests that skip Cairo.
    public static var displayList: Snapshotting {
        SimplySnapshotting<String>.lines.pullback { WidgetSnapshotText.text(of: $0) }
    }
}

/// The text form of a render, the `.txt` reference beside each image.
///
/// ```
/// systemSmall light, 1170x2532 @3x: 158x158 pt, 474x474 px
/// now 2026-03-01T09:00:00Z, locale en_US_POSIX, time zone UTC, margins 16, corner 22
///
/// links
/// systemSmall 158x158 pt @3x, profile seed002
/// no links
/// elsewhere: launch-app
///
/// diagnostics
/// none
///
/// display list
/// canvas 158x158
/// clip [0, 0, 158, 158]
///   fill [0, 0, 158, 158] #FFFFFF
/// …
/// ```
///
/// Nothing machine-specific is in it: fonts are named by file name, and the current folder is
/// removed from paths in diagnostics.
public enum WidgetSnapshotText {
    /// The text of a render.
    public static func text(of widget: RenderedWidget) -> String {
        text(of: widget.composed, pixels: PixelSize(width: widget.pixelWidth, height: widget.pixelHeight))
    }

    /// The text of a composed widget (the pixel size is the canvas at the device's scale).
    public static func text(of widget: ComposedWidget, pixels: PixelSize? = nil) -> String {
        let o = widget.options
        let scale = widget.canvas.scale
        let px = pixels ?? PixelSize(width: Int((widget.size.width * scale).rounded()), height: Int((widget.size.height * scale).rounded()))
        let iso = ISO8601DateFormatter()
        iso.timeZone = TimeZone(identifier: "UTC")
        let canvas = widget.canvas
        let margins = canvas.contentMargins.map(describe) ?? "none"
        let look = (canvas.appearance == .fullColor ? "" : " \(canvas.appearance.name)")
            + (o.dynamicTypeSize == .large ? "" : " \(o.dynamicTypeSize.shortName)")
        var lines = [
            "\(o.family.rawValue) \(canvas.colorScheme.rawValue)\(look), \(canvas.device.id) @\(fmt(scale))x: \(widget.size) pt, \(px.width)x\(px.height) px",
            "now \(iso.string(from: o.now)), locale \(o.locale.identifier), time zone \(zoneName(o.timeZone)), "
                + "margins \(margins), corner \(canvas.cornerRadius.map(fmt) ?? "none")"
                + (widget.canvas.backdrop.map { ", backdrop \($0.bitmap.width)x\($0.bitmap.height) px" } ?? ""),
            "",
            "links",
            widget.linkMap.listing,
            "",
            "diagnostics",
        ]
        let diagnostics = widget.diagnostics
        lines += diagnostics.isEmpty ? ["none"] : diagnostics.map { machineIndependent($0.description) }
        lines += ["", "display list", widget.displayList.dump()]
        return lines.joined(separator: "\n")
    }

    private static func describe(_ e: EdgeInsets) -> String {
        if e.top == e.leading, e.top == e.bottom, e.top == e.trailing { return fmt(e.top) }
        return "\(fmt(e.top)) \(fmt(e.leading)) \(fmt(e.bottom)) \(fmt(e.trailing))"
    }

    /// UTC is "GMT" on Linux and "UTC" on Apple platforms; both print as UTC.
    private static func zoneName(_ zone: TimeZone) -> String {
        ["GMT", "UTC"].contains(zone.identifier) ? "UTC" : zone.identifier
    }

    /// `text` without the current folder in paths.
    static func machineIndependent(_ text: String) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        guard cwd.count > 1 else { return text }
        return text.replacingOccurrences(of: cwd.hasSuffix("/") ? cwd : cwd + "/", with: "")
    }
}
