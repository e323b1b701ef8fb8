import WidgetText
import WidgetCore

/// A text measurer with round numbers, so layout tests can pin frames without depending on a
/// font: every character advances half the font size, lines are `size` tall with the baseline
/// at 0.8 × size, and lines wrap at spaces (a word longer than the line breaks anywhere).
public struct FixedAdvanceMeasurer: TextMeasuring {
    public init() {}

    public func layout(_ string: String, font: FontSpec, options: TextOptions, maxWidth: Double?, maxHeight: Double?) -> TextLayout {
        let advance = font.size / 2, lineHeight = font.size, ascent = font.size * 0.8
        guard !string.isEmpty else { return TextLayout(size: .zero, lines: [], glyphs: [], fontSize: font.size, isTruncated: false) }
        let limitWidth = maxWidth.map { max($0, advance) } ?? .infinity
        var lines: [String] = []
        var current = ""
        for word in string.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if Double(candidate.count) * advance <= limitWidth || current.isEmpty && Double(word.count) * advance <= limitWidth {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current); current = "" }
            var w = word
            while Double(w.count) * advance > limitWidth {
                let n = max(1, Int(limitWidth / advance))
                lines.append(String(w.prefix(n))); w = String(w.dropFirst(n))
            }
            current = w
        }
        if !current.isEmpty { lines.append(current) }
        var maxLines = options.lineLimit.map { max(1, $0) } ?? lines.count
        if let h = maxHeight { maxLines = min(maxLines, max(1, Int((h + 1e-9) / lineHeight))) }
        let truncated = lines.count > maxLines
        if truncated { lines = Array(lines.prefix(maxLines)); lines[lines.count - 1] += "…" }
        let widths = lines.map { Double($0.count) * advance }
        let width = widths.max() ?? 0
        var textLines: [TextLine] = []
        var glyphs: [PlacedGlyph] = []
        for (i, line) in lines.enumerated() {
            let baseline = Double(i) * lineHeight + ascent
            textLines.append(TextLine(text: line, width: widths[i], baseline: baseline, x: 0))
            for (j, _) in line.enumerated() {
                glyphs.append(PlacedGlyph(id: 1, x: Double(j) * advance, y: baseline, font: FontHandle(path: "fake")))
            }
        }
        return TextLayout(size: Size(width: width, height: Double(lines.count) * lineHeight), lines: textLines,
                          glyphs: glyphs, fontSize: font.size, isTruncated: truncated)
    }
}
