import CFreeType
import WidgetCore

/// A typical medium widget (338×158 pt, 1014×474 px at @3x): gradient background in a
/// continuous rounded rect, a card with a shadow, an icon image, a progress capsule under
/// opacity, a stroked ring and four lines of text.
enum SampleScene {
    static func medium(fontPath: String) -> DisplayList {
        let size = Size(width: 338, height: 158)
        let font = FontHandle(path: fontPath)
        var items: [DisplayItem] = []
        let bounds = Rect(origin: .zero, size: size)
        items.append(.pushClip(.roundedRect(bounds, cornerRadius: 22, style: .continuous)))
        items.append(.fill(.rect(bounds), .linearGradient(LinearGradientPaint(
            stops: [GradientStop(color: RGBA(hex: 0x1E3C72), location: 0), GradientStop(color: RGBA(hex: 0x2A5298), location: 1)],
            start: Point(x: 0, y: 0), end: Point(x: 0, y: 158)))))
        items.append(.pushShadow(Shadow(color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.3), radius: 6, x: 0, y: 3)))
        items.append(.fill(.roundedRect(Rect(x: 16, y: 16, width: 140, height: 126), cornerRadius: 14), .color(RGBA(hex: 0xFFFFFF, alpha: 0.95))))
        items.append(.pop)
        if let icon = Bitmap(width: 64, height: 64, pixels: (0..<4096).map { i in 0xFF00_0000 | UInt32((i % 64) * 4) << 16 | UInt32((i / 64) * 4) }) {
            items.append(.pushClip(.roundedRect(Rect(x: 28, y: 28, width: 32, height: 32), cornerRadius: 8)))
            items.append(.image(ImageDraw(bitmap: icon, rect: Rect(x: 28, y: 28, width: 32, height: 32), interpolation: .high)))
            items.append(.pop)
        }
        items += text("Countdown", at: Point(x: 28, y: 82), size: 13, color: RGBA(hex: 0x555555), font: font)
        items += text("42 days", at: Point(x: 28, y: 112), size: 26, color: .black, font: font)
        items += text("until launch", at: Point(x: 28, y: 130), size: 12, color: RGBA(hex: 0x888888), font: font)
        items.append(.pushOpacity(0.6))
        items.append(.fill(.capsule(in: Rect(x: 172, y: 120, width: 150, height: 8)), .color(.white)))
        items.append(.pop)
        items.append(.fill(.capsule(in: Rect(x: 172, y: 120, width: 96, height: 8)), .color(RGBA(hex: 0xFFD54F))))
        items.append(.stroke(.ellipse(in: Rect(x: 200, y: 20, width: 80, height: 80)), .color(RGBA(hex: 0xFFFFFF, alpha: 0.8)),
                             StrokeStyle(lineWidth: 6, lineCap: .round)))
        items += text("68%", at: Point(x: 218, y: 68), size: 20, color: .white, font: font)
        items.append(.pop)
        return DisplayList(size: size, items: items)
    }

    /// A glyph run for `string` laid out with the font's unhinted advances (no kerning).
    static func text(_ string: String, at origin: Point, size: Double, color: RGBA, font: FontHandle) -> [DisplayItem] {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0 else { return [] }
        defer { FT_Done_FreeType(library) }
        var face: FT_Face?
        guard FT_New_Face(library, font.path, FT_Long(font.faceIndex), &face) == 0, let f = face else { return [] }
        defer { FT_Done_Face(f) }
        let k = size / Double(f.pointee.units_per_EM)
        var x = origin.x
        var glyphs: [UInt32] = [], positions: [Point] = []
        for scalar in string.unicodeScalars {
            let id = FT_Get_Char_Index(f, FT_ULong(scalar.value))
            glyphs.append(UInt32(id))
            positions.append(Point(x: x, y: origin.y))
            if FT_Load_Glyph(f, id, Int32(FT_LOAD_NO_SCALE)) == 0 { x += Double(f.pointee.glyph.pointee.advance.x) * k }
        }
        return [.glyphs(GlyphRun(font: font, size: size, glyphs: glyphs, positions: positions, paint: .color(color)))]
    }
}
