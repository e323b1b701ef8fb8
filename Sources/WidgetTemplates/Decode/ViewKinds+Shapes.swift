/// The shapes: `fill`, `stroke` or `strokeBorder`.
extension ViewKinds {
    /// A shape kind: `fill` (a style), `stroke` (a style, or true for the foreground) or
    /// `strokeBorder` (a style), with `lineWidth`; with none, the shape fills with the foreground.
    static func shape<S: Shape>(extra: [String] = [], _ make: @escaping @Sendable (TemplateBuilder, ObjectReader) -> S) -> Kind {
        Kind(keys: extra + ["fill", "stroke", "strokeBorder", "lineWidth", "strokeStyle", "trim", "rotation"]) { b, r in
            drawn(b, r, outline(b, r, make(b, r)))
        }
    }

    /// `trim` ({"from": 0, "to": 0.75}) and `rotation` (degrees) applied to the shape.
    private static func outline<S: Shape>(_ b: TemplateBuilder, _ r: ObjectReader, _ shape: S) -> AnyShape {
        var out = AnyShape(shape)
        if let t = r["trim"], let o = b.object(t, r.at("trim"), allowed: ["from", "to"], what: "trim", expected: "a trim such as {\"from\": 0, \"to\": 0.75}") {
            defer { o.unknownKeys(b) }
            let from = o["from"].flatMap { b.number($0, o.at("from"), 0...1, "a fraction from 0 to 1") } ?? 0
            let to = o["to"].flatMap { b.number($0, o.at("to"), 0...1, "a fraction from 0 to 1") } ?? 1
            out = AnyShape(out.trim(from: from, to: to))
        }
        if let rv = r["rotation"], let deg = b.number(rv, r.at("rotation"), -36000...36000, "an angle in degrees") {
            out = AnyShape(out.rotation(.degrees(deg)))
        }
        return out
    }

    /// The shape filled or stroked as its keys say.
    private static func drawn(_ b: TemplateBuilder, _ r: ObjectReader, _ shape: AnyShape) -> AnyView {
        let present = ["fill", "stroke", "strokeBorder"].filter { r.has($0) }
        if present.count > 1 {
            b.issue(r.pointer, "a shape has one of \"fill\", \"stroke\" or \"strokeBorder\"; this one has \(present.joined(separator: " and ")).")
        }
        for k in ["lineWidth", "strokeStyle"] where r.has(k) && !(r.has("stroke") || r.has("strokeBorder")) {
            b.issue(r.at(k), "\"\(k)\" applies to \"stroke\" or \"strokeBorder\".")
        }
        if r.has("lineWidth"), r.has("strokeStyle") { b.issue(r.at("lineWidth"), "give the width inside \"strokeStyle\", not both.") }
        var style = r["strokeStyle"].flatMap { strokeStyle(b, $0, r.at("strokeStyle")) } ?? StrokeStyle()
        if let w = r["lineWidth"].flatMap({ b.length($0, r.at("lineWidth")) }) { style.lineWidth = w }
        if let f = r["fill"] {
            return AnyView(shape.fill(b.shapeStyle(f, r.at("fill")) ?? AnyShapeStyle(Color.clear)))
        }
        if let s = r["stroke"] {
            if case .bool(true) = s { return AnyView(shape.stroke(style: style)) }
            return AnyView(shape.stroke(b.shapeStyle(s, r.at("stroke")) ?? AnyShapeStyle(Color.clear), style: style))
        }
        if let s = r["strokeBorder"] {
            return AnyView(shape.strokeBorder(b.shapeStyle(s, r.at("strokeBorder")) ?? AnyShapeStyle(Color.clear), style: style))
        }
        return AnyView(shape)
    }

    /// `{"lineWidth": 8, "lineCap": "round", "lineJoin": "miter", "miterLimit": 10, "dash": [4, 2], "dashPhase": 0}`.
    static func strokeStyle(_ b: TemplateBuilder, _ v: JSONValue, _ p: JSONPointer) -> StrokeStyle? {
        guard let r = b.object(v, p, allowed: ["lineWidth", "lineCap", "lineJoin", "miterLimit", "dash", "dashPhase"], what: "strokeStyle",
                               expected: "a stroke style such as {\"lineWidth\": 8, \"lineCap\": \"round\"}") else { return nil }
        defer { r.unknownKeys(b) }
        var s = StrokeStyle()
        if let w = r["lineWidth"].flatMap({ b.length($0, r.at("lineWidth")) }) { s.lineWidth = w }
        if let c = r["lineCap"].flatMap({ b.choice($0, r.at("lineCap"), [("butt", StrokeStyle.LineCap.butt), ("round", .round), ("square", .square)], "a line cap") }) { s.lineCap = c }
        if let j = r["lineJoin"].flatMap({ b.choice($0, r.at("lineJoin"), [("miter", StrokeStyle.LineJoin.miter), ("round", .round), ("bevel", .bevel)], "a line join") }) { s.lineJoin = j }
        if let m = r["miterLimit"].flatMap({ b.number($0, r.at("miterLimit"), 1...1000, "a miter limit from 1 to 1000") }) { s.miterLimit = m }
        if let d = r["dash"], let list = b.list(d, r.at("dash"), "a list of dash lengths") {
            s.dash = list.enumerated().compactMap { i, x in b.length(x, r.at("dash") / i) }
        }
        if let ph = r["dashPhase"].flatMap({ b.distance($0, r.at("dashPhase")) }) { s.dashPhase = ph }
        return s
    }
}
