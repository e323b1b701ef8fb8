extension TextMeasuring {
    /// Metrics read off the layout of a single space: ascender = its first baseline, line
    /// height = its height, no line gap. ``TextEngine`` overrides this with the font's tables.
    public func fontMetrics(for font: FontSpec) -> FontMetrics {
        let probe = layout(" ", font: font, options: TextOptions(), maxWidth: nil, maxHeight: nil)
        let ascender = probe.firstBaseline
        return FontMetrics(size: font.size, ascender: ascender, descender: ascender - probe.size.height, lineGap: 0)
    }
}
