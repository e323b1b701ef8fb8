extension DisplayListBuilder {
    /// A fill with a style: a material becomes a ``DisplayItem/material(_:_:)`` (it needs what
    /// is drawn beneath it), anything else a plain fill.
    mutating func appendFill(_ path: Path, _ style: AnyShapeStyle, _ frame: Rect, scheme: ColorScheme) {
        if let material = style.base as? Material {
            items.append(.material(path, material.fill(scheme)))
        } else {
            items.append(.fill(path, style._paint(in: frame, scheme: scheme)))
        }
    }
}
