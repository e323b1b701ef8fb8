/// The resolved drawing of a widget: what to paint, in paint order, in absolute points.
///
/// Contract: every coordinate is final (layout, offsets and pixel snapping are applied), every
/// color is resolved (environment, color scheme), text is shaped into positioned glyphs. A
/// rasterizer walks ``items`` once, front to back in paint order, and needs nothing else.
/// `push…` items open a scope that the matching ``DisplayItem/pop`` closes; scopes nest.
public struct DisplayList: Sendable {
    /// The canvas size in points.
    public var size: Size
    /// What to draw, in paint order.
    public var items: [DisplayItem]

    /// A display list of `size` points holding `items`.
    public init(size: Size, items: [DisplayItem] = []) {
        self.size = size; self.items = items
    }

    /// One line per item, indented by scope depth: a reviewable, diff-friendly text form, the
    /// same on every machine (fonts are named by file name, numbers as integers or with at most three decimals). Each line
    /// starts with the item's kind, then its frame (`[x, y, width, height]` in points) and its
    /// paint; text runs add what they say, the font file and size
    /// (``GlyphRun/describe(glyphIDs:)``). Usable as a golden file.
    /// Group markers (``DisplayItem/pushGroup(_:)``) draw nothing and are left out unless
    /// `groups` is true; glyph ids are listed only with `glyphIDs` (and for runs whose text is
    /// unknown, such as SF Symbols).
    public func dump() -> String { dump(groups: false, glyphIDs: false) }

    /// ``dump()`` with group markers (`groups`) and every glyph id of text runs (`glyphIDs`).
    public func dump(groups: Bool, glyphIDs: Bool = false) -> String {
        var out = "canvas \(size)\n"
        var scopes: [Bool] = []  // per open scope: whether it is a group left out
        for item in items {
            if case .pop = item, scopes.popLast() == true, !groups { continue }
            if case .pushGroup = item, !groups { scopes.append(true); continue }
            let depth = scopes.filter { !$0 || groups }.count
            out += String(repeating: "  ", count: depth) + item.describe(glyphIDs: glyphIDs) + "\n"
            switch item {
            case .pushClip, .pushOpacity, .pushShadow, .pushGroup, .pushTransform, .pushEffect: scopes.append(false)
            default: break
            }
        }
        return out
    }
}

/// One drawing operation of a ``DisplayList``, or the start or end of a scope.
public enum DisplayItem: Sendable, CustomStringConvertible {
    /// Fill a path (non-zero winding) with a paint.
    case fill(Path, Paint)
    /// Stroke a path's outline.
    case stroke(Path, Paint, StrokeStyle)
    /// Positioned glyphs of one font at one size.
    case glyphs(GlyphRun)
    /// A bitmap scaled into a rectangle.
    case image(ImageDraw)
    /// Intersect the clip with a path until the matching `pop`.
    case pushClip(Path)
    /// Composite everything until the matching `pop` as one layer with this opacity.
    case pushOpacity(Double)
    /// Draw a blurred, tinted copy of everything until the matching `pop` beneath it.
    case pushShadow(Shadow)
    /// Closes the innermost open `push…` scope.
    case pop
    /// An SVG document (a user SF Symbol, an `Image("logo.svg")`) drawn into a rectangle.
    case vector(VectorDraw)
    /// Mark everything until the matching `pop` as one ``DisplayGroup`` (drawn unchanged).
    case pushGroup(DisplayGroup)
    /// Draw everything until the matching `pop` through this transform (about the origin).
    case pushTransform(AffineMatrix)
    /// Draw everything until the matching `pop` into a layer, then composite it with an effect.
    case pushEffect(LayerEffect)
    /// Fill a path with a material: a blur of what is already drawn beneath it, then its tint.
    case material(Path, MaterialFill)

    public var description: String { describe(glyphIDs: false) }

    /// The item's line in ``DisplayList/dump(groups:glyphIDs:)``.
    public func describe(glyphIDs: Bool) -> String {
        switch self {
        case .fill(let p, let paint): return "fill \(p.boundingRect) \(paint)"
        case .stroke(let p, let paint, let s): return "stroke \(p.boundingRect) \(paint) width:\(fmt(s.lineWidth))"
        case .glyphs(let g): return g.describe(glyphIDs: glyphIDs)
        case .image(let i): return "image \(i.rect) \(i.bitmap.width)x\(i.bitmap.height)px"
        case .pushClip(let p): return "clip \(p.boundingRect)"
        case .pushOpacity(let o): return "opacity \(fmt(o))"
        case .pushShadow(let s): return "shadow \(s.color) radius:\(fmt(s.radius)) offset:(\(fmt(s.x)), \(fmt(s.y)))"
        case .pop: return "pop"
        case .vector(let v): return "vector \(v.rect) \(v.name)" + (v.tint.map { " tint:\($0)" } ?? "")
        case .pushGroup(let g): return "group \(g)"
        case .pushTransform(let m): return "transform \(m)"
        case .pushEffect(let e): return "effect \(e)"
        case .material(let p, let m): return "material \(p.boundingRect) \(m)"
        }
    }
}

/// How a shape or glyphs are colored.
public enum Paint: Hashable, Sendable, CustomStringConvertible {
    /// A solid colour.
    case color(RGBA)
    /// A linear gradient between two absolute points.
    case linearGradient(LinearGradientPaint)
    /// A radial (or, stretched vertically, elliptical) gradient around a point.
    case radialGradient(RadialGradientPaint)
    /// An angular (conic) gradient around a point.
    case angularGradient(AngularGradientPaint)

    public var description: String {
        func stops(_ s: [GradientStop]) -> String { s.map { "\($0.color.hexString)@\(fmt($0.location))" }.joined(separator: ",") }
        switch self {
        case .color(let c): return c.hexString
        case .linearGradient(let g): return "linear(\(g.start)->\(g.end) " + stops(g.stops) + ")"
        case .radialGradient(let g):
            return "radial(\(g.center) r\(fmt(g.startRadius))->\(fmt(g.endRadius))\(g.verticalScale == 1 ? "" : " y×" + fmt(g.verticalScale)) " + stops(g.stops) + ")"
        case .angularGradient(let g):
            return "angular(\(g.center) \(fmt(g.startAngle))->\(fmt(g.endAngle)) rad " + stops(g.stops) + ")"
        }
    }

    /// Every colour the paint draws with (a gradient's stops).
    public var colors: [RGBA] {
        switch self {
        case .color(let c): return [c]
        case .linearGradient(let g): return g.stops.map(\.color)
        case .radialGradient(let g): return g.stops.map(\.color)
        case .angularGradient(let g): return g.stops.map(\.color)
        }
    }

    /// The paint with each colour passed through `change` (opacity, rendering modes).
    public func mappingColors(_ change: (RGBA) -> RGBA) -> Paint {
        func map(_ s: [GradientStop]) -> [GradientStop] { s.map { GradientStop(color: change($0.color), location: $0.location) } }
        switch self {
        case .color(let c): return .color(change(c))
        case .linearGradient(var g): g.stops = map(g.stops); return .linearGradient(g)
        case .radialGradient(var g): g.stops = map(g.stops); return .radialGradient(g)
        case .angularGradient(var g): g.stops = map(g.stops); return .angularGradient(g)
        }
    }
}

/// A radial gradient: location 0 on the circle of `startRadius` around `center`, 1 on the
/// circle of `endRadius`; `verticalScale` stretches the circles into ellipses (height / width).
public struct RadialGradientPaint: Hashable, Sendable {
    /// The colours and their positions from the start circle to the end circle.
    public var stops: [GradientStop]
    /// The centre, in absolute points.
    public var center: Point
    /// The radius of location 0, in points (horizontal radius for an ellipse).
    public var startRadius: Double
    /// The radius of location 1, in points (horizontal radius for an ellipse).
    public var endRadius: Double
    /// Vertical radius / horizontal radius (1: circles).
    public var verticalScale: Double
    /// A gradient around `center` from `startRadius` to `endRadius`.
    public init(stops: [GradientStop], center: Point, startRadius: Double, endRadius: Double, verticalScale: Double = 1) {
        self.stops = stops; self.center = center; self.startRadius = startRadius; self.endRadius = endRadius
        self.verticalScale = verticalScale
    }
}

/// An angular (conic) gradient: colours sweep clockwise around `center` from `startAngle` to
/// `endAngle` (radians, 0 pointing right, as SwiftUI's `Angle`); outside the sweep the end
/// colours continue.
public struct AngularGradientPaint: Hashable, Sendable {
    /// The colours and their positions along the sweep.
    public var stops: [GradientStop]
    /// The centre, in absolute points.
    public var center: Point
    /// Where location 0 lies, in radians clockwise from the +x axis.
    public var startAngle: Double
    /// Where location 1 lies, in radians.
    public var endAngle: Double
    /// A sweep around `center` from `startAngle` to `endAngle`.
    public init(stops: [GradientStop], center: Point, startAngle: Double, endAngle: Double) {
        self.stops = stops; self.center = center; self.startAngle = startAngle; self.endAngle = endAngle
    }

    /// The colour at `location` (0...1), interpolated between stops as a linear gradient is.
    public func color(at location: Double) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where location <= b.location {
            let span = b.location - a.location
            return span > 0 ? a.color.mixed(with: b.color, by: (location - a.location) / span) : b.color
        }
        return last.color
    }
}

/// A linear gradient between two absolute points.
public struct LinearGradientPaint: Hashable, Sendable {
    /// The colours and their positions along the gradient.
    public var stops: [GradientStop]
    /// Where location 0 lies, in absolute points.
    public var start: Point
    /// Where location 1 lies, in absolute points.
    public var end: Point
    /// A gradient from `start` to `end` through `stops`.
    public init(stops: [GradientStop], start: Point, end: Point) {
        self.stops = stops; self.start = start; self.end = end
    }
}

/// A colour at a location of a gradient.
public struct GradientStop: Hashable, Sendable {
    /// The colour at ``location``.
    public var color: RGBA
    /// 0...1 along the gradient.
    public var location: Double
    /// A stop of `color` at `location` (0...1).
    public init(color: RGBA, location: Double) { self.color = color; self.location = location }
}

/// How an outline is stroked: SwiftUI's `StrokeStyle`, in points.
public struct StrokeStyle: Hashable, Sendable {
    /// The shape of a stroke's open ends.
    public enum LineCap: String, Hashable, Sendable { /** Square ends at the endpoint (`butt`), round ends (`round`), or square ends extended by half the line width (`square`). */ case butt, round, square }
    /// The shape of a stroke's corners.
    public enum LineJoin: String, Hashable, Sendable { /** Sharp corners (`miter`, up to the miter limit), round corners (`round`), or cut corners (`bevel`). */ case miter, round, bevel }
    /// The stroke's width in points, centred on the outline.
    public var lineWidth: Double
    /// The shape of the ends of open subpaths.
    public var lineCap: LineCap
    /// The shape of corners.
    public var lineJoin: LineJoin
    /// The limit on a mitred corner's length, as a multiple of the line width, past which it is bevelled.
    public var miterLimit: Double
    /// Alternating lengths of dashes and gaps, in points; empty for a solid line.
    public var dash: [Double]
    /// How far into the dash pattern the stroke starts, in points.
    public var dashPhase: Double
    /// A stroke style; the defaults are SwiftUI's (1 point, butt caps, miter joins, solid).
    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin
        self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
    }
}

/// Identifies one face of a font file: the file's path and the face index inside it.
public struct FontHandle: Hashable, Sendable, CustomStringConvertible {
    /// The font file's path.
    public var path: String
    /// The face's index in the file (0 unless the file is a collection).
    public var faceIndex: Int
    /// How much wider than designed the glyphs are drawn (1: as designed; 0.8: a fifth narrower),
    /// for text set at an SF Pro width the bundled face does not have (`Font.Width`).
    public var widthScale: Double = 1
    /// The face at `faceIndex` of the font file at `path`.
    public init(path: String, faceIndex: Int = 0) { self.path = path; self.faceIndex = faceIndex }
    /// This face drawn `scale` times as wide.
    public func widened(by scale: Double) -> FontHandle {
        var out = self
        out.widthScale = scale
        return out
    }
    /// The file name without folders, for dumps that must not depend on where the repo lives.
    public var fileName: String { path.split(separator: "/").last.map(String.init) ?? path }
    public var description: String {
        (faceIndex == 0 ? fileName : "\(fileName)#\(faceIndex)") + (widthScale == 1 ? "" : " width×\(fmt(widthScale))")
    }
}

/// Glyphs of one face at one size, each with its baseline origin in absolute points.
public struct GlyphRun: Sendable, CustomStringConvertible {
    /// The font face the glyphs come from.
    public var font: FontHandle
    /// The font size in points (the em size).
    public var size: Double
    /// The glyph ids in the font, in drawing order.
    public var glyphs: [UInt32]
    /// Each glyph's baseline origin, in absolute points (one per glyph).
    public var positions: [Point]
    /// How the glyphs are coloured.
    public var paint: Paint
    /// The run's frame in absolute points: its glyphs' advances across their line box (not the
    /// ink, which may overhang). Nil when unknown.
    public var bounds: Rect?
    /// The characters the run draws, in reading order (set by text layout; nil for glyphs that
    /// are not text, such as SF Symbols). Dumps only: drawing reads the glyphs.
    public var text: String?

    /// A run of `glyphs` of `font` at `size` points, each drawn at its position.
    public init(font: FontHandle, size: Double, glyphs: [UInt32], positions: [Point], paint: Paint, bounds: Rect? = nil,
                text: String? = nil) {
        self.font = font; self.size = size; self.glyphs = glyphs; self.positions = positions; self.paint = paint
        self.bounds = bounds; self.text = text
    }

    /// ``describe(glyphIDs:)`` without glyph ids.
    public var description: String { describe(glyphIDs: false) }

    /// One line. A run with text: `text "<text>" <frame> <color> <font file> <size>pt
    /// origin:<first baseline point>`, the text quoted with `"`, `\` and control characters
    /// escaped. A run without text: `glyphs <frame> <color> <font file> <size>pt origin:<…>
    /// count:<n> ids:[…]`. `glyphIDs` adds `count:` and `ids:` to text runs too.
    public func describe(glyphIDs: Bool) -> String {
        let frame = bounds?.description ?? "-"
        let origin = positions.first.map(\.description) ?? "-"
        let ids = " count:\(glyphs.count) ids:[" + glyphs.map(String.init).joined(separator: ",") + "]"
        guard let text else {
            return "glyphs \(frame) \(paint) \(font) \(fmt(size))pt origin:\(origin)" + ids
        }
        return "text \(Self.quoted(text)) \(frame) \(paint) \(font) \(fmt(size))pt origin:\(origin)" + (glyphIDs ? ids : "")
    }

    /// `text` in double quotes, with `"`, `\\` and control characters escaped (`\n`, `\t`, `\u{7}`).
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.properties.generalCategory == .control || Self.bidiControls.contains(scalar.value) {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Invisible marks that reorder text (LRM, RLM, embeddings, isolates): escaped so a dump shows them.
    static let bidiControls: Set<UInt32> = [0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]

    /// The text of glyphs given as (reading-order position, characters) pairs, in reading
    /// order: right-to-left glyphs come in visual order and are put back.
    public static func readingOrder(_ pieces: [(Int, String)]) -> String {
        pieces.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map(\.element.1).joined()
    }
}

/// A bitmap drawn into a destination rectangle (which may extend past the clip).
public struct ImageDraw: Sendable {
    /// How the bitmap is resampled when scaled (SwiftUI's `Image.Interpolation`).
    public enum Interpolation: String, Hashable, Sendable { /** From nearest-neighbour sampling (`none`) to the smoothest filter (`high`). */ case none, low, medium, high }
    /// The pixels to draw.
    public var bitmap: Bitmap
    /// Where the bitmap is drawn, in absolute points.
    public var rect: Rect
    /// How the bitmap is resampled.
    public var interpolation: Interpolation
    /// Draws `bitmap` scaled into `rect`.
    public init(bitmap: Bitmap, rect: Rect, interpolation: Interpolation = .high) {
        self.bitmap = bitmap; self.rect = rect; self.interpolation = interpolation
    }
}

/// SwiftUI's `shadow(color:radius:x:y:)`: a Gaussian-like blur of the content's alpha.
public struct Shadow: Hashable, Sendable {
    /// The shadow's colour.
    public var color: RGBA
    /// The blur radius, in points.
    public var radius: Double
    /// The horizontal offset, in points.
    public var x: Double
    /// The vertical offset, in points (positive is down).
    public var y: Double
    /// A shadow of `color`, blurred by `radius`, offset by (x, y).
    public init(color: RGBA, radius: Double, x: Double, y: Double) {
        self.color = color; self.radius = radius; self.x = x; self.y = y
    }
}

/// An SVG document drawn into a rectangle: `box` (in the document's user units, as measured)
/// is scaled into `rect`. With a `tint`, the drawing's coverage is filled with it (a symbol
/// drawn in the foreground style); without, the SVG's own colors are drawn.
public struct VectorDraw: Sendable {
    /// The SVG document's bytes.
    public var data: [UInt8]
    /// The element drawn (`#Regular-M`), or nil for the whole document.
    public var layer: String?
    /// The part of the document drawn, in its user units.
    public var box: Rect
    /// Where ``box`` is drawn, in absolute points.
    public var rect: Rect
    /// A paint that fills the drawing's coverage, or nil to draw the SVG's own colours.
    public var tint: Paint?
    /// The file or symbol name, for dumps and diagnostics.
    public var name: String
    /// Draws `box` of the SVG document `data` (or its element `layer`) into `rect`.
    public init(data: [UInt8], layer: String?, box: Rect, rect: Rect, tint: Paint?, name: String) {
        self.data = data; self.layer = layer; self.box = box; self.rect = rect; self.tint = tint; self.name = name
    }
}
