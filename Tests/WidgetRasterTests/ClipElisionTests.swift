import CFreeType
import Foundation
import Testing
import WidgetCore
@testable import WidgetRaster

/// Clip elision: a draw wholly inside the open clips is made without them, and that never
/// changes a pixel. Each case renders one list with and without elision and compares every
/// pixel; the state tests pin when the inside of the clips is known.
@Suite("Clip elision")
struct ClipElisionTests {
    static let size = Size(width: 120, height: 60)
    static let scale = 3.0
    static let canvas = Rect(origin: .zero, size: size)
    static let mask = Path.roundedRect(canvas, cornerRadius: 18, style: .continuous)

    /// A glyph run of `text` from `font` at `size`, laid out by advances from `origin` (no
    /// shaping; `tracking` moves each glyph after the first, negative to make them overlap).
    static func run(_ text: String, font: String = RasterTest.fontPath(), size: Double = 14, at origin: Point,
                    tracking: Double = 0, paint: Paint = .color(.black)) throws -> GlyphRun {
        var library: FT_Library?
        try #require(FT_Init_FreeType(&library) == 0)
        defer { FT_Done_FreeType(library) }
        var face: FT_Face?
        try #require(FT_New_Face(library, font, 0, &face) == 0)
        let f = try #require(face)
        defer { FT_Done_Face(f) }
        if f.pointee.num_fixed_sizes > 0 { _ = FT_Select_Size(f, 0) }
        var glyphs: [UInt32] = [], positions: [Point] = []
        var x = origin.x
        for scalar in text.unicodeScalars {
            let id = FT_Get_Char_Index(f, FT_ULong(scalar.value))
            try #require(id != 0, "no glyph for \(scalar)")
            try #require(FT_Load_Glyph(f, id, Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING)) == 0 || f.pointee.num_fixed_sizes > 0)
            glyphs.append(UInt32(id))
            positions.append(Point(x: x, y: origin.y))
            let units = f.pointee.units_per_EM > 0 ? Double(f.pointee.units_per_EM) : 2048
            x += Double(f.pointee.glyph.pointee.advance.x) / (f.pointee.num_fixed_sizes > 0 ? 64 * units / Double(f.pointee.size.pointee.metrics.x_ppem) : units) * size + tracking
        }
        return GlyphRun(font: FontHandle(path: font), size: size, glyphs: glyphs, positions: positions, paint: paint)
    }

    static var emojiFont: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fonts/NotoColorEmoji/NotoColorEmoji-RGI.ttf").path
    }

    /// The same list rendered with and without elision.
    static func bothWays(_ items: [DisplayItem]) throws -> (elided: Bitmap, clipped: Bitmap) {
        let list = DisplayList(size: size, items: items)
        return (try CairoRasterizer(occlusionCulling: true, clipElision: true).render(list, scale: scale),
                try CairoRasterizer(occlusionCulling: true, clipElision: false).render(list, scale: scale))
    }

    static func expectSame(_ items: [DisplayItem], _ comment: Comment) throws {
        let (elided, clipped) = try bothWays(items)
        #expect(elided.pixels == clipped.pixels, comment)
        #expect(elided.pixels.contains { $0 != 0 }, "\(comment): something drew")
    }

    /// A widget: a white fill under the mask, then `content`, all inside the mask.
    static func widget(_ content: [DisplayItem]) -> [DisplayItem] {
        [.pushClip(mask), .fill(.rect(canvas), .color(.white))] + content + [.pop]
    }

    @Test("Text inside a widget's rounded mask draws the same without the mask")
    func textInside() throws {
        try Self.expectSame(Self.widget([.glyphs(try Self.run("Cupertino 72°", at: Point(x: 20, y: 34)))]), "plain text")
        try Self.expectSame(Self.widget([.glyphs(try Self.run("Partly Cloudy", size: 9.5, at: Point(x: 21.3, y: 47.7),
                                                               paint: .color(RGBA(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.8))))]),
                            "translucent text at a fractional origin")
        try Self.expectSame(Self.widget([.glyphs(try Self.run("AVAWAVA", size: 18, at: Point(x: 20, y: 40), tracking: -4))]),
                            "glyphs whose boxes overlap")
    }

    @Test("Text crossing the mask's corner or edge keeps the mask, and matches")
    func textAcrossTheEdge() throws {
        try Self.expectSame(Self.widget([.glyphs(try Self.run("Corner", size: 12, at: Point(x: 1, y: 11)))]), "top-left corner")
        try Self.expectSame(Self.widget([.glyphs(try Self.run("Edge", size: 12, at: Point(x: 90, y: 58)))]), "bottom-right corner")
        try Self.expectSame(Self.widget([.glyphs(try Self.run("Off the canvas", size: 16, at: Point(x: -8, y: 30)))]), "past the left edge")
    }

    @Test("Colour emoji, nested clips, an ellipse clip and a gradient fill of text match")
    func otherCases() throws {
        try Self.expectSame(Self.widget([.glyphs(try Self.run("😀🌤", font: Self.emojiFont, size: 16, at: Point(x: 30, y: 36)))]),
                            "colour emoji")
        let inner = Path.roundedRect(Rect(x: 10, y: 8, width: 100, height: 44), cornerRadius: 10)
        try Self.expectSame(Self.widget([.pushClip(inner), .glyphs(try Self.run("Nested", at: Point(x: 30, y: 34))), .pop]),
                            "inside two clips")
        try Self.expectSame(Self.widget([.pushClip(inner), .glyphs(try Self.run("Nested", size: 20, at: Point(x: 4, y: 20))), .pop]),
                            "across the inner clip")
        let ellipse = Path.ellipse(in: Rect(x: 5, y: 2, width: 110, height: 56))
        try Self.expectSame([.pushClip(ellipse), .fill(.rect(Self.canvas), .color(.white)),
                             .glyphs(try Self.run("Ellipse", at: Point(x: 35, y: 34))), .pop], "an ellipse clip")
        let gradient = Paint.linearGradient(LinearGradientPaint(stops: [GradientStop(color: RasterTest.red, location: 0), GradientStop(color: RasterTest.blue, location: 1)],
                                                           start: Point(x: 20, y: 0), end: Point(x: 100, y: 0)))
        try Self.expectSame(Self.widget([.glyphs(try Self.run("Gradient", size: 16, at: Point(x: 20, y: 36), paint: gradient))]),
                            "gradient text")
    }

    @Test("Inside a transform, an opacity group or a shadow the clips are kept, and the pixels match")
    func scopesKeepClips() throws {
        let text = DisplayItem.glyphs(try Self.run("Scoped", at: Point(x: 30, y: 34)))
        try Self.expectSame(Self.widget([.pushTransform(AffineMatrix(a: 1, b: 0.2, c: 0, d: 1, tx: 0, ty: -6)), text, .pop]), "transform")
        try Self.expectSame(Self.widget([.pushOpacity(0.5), text, .pop]), "opacity")
        try Self.expectSame(Self.widget([.pushShadow(Shadow(color: .black, radius: 3, x: 1, y: 2)), text, .pop]), "shadow")
        try Self.expectSame(Self.widget([.pushGroup(.containerBackground), text, .pop]), "group")
    }

    @Test("The inside is known under y-monotone clips on the canvas, and unknown inside transforms or after a star clip")
    func state() {
        var elision = ClipElision(scale: 3, width: 360, height: 180)
        let middle = Rect(x: 50, y: 25, width: 10, height: 10)
        /// Whether `box` may skip the open clips (a mutating check, so not inside `#expect`).
        func skips(_ box: Rect) -> Bool { elision.canSkipClips(for: box, margin: 2) }
        if case .unclipped = elision.state() {} else { Issue.record("starts unclipped") }
        var answers = [skips(middle)]  // nothing to skip
        elision.pushClip(Self.mask)
        answers += [skips(middle), skips(Rect(x: 1, y: 1, width: 10, height: 10)),  // the corner
                    skips(Rect(x: 50, y: 25, width: 80, height: 10)),  // past the right edge
                    skips(Rect(x: .nan, y: 25, width: 10, height: 10))]
        elision.pushOther()
        answers.append(skips(middle))
        elision.pushClip(Self.mask)
        answers.append(skips(middle))
        elision.pop()
        elision.pop()
        answers.append(skips(middle))
        elision.pushPassthrough()
        let star = Path(elements: [.move(Point(x: 60, y: 0)), .line(Point(x: 75, y: 60)), .line(Point(x: 10, y: 20)),
                                   .line(Point(x: 110, y: 20)), .line(Point(x: 45, y: 60)), .close])
        elision.pushClip(star)
        answers.append(skips(Rect(x: 55, y: 25, width: 5, height: 5)))
        elision.pop()
        answers.append(skips(middle))
        #expect(answers == [false, true, false, false, false, false, false, true, false, true])
    }

}

extension ClipElisionTests {
    /// Only glyph runs and pixel-aligned cached images skip clips: fills, strokes and filtered
    /// images take other paths through Cairo under a curved clip (a polygon intersected with
    /// the clip's, a pattern sampled through a mask), and some pixels come out a few levels
    /// apart (the activity template's gauge). These keep their clips and must match too.
    @Test("Shapes, strokes and images inside the mask, across its corner and past the canvas match")
    func shapesAndImages() throws {
        let orange = Paint.color(RGBA(red: 1, green: 0.5, blue: 0, alpha: 0.7))
        let card = Path.roundedRect(Rect(x: 10.4, y: 8.2, width: 60.3, height: 30.1), cornerRadius: 7)
        try Self.expectSame(Self.widget([.fill(card, orange)]), "a translucent card")
        try Self.expectSame(Self.widget([.fill(.ellipse(in: Rect(x: 80, y: 20, width: 24.5, height: 24.5)), .color(RasterTest.blue))]), "a circle")
        try Self.expectSame(Self.widget([.fill(.rect(Rect(x: -5, y: -5, width: 40, height: 30)), .color(RasterTest.green))]), "a fill over the corner")
        let line = Path(elements: [.move(Point(x: 20, y: 30.3)), .line(Point(x: 60, y: 42.7)), .line(Point(x: 90, y: 12))])
        for join in [StrokeStyle.LineJoin.miter, .round, .bevel] {
            let style = StrokeStyle(lineWidth: 3.5, lineCap: .square, lineJoin: join, miterLimit: 10)
            try Self.expectSame(Self.widget([.stroke(line, .color(.black), style)]), "a stroke joined \(join)")
        }
        let ring = Path.ellipse(in: Rect(x: 2, y: 2, width: 56, height: 56))
        try Self.expectSame(Self.widget([.stroke(ring, .color(RasterTest.red), StrokeStyle(lineWidth: 4))]), "a stroke through the corner")
        let icon = try #require(RasterTest.bitmap(width: 4, height: 4, (0..<16).map { UInt32($0) * 0x10_0F0E }))
        try Self.expectSame(Self.widget([.image(ImageDraw(bitmap: icon, rect: Rect(x: 40.2, y: 20.7, width: 16.3, height: 16.3), interpolation: .high))]),
                            "an image at fractional points")
        try Self.expectSame(Self.widget([.image(ImageDraw(bitmap: icon, rect: Rect(x: 40, y: 20, width: 16, height: 16), interpolation: .medium))]),
                            "an image on whole pixels (the cached resample)")
        try Self.expectSame(Self.widget([.image(ImageDraw(bitmap: icon, rect: Rect(x: -4, y: 30, width: 30, height: 30), interpolation: .high))]),
                            "an image over the corner")
    }
}
