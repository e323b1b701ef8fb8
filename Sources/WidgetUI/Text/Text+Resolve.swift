import Foundation

/// A paragraph of runs in their own styles, ready for layout (`Text + Text`, Markdown).
struct StyledTextNode {
    let spans: [StyledSpan]
    /// Paint, underline and strikethrough of each span (index = the span's tag).
    let paints: [AnyShapeStyle]
    let underlines: [AnyShapeStyle?]
    let strikethroughs: [AnyShapeStyle?]
    let options: TextOptions
    let measurer: any TextMeasuring

    var string: String { spans.map(\.text).joined() }
}

extension Text {
    /// Resolves runs: one run without decorations goes through the plain path with its styles
    /// in the environment (so `Text("a").bold()` draws exactly as `.bold()` on the view); more
    /// runs, or any decoration, become one ``StyledTextNode``.
    func makeRunNodes(_ runs: [TextRun], _ ctx: ResolveContext) throws -> [Node] {
        let inherited = ctx.env.textDecorations.runStyle
        let runs = runs.map { TextRun(content: $0.content, style: $0.style.filled(from: inherited)) }
        if runs.count == 1, let only = runs.first, !only.style.needsStyledLayout {
            let plain = Text(content: only.content)
            return try ctx.withEnvironment({ env in
                env.textDecorations = InheritedTextDecorations()
                Self.apply(only.style, to: &env)
            }) { try plain.makeNodes(ctx) }
        }
        let env = ctx.env
        var spans: [StyledSpan] = [], paints: [AnyShapeStyle] = []
        var underlines: [AnyShapeStyle?] = [], strikes: [AnyShapeStyle?] = []
        for (i, run) in runs.enumerated() {
            var runEnv = env
            Self.apply(run.style, to: &runEnv)
            let string = Text.string(run.content, in: runEnv)
            let font = Self.fontSpec(in: runEnv)
            let tint = run.style.link != nil ? (runEnv.tint ?? AnyShapeStyle(Color.accentColor)) : nil
            let color = tint ?? runEnv.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary)
            spans.append(StyledSpan(text: string, font: font, kerning: runEnv.kerning, tracking: runEnv.tracking,
                                    baselineOffset: run.style.baselineOffset ?? 0, tag: i))
            paints.append(color)
            underlines.append(run.style.underline.flatMap { $0.isActive ? ($0.color.map { AnyShapeStyle($0) } ?? color) : nil })
            strikes.append(run.style.strikethrough.flatMap { $0.isActive ? ($0.color.map { AnyShapeStyle($0) } ?? color) : nil })
        }
        let joined = spans.map(\.text).joined()
        let preview = joined.count > 24 ? String(joined.prefix(24)) + "…" : joined
        return ctx.withPathComponent("Text(\"\(preview)\")") {
            var limit = env.lineLimit
            if let l = limit, l < 1 { limit = 1 }
            var options = TextOptions(lineLimit: limit, truncationMode: env.truncationMode, alignment: env.resolvedTextAlignment,
                                      lineSpacing: max(0, env.lineSpacing), reservedLines: env.reservedLineCount)
            options.pixelScale = env.displayScale
            if env.minimumScaleFactor < 1 {
                ctx.diagnose(.info, .styledTextNoScaling, "minimumScaleFactor does not shrink text made of several styled runs (Text + Text, Markdown); it is set at its size.")
            }
            if !(ctx.measurer is any StyledTextMeasuring) {
                ctx.diagnose(.info, .styledTextFallback, "The text measurer cannot set styled runs; they are set in the first run's style.")
            }
            let node = StyledTextNode(spans: spans, paints: paints, underlines: underlines, strikethroughs: strikes,
                                      options: options, measurer: ctx.measurer)
            return [ctx.node(.styledText(node))]
        }
    }

    init(content: Content) { self.content = content }

    /// The environment with a run's own styles applied, as the `View` modifiers would.
    static func apply(_ style: TextRunStyle, to env: inout EnvironmentValues) {
        if let f = style.font { env.font = f }
        if let w = style.weight { env.fontWeightOverride = w }
        if style.italic == true { env.italic = true }
        if style.monospacedDigit == true { env.monospacedDigit = true }
        if style.monospaced == true { env.font = (env.font ?? .body).monospaced() }
        if let c = style.foreground { env.foregroundStyle = c.resolvingTint(in: env) }
        if let k = style.kerning { env.kerning = k }
        if let t = style.tracking { env.tracking = t }
    }

    static func fontSpec(in env: EnvironmentValues) -> FontSpec {
        (env.font ?? .body).spec(weightOverride: env.fontWeightOverride, italic: env.italic, monospacedDigit: env.monospacedDigit)
    }
}

extension StyledTextNode {
    /// Lays the paragraph out; a measurer without styled layout sets the whole string in the
    /// first span's font (and reports it at resolution).
    func layout(_ maxWidth: Double?, _ maxHeight: Double?) -> StyledTextLayout {
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
    func drawItems(_ layout: StyledTextLayout, at origin: Point, scheme: ColorScheme, frame: Rect) -> [DisplayItem] {
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
