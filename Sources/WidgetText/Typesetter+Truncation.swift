/// Truncation: the last visible line with "…" (U+2026, drawn by the Latin face).
extension Typesetter {
    /// Shapes a constructed line segment by segment, with bidi levels at `paragraphLevel`.
    private func runs(_ chars: [Character], paragraphLevel: UInt8) -> [ShapedRun] {
        guard !chars.isEmpty else { return [] }
        let levels = Bidi.levels(chars.map(BidiClass.of), paragraphLevel: paragraphLevel)
        return LineBreaking.segments(chars, in: 0..<chars.count).map { shapeText(chars[$0], levels[$0]) }
    }

    /// Lays out `chars` on one line, without wrapping.
    private func singleLine(_ chars: [Character], start: Int, paragraphLevel: UInt8) -> Line {
        var line = Line(start: start, paragraphEnd: start + chars.count, paragraphLevel: paragraphLevel)
        for run in runs(chars, paragraphLevel: paragraphLevel) { append(run, to: &line) }
        return line
    }

    /// Per-grapheme widths of `chars` in points, spacing included, shaped segment by segment.
    private func graphemeWidths(_ chars: [Character], paragraphLevel: UInt8) -> [Double] {
        var widths: [Double] = []
        widths.reserveCapacity(chars.count)
        for run in runs(chars, paragraphLevel: paragraphLevel) {
            for i in 0..<run.graphemeCount { widths.append(graphemeWidth(run, i)) }
        }
        return widths
    }

    /// The width "…" takes at the end of a line.
    private var ellipsisWidth: Double {
        runs([Self.ellipsis], paragraphLevel: 0).first.map(visibleWidth) ?? 0
    }

    /// The last visible line with "…": tail keeps the start of its paragraph's remaining text;
    /// head keeps the end of the whole text; middle keeps both ends. Head and middle read the
    /// remaining text with newlines as spaces, and fall back to tail when all of it would fit
    /// (the cut is then at a paragraph end). Keeps the line within `maxWidth` except when even
    /// "…" alone is wider (a single grapheme may overflow).
    func truncatedLine(from start: Int, paragraphEnd: Int, paragraphLevel: UInt8, maxWidth: Double?) -> Line {
        let chars = analysis.chars
        let tailSource = Array(chars[start..<paragraphEnd])
        guard let limit = maxWidth, options.truncationMode != .tail else {
            return tailTruncated(tailSource, start: start, paragraphLevel: paragraphLevel, limit: maxWidth)
        }
        let source = chars[start...].map { $0.isNewline ? " " : $0 }
        let widths = graphemeWidths(source, paragraphLevel: paragraphLevel)
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
        if keepStart + keepEnd >= source.count {
            return tailTruncated(tailSource, start: start, paragraphLevel: paragraphLevel, limit: limit)
        }
        while true {
            var candidate = Array(source[0..<keepStart])
            trimTrailingSpaces(&candidate)
            candidate.append(Self.ellipsis)
            candidate.append(contentsOf: source[(source.count - keepEnd)...].drop(while: LineBreaking.isBreakableSpace))
            let line = singleLine(candidate, start: start, paragraphLevel: paragraphLevel)
            if line.visible <= limit + Self.epsilon || keepStart + keepEnd == 0 { return line }
            if keepStart > keepEnd { keepStart -= 1 } else { keepEnd -= 1 }
        }
    }

    private func tailTruncated(_ source: [Character], start: Int, paragraphLevel: UInt8, limit: Double?) -> Line {
        var keep = source.count
        if let limit {
            let widths = graphemeWidths(source, paragraphLevel: paragraphLevel)
            let fit = limit + Self.epsilon - ellipsisWidth
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
            let line = singleLine(candidate, start: start, paragraphLevel: paragraphLevel)
            guard let limit, line.visible > limit + Self.epsilon, keep > 0 else { return line }
            keep -= 1
        }
    }

    private func trimTrailingSpaces(_ chars: inout [Character]) {
        while let last = chars.last, LineBreaking.isBreakableSpace(last) { chars.removeLast() }
    }
}
