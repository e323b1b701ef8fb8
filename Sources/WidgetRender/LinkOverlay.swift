import Foundation
import WidgetRaster

/// Draws a link map over a widget for a person to check (`widget-render render --show-links`):
/// every region tinted and outlined, exactly as clipped, with its index and URL on a label;
/// inert `Link`s dashed and grey; and a footer saying what a tap elsewhere opens. The reasons
/// are in `LinkMap/listing` and the diagnostics.
public enum LinkOverlay {
    /// Tints for active regions, cycled so that neighbours differ.
    static let palette: [RGBA] = [RGBA(hex: 0x007AFF), RGBA(hex: 0xFF2D55), RGBA(hex: 0x34C759),
                                  RGBA(hex: 0xFF9500), RGBA(hex: 0xAF52DE), RGBA(hex: 0x00C7BE)]
    static let inert = RGBA(hex: 0x8E8E93)
    static let labelFont = FontSpec(size: 7, weight: .semibold)

    /// Display items to append after a widget's own items (they draw above it, unmasked).
    public static func items(for map: LinkMap, text: any TextMeasuring = TextEngine.shared) -> [DisplayItem] {
        var out: [DisplayItem] = []
        let hairline = 2 / map.scale
        for r in map.regions where r.status != .ignored(.hidden) && !r.bounds.isEmpty {
            let color = r.isActive ? palette[r.index % palette.count] : inert
            var tint = color; tint.alpha = 0.22
            let stroke = StrokeStyle(lineWidth: hairline, dash: r.isActive ? [] : [4 * hairline, 2 * hairline])
            // The region exactly: its rectangle cut by every clip above the link.
            out += clipped(by: r.clipPaths, [.fill(.rect(r.bounds), .color(tint)),
                                             .stroke(.rect(r.bounds.inset(by: EdgeInsets(all: hairline / 2))), .color(color), stroke)])
            // Where a clip cuts the rectangle, outline the clip's part of the edge too.
            for (i, clip) in r.clipPaths.enumerated() {
                var others = r.clipPaths
                others.remove(at: i)
                out += clipped(by: [.rect(r.bounds)] + others, [.stroke(clip, .color(color), stroke)])
            }
            let title = "\(r.index)" + (r.isActive ? ": " : " inert: ") + r.url.absoluteString
            out += label(title, near: r.bounds, color: color, map: map, text: text)
        }
        let footer = "elsewhere: " + (map.widgetURL.map { $0.absoluteString + (map.widgetURLOverridesLinks ? " (takes every tap)" : "") } ?? "launch-app")
        out += label(footer, near: Rect(x: 0, y: map.size.height, width: 0, height: 0), color: .black, map: map, text: text)
        return out
    }

    /// `items` inside a clip scope per path.
    static func clipped(by paths: [Path], _ items: [DisplayItem]) -> [DisplayItem] {
        paths.map { .pushClip($0) } + items + paths.map { _ in .pop }
    }

    /// A label of up to two lines, white on an opaque box of `color`: just above `region` where it fits,
    /// else just below, else inside its top edge; always inside the canvas.
    static func label(_ string: String, near region: Rect, color: RGBA, map: LinkMap, text: any TextMeasuring) -> [DisplayItem] {
        let pad = 2.0
        let maxWidth = max(10, map.size.width - 2 * pad)
        let layout = text.layout(string, font: labelFont, options: TextOptions(lineLimit: 2, truncationMode: .middle),
                                 maxWidth: maxWidth, maxHeight: nil)
        let w = layout.size.width + 2 * pad, h = layout.size.height + 2 * pad
        let top = region.minY - h >= 0 ? region.minY - h : (region.maxY + h <= map.size.height ? region.maxY : region.minY)
        let x = max(0, min(region.minX, map.size.width - w)), y = max(0, min(top, map.size.height - h))
        var box = color; box.alpha = 0.85
        return [.fill(.rect(Rect(x: x, y: y, width: w, height: h)), .color(box))]
            + layout.glyphRuns(at: Point(x: x + pad, y: y + pad), paint: .color(.white)).map { .glyphs($0) }
    }
}

extension RenderedWidget {
    /// The widget drawn again with its link map on top (``LinkOverlay``), for `--show-links`.
    /// The display list of the result includes the overlay; links and diagnostics are unchanged.
    public func withLinkOverlay() throws(RenderError) -> RenderedWidget {
        var composed = self.composed
        composed.displayList.items += LinkOverlay.items(for: linkMap)
        var drawn = try WidgetRenderer.rasterize(composed)
        drawn.composed.diagnostics = diagnostics
        return drawn
    }
}
