import Foundation
import Testing
import WidgetUI
import WidgetLinks
import WidgetTestSupport

/// Which region a tap hits (rule 40): clips, paint order, nesting, padding, the widget's shape.
@Suite("Link hit testing")
struct LinkHitTests {
    let a = testURL("app://a"), b = testURL("app://b"), w = testURL("app://widget")

    @Test("A clipped Link can be tapped only inside the clip")
    func rectangularClip() throws {
        // The link is 100x100, centered in a 50x50 frame that clips it: (75, 25)-(125, 75).
        let map = try linkMap(Link(destination: a) { Color.red.frame(width: 100, height: 100) }
            .frame(width: 50, height: 50).clipped().widgetURL(w))
        let region = try #require(map.regions.first)
        #expect(region.frame == Rect(x: 50, y: 0, width: 100, height: 100))
        #expect(region.bounds == Rect(x: 75, y: 25, width: 50, height: 50))
        #expect(region.pixelBounds == PixelRect(x: 225, y: 75, width: 150, height: 150))
        #expect(!region.isShapeClipped)
        #expect(map.tap(100, 50) == "app://a")
        #expect(map.tap(60, 50) == "app://widget")     // in the link's frame, outside the clip
        #expect(map.tap(75, 25) == "app://a")          // top-left edge is inside
        #expect(map.tap(125, 50) == "app://widget")    // right edge is outside
    }

    @Test("A clipShape cuts the region exactly, not by its bounding box")
    func shapeClip() throws {
        // A 60x60 link clipped to a circle, at (70, 20)-(130, 80).
        let map = try linkMap(Link(destination: a) { Color.red.frame(width: 60, height: 60) }.clipShape(Circle()))
        let region = try #require(map.regions.first)
        #expect(region.isShapeClipped)
        #expect(region.bounds == Rect(x: 70, y: 20, width: 60, height: 60))
        #expect(map.tap(100, 50) == "app://a")    // center
        #expect(map.tap(72, 22) == "launch-app")  // the square's corner, outside the circle
        #expect(map.tap(71, 50) == "app://a")     // near the left edge, on the circle's diameter
        #expect(map.tap(121, 29) == "app://a")    // inside, near the circle (29.7 from its center)
        #expect(map.tap(122, 28) == "launch-app") // just outside it (31.1)
    }

    @Test("A rounded clip from cornerRadius rejects the corner and accepts the edge")
    func cornerRadiusClip() throws {
        let map = try linkMap(Link(destination: a) { Color.red.frame(width: 100, height: 60) }.cornerRadius(20))
        // The link is at (50, 20)-(150, 80).
        #expect(map.tap(51, 21) == "launch-app")
        #expect(map.tap(51, 50) == "app://a")
        #expect(map.tap(100, 21) == "app://a")
    }

    @Test("An overlay Link is on top of the Link it covers")
    func overlayWins() throws {
        let map = try linkMap(Link(destination: a) { Color.red.frame(width: 100, height: 50) }
            .overlay(Link(destination: b) { Color.blue.frame(width: 40, height: 20) }))
        // a at (50, 25)-(150, 75); b centered in it at (80, 40)-(120, 60).
        #expect(map.tap(100, 50) == "app://b")
        #expect(map.tap(55, 30) == "app://a")
        #expect(map.tap(10, 10) == "launch-app")
    }

    @Test("A background Link is beneath the view it backs")
    func backgroundBeneath() throws {
        let map = try linkMap(Link(destination: a) { Color.red.frame(width: 40, height: 20) }
            .background(Link(destination: b) { Color.blue.frame(width: 100, height: 50) }))
        #expect(map.tap(100, 50) == "app://a")
        #expect(map.tap(55, 30) == "app://b")
    }

    @Test("A later ZStack child is on top of an earlier one")
    func zStackOrder() throws {
        let bigFirst = try linkMap(ZStack {
            Link(destination: a) { Color.red.frame(width: 100, height: 50) }
            Link(destination: b) { Color.blue.frame(width: 50, height: 50) }
        })
        #expect(bigFirst.tap(100, 50) == "app://b")
        #expect(bigFirst.tap(60, 50) == "app://a")
        let bigLast = try linkMap(ZStack {
            Link(destination: b) { Color.blue.frame(width: 50, height: 50) }
            Link(destination: a) { Color.red.frame(width: 100, height: 50) }
        })
        #expect(bigLast.tap(100, 50) == "app://a")
        #expect(bigLast.tap(60, 50) == "app://a")
    }

    @Test("Views without a Link do not block a Link beneath them (rule 40, engine rule)")
    func plainOverlayDoesNotBlock() throws {
        let map = try linkMap(Link(destination: a) { Color.red.frame(width: 100, height: 50) }
            .overlay(Color.black.frame(width: 20, height: 20)).widgetURL(w))
        #expect(map.tap(100, 50) == "app://a")
    }

    @Test("Nested Links resolve to the innermost and are reported")
    func nestedLinks() throws {
        let map = try linkMap(Link(destination: a) {
            VStack(spacing: 0) {
                Color.red.frame(width: 100, height: 30)
                Link(destination: b) { Color.blue.frame(width: 40, height: 20) }
            }
        })
        // a at (50, 25)-(150, 75); b at (80, 55)-(120, 75).
        #expect(map.regions.map(\.url) == [a, b])
        #expect(map.regions.map(\.enclosingLink) == [nil, 0])
        #expect(map.tap(100, 65) == "app://b")
        #expect(map.tap(60, 65) == "app://a")
        #expect(map.tap(100, 40) == "app://a")
        let nested = map.diagnostics.filter { $0.code == .nestedLink }
        #expect(nested.count == 1)
        #expect(nested.first?.location?.hasSuffix("Link(app://b)") == true)
        #expect(!map.codes.contains("overlappingLinks"))
    }

    @Test("Padding outside a Link's label is not tappable; padding inside it is")
    func paddingOutsideLabel() throws {
        // "Home" is 4 x 8.5 = 34 pt wide and 17 pt tall with the fixed-advance measurer.
        let outside = try linkMap(Link(destination: a) { Text("Home") }.padding(20).widgetURL(w))
        let r = try #require(outside.regions.first)
        #expect(r.frame.minX == 83 && r.frame.size == Size(width: 34, height: 17))
        #expect(outside.tap(100, 50) == "app://a")
        #expect(outside.tap(70, 50) == "app://widget")   // in the padding, 13 pt left of the label
        #expect(outside.tap(100, 30) == "app://widget")  // in the padding above
        let inside = try linkMap(Link(destination: a) { Text("Home").padding(20) }.widgetURL(w))
        #expect(inside.tap(70, 50) == "app://a")
        #expect(inside.tap(100, 30) == "app://a")
    }

    @Test("An offset moves the tappable region with the drawing")
    func offsetMovesRegion() throws {
        let map = try linkMap(Link(destination: a) { Color.red.frame(width: 20, height: 20) }.offset(x: 50, y: 10))
        #expect(map.regions.first?.frame == Rect(x: 140, y: 50, width: 20, height: 20))
        #expect(map.tap(150, 60) == "app://a")
        #expect(map.tap(100, 50) == "launch-app")
    }

    @Test("Points outside the widget's continuous-corner shape hit nothing")
    func roundedCornerMisses() throws {
        let map = try linkMap(Link(destination: a) { Color.red }, width: 158, height: 158, cornerRadius: 22)
        #expect(map.regions.first?.bounds == Rect(x: 0, y: 0, width: 158, height: 158))
        #expect(map.target(at: Point(x: 1, y: 1)) == .outsideWidget)
        #expect(map.target(at: Point(x: 5, y: 5)) == .outsideWidget)
        #expect(map.target(at: Point(x: 156, y: 157)) == .outsideWidget)
        #expect(map.target(at: Point(x: 0.5, y: 157)) == .outsideWidget)
        #expect(map.tap(0.5, 79) == "app://a")    // the middle of the left edge
        #expect(map.tap(79, 0.5) == "app://a")    // the middle of the top edge
        #expect(map.tap(79, 79) == "app://a")
        #expect(map.target(at: Point(x: -1, y: 79)) == .outsideWidget)
        #expect(map.target(at: Point(x: 158, y: 79)) == .outsideWidget)
        #expect(map.target(at: Point(x: .nan, y: 79)) == .outsideWidget)
        // Without a mask the corner is part of the widget.
        let square = try linkMap(Link(destination: a) { Color.red }, width: 158, height: 158, cornerRadius: nil)
        #expect(square.tap(1, 1) == "app://a")
    }

    @Test("The continuous corner leaves the straight edge earlier than a circular one")
    func continuousCornerShape() throws {
        let map = try linkMap(Color.red, width: 158, height: 158, cornerRadius: 22)
        func inside(_ x: Double, _ y: Double) -> Bool { map.contains(Point(x: x, y: y)) }
        // On the diagonal both pass near (6.4, 6.4).
        #expect(!inside(6, 6))
        #expect(inside(7, 7))
        // 0.2 pt below the top edge a circular 22 pt corner is already inside from x = 19.04;
        // the continuous one only from x = 21.9.
        #expect(!inside(20.5, 0.2))
        #expect(inside(22.6, 0.2))
        // 33.6 pt (1.528 radii) from the corner the edge is straight again.
        #expect(inside(34, 0.01))
        #expect(!inside(30, 0.001))
    }

    @Test("A Link hidden by opacity(0) is recorded but takes no taps")
    func hiddenLink() throws {
        let map = try linkMap(Link(destination: a) { Color.red.frame(width: 50, height: 50) }.opacity(0).widgetURL(w))
        let r = try #require(map.regions.first)
        #expect(r.status == .ignored(.hidden))
        #expect(map.tap(100, 50) == "app://widget")
        #expect(map.codes == ["linkIgnored"])
    }

    @Test("A Link clipped away entirely is inert and reported")
    func clippedAway() throws {
        let map = try linkMap(ZStack {
            Link(destination: a) { Color.red.frame(width: 20, height: 20) }.offset(x: 200)
        }.frame(width: 50, height: 50).clipped())
        #expect(map.regions.first?.status == .ignored(.clippedAway))
        #expect(map.codes == ["linkIgnored"])
    }

    @Test("No Link and no widgetURL: the app launches, distinct from a miss")
    func launchApp() throws {
        let map = try linkMap(Color.red, cornerRadius: 10)
        #expect(map.target(at: Point(x: 100, y: 50)) == .launchApp)
        #expect(map.url(at: Point(x: 100, y: 50)) == nil)
        #expect(map.target(at: Point(x: 0, y: 0)) == .outsideWidget)
        #expect(map.widgetURL == nil)
    }

    @Test("A pixel is tested at its center")
    func pixelTaps() throws {
        let map = try linkMap(Link(destination: a) { Color.red.frame(width: 50, height: 50) }.widgetURL(w))
        // The link spans pixels 225..<375 across, 75..<225 down.
        #expect(map.target(atPixelX: 225, y: 75) == .link(a, region: 0))
        #expect(map.target(atPixelX: 224, y: 75) == .widgetURL(w))
        #expect(map.target(atPixelX: 374, y: 224) == .link(a, region: 0))
        #expect(map.target(atPixelX: 375, y: 224) == .widgetURL(w))
    }

    @Test("Many links: every link's center hits that link, front to back")
    func manyLinks() throws {
        let urls = (0..<100).map { testURL("app://cell/\($0)") }
        let map = try linkMap(VStack(spacing: 0) {
            ForEach(0..<10, id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(0..<10, id: \.self) { col in
                        Link(destination: urls[row * 10 + col]) { Color.red.frame(width: 30, height: 30) }
                    }
                }
            }
        }, width: 300, height: 300)
        #expect(map.regions.count == 100)
        for r in map.regions {
            #expect(map.url(at: Point(x: r.bounds.midX, y: r.bounds.midY)) == r.url)
        }
    }
}
