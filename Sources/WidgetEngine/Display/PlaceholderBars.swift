extension PlaceholderStyle {
    /// A placeholder's paint: `c` at ``opacity``.
    static func faded(_ c: RGBA) -> Paint { .color(RGBA(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha * opacity)) }
}

extension DisplayListBuilder {
    /// The placeholder bars standing for a redacted text: one rounded bar per laid-out line
    /// (``TextKind`` and ``StyledTextKind`` draw these when redacted; images draw one bar;
    /// containers pass redaction down; shapes and colours draw as they are, as in SwiftUI).
    func textBars(lines: [TextLine], height: Double, frame: Rect, paint: Paint) -> [DisplayItem] {
        let evenShare = height / Double(max(1, lines.count))
        return lines.enumerated().compactMap { i, line in
            guard line.width > 0 else { return nil }
            // A measurer without line metrics: lines share the height evenly.
            let measured = line.ascent + line.descent > 0
            let top = measured ? line.top : Double(i) * evenShare
            let box = Rect(x: frame.minX + line.x, y: frame.minY + top, width: line.width,
                           height: measured ? line.ascent + line.descent : evenShare)
            let bar = PlaceholderStyle.textBar(box)
            return .fill(.roundedRect(bar.rect.snapped(toScale: engine.scale), cornerRadius: bar.cornerRadius, style: .continuous), paint)
        }
    }
}
