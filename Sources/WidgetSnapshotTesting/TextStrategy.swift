import Foundation

extension Snapshotting where Value == RenderedWidget, Format == String {
    /// The render as reviewable text, compared line by line: the render options, the link
    /// map (under the options' link profile), the diagnostics and the display list (every item's frame
    /// in points, its color, and for text what it says in which font). See ``WidgetSnapshotText``.
    ///
    /// ```swift
    /// assertSnapshot(of: try WidgetRenderer.render(view), as: .displayList)
    /// ```
    public static var displayList: Snapshotting { displayList() }

    /// The render as text, compared within `tolerance` (colours within its ΔE, numbers within
    /// its ``ImageTolerance/points``); `glyphIDs` also lists every glyph id of each text run.
    public static func displayList(tolerance: ImageTolerance = .exact, glyphIDs: Bool = false) -> Snapshotting {
        Snapshotting<String, String>(pathExtension: "txt", diffing: .widgetText(tolerance: tolerance))
            .pullback { WidgetSnapshotText.text(of: $0, glyphIDs: glyphIDs) }
    }
}

extension Snapshotting where Value == ComposedWidget, Format == String {
    /// `Snapshotting/displayList` before pixels: for layout-only tests that skip Cairo.
    public static var displayList: Snapshotting { displayList() }

    /// `Snapshotting/displayList(tolerance:glyphIDs:)` before pixels.
    public static func displayList(tolerance: ImageTolerance = .exact, glyphIDs: Bool = false) -> Snapshotting {
        Snapshotting<String, String>(pathExtension: "txt", diffing: .widgetText(tolerance: tolerance))
            .pullback { WidgetSnapshotText.text(of: $0, glyphIDs: glyphIDs) }
    }
}

extension Diffing where Value == String {
    /// Line-by-line text comparison; under a tolerance that is not exact, colours and numbers
    /// may move within it (``ImageTolerance``), and a failure lists the lines over it and says
    /// how to compare images only.
    public static func widgetText(tolerance: ImageTolerance = .exact) -> Diffing {
        let lines = Diffing<String>.lines
        if tolerance.isExactForText { return lines }
        return .diff(toData: lines.toData, fromData: lines.fromData) { reference, actual in
            let mismatches = TextTolerance.mismatches(reference: reference, actual: actual, tolerance: tolerance)
            if mismatches.isEmpty { return nil }
            let (diff, attachments) = lines.diffV2(reference, actual) ?? ("", [])
            return (TextTolerance.explanation(mismatches, tolerance: tolerance) + "\n\n" + diff, attachments)
        }
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
///   fill [0, 0, 158, 158] #FFFFFFFF
///   text "Snapshot" [44.5, 60, 69, 22] #FFFFFFFF Inter-SemiBold.otf 17pt origin:(44.5, 77)
/// …
/// ```
///
/// Nothing machine-specific is in it: fonts are named by file name, and the current folder is
/// removed from paths in diagnostics.
public enum WidgetSnapshotText {
    /// The text of a render; `glyphIDs` lists every glyph id of each text run too.
    public static func text(of widget: RenderedWidget, glyphIDs: Bool = false) -> String {
        text(of: widget.composed, pixels: PixelSize(width: widget.pixelWidth, height: widget.pixelHeight), glyphIDs: glyphIDs)
    }

    /// The text of a composed widget (the pixel size is the canvas at the device's scale).
    public static func text(of widget: ComposedWidget, pixels: PixelSize? = nil, glyphIDs: Bool = false) -> String {
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
        lines += ["", "display list", widget.displayList.dump(groups: false, glyphIDs: glyphIDs)]
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
