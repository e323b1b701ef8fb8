extension DisplayListBuilder {
    /// A fill with a style: a material becomes a ``DisplayItem/material(_:_:)`` (it needs what
    /// is drawn beneath it), anything else a plain fill.
    mutating func appendFill(_ path: Path, _ style: AnyShapeStyle, _ frame: Rect, scheme: ColorScheme) {
        if let material = style._materialFill(scheme) {
            items.append(.material(path, material))
        } else {
            items.append(.fill(path, style._paint(in: frame, scheme: scheme)))
        }
    }
}
