import Foundation
import Testing
import WidgetUI
import WidgetTestSupport

/// CoreGraphics geometry where the DSL takes geometry.
@Suite("CoreGraphics geometry")
struct CoreGraphicsTests {
    @Test("CGFloat arguments, offset(CGSize) and Rect/CGRect conversions")
    func geometry() throws {
        let w: CGFloat = 40, h: CGFloat = 20
        let l = try layout(Color.red.frame(width: w, height: h).offset(CGSize(width: 5, height: -3)).id("r"), width: 100, height: 100)
        let r = try #require(l.frame(of: "r"))
        // The layout frame stays put (SwiftUI's offset moves only the drawing): CGFloat sizes it.
        #expect(r == Rect(x: 30, y: 40, width: 40, height: 20))
        let drawn = l.draw(bounds: Rect(x: 0, y: 0, width: 100, height: 100)).items.map(\.description)
        #expect(drawn.contains { $0.contains("[35, 37, 40, 20]") })
        #expect(CGRect(r) == CGRect(x: 30, y: 40, width: 40, height: 20))
        #expect(Rect(CGRect(r)) == r)
        #expect(Point(CGPoint(x: 1.5, y: 2)) == Point(x: 1.5, y: 2))
        #expect(Size(CGSize(width: 3, height: 4)) == Size(width: 3, height: 4))
    }
}
