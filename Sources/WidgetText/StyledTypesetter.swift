import WidgetCore

/// Sets a paragraph of mixed styles (SwiftUI's `Text + Text`): one line-breaking pass over the
/// concatenated text, so runs wrap together as one paragraph.
///
/// Rules (SwiftUI's concatenated `Text` is one `NSAttributedString` laid out by Core Text):
/// - Break opportunities come from the whole string (UAX #14), so a word split across two runs
///   ("**Bold**er") stays one word; each piece is shaped with its own run's font chain.
/// - A line's box is the tallest ascender and deepest descender (+ line gap) of the faces and
///   sizes on it, so a 34 pt run makes its line taller; a run's `baselineOffset` moves its glyphs
///   without changing the line box (as Core Text's `.baselineOffset` does for the line height).
/// - Trailing spaces hang; a word wider than the line overflows it (this typesetter does not
///   break inside words; single-style `Text` does).
/// - `lineLimit` and a finite `maxHeight` cut lines; the last visible line then ends in "…" set
///   in the style of the run it follows (tail truncation for every `truncationMode`).
/// - `minimumScaleFactor` does not apply to styled text (a documented limitation).
struct StyledTypesetter {
    let spans: [StyledSpan]
    let options: TextOptions
    let fonts: FontLibrary

    /// A shaped piece: graphemes of one span inside one break segment.
    struct Piece {
        var span: Int
        var range: Range<Int>
        var run: ShapedRun
        var size: Double
        var extra: Double      // kerning + tracking per grapheme, points
        var optical: Double    // the face's default tracking, points
        var full: Double       // advance with trailing spaces
        var visible: Double    // advance without trailing spaces
    }

    struct Line {
        var pieces: [Piece] = []
        var advance = 0.0
        var visible = 0.0
    }

    func layout(maxWidth: Double?, maxHeight: Double?) -> StyledTextLayout {
        var chars: [Character] = []
        var spanOf: [Int] = []
        for (i, s) in spans.enumerated() {
            let c = Array(s.text)
            chars += c
            spanOf += Array(repeating: i, count: c.count)
        }
        guard !chars.isEmpty else {
            return StyledTextLayout(size: .zero, lines: [], glyphs: [], extents: [], isTruncated: false, missingCharacters: [])
        }
        let analysis = TextAnalysis(String(chars))
        // Grapheme clusters may merge across a run boundary ("e" + combining accent): map by position.
        func span(at i: Int) -> Int { spanOf[min(i, spanOf.count - 1)] }

        var lines: [Line] = []
        for p in analysis.paragraphs {
            var line = Line()
            for seg in p.segments {
                let pieces = split(seg, span: span, analysis: analysis)
                let wordFull = pieces.reduce(0) { $0 + $1.full }
                let wordVisible = pieces.dropLast().reduce(0) { $0 + $1.full } + (pieces.last?.visible ?? 0)
                if let limit = maxWidth, !line.pieces.isEmpty, line.advance + wordVisible > limit + Typesetter.epsilon {
                    lines.append(line)
                    line = Line()
                }
                if pieces.contains(where: { $0.run.inkGraphemes > 0 }) { line.visible = line.advance + wordVisible }
                line.advance += wordFull
                line.pieces += pieces
            }
            lines.append(line)
        }

        var maxLines = options.lineLimit.map { max(1, $0) } ?? Int.max
        if let maxHeight {
            var height = 0.0, fit = 0
            for (k, l) in lines.enumerated() {
                let box = lineBox(l)
                height += box.ascent + box.descent + (k > 0 ? max(0, options.lineSpacing) : 0)
                if height > maxHeight + Typesetter.epsilon { break }
                fit = k + 1
            }
            maxLines = min(maxLines, max(1, fit))
        }
        var truncated = false
        if lines.count > maxLines {
            truncated = true
            let kept = Array(lines.prefix(maxLines))
            var last = kept[maxLines - 1]
            last = truncate(last, maxWidth: maxWidth, analysis: analysis)
            lines = Array(kept.dropLast()) + [last]
        }
        return place(lines, truncated: truncated, analysis: analysis)
    }

    /// The pieces of one break segment, one per span it crosses.
    private func split(_ seg: Range<Int>, span: (Int) -> Int, analysis: TextAnalysis) -> [Piece] {
        var pieces: [Piece] = []
        var start = seg.lowerBound
        while start < seg.upperBound {
            var end = start + 1
            while end < seg.upperBound, span(end) == span(start) { end += 1 }
            pieces.append(piece(span(start), start..<end, analysis: analysis))
            start = end
        }
        return pieces
    }

    private func piece(_ spanIndex: Int, _ range: Range<Int>, analysis: TextAnalysis) -> Piece {
        shapePiece(spanIndex, Array(analysis.chars[range]), levels: Array(analysis.levels[range]), range: range)
    }

    private func shapePiece(_ spanIndex: Int, _ chars: [Character], levels: [UInt8], range: Range<Int>) -> Piece {
        let s = spans[spanIndex]
        let chain = fonts.chain(for: s.font)
        let features = fonts.shapingFeatures(for: s.font, noLigatures: s.tracking != 0)
        let run = Shaper.shape(chars[...], levels: levels[...], chain: chain, features: features)
        let size = TextEngine.clampSize(s.font.size)
        let extra = (s.tracking != 0 ? s.tracking : s.kerning)
        let optical = features.opticalTracking(of: chain.primary, at: size)
        let full = run.advance * size + extra * Double(run.graphemeCount) + optical * Double(run.trackedCount)
        let visible = (run.advance - run.trailingAdvance) * size + extra * Double(run.inkGraphemes) + optical * Double(run.inkTrackedCount)
        return Piece(span: spanIndex, range: range, run: run, size: size, extra: extra, optical: optical, full: full, visible: visible)
    }

    /// Cuts graphemes off the end of `line` until it and an ellipsis fit in `maxWidth`.
    private func truncate(_ line: Line, maxWidth: Double?, analysis: TextAnalysis) -> Line {
        var pieces = line.pieces
        let ellipsisSpan = pieces.last?.span ?? 0
        func ellipsis(_ spanIndex: Int) -> Piece {
            shapePiece(spanIndex, [Typesetter.ellipsis], levels: [0], range: 0..<0)
        }
        var e = ellipsis(ellipsisSpan)
        func width(_ ps: [Piece]) -> Double { ps.dropLast().reduce(0) { $0 + $1.full } + (ps.last?.visible ?? 0) }
        if let limit = maxWidth {
            while !pieces.isEmpty, width(pieces) + e.full > limit + Typesetter.epsilon {
                var last = pieces.removeLast()
                let n = last.range.count
                guard n > 1 else { continue }
                // Drop one grapheme (and any spaces it leaves at the end).
                var end = last.range.upperBound - 1
                while end > last.range.lowerBound, LineBreaking.isBreakableSpace(analysis.chars[end - 1]) { end -= 1 }
                guard end > last.range.lowerBound else { continue }
                last = piece(last.span, last.range.lowerBound..<end, analysis: analysis)
                pieces.append(last)
            }
        }
        if let lastSpan = pieces.last?.span, lastSpan != ellipsisSpan { e = ellipsis(lastSpan) }
        var out = Line()
        for p in pieces { out.advance += p.full; out.pieces.append(p) }
        out.visible = width(pieces) + e.visible
        out.pieces.append(e)
        out.advance += e.full
        return out
    }

    /// The line box as ``Typesetter`` builds it: the tallest ascent and descent of the faces that
    /// draw on the line (the system font's faces take SF Pro's line metrics), its height rounded
    /// up to the pixel grid, the extra going below the descender.
    private func lineBox(_ line: Line) -> (ascent: Double, descent: Double) {
        var (ascent, descent) = unroundedLineBox(line)
        let height = ascent + descent
        descent += SystemFontMetrics.roundedUp(height, scale: options.pixelScale) - height
        return (ascent, descent)
    }

    private func unroundedLineBox(_ line: Line) -> (ascent: Double, descent: Double) {
        var ascent = 0.0, descent = 0.0
        if line.pieces.isEmpty, let first = spans.first {
            let m = fonts.chain(for: first.font).primary.lineUnits.metrics(size: TextEngine.clampSize(first.font.size))
            return (m.ascender, -m.descender + m.lineGap)
        }
        for p in line.pieces {
            if let m = p.run.faces.first.map({ $0.lineUnits.metrics(size: p.size) }) {
                ascent = max(ascent, m.ascender); descent = max(descent, -m.descender + m.lineGap)
            }
            for piece in p.run.pieces where piece.graphemes.lowerBound < p.run.inkGraphemes {
                let m = p.run.faces[piece.face].lineUnits.metrics(size: p.size)
                ascent = max(ascent, m.ascender); descent = max(descent, -m.descender + m.lineGap)
            }
        }
        return (ascent, descent)
    }

    private func place(_ lines: [Line], truncated: Bool, analysis: TextAnalysis) -> StyledTextLayout {
        let widths = lines.map { max(0, $0.visible) }
        let layoutWidth = widths.max() ?? 0
        var glyphs: [StyledGlyph] = []
        var extents: [SpanExtent] = []
        var textLines: [TextLine] = []
        var missing: [Character] = []
        var top = 0.0
        for (i, line) in lines.enumerated() {
            let box = lineBox(line)
            if i > 0 { top += max(0, options.lineSpacing) }
            let baseline = top + box.ascent
            let x0: Double
            switch options.alignment {
            case .leading: x0 = 0
            case .center: x0 = (layoutWidth - widths[i]) / 2
            case .trailing: x0 = layoutWidth - widths[i]
            }
            // Sub-pieces (one face, one level) in logical order, then visual order by bidi level.
            var items: [(p: Int, sub: Int)] = []
            var levels: [UInt8] = []
            for (pi, p) in line.pieces.enumerated() {
                let hangFrom = pi == line.pieces.count - 1 ? p.run.inkGraphemes : Int.max
                for (si, sub) in p.run.pieces.enumerated() where sub.graphemes.lowerBound < hangFrom {
                    items.append((pi, si)); levels.append(sub.level)
                }
                let chars = Array(p.run.text)
                for k in p.run.missing where k < hangFrom && k < chars.count && !missing.contains(chars[k]) { missing.append(chars[k]) }
            }
            var firstGrapheme: [Int] = []
            var count = 0
            for p in line.pieces { firstGrapheme.append(count); count += p.run.graphemeCount }
            var pen = x0
            for index in Bidi.visualOrder(levels) {
                let (pi, si) = items[index]
                let p = line.pieces[pi], sub = p.run.pieces[si]
                let s = spans[p.span]
                let hangFrom = pi == line.pieces.count - 1 ? p.run.inkGraphemes : Int.max
                let y = baseline - s.baselineOffset
                let font = p.run.faces[sub.face].handle.widened(by: sub.widthScale)
                let start = pen
                for j in sub.glyphs {
                    let g = Int(p.run.glyphGrapheme[j])
                    guard g < hangFrom else { continue }
                    let advance = p.run.advances[j] * p.size
                    glyphs.append(StyledGlyph(id: p.run.glyphs[j], x: pen + p.run.xOffsets[j] * p.size,
                                              y: y - p.run.yOffsets[j] * p.size, font: font, size: p.size,
                                              advance: advance, line: i, tag: s.tag,
                                              text: p.run.glyphText[j], cluster: firstGrapheme[pi] + g))
                    pen += advance
                    let closes = Double(p.run.glyphCloses[j])
                    if closes > 0 { pen += closes * (p.extra + (p.run.graphemeTracked[g] ? p.optical : 0)) }
                }
                if pen > start {
                    let m = fonts.metrics(for: s.font)
                    if let last = extents.last, last.tag == s.tag, last.line == i, abs(last.maxX - start) < 1e-9 {
                        extents[extents.count - 1].maxX = pen
                    } else {
                        extents.append(SpanExtent(tag: s.tag, line: i, minX: start, maxX: pen, baseline: y,
                                                  size: p.size, xHeight: m.xHeight > 0 ? m.xHeight : p.size * 0.5))
                    }
                }
            }
            var text = line.pieces.map(\.run.text).joined()
            while let end = text.last, LineBreaking.isBreakableSpace(end) { text.removeLast() }
            textLines.append(TextLine(text: text, width: widths[i], baseline: baseline, x: x0, ascent: box.ascent, descent: box.descent))
            top = baseline + box.descent
        }
        return StyledTextLayout(size: Size(width: layoutWidth, height: top), lines: textLines, glyphs: glyphs,
                                extents: extents, isTruncated: truncated, missingCharacters: missing)
    }
}

/// Styled layouts, keyed by every input (layout asks again for each proposal it tries).
private struct StyledKey: Hashable {
    var fonts: ObjectIdentifier
    var spans: [StyledSpan]
    var options: TextOptions
    var maxWidth: Double?
    var maxHeight: Double?
}
private let styledLayouts = Locked(LRUCache<StyledKey, StyledTextLayout>(capacity: 1024))

extension TextEngine: StyledTextMeasuring {
    /// Lays out a paragraph of styled spans; see ``StyledTypesetter`` for the rules. Cached.
    public func layout(spans: [StyledSpan], options: TextOptions, maxWidth: Double?, maxHeight: Double?) -> StyledTextLayout {
        let key = StyledKey(fonts: ObjectIdentifier(fonts), spans: spans, options: Self.normalized(options),
                            maxWidth: Self.clampProposal(maxWidth), maxHeight: Self.clampProposal(maxHeight))
        if let hit = styledLayouts.withLock({ $0.value(for: key) }) { return hit }
        let made = StyledTypesetter(spans: spans, options: key.options, fonts: fonts)
            .layout(maxWidth: key.maxWidth, maxHeight: key.maxHeight)
        styledLayouts.withLock { $0.insert(made, for: key) }
        return made
    }
}
