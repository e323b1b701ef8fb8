import CFreeType
import Foundation
import WidgetCore

/// Glyph outlines as paths, read with FreeType: what a symbol's weight is drawn from (an icon
/// font has one weight; heavier symbol weights stroke the outline, see `SymbolWeight`).
///
/// Paths are in ems with y up from the baseline, as in the font. Faces are opened once per
/// process and outlines cached; an unreadable file or glyph gives nil. Thread-safe.
public enum GlyphOutlines {
    private struct State {
        var library: FT_Library?
        var faces: [String: FT_Face] = [:]
        var failed: Set<String> = []
        var paths: [FontHandle: [UInt32: Path]] = [:]
    }
    private static let state = Locked(State())

    /// The outline of `glyph` in the face `font`, in ems (y up); nil when it cannot be read.
    public static func path(_ font: FontHandle, glyph: UInt32) -> Path? {
        state.withLock { s in
            if let p = s.paths[font]?[glyph] { return p }
            guard let face = face(font, &s) else { return nil }
            guard FT_Load_Glyph(face, FT_UInt(glyph), FT_Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING)) == 0,
                  face.pointee.glyph.pointee.outline.n_contours > 0 else { return nil }
            let upem = Double(max(1, face.pointee.units_per_EM))
            let builder = OutlineBuilder(scale: 1 / upem)
            var outline = face.pointee.glyph.pointee.outline
            var funcs = FT_Outline_Funcs(
                move_to: { to, user in OutlineBuilder.from(user).move(to); return 0 },
                line_to: { to, user in OutlineBuilder.from(user).line(to); return 0 },
                conic_to: { control, to, user in OutlineBuilder.from(user).conic(control, to); return 0 },
                cubic_to: { c1, c2, to, user in OutlineBuilder.from(user).cubic(c1, c2, to); return 0 },
                shift: 0, delta: 0)
            let status = withExtendedLifetime(builder) {
                FT_Outline_Decompose(&outline, &funcs, Unmanaged.passUnretained(builder).toOpaque())
            }
            guard status == 0 else { return nil }
            builder.path.close()
            s.paths[font, default: [:]][glyph] = builder.path
            return builder.path
        }
    }

    private static func face(_ font: FontHandle, _ s: inout State) -> FT_Face? {
        if let f = s.faces[font.path] { return f }
        if s.failed.contains(font.path) { return nil }
        if s.library == nil {
            var lib: FT_Library?
            guard FT_Init_FreeType(&lib) == 0 else { s.failed.insert(font.path); return nil }
            s.library = lib
        }
        var face: FT_Face?
        guard FT_New_Face(s.library, font.path, FT_Long(font.faceIndex), &face) == 0, let face else {
            s.failed.insert(font.path)
            return nil
        }
        s.faces[font.path] = face
        return face
    }
}

/// Collects FreeType's outline callbacks into a ``Path`` (quadratic segments raised to cubic).
private final class OutlineBuilder {
    var path = Path()
    let scale: Double
    var current = Point.zero
    var open = false
    init(scale: Double) { self.scale = scale }

    static func from(_ user: UnsafeMutableRawPointer?) -> OutlineBuilder {
        Unmanaged<OutlineBuilder>.fromOpaque(user!).takeUnretainedValue()
    }
    func point(_ v: UnsafePointer<FT_Vector>?) -> Point {
        guard let v else { return current }
        return Point(x: Double(v.pointee.x) * scale, y: Double(v.pointee.y) * scale)
    }
    func move(_ to: UnsafePointer<FT_Vector>?) {
        if open { path.close() }
        current = point(to); path.move(to: current); open = true
    }
    func line(_ to: UnsafePointer<FT_Vector>?) { current = point(to); path.line(to: current) }
    func conic(_ c: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) {
        let q = point(c), p = point(to)
        let c1 = Point(x: current.x + 2 / 3 * (q.x - current.x), y: current.y + 2 / 3 * (q.y - current.y))
        let c2 = Point(x: p.x + 2 / 3 * (q.x - p.x), y: p.y + 2 / 3 * (q.y - p.y))
        path.curve(to: p, control1: c1, control2: c2)
        current = p
    }
    func cubic(_ a: UnsafePointer<FT_Vector>?, _ b: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) {
        let p = point(to)
        path.curve(to: p, control1: point(a), control2: point(b))
        current = p
    }
}
