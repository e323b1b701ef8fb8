import WidgetImageIO

/// A resolved symbol: what it draws, its size and baseline at its font, and its paint.
package struct SymbolKind: LeafKind {
    package enum Drawing {
        /// A glyph of a bundled icon font.
        case glyph(FontHandle, UInt32)
        /// A visible box standing for a symbol that could not be drawn.
        case placeholder
        /// An SVG document: a user's exported SF Symbol (tinted with the style) or an
        /// `Image("….svg")` (drawn in its own colors).
        case svg(SVGDocument, tinted: Bool)
        /// Glyphs of bundled icon fonts in their own paints, in paint order: a multicolor
        /// symbol composed of coloured parts.
        case layers([Layer])
    }

    /// One part of a composed symbol: its glyph, em size and origin (on its baseline, from the
    /// symbol's frame top-left, at the symbol's natural size) and its paint.
    package struct Layer {
        package var font: FontHandle
        package var glyph: UInt32
        package var emSize: Double
        package var origin: Point
        package var style: AnyShapeStyle

        package init(font: FontHandle, glyph: UInt32, emSize: Double, origin: Point, style: AnyShapeStyle) {
            self.font = font; self.glyph = glyph; self.emSize = emSize; self.origin = origin; self.style = style
        }
    }
    package var drawing: Drawing
    package var metrics: SymbolMetrics
    package var resizable: Bool
    package var style: AnyShapeStyle
    /// The SF Symbol name drawn (after variants), for dumps and diagnostics.
    package var name: String
    /// Symbols sit on the text baseline; an SVG image file has none (its bottom edge, A5-22).
    package var hasBaseline = true
    /// The extra outline stroke of a heavier weight, in ems (``SymbolWeight``).
    package var outlineStroke = 0.0
    /// Drawn mirrored left to right: a `.forward`/`.backward` symbol in a right-to-left layout.
    package var mirrored = false

    package init(drawing: Drawing, metrics: SymbolMetrics, resizable: Bool, style: AnyShapeStyle, name: String,
                 hasBaseline: Bool = true, outlineStroke: Double = 0) {
        self.drawing = drawing; self.metrics = metrics; self.resizable = resizable; self.style = style; self.name = name
        self.hasBaseline = hasBaseline; self.outlineStroke = outlineStroke
    }

    /// Rule A3-19 as for images: the symbol's own size, or the proposal when resizable (a
    /// resizable symbol's own size is its ``content`` rectangle's).
    package func size(for p: ProposedSize) -> Size {
        guard resizable else { return metrics.size }
        return Size(width: p.width ?? content.width, height: p.height ?? content.height)
    }

    /// What a resizable symbol scales to its frame: SF's ink rectangle where it is known, else
    /// the whole box. iOS sizes and stretches a resizable symbol by its ink, not its margins
    /// (GoodSwiftUI's references, iOS 18.6: `person` `.resizable().scaledToFit()` in 20 x 20 pt
    /// has 18.67 x 20 pt of ink; a `checkmark` framed 16 x 12 pt has 16 x 12 pt of ink).
    package var content: Rect { metrics.ink ?? Rect(origin: .zero, size: metrics.size) }

    /// The text baseline from the top: a symbol sits on the baseline of the text beside it
    /// (`HStack(alignment: .firstTextBaseline)`). A resized symbol keeps it in proportion.
    package func baseline(for p: ProposedSize) -> Double? {
        guard hasBaseline else { return nil }
        let (_, sy, offset) = placement(in: size(for: p))
        return offset.y + metrics.baseline * sy
    }

    /// The scales (across, down) and the offset that map the symbol's natural frame into a
    /// frame of `frame` size: 1 and zero unless resizable; a resizable symbol's ``content`` is
    /// stretched to fill the frame, as SwiftUI's `resizable()` (resizing mode `.stretch`) does.
    package func placement(in frame: Size) -> (sx: Double, sy: Double, offset: Point) {
        let c = content
        guard resizable, c.width > 0, c.height > 0 else { return (1, 1, .zero) }
        let sx = frame.width / c.width, sy = frame.height / c.height
        return (sx, sy, Point(x: -c.minX * sx, y: -c.minY * sy))
    }
}

extension SymbolKind {
    package func name(of node: Node) -> String { "Image(systemName: \"\(name)\")" }
    package func size(of node: Node, for p: ProposedSize, in engine: LayoutEngine) -> Size { size(for: p) }
    package func baseline(of node: Node, for p: ProposedSize, first: Bool, in engine: LayoutEngine) -> Double? { baseline(for: p) }

    /// A glyph is a one-glyph run of its icon font; a placeholder a stroked box with its
    /// diagonals, in the symbol's paint, so a missing symbol is visible where it belongs.
    package func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) {
        guard !frame.isEmpty else { return }
        guard !mirrored else {
            var unmirrored = self
            unmirrored.mirrored = false
            builder.items.append(.pushTransform(AffineMatrix.scale(x: -1, y: 1).about(Point(x: frame.midX, y: frame.midY))))
            unmirrored.draw(node, frame: frame, into: &builder)
            builder.items.append(.pop)
            return
        }
        let symbol = self
        let paint = symbol.style._paint(in: frame, scheme: builder.scheme(of: node))
        let (sx, sy, offset) = symbol.placement(in: frame.size)
        func place(_ p: Point) -> Point { Point(x: frame.minX + offset.x + p.x * sx, y: frame.minY + offset.y + p.y * sy) }
        let uniform = abs(sx - sy) <= 1e-9 * max(sx, sy)
        switch symbol.drawing {
        case .glyph(let font, let glyph):
            let origin = place(symbol.metrics.glyphOrigin)
            let em = symbol.metrics.emSize
            let outline = uniform && symbol.outlineStroke <= 0 ? nil : GlyphOutlines.path(font, glyph: glyph)
            // The glyph's outline in the frame: (x, y up) in ems from its origin, stretched.
            let placed = outline.map { outline in
                Path(elements: outline.elements.map { e in
                    func at(_ p: Point) -> Point { Point(x: origin.x + p.x * em * sx, y: origin.y - p.y * em * sy) }
                    switch e {
                    case .move(let p): return .move(at(p))
                    case .line(let p): return .line(at(p))
                    case .curve(let c1, let c2, let p): return .curve(at(c1), at(c2), at(p))
                    case .close: return .close
                    }
                })
            }
            if uniform {
                builder.items.append(.glyphs(GlyphRun(font: font, size: em * sx, glyphs: [glyph], positions: [origin], paint: paint, bounds: frame)))
            } else if let placed {
                builder.items.append(.fill(placed, paint))
            }
            if symbol.outlineStroke > 0, let placed {
                builder.items.append(.stroke(placed, paint, StrokeStyle(lineWidth: symbol.outlineStroke * em * (sx * sy).squareRoot(),
                                                                        lineCap: .round, lineJoin: .round)))
            }
        case .placeholder:
            let line = max(1, min(frame.width, frame.height) / 12)
            let box = frame.inset(by: EdgeInsets(all: line / 2))
            var diagonals = Path()
            diagonals.move(to: Point(x: box.minX, y: box.minY)); diagonals.line(to: Point(x: box.maxX, y: box.maxY))
            diagonals.move(to: Point(x: box.maxX, y: box.minY)); diagonals.line(to: Point(x: box.minX, y: box.maxY))
            builder.items.append(.stroke(.rect(box), paint, StrokeStyle(lineWidth: line)))
            builder.items.append(.stroke(diagonals, paint, StrokeStyle(lineWidth: line / 2)))
        case .layers(let layers):
            // Parts keep their shapes: each is scaled by the smaller stretch about its place.
            let k = min(sx, sy)
            for layer in layers {
                let layerPaint = layer.style._paint(in: frame, scheme: builder.scheme(of: node))
                builder.items.append(.glyphs(GlyphRun(font: layer.font, size: layer.emSize * k, glyphs: [layer.glyph],
                                                      positions: [place(layer.origin)], paint: layerPaint, bounds: frame)))
            }
        case .svg(let doc, let tinted):
            let rect = Rect(x: frame.minX + offset.x, y: frame.minY + offset.y,
                            width: symbol.metrics.size.width * sx, height: symbol.metrics.size.height * sy)
            builder.items.append(.vector(VectorDraw(data: doc.data, layer: doc.layer, box: doc.box, rect: rect,
                                            tint: tinted ? paint : nil, name: symbol.name)))
        }
    }
}

/// How big a symbol is and where it sits (WidgetUI's `SymbolMetrics` extension derives it from
/// the font in the environment).
package struct SymbolMetrics: Equatable {
    /// The frame size in points.
    package var size: Size
    /// The text baseline, in points below the frame's top.
    package var baseline: Double
    /// The glyph's em size in points (0 for boxes).
    package var emSize: Double
    /// The glyph origin (on its baseline) relative to the frame's top-left.
    package var glyphOrigin: Point
    /// SF's ink rectangle within the frame, where Apple's template gives it (``SymbolKind/content``).
    package var ink: Rect?

    package init(size: Size, baseline: Double, emSize: Double, glyphOrigin: Point, ink: Rect? = nil) {
        self.size = size; self.baseline = baseline; self.emSize = emSize; self.glyphOrigin = glyphOrigin; self.ink = ink
    }
}
