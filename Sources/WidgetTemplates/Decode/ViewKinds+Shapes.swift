/// The shapes: `fill`, `stroke` or `strokeBorder`.
extension ViewKinds {
    /// A shape kind: `fill` (a style), `stroke` (a style, or true for the foreground) or
    /// `strokeBorder` (a style), with `lineWidth`; with none, the shape fills with the foreground.
    static func shape<S: Shape>(extra: [String] = [], _ make: @escaping @Sendable (TemplateBuilder, ObjectReader) -> S) -> Kind {
        Kind(keys: extra + ["fill", "stroke", "strokeBorder", "lineWidth"]) { b, r in
            let shape = make(b, r)
            let width = r["lineWidth"].flatMap { b.length($0, r.at("lineWidth")) } ?? 1
            let present = ["fill", "stroke", "strokeBorder"].filter { r.has($0) }
            if present.count > 1 {
                b.issue(r.pointer, "a shape has one of \"fill\", \"stroke\" or \"strokeBorder\"; this one has \(present.joined(separator: " and ")).")
            }
            if r.has("lineWidth"), !(r.has("stroke") || r.has("strokeBorder")) {
                b.issue(r.at("lineWidth"), "\"lineWidth\" applies to \"stroke\" or \"strokeBorder\".")
            }
            if let f = r["fill"] {
                return AnyView(shape.fill(b.shapeStyle(f, r.at("fill")) ?? AnyShapeStyle(Color.clear)))
            }
            if let s = r["stroke"] {
                if case .bool(true) = s { return AnyView(shape.stroke(lineWidth: width)) }
                return AnyView(shape.stroke(b.shapeStyle(s, r.at("stroke")) ?? AnyShapeStyle(Color.clear), lineWidth: width))
            }
            if let s = r["strokeBorder"] {
                return AnyView(shape.strokeBorder(b.shapeStyle(s, r.at("strokeBorder")) ?? AnyShapeStyle(Color.clear), lineWidth: width))
            }
            return AnyView(shape)
        }
    }
}
