import Testing
import WidgetCore
@testable import WidgetRaster

/// Occlusion culling: which pixels an opaque image is certain to overwrite, and that leaving
/// them uncleared never changes a pixel. Debug builds fill uncleared pixels with 0xDEADBEEF, so
/// anything showing through would differ from the render that clears everything.
@Suite("Opaque cover")
struct OpaqueCoverTests {
    static let size = Size(width: 100, height: 50)
    static let scale = 3.0
    static let canvas = Rect(origin: .zero, size: size)
    static let mask = Path.roundedRect(canvas, cornerRadius: 10, style: .continuous)

    /// A 64x32 opaque gradient, so resampling shows.
    static func photo(alpha: UInt32 = 0xFF) throws -> Bitmap {
        let pixels = (0..<(64 * 32)).map { i -> UInt32 in
            let x = UInt32(i % 64), y = UInt32(i / 64)
            let a = alpha, r = x * 4 * a / 255, g = y * 8 * a / 255, b = (x + y) * 2 * a / 255
            return a << 24 | r << 16 | g << 8 | b
        }
        return try #require(Bitmap(width: 64, height: 32, pixels: pixels))
    }

    /// A widget: a mask, a white fill, a photo background overhanging the canvas (inside the
    /// `around` scopes, each a push), a translucent badge.
    static func widget(photo: Bitmap, around: [DisplayItem] = [], rect: Rect = Rect(x: -7.3, y: -2.6, width: 115.1, height: 57.9),
                       clip: Path = Path.roundedRect(Rect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 12)) -> [DisplayItem] {
        [.pushClip(mask), .fill(.rect(canvas), .color(.white))] + around
            + [.pushClip(clip), .image(ImageDraw(bitmap: photo, rect: rect, interpolation: .high)), .pop]
            + Array(repeating: DisplayItem.pop, count: around.count)
            + [.fill(.roundedRect(Rect(x: 10, y: 10, width: 20, height: 20), cornerRadius: 4), .color(RGBA(red: 1, green: 0.5, blue: 0, alpha: 0.7))),
               .pop]
    }

    /// A U: a horizontal line through its arms crosses it four times.
    static var uShape: Path {
        Path(elements: [.move(.zero), .line(Point(x: 30, y: 0)), .line(Point(x: 30, y: 30)), .line(Point(x: 70, y: 30)),
                        .line(Point(x: 70, y: 0)), .line(Point(x: 100, y: 0)), .line(Point(x: 100, y: 50)),
                        .line(Point(x: 0, y: 50)), .close])
    }

    /// An L: every horizontal line crosses it twice, though it is not convex.
    static var lShape: Path {
        Path(elements: [.move(.zero), .line(Point(x: 100, y: 0)), .line(Point(x: 100, y: 20)), .line(Point(x: 50, y: 20)),
                        .line(Point(x: 50, y: 50)), .line(Point(x: 0, y: 50)), .close])
    }

    static func cover(_ items: [DisplayItem]) -> OpaqueCover? {
        OpaqueCover.find(items, scale: scale, width: 300, height: 150, limit: RenderPass.limit(scale: scale))
    }

    /// The same list rendered with and without culling.
    static func bothWays(_ items: [DisplayItem], size: Size = size) throws -> (culled: Bitmap, cleared: Bitmap) {
        let list = DisplayList(size: size, items: items)
        return (try CairoRasterizer(occlusionCulling: true).render(list, scale: scale),
                try CairoRasterizer(occlusionCulling: false).render(list, scale: scale))
    }

    @Test("A photo background under the widget mask covers the middle rows edge to edge and skips the corners")
    func photoBackground() throws {
        let items = Self.widget(photo: try Self.photo())
        let cover = try #require(Self.cover(items))
        #expect(cover.itemIndex == 3)
        // The straight parts of the sides run from 55 px (the photo clip's 12 pt continuous
        // corner reaches 1.53 radii) to 95 px: those rows are covered edge to edge.
        #expect(cover.start[75] == 0 && cover.end[75] == 300)
        #expect(cover.start[56] == 0 && cover.end[93] == 300)
        // Row 0 lies along both straight top edges, between the corners.
        #expect(cover.start[0] >= 55 && cover.start[0] <= 60 && cover.end[0] == 300 - cover.start[0])
        // Row 5 is inside the corners' reach, where the curve has come in from the top edge.
        #expect(cover.start[5] > 10 && cover.start[5] < cover.start[0] && cover.end[5] == 300 - cover.start[5])
        // Pixels are only claimed inside both shapes: the corner pixel is not.
        #expect(cover.start[1] > 0)
        #expect(cover.pixelCount > 300 * 150 * 85 / 100)
        let (culled, cleared) = try Self.bothWays(items)
        #expect(culled.pixels == cleared.pixels)
    }

    @Test("Images that may let what is under them show through cover nothing")
    func notCovering() throws {
        let photo = try Self.photo()
        let translucent = Self.widget(photo: try Self.photo(alpha: 0xF0))
        let faded = Self.widget(photo: photo, around: [.pushOpacity(0.5)])
        let shadowed = Self.widget(photo: photo, around: [.pushShadow(Shadow(color: .black, radius: 3, x: 0, y: 2))])
        let moved = Self.widget(photo: photo, around: [.pushTransform(AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: 1, ty: 0))])
        let blended = Self.widget(photo: photo, around: [.pushEffect(.blend(.multiply))])
        let afterMaterial = [DisplayItem.material(.rect(Self.canvas), MaterialFill(blurRadius: 10, saturation: 1, tint: .clear))]
            + Self.widget(photo: photo)
        var star = Path()
        star.move(to: Point(x: 50, y: 0)); star.line(to: Point(x: 80, y: 50)); star.line(to: Point(x: 0, y: 18))
        star.line(to: Point(x: 100, y: 18)); star.line(to: Point(x: 20, y: 50)); star.close()
        let starClipped = Self.widget(photo: photo, clip: star)
        let notched = Self.widget(photo: photo, clip: Self.uShape)
        let small = Self.widget(photo: photo, rect: Rect(x: 10, y: 10, width: 30, height: 20))
        // Past the rasterizer's coordinate limit the clip is clamped into another shape.
        let far = Self.widget(photo: photo, clip: .ellipse(in: Rect(x: -5e6, y: -1, width: 1e7, height: 52)))
        for (name, items) in [("translucent", translucent), ("opacity 0.5", faded), ("shadow", shadowed), ("transform", moved),
                              ("blend", blended), ("after a material", afterMaterial), ("star clip", starClipped),
                              ("U-shaped clip", notched), ("a quarter of the canvas or less", small), ("a clip past the coordinate limit", far)] {
            #expect(Self.cover(items) == nil, "\(name)")
            let (culled, cleared) = try Self.bothWays(items)
            #expect(culled.pixels == cleared.pixels, "\(name)")
        }
    }

    @Test("Opacity 1, groups and y-monotone clips (ellipse, rectangle, capsule, an L) keep the cover, and the pixels match clearing")
    func passthroughScopes() throws {
        let photo = try Self.photo()
        let cases: [(String, [DisplayItem], Path)] = [
            ("opacity 1", [.pushOpacity(1)], Self.mask),
            ("group", [.pushGroup(.containerBackground)], Self.mask),
            ("ellipse", [], .ellipse(in: Rect(x: -10, y: -10, width: 120, height: 70))),
            ("rectangle", [], .rect(Rect(x: 0.2, y: 0.7, width: 99.5, height: 49.1))),
            ("capsule", [], .capsule(in: Self.canvas)),
            ("L shape", [], Self.lShape),
        ]
        for (name, around, clip) in cases {
            let items = Self.widget(photo: photo, around: around, clip: clip)
            #expect(Self.cover(items) != nil, "\(name)")
            let (culled, cleared) = try Self.bothWays(items)
            #expect(culled.pixels == cleared.pixels, "\(name)")
        }
    }

    @Test("A pixel-aligned photo (the cached resample) and one at fractional points both match clearing")
    func alignedAndFractional() throws {
        let photo = try Self.photo()
        for rect in [Rect(x: 0, y: 0, width: 100, height: 50), Rect(x: 1 / 3, y: 2 / 3, width: 99, height: 48.7),
                     Rect(x: 0.1, y: 0.05, width: 99.85, height: 49.9)] {
            let items: [DisplayItem] = [.image(ImageDraw(bitmap: photo, rect: rect, interpolation: .medium)),
                                        .fill(.rect(Rect(x: 40, y: 20, width: 20, height: 10)), .color(.black))]
            let cover = try #require(Self.cover(items), "\(rect)")
            #expect(cover.itemIndex == 0)
            let (culled, cleared) = try Self.bothWays(items)
            #expect(culled.pixels == cleared.pixels, "\(rect)")
        }
    }
}
