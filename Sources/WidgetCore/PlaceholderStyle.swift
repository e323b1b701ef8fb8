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
