/// A `Text` in one style.
package struct TextKind: LeafKind {
    package let string: String
    package let font: FontSpec
    package let options: TextOptions
    package let style: AnyShapeStyle
    package let measurer: any TextMeasuring

    package init(string: String, font: FontSpec, options: TextOptions, style: AnyShapeStyle, measurer: any TextMeasuring) {
        self.string = string; self.font = font; self.options = options; self.style = style; self.measurer = measurer
    }

    package func name(of node: Node) -> String { "Text(\"\(string)\")" }
    package func size(of node: Node, for p: ProposedSize, in engine: LayoutEngine) -> Size {
        layout(for: p).size
    }
    package func baseline(of node: Node, for p: ProposedSize, first: Bool, in engine: LayoutEngine) -> Double? {
        let layout = layout(for: p)
        return first ? layout.firstBaseline : layout.lastBaseline
    }
    package func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) {
        let layout = layout(for: builder.engine.proposal(of: node))
        let paint = style._paint(in: frame, scheme: builder.scheme(of: node))
        for run in layout.glyphRuns(at: frame.origin, paint: paint) { builder.items.append(.glyphs(run)) }
    }
    package func spacingText(of node: Node, edge: Edge) -> TextKind? { self }
    package func placeholderItems(of node: Node, frame: Rect, in builder: DisplayListBuilder) -> [DisplayItem]? {
        let scheme = builder.scheme(of: node)
        let layout = layout(for: builder.engine.proposal(of: node))
        let base: RGBA
        if case .color(let c) = style._paint(in: frame, scheme: scheme) { base = c } else { base = scheme.labelColor }
        return builder.textBars(lines: layout.lines, height: layout.size.height, frame: frame, paint: PlaceholderStyle.faded(base))
    }

    /// The text laid out for proposal `p` (infinite or negative lengths do not bound it).
    package func layout(for p: ProposedSize) -> TextLayout {
        measurer.layout(string, font: font, options: options, maxWidth: p.width.textBound, maxHeight: p.height.textBound)
    }
}

extension Optional where Wrapped == Double {
    /// A proposed length as a bound for text: nil when unspecified or infinite, never negative.
    package var textBound: Double? { flatMap { $0.isFinite ? Swift.max(0, $0) : nil } }
}
