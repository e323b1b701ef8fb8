import WidgetCore

/// Placement: line boxes, baselines, alignment, bidi reordering and glyph positions.
extension Typesetter {
    /// A line's box around its baseline, in points.
    struct LineBox {
        var ascent: Double
        /// Below the baseline, line gap included (positive).
        var descent: Double
    }

    /// The line box: the largest ascender and descender (+ line gap) of the faces that draw
    /// the line's ink, and always of the primary face (so a line never gets shorter than an
    /// empty one). A Chinese line is therefore taller than a Latin one, as on iOS, where the
    /// line takes the metrics of its fallback font (PingFang). The box's height is rounded up to
    /// the pixel grid (``TextOptions/pixelScale``), the extra going below the descender.
    func lineBox(_ line: Line) -> LineBox {
        var box = unroundedLineBox(line)
        let height = box.ascent + box.descent
        box.descent += SystemFontMetrics.roundedUp(height, scale: options.pixelScale) - height
        return box
    }

    private func unroundedLineBox(_ line: Line) -> LineBox {
        let primary = chain.primary.lineUnits.metrics(size: size)
        var box = LineBox(ascent: primary.ascender, descent: -primary.descender + primary.lineGap)
        var seen: Set<Int> = [chain.primary.id]
        for run in line.runs {
            for piece in run.pieces where piece.graphemes.lowerBound < run.inkGraphemes {
                let face = run.faces[piece.face]
                guard seen.insert(face.id).inserted else { continue }
                let m = face.lineUnits.metrics(size: size)
                box.ascent = max(box.ascent, m.ascender)
                box.descent = max(box.descent, -m.descender + m.lineGap)
            }
        }
        return box
    }

    /// Baselines, alignment offsets, visual order and glyph positions.
    func place(_ lines: [Line], truncated: Bool) -> TextLayout {
        let widths = lines.map { max(0, $0.visible) }
        let layoutWidth = widths.max() ?? 0
        let glyphCount = lines.reduce(0) { $0 + $1.runs.reduce(0) { $0 + $1.glyphs.count } }
        var glyphs: [PlacedGlyph] = []
        glyphs.reserveCapacity(glyphCount)
        var out: [TextLine] = []
        out.reserveCapacity(lines.count)
        var missing: [Character] = []
        var top = 0.0

        for (i, line) in lines.enumerated() {
            let box = lineBox(line)
            if i > 0 { top += lineSpacing }
            let baseline = top + box.ascent
            let x: Double
            switch options.alignment {
            case .leading: x = 0
            case .center: x = (layoutWidth - widths[i]) / 2
            case .trailing: x = layoutWidth - widths[i]
            }

            // Pieces in logical order with their levels; the line's hanging spaces are dropped
            // (rule L1 would put them at the paragraph level; they draw nothing either way).
            var items: [(run: Int, piece: Int)] = []
            var levels: [UInt8] = []
            let last = line.runs.count - 1
            for (r, run) in line.runs.enumerated() {
                let hangFrom = r == last ? run.inkGraphemes : Int.max
                for (p, piece) in run.pieces.enumerated() where piece.graphemes.lowerBound < hangFrom {
                    items.append((r, p))
                    levels.append(piece.level)
                }
                if !run.missing.isEmpty {
                    let chars = Array(run.text)
                    for k in run.missing where k < hangFrom && !missing.contains(chars[k]) { missing.append(chars[k]) }
                }
            }

            var firstGrapheme: [Int] = []
            var count = 0
            for run in line.runs { firstGrapheme.append(count); count += run.graphemeCount }
            var pen = x
            for index in Bidi.visualOrder(levels) {
                let (r, p) = items[index]
                let run = line.runs[r], piece = run.pieces[p]
                let hangFrom = r == last ? run.inkGraphemes : Int.max
                let font = run.faces[piece.face].handle.widened(by: piece.widthScale)
                for j in piece.glyphs {
                    let g = Int(run.glyphGrapheme[j])
                    guard g < hangFrom else { continue }
                    let advance = run.advances[j] * size
                    glyphs.append(PlacedGlyph(id: run.glyphs[j], x: pen + run.xOffsets[j] * size,
                                              y: baseline - run.yOffsets[j] * size, font: font,
                                              advance: advance, line: i, text: run.glyphText[j], cluster: firstGrapheme[r] + g))
                    pen += advance
                    let closes = Double(run.glyphCloses[j])
                    if closes > 0 { pen += closes * (kerning + tracking + (run.graphemeTracked[g] ? optical : 0)) }
                }
            }
            var text = line.runs.map(\.text).joined()
            while let end = text.last, LineBreaking.isBreakableSpace(end) { text.removeLast() }
            out.append(TextLine(text: text, width: widths[i], baseline: baseline, x: x,
                                ascent: box.ascent, descent: box.descent))
            top = baseline + box.descent
        }
        return TextLayout(size: Size(width: layoutWidth, height: top), lines: out, glyphs: glyphs,
                          fontSize: size, isTruncated: truncated, missingCharacters: missing)
    }
}
