import WidgetCore

/// Breaks, truncates and places one string for one proposal (one layout cache miss).
///
/// Units: shaped runs are in raw font units × 64; `scale` turns them into points. Every
/// grapheme is followed by `tracking` points, trailing spaces included (they hang: a line's
/// width stops before them).
struct Typesetter {
    let face: FontFace
    let size: Double
    let options: TextOptions
    /// Shapes text with this face and feature set, through the engine's word cache.
    let shapeText: (String) -> ShapedRun

    /// Widths within this many points of a limit still fit: absorbs floating-point noise when
    /// the layout engine proposes a width it got from an earlier measurement.
    static let epsilon = 1e-4
    static let ellipsis: Character = "\u{2026}"

    private var scale: Double { size / (Double(max(1, face.units.unitsPerEm)) * 64) }
    private var tracking: Double { options.tracking }
    /// SwiftUI ignores negative `lineSpacing` (NSParagraphStyle: "always nonnegative").
    private var lineSpacing: Double { max(0, options.lineSpacing) }

    /// A line being built: shaped runs side by side.
    struct Line {
        var runs: [ShapedRun] = []
        /// Index in the source characters of the line's first grapheme.
        var start: Int
        /// End (exclusive) of the line's paragraph in the source characters.
        var paragraphEnd: Int
        /// Pen advance with trailing spaces.
        var advance = 0.0
        /// Width without trailing spaces.
        var visible = 0.0
        /// Graphemes that are not spaces.
        var ink = 0
    }

    // MARK: Measuring

    private func fullWidth(_ r: ShapedRun) -> Double {
        Double(r.advance) * scale + tracking * Double(r.graphemeCount)
    }

    private func visibleWidth(_ r: ShapedRun) -> Double {
        Double(r.advance - r.trailingAdvance) * scale + tracking * Double(r.inkGraphemes)
    }

    private func append(_ r: ShapedRun, to line: inout Line) {
        if r.inkGraphemes > 0 { line.visible = line.advance + visibleWidth(r) }
        line.advance += fullWidth(r)
        line.ink += r.inkGraphemes
        line.runs.append(r)
    }

    private func shape(_ chars: [Character], _ range: Range<Int>) -> ShapedRun {
        shapeText(String(chars[range]))
    }

    /// Lays out `chars` on one line, without wrapping.
    private func singleLine(_ chars: [Character], start: Int = 0) -> Line {
        var line = Line(start: start, paragraphEnd: chars.count)
        for seg in LineBreaking.segments(chars, in: 0..<chars.count) {
            append(shape(chars, seg), to: &line)
        }
        return line
    }

    // MARK: Layout

    /// Lays out `string` (non-empty) within `maxWidth` (nil: unbounded) on at most `maxLines`.
    func layout(_ string: String, maxWidth: Double?, maxLines: Int) -> TextLayout {
        let chars = Array(string)
        var lines = breakLines(chars, maxWidth: maxWidth, maxLines: maxLines)
        let truncated = lines.count > maxLines
        if truncated {
            let last = lines[maxLines - 1]
            lines.removeSubrange((maxLines - 1)...)
            lines.append(truncatedLine(chars, from: last.start, paragraphEnd: last.paragraphEnd, maxWidth: maxWidth))
        }
        return place(lines, truncated: truncated)
    }

    /// Greedy line breaking; stops once more than `maxLines` lines exist.
    private func breakLines(_ chars: [Character], maxWidth: Double?, maxLines: Int) -> [Line] {
        var paragraphs: [Range<Int>] = []
        var paragraphStart = 0
        for (i, ch) in chars.enumerated() where ch.isNewline {
            paragraphs.append(paragraphStart..<i)
            paragraphStart = i + 1
        }
        paragraphs.append(paragraphStart..<chars.count)

        var lines: [Line] = []
        for p in paragraphs {
            var line = Line(start: p.lowerBound, paragraphEnd: p.upperBound)
            for seg in LineBreaking.segments(chars, in: p) {
                var cursor = seg.lowerBound
                var run = shape(chars, cursor..<seg.upperBound)
                while true {
                    guard let limit = maxWidth, line.advance + visibleWidth(run) > limit + Self.epsilon else {
                        append(run, to: &line)
                        break
                    }
                    if !line.runs.isEmpty {
                        // The word moves to a new line (also after a paragraph's leading
                        // spaces: the break after them leaves a blank line, as in UAX #14).
                        lines.append(line)
                        if lines.count > maxLines { return lines }
                        line = Line(start: cursor, paragraphEnd: p.upperBound)
                        continue
                    }
                    if run.inkGraphemes <= 1 {
                        // One grapheme wider than the line: it overflows, alone.
                        append(run, to: &line)
                        break
                    }
                    // A word wider than an empty line breaks between graphemes: cut pieces off
                    // using this run's grapheme widths until the rest may fit, then reshape
                    // the rest once (linear in the word's length, however narrow the line).
                    let widths = inkPrefixWidths(run)
                    var placed = 0
                    repeat {
                        var k = fittingCount(widths, from: placed, available: limit)
                        var piece = shape(chars, cursor..<(cursor + k))
                        while k > 1, visibleWidth(piece) > limit + Self.epsilon {
                            k -= 1
                            piece = shape(chars, cursor..<(cursor + k))
                        }
                        append(piece, to: &line)
                        lines.append(line)
                        if lines.count > maxLines { return lines }
                        cursor += k
                        placed += k
                        line = Line(start: cursor, paragraphEnd: p.upperBound)
                    } while widths.count - 1 - placed > 1 && widths[widths.count - 1] - widths[placed] > limit + Self.epsilon
                    run = shape(chars, cursor..<seg.upperBound)
                }
            }
            lines.append(line)
            if lines.count > maxLines { return lines }
        }
        return lines
    }

    /// Cumulative widths of a run's ink graphemes: element i is the width of the first i.
    private func inkPrefixWidths(_ run: ShapedRun) -> [Double] {
        var out = [0.0]
        out.reserveCapacity(run.inkGraphemes + 1)
        var width = 0.0
        for a in run.graphemeAdvances.prefix(run.inkGraphemes) {
            width += Double(a) * scale + tracking
            out.append(width)
        }
        return out
    }

    /// How many graphemes after the first `placed` fit in `available` points: at least 1, and
    /// always leaving at least one grapheme for the next line.
    private func fittingCount(_ widths: [Double], from placed: Int, available: Double) -> Int {
        let remaining = widths.count - 1 - placed
        var k = 0
        while k < remaining, widths[placed + k + 1] - widths[placed] <= available + Self.epsilon { k += 1 }
        return min(max(1, k), max(1, remaining - 1))
    }

    // MARK: Truncation

    /// Per-grapheme widths of `chars` in points (tracking included), shaped word by word.
    private func graphemeWidths(_ chars: [Character]) -> [Double] {
        var widths: [Double] = []
        widths.reserveCapacity(chars.count)
        for seg in LineBreaking.segments(chars, in: 0..<chars.count) {
            for a in shape(chars, seg).graphemeAdvances { widths.append(Double(a) * scale + tracking) }
        }
        return widths
    }

    /// The last visible line with "…": tail keeps the start of its paragraph's remaining text;
    /// head keeps the end of the whole text; middle keeps both ends. Head and middle read the
    /// remaining text with newlines as spaces, and fall back to tail when all of it would fit
    /// (the cut is then at a paragraph end). Keeps the line within `maxWidth` except when even
    /// "…" alone is wider (a single grapheme may overflow).
    private func truncatedLine(_ chars: [Character], from start: Int, paragraphEnd: Int, maxWidth: Double?) -> Line {
        let tailSource = Array(chars[start..<paragraphEnd])
        guard let limit = maxWidth, options.truncationMode != .tail else {
            return tailTruncated(tailSource, limit: maxWidth)
        }
        let source = chars[start...].map { $0.isNewline ? " " : $0 }
        let widths = graphemeWidths(source)
        let ellipsisWidth = fullWidth(shapeText(String(Self.ellipsis)))
        let fit = limit + Self.epsilon - ellipsisWidth
        var keepStart = 0, keepEnd = 0
        if options.truncationMode == .head {
            var sum = 0.0
            for i in stride(from: source.count - 1, through: 0, by: -1) {
                sum += widths[i]
                if LineBreaking.isBreakableSpace(source[i]) { continue }
                if sum > fit { break }
                keepEnd = source.count - i
            }
        } else {
            var left = 0.0, right = 0.0
            while keepStart + keepEnd < source.count {
                let l = widths[keepStart], r = widths[source.count - 1 - keepEnd]
                if left <= right, left + right + l <= fit { left += l; keepStart += 1 }
                else if right + left + r <= fit { right += r; keepEnd += 1 }
                else if left + right + l <= fit { left += l; keepStart += 1 }
                else { break }
            }
        }
        if keepStart + keepEnd >= source.count { return tailTruncated(tailSource, limit: limit) }
        while true {
            var candidate = Array(source[0..<keepStart])
            trimTrailingSpaces(&candidate)
            candidate.append(Self.ellipsis)
            candidate.append(contentsOf: source[(source.count - keepEnd)...].drop(while: LineBreaking.isBreakableSpace))
            let line = singleLine(candidate, start: start)
            if line.visible <= limit + Self.epsilon || keepStart + keepEnd == 0 { return line }
            if keepStart > keepEnd { keepStart -= 1 } else { keepEnd -= 1 }
        }
    }

    private func tailTruncated(_ source: [Character], limit: Double?) -> Line {
        var keep = source.count
        if let limit {
            let widths = graphemeWidths(source)
            let fit = limit + Self.epsilon - fullWidth(shapeText(String(Self.ellipsis)))
            var sum = 0.0
            keep = 0
            for i in 0..<source.count {
                sum += widths[i]
                if LineBreaking.isBreakableSpace(source[i]) { continue }
                if sum > fit { break }
                keep = i + 1
            }
        }
        while true {
            var candidate = Array(source[0..<keep])
            trimTrailingSpaces(&candidate)
            candidate.append(Self.ellipsis)
            let line = singleLine(candidate)
            guard let limit, line.visible > limit + Self.epsilon, keep > 0 else { return line }
            keep -= 1
        }
    }

    private func trimTrailingSpaces(_ chars: inout [Character]) {
        while let last = chars.last, LineBreaking.isBreakableSpace(last) { chars.removeLast() }
    }

    // MARK: Placement

    /// Baselines, alignment offsets and glyph positions.
    private func place(_ lines: [Line], truncated: Bool) -> TextLayout {
        let metrics = face.units.metrics(size: size)
        let step = metrics.lineHeight + lineSpacing
        let widths = lines.map { max(0, $0.visible) }
        let layoutWidth = widths.max() ?? 0
        let glyphCount = lines.reduce(0) { $0 + $1.runs.reduce(0) { $0 + $1.glyphs.count } }
        var glyphs: [PlacedGlyph] = []
        glyphs.reserveCapacity(face.isPlaceholder ? 0 : glyphCount)
        var out: [TextLine] = []
        out.reserveCapacity(lines.count)

        for (i, line) in lines.enumerated() {
            let baseline = metrics.ascender + Double(i) * step
            let x: Double
            switch options.alignment {
            case .leading: x = 0
            case .center: x = (layoutWidth - widths[i]) / 2
            case .trailing: x = layoutWidth - widths[i]
            }
            var text = ""
            var pen = x
            for (r, run) in line.runs.enumerated() {
                text += run.text
                let hangingFrom = r == line.runs.count - 1 ? run.inkGraphemes : Int.max
                var grapheme = 0
                for j in run.glyphs.indices {
                    let g = Int(run.glyphGrapheme[j])
                    if g > grapheme { pen += tracking * Double(g - grapheme); grapheme = g }
                    if g < hangingFrom {
                        glyphs.append(PlacedGlyph(id: run.glyphs[j], x: pen + Double(run.xOffsets[j]) * scale,
                                                  y: baseline - Double(run.yOffsets[j]) * scale, font: face.handle))
                    }
                    pen += Double(run.advances[j]) * scale
                }
                if run.glyphs.isEmpty { pen += Double(run.advance) * scale }
                pen += tracking * Double(run.graphemeCount - grapheme)
            }
            while let last = text.last, LineBreaking.isBreakableSpace(last) { text.removeLast() }
            out.append(TextLine(text: text, width: widths[i], baseline: baseline, x: x))
        }
        let height = lines.isEmpty ? 0 : Double(lines.count) * metrics.lineHeight + Double(lines.count - 1) * lineSpacing
        return TextLayout(size: Size(width: layoutWidth, height: height), lines: out, glyphs: glyphs,
                          fontSize: size, isTruncated: truncated)
    }
}
