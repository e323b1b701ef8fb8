import Foundation

/// How redacted text and images are drawn.
///
/// Apple publishes no geometry for placeholders; this is the rule WidgetRender applies, taken
/// from public screenshots of iOS widget placeholders and SwiftUI's `redacted(reason:)`
/// (swiftbysundell.com/tips/swiftui-automatic-placeholders: "texts … replaced by grayed-out
/// rectangles, … the actual strings … only used to determine the size"):
/// - text: one bar per line, as wide as the line's text, ``lineHeightShare`` of the line box
///   tall and centred on it, corners ``cornerRadiusShare`` of the bar height;
/// - images: one bar over the image's frame with ``imageCornerRadius`` corners;
/// - colour: the content's own colour (text) or the primary label colour (images) at
///   ``opacity``, so placeholders follow the colour scheme.
/// Screenshots place the bars within a point of this; corner radii and the grey are estimates.
public enum PlaceholderStyle {
    /// A text bar's height, as a share of the line box.
    public static let lineHeightShare = 0.7
    /// A text bar's corner radius, as a share of the bar's height.
    public static let cornerRadiusShare = 0.3
    /// The corner radius of an image's bar, in points.
    public static let imageCornerRadius = 6.0
    /// The opacity of the bars' colour.
    public static let opacity = 0.16

    /// The bar of one text line whose box (advance width × line box) is `line`.
    public static func textBar(_ line: Rect) -> (rect: Rect, cornerRadius: Double) {
        let h = line.height * lineHeightShare
        let r = Rect(x: line.minX, y: line.minY + (line.height - h) / 2, width: line.width, height: h)
        return (r, h * cornerRadiusShare)
    }
}

extension PlaceholderStyle {
    /// A placeholder's paint: `c` at ``opacity``.
    static func faded(_ c: RGBA) -> Paint { .color(RGBA(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha * opacity)) }
}

extension DisplayListBuilder {
    /// The placeholder bars standing for a redacted text: one rounded bar per laid-out line
    /// (``TextKind`` and ``StyledTextKind`` draw these when redacted; images draw one bar;
    /// containers pass redaction down; shapes and colours draw as they are, as in SwiftUI).
    func textBars(lines: [TextLine], height: Double, frame: Rect, paint: Paint) -> [DisplayItem] {
        let evenShare = height / Double(max(1, lines.count))
        return lines.enumerated().compactMap { i, line in
            guard line.width > 0 else { return nil }
            // A measurer without line metrics: lines share the height evenly.
            let measured = line.ascent + line.descent > 0
            let top = measured ? line.top : Double(i) * evenShare
            let box = Rect(x: frame.minX + line.x, y: frame.minY + top, width: line.width,
                           height: measured ? line.ascent + line.descent : evenShare)
            let bar = PlaceholderStyle.textBar(box)
            return .fill(.roundedRect(bar.rect.snapped(toScale: engine.scale), cornerRadius: bar.cornerRadius, style: .continuous), paint)
        }
    }
}
