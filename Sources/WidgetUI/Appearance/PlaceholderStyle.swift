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

extension DisplayListBuilder {
    /// The placeholder bars standing for a redacted text or image node; nil for other nodes
    /// (containers pass redaction down; shapes and colours draw as they are, as in SwiftUI).
    /// One rounded bar per laid-out line of text.
    private func textBars(lines: [TextLine], height: Double, frame: Rect, paint: Paint) -> [DisplayItem] {
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

    mutating func placeholderItems(_ node: Node, _ frame: Rect) -> [DisplayItem]? {
        let scheme = node.colorScheme ?? self.scheme
        func faded(_ c: RGBA) -> Paint { .color(RGBA(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha * PlaceholderStyle.opacity)) }
        switch node.kind {
        case .text(let t):
            let layout = engine.textLayout(t, node.proposal)
            let base: RGBA
            if case .color(let c) = t.style._paint(in: frame, scheme: scheme) { base = c } else { base = Color.primary.resolve(scheme) }
            return textBars(lines: layout.lines, height: layout.size.height, frame: frame, paint: faded(base))
        case .styledText(let t):
            let layout = engine.styledLayout(t, node.proposal)
            var base = Color.primary.resolve(scheme)
            if let first = t.paints.first, case .color(let c) = first._paint(in: frame, scheme: scheme) { base = c }
            return textBars(lines: layout.lines, height: layout.size.height, frame: frame, paint: faded(base))
        case .image:
            guard !frame.isEmpty else { return [] }
            return [.fill(.roundedRect(frame, cornerRadius: PlaceholderStyle.imageCornerRadius, style: .continuous),
                          faded(Color.primary.resolve(scheme)))]
        default:
            return nil
        }
    }
}
