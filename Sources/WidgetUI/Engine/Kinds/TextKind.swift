/// A `Text` in one style.
struct TextKind: LeafKind {
    let string: String
    let font: FontSpec
    let options: TextOptions
    let style: AnyShapeStyle
    let measurer: any TextMeasuring

    func name(of node: Node) -> String { "Text(\"\(string)\")" }
    func size(of node: Node, for p: ProposedSize, in engine: LayoutEngine) -> Size {
        layout(for: p).size
    }
    func baseline(of node: Node, for p: ProposedSize, first: Bool, in engine: LayoutEngine) -> Double? {
        let layout = layout(for: p)
        return first ? layout.firstBaseline : layout.lastBaseline
    }
    func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) {
        let layout = layout(for: node.proposal)
        let paint = style._paint(in: frame, scheme: builder.scheme(of: node))
        for run in layout.glyphRuns(at: frame.origin, paint: paint) { builder.items.append(.glyphs(run)) }
    }
    func spacingText(of node: Node, edge: Edge) -> TextKind? { self }
    func placeholderItems(of node: Node, frame: Rect, in builder: DisplayListBuilder) -> [DisplayItem]? {
        let scheme = builder.scheme(of: node)
        let layout = layout(for: node.proposal)
        let base: RGBA
        if case .color(let c) = style._paint(in: frame, scheme: scheme) { base = c } else { base = Color.primary.resolve(scheme) }
        return builder.textBars(lines: layout.lines, height: layout.size.height, frame: frame, paint: PlaceholderStyle.faded(base))
    }

    /// The text laid out for proposal `p` (infinite or negative lengths do not bound it).
    func layout(for p: ProposedSize) -> TextLayout {
        measurer.layout(string, font: font, options: options, maxWidth: p.width.textBound, maxHeight: p.height.textBound)
    }
}

extension Optional where Wrapped == Double {
    /// A proposed length as a bound for text: nil when unspecified or infinite, never negative.
    var textBound: Double? { flatMap { $0.isFinite ? Swift.max(0, $0) : nil } }
}
