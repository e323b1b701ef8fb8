import Foundation

/// A paragraph of runs in their own styles, ready for layout (`Text + Text`, Markdown).
package struct StyledTextKind {
    package let spans: [StyledSpan]
    /// Paint, underline and strikethrough of each span (index = the span's tag).
    package let paints: [AnyShapeStyle]
    package let underlines: [AnyShapeStyle?]
    package let strikethroughs: [AnyShapeStyle?]
    package let options: TextOptions
    package let measurer: any TextMeasuring

    package init(spans: [StyledSpan], paints: [AnyShapeStyle], underlines: [AnyShapeStyle?], strikethroughs: [AnyShapeStyle?], options: TextOptions, measurer: any TextMeasuring) {
        self.spans = spans; self.paints = paints; self.underlines = underlines; self.strikethroughs = strikethroughs; self.options = options; self.measurer = measurer
    }

    package var string: String { spans.map(\.text).joined() }
}

extension StyledTextKind {
    /// Lays the paragraph out; a measurer without styled layout sets the whole string in the
    /// first span's font (and reports it at resolution).
    package func layout(_ maxWidth: Double?, _ maxHeight: Double?) -> StyledTextLayout {
        if let styled = measurer as? any StyledTextMeasuring {
            return styled.layout(spans: spans, options: options, maxWidth: maxWidth, maxHeight: maxHeight)
        }
        let font = spans.first?.font ?? FontSpec(size: 17)
        let l = measurer.layout(string, font: font, options: options, maxWidth: maxWidth, maxHeight: maxHeight)
        let glyphs = l.glyphs.map { StyledGlyph(id: $0.id, x: $0.x, y: $0.y, font: $0.font, size: l.fontSize, advance: $0.advance, line: $0.line, tag: 0, text: $0.text, cluster: $0.cluster) }
        return StyledTextLayout(size: l.size, lines: l.lines, glyphs: glyphs, extents: [], isTruncated: l.isTruncated,
                                missingCharacters: l.missingCharacters)
    }

    /// Display-list items: glyph runs per span, line and face, then each span's underline and
    /// strikethrough (0.06 em thick; underline 0.1 em below the baseline, strikethrough at half the
    /// x-height: Inter's own proportions, as Core Text takes them from the font).
    package func drawItems(_ layout: StyledTextLayout, at origin: Point, scheme: ColorScheme, frame: Rect) -> [DisplayItem] {
        var items: [DisplayItem] = []
        var runs: [GlyphRun] = []
        var texts: [[(Int, String)]] = []
        var key: (FontHandle, Double, Int, Int)?
        for g in layout.glyphs {
            let p = Point(x: origin.x + g.x, y: origin.y + g.y)
            let box: Rect? = layout.lines.indices.contains(g.line)
                ? Rect(x: p.x, y: origin.y + layout.lines[g.line].top, width: max(0, g.advance),
                       height: layout.lines[g.line].ascent + layout.lines[g.line].descent) : nil
            if let k = key, k.0 == g.font, k.1 == g.size, k.2 == g.tag, k.3 == g.line, let last = runs.indices.last {
                runs[last].glyphs.append(g.id); runs[last].positions.append(p)
                if let box { runs[last].bounds = runs[last].bounds.map { $0.union(box) } ?? box }
                texts[last].append((g.cluster, g.text))
            } else {
                let paint = paints.indices.contains(g.tag) ? paints[g.tag]._paint(in: frame, scheme: scheme) : .color(.black)
                runs.append(GlyphRun(font: g.font, size: g.size, glyphs: [g.id], positions: [p], paint: paint, bounds: box))
                texts.append([(g.cluster, g.text)])
                key = (g.font, g.size, g.tag, g.line)
            }
        }
        for i in runs.indices { runs[i].text = GlyphRun.readingOrder(texts[i]) }
        items += runs.map { .glyphs($0) }
        for e in layout.extents {
            let thickness = max(0.5, e.size * 0.06)
            if underlines.indices.contains(e.tag), let style = underlines[e.tag] {
                let r = Rect(x: origin.x + e.minX, y: origin.y + e.baseline + e.size * 0.1, width: e.maxX - e.minX, height: thickness)
                items.append(.fill(.rect(r), style._paint(in: frame, scheme: scheme)))
            }
            if strikethroughs.indices.contains(e.tag), let style = strikethroughs[e.tag] {
                let r = Rect(x: origin.x + e.minX, y: origin.y + e.baseline - e.xHeight / 2 - thickness / 2,
                             width: e.maxX - e.minX, height: thickness)
                items.append(.fill(.rect(r), style._paint(in: frame, scheme: scheme)))
            }
        }
        return items
    }
}

extension StyledTextKind: LeafKind {
    package func name(of node: Node) -> String { "Text(\"\(string)\")" }
    package func size(of node: Node, for p: ProposedSize, in engine: LayoutEngine) -> Size { layout(for: p).size }
    package func baseline(of node: Node, for p: ProposedSize, first: Bool, in engine: LayoutEngine) -> Double? {
        let layout = layout(for: p)
        return first ? layout.firstBaseline : layout.lastBaseline
    }
    package func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) {
        builder.items += drawItems(layout(for: builder.engine.proposal(of: node)), at: frame.origin, scheme: builder.scheme(of: node), frame: frame)
    }
    package func placeholderItems(of node: Node, frame: Rect, in builder: DisplayListBuilder) -> [DisplayItem]? {
        let scheme = builder.scheme(of: node)
        let layout = layout(for: builder.engine.proposal(of: node))
        var base = scheme.labelColor
        if let first = paints.first, case .color(let c) = first._paint(in: frame, scheme: scheme) { base = c }
        return builder.textBars(lines: layout.lines, height: layout.size.height, frame: frame, paint: PlaceholderStyle.faded(base))
    }

    /// The paragraph laid out for proposal `p` (infinite or negative lengths do not bound it).
    package func layout(for p: ProposedSize) -> StyledTextLayout { layout(p.width.textBound, p.height.textBound) }
}
