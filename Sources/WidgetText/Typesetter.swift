import WidgetCore

/// The analysis of a string that does not depend on the proposal: graphemes, paragraphs, their
/// bidi levels and line-break segments. Cached per string by the engine.
final class TextAnalysis: Sendable {
    struct Paragraph: Sendable {
        /// The paragraph's graphemes in ``TextAnalysis/chars`` (newline excluded).
        var range: Range<Int>
        /// The paragraph embedding level (1: right to left).
        var level: UInt8
        /// Segments ending at break opportunities (UAX #14).
        var segments: [Range<Int>]
    }

    let chars: [Character]
    /// The bidi level of every grapheme (0 for newlines).
    let levels: [UInt8]
    let paragraphs: [Paragraph]

    init(_ string: String) {
        let chars = Array(string)
        var levels = [UInt8](repeating: 0, count: chars.count)
        var paragraphs: [Paragraph] = []
        var start = 0
        func close(_ end: Int) {
            let range = start..<end
            let bidi = Bidi.levels(of: chars[range])
            for (k, level) in bidi.levels.enumerated() { levels[range.lowerBound + k] = level }
            paragraphs.append(Paragraph(range: range, level: bidi.paragraphLevel,
                                        segments: LineBreaking.segments(chars, in: range)))
        }
        for (i, ch) in chars.enumerated() where ch.isNewline {
            close(i)
            start = i + 1
        }
        close(chars.count)
        self.chars = chars
        self.levels = levels
        self.paragraphs = paragraphs
    }
}

/// Breaks, truncates and places one string for one proposal at one size (one layout cache miss).
///
/// Units: shaped runs are in ems; `size` turns them into points. Every grapheme is followed by
/// ``extra`` points (kerning or tracking) and, in the Latin text faces, the default tracking
/// (``OpticalTracking``). Trailing spaces hang (a line's width stops before them), and so does
/// the tracking after a line's last grapheme.
struct Typesetter {
    let chain: FontChain
    let analysis: TextAnalysis
    let size: Double
    let options: TextOptions
    /// The primary face's default tracking at this size, in points
    /// (``ShapingFeatures/opticalTracking(of:at:)``).
    let optical: Double
    /// Shapes graphemes at bidi levels, through the engine's word cache.
    let shapeText: (ArraySlice<Character>, ArraySlice<UInt8>) -> ShapedRun

    /// Widths within this many points of a limit still fit: absorbs floating-point noise when
    /// the layout engine proposes a width it got from an earlier measurement.
    static let epsilon = 1e-4
    static let ellipsis: Character = "\u{2026}"

    /// Tracking in points (hangs at the line end).
    var tracking: Double { options.tracking }
    /// Kerning in points (ignored when tracking is set).
    var kerning: Double { options.tracking != 0 ? 0 : options.kerning }
    /// SwiftUI ignores negative `lineSpacing` (NSParagraphStyle: "always nonnegative").
    var lineSpacing: Double { max(0, options.lineSpacing) }

    /// A line being built: shaped runs side by side.
    struct Line {
        var runs: [ShapedRun] = []
        /// Index in the source characters of the line's first grapheme.
        var start: Int
        /// End (exclusive) of the line's paragraph in the source characters.
        var paragraphEnd: Int
        /// The paragraph's embedding level.
        var paragraphLevel: UInt8
        /// Pen advance with trailing spaces.
        var advance = 0.0
        /// Width without trailing spaces and without the last grapheme's tracking.
        var visible = 0.0
        /// Graphemes that are not spaces.
        var ink = 0
    }

    /// What a layout reports besides the ``TextLayout``.
    struct Outcome {
        var layout: TextLayout
        /// Whether a word had to be broken between graphemes to fit.
        var brokeWord: Bool
    }

    // MARK: Measuring

    /// The width of grapheme `i` of `r` with its spacing.
    func graphemeWidth(_ r: ShapedRun, _ i: Int) -> Double {
        r.graphemeAdvances[i] * size + kerning + tracking + (r.graphemeTracked[i] ? optical : 0)
    }

    func fullWidth(_ r: ShapedRun) -> Double {
        r.advance * size + (kerning + tracking) * Double(r.graphemeCount) + optical * Double(r.trackedCount)
    }

    /// The tracking after the run's last ink grapheme: trailing whitespace at a line end.
    func hang(_ r: ShapedRun) -> Double {
        r.inkGraphemes > 0 ? tracking + (r.lastInkTracked ? optical : 0) : 0
    }

    /// Width of the run's ink, as the last run of a line.
    func visibleWidth(_ r: ShapedRun) -> Double {
        (r.advance - r.trailingAdvance) * size + (kerning + tracking) * Double(r.inkGraphemes)
            + optical * Double(r.inkTrackedCount) - hang(r)
    }

    func append(_ r: ShapedRun, to line: inout Line) {
        if r.inkGraphemes > 0 { line.visible = line.advance + visibleWidth(r) }
        line.advance += fullWidth(r)
        line.ink += r.inkGraphemes
        line.runs.append(r)
    }

    func shape(_ range: Range<Int>) -> ShapedRun {
        shapeText(analysis.chars[range], analysis.levels[range])
    }

    /// Shapes a constructed line (truncation) with levels computed at `paragraphLevel`.
    func shape(constructed chars: [Character], paragraphLevel: UInt8) -> ShapedRun {
        let levels = Bidi.levels(chars.map(BidiClass.of), paragraphLevel: paragraphLevel)
        return shapeText(chars[...], levels[...])
    }

    // MARK: Layout

    /// Lays out the analysed string (non-empty) within `maxWidth` (nil: unbounded) on at most
    /// `maxLines` lines and within `maxHeight`.
    func layout(maxWidth: Double?, maxLines: Int, maxHeight: Double?) -> Outcome {
        let primary = chain.primary.lineUnits.metrics(size: size)
        var lineCap = maxLines
        if let maxHeight {
            // The primary face's line is the shortest possible: an upper bound on what fits.
            let step = primary.lineHeight + lineSpacing
            if step > 0 {
                let n = ((maxHeight + Self.epsilon + lineSpacing) / step).rounded(.down)
                if n < 1e9 { lineCap = min(lineCap, max(1, Int(n))) }
            }
        }
        var brokeWord = false
        var lines = breakLines(maxWidth: maxWidth, maxLines: lineCap, brokeWord: &brokeWord)
        var visibleCount = min(lines.count, lineCap)
        if let maxHeight, visibleCount > 1 {
            let boxes = lines.prefix(visibleCount).map(lineBox)
            var height = 0.0
            var fit = 0
            for (k, box) in boxes.enumerated() {
                height += box.ascent + box.descent + (k > 0 ? lineSpacing : 0)
                if height > maxHeight + Self.epsilon { break }
                fit = k + 1
            }
            visibleCount = max(1, fit)
        }
        let truncated = lines.count > visibleCount
        if truncated {
            let last = lines[visibleCount - 1]
            lines.removeSubrange((visibleCount - 1)...)
            lines.append(truncatedLine(from: last.start, paragraphEnd: last.paragraphEnd,
                                       paragraphLevel: last.paragraphLevel, maxWidth: maxWidth))
        }
        return Outcome(layout: place(lines, truncated: truncated), brokeWord: brokeWord)
    }

    /// Greedy line breaking; stops once more than `maxLines` lines exist.
    private func breakLines(maxWidth: Double?, maxLines: Int, brokeWord: inout Bool) -> [Line] {
        var lines: [Line] = []
        for p in analysis.paragraphs {
            var line = Line(start: p.range.lowerBound, paragraphEnd: p.range.upperBound, paragraphLevel: p.level)
            for seg in p.segments {
                var cursor = seg.lowerBound
                var run = shape(cursor..<seg.upperBound)
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
                        line = Line(start: cursor, paragraphEnd: p.range.upperBound, paragraphLevel: p.level)
                        continue
                    }
                    if run.inkGraphemes <= 1 {
                        // One grapheme wider than the line: it overflows, alone.
                        append(run, to: &line)
                        break
                    }
                    // A word wider than an empty line breaks between graphemes (SwiftUI): cut
                    // pieces off using this run's grapheme widths until the rest may fit, then
                    // reshape the rest once (linear in the word's length, however narrow the line).
                    brokeWord = true
                    let widths = inkPrefixWidths(run)
                    let ink = widths.prefix.count - 1
                    var placed = 0
                    repeat {
                        var k = fittingCount(widths, from: placed, available: limit)
                        var piece = shape(cursor..<(cursor + k))
                        while k > 1, visibleWidth(piece) > limit + Self.epsilon {
                            k -= 1
                            piece = shape(cursor..<(cursor + k))
                        }
                        append(piece, to: &line)
                        lines.append(line)
                        if lines.count > maxLines { return lines }
                        cursor += k
                        placed += k
                        line = Line(start: cursor, paragraphEnd: p.range.upperBound, paragraphLevel: p.level)
                    } while ink - placed > 1 && widths.prefix[ink] - widths.prefix[placed] - widths.hangs[ink - 1] > limit + Self.epsilon
                    run = shape(cursor..<seg.upperBound)
                }
            }
            lines.append(line)
            if lines.count > maxLines { return lines }
        }
        return lines
    }

    /// Cumulative widths of a run's ink graphemes (`prefix[i]`: the first i, spacing included)
    /// and each grapheme's tracking, which hangs when it ends a line.
    private func inkPrefixWidths(_ run: ShapedRun) -> (prefix: [Double], hangs: [Double]) {
        var prefix = [0.0], hangs: [Double] = []
        prefix.reserveCapacity(run.inkGraphemes + 1)
        hangs.reserveCapacity(run.inkGraphemes)
        var width = 0.0
        for i in 0..<run.inkGraphemes {
            width += graphemeWidth(run, i)
            prefix.append(width)
            hangs.append(tracking + (run.graphemeTracked[i] ? optical : 0))
        }
        return (prefix, hangs)
    }

    /// How many graphemes after the first `placed` fit in `available` points: at least 1, and
    /// always leaving at least one grapheme for the next line.
    private func fittingCount(_ widths: (prefix: [Double], hangs: [Double]), from placed: Int, available: Double) -> Int {
        let remaining = widths.prefix.count - 1 - placed
        var k = 0
        while k < remaining,
              widths.prefix[placed + k + 1] - widths.prefix[placed] - widths.hangs[placed + k] <= available + Self.epsilon {
            k += 1
        }
        return min(max(1, k), max(1, remaining - 1))
    }
}
