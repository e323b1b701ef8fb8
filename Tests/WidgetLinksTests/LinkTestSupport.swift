import Foundation
import WidgetUI
import WidgetLinks
import WidgetTestSupport

/// A URL from a literal known to parse (an unparsable literal becomes `invalid:` and fails the test).
func testURL(_ s: String) -> URL { URL(string: s) ?? URL(fileURLWithPath: "/invalid") }

/// Lays `view` out at the origin of a `width` x `height` canvas (fixed-advance text) and builds
/// its link map at @3x.
func linkMap<V: View>(_ view: V, width: Double = 200, height: Double = 100, family: WidgetFamily = .systemMedium,
                      cornerRadius: Double? = nil, profile: LinkProfile = .default) throws -> LinkMap {
    let l = try layout(view, width: width, height: height)
    let drawn = l.draw(bounds: Rect(x: 0, y: 0, width: width, height: height))
    return LinkMap(links: drawn.links, widgetURLs: drawn.widgetURLs, size: Size(width: width, height: height), scale: 3, family: family,
                   cornerRadius: cornerRadius, profile: profile)
}

extension LinkMap {
    /// The URL string a tap at (x, y) opens, or `launch-app` / `outside`.
    func tap(_ x: Double, _ y: Double) -> String { target(at: Point(x: x, y: y)).description }
    /// The codes of the diagnostics, in order.
    var codes: [String] { diagnostics.map(\.code.rawValue) }
}
