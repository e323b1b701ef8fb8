/// A filled or stroked `Shape`: fills whatever it is offered.
package struct ShapeKind: LeafKind {
    package enum Drawing {
        case fill(AnyShapeStyle?)
        /// `inset`: stroke inside the edge (`strokeBorder`), else centered on it (`stroke`).
        case stroke(AnyShapeStyle?, StrokeStyle, inset: Bool)
    }
    package let path: @Sendable (Rect) -> Path
    package var drawing: Drawing
    /// The environment's foreground style, used when the drawing names none.
    package var foreground: AnyShapeStyle
    package var name: String

    package init(path: @escaping @Sendable (Rect) -> Path, drawing: Drawing, foreground: AnyShapeStyle, name: String) {
        self.path = path; self.drawing = drawing; self.foreground = foreground; self.name = name
    }

    package func name(of node: Node) -> String { name }
    package func size(of node: Node, for p: ProposedSize, in engine: LayoutEngine) -> Size {
        p.replacingUnspecified(with: LayoutEngine.unspecifiedShapeLength)
    }
    package func draw(_ node: Node, frame: Rect, into builder: inout DisplayListBuilder) {
        let scheme = builder.scheme(of: node)
        switch drawing {
        case .fill(let style):
            builder.appendFill(path(frame), style ?? foreground, frame, scheme: scheme)
        case .stroke(let style, let stroke, let inset):
            let w = max(0, stroke.lineWidth)
            let rect = inset ? frame.inset(by: EdgeInsets(all: w / 2)) : frame
            builder.items.append(.stroke(path(rect), (style ?? foreground)._paint(in: frame, scheme: scheme), stroke))
        }
    }
    /// A filled shape masks with its outline; a stroked one with its alpha.
    package func maskOutline(of node: Node, in builder: DisplayListBuilder) -> Path? {
        guard case .fill = drawing else { return nil }
        return path(builder.snapped(builder.engine.frame(of: node)))
    }
}
