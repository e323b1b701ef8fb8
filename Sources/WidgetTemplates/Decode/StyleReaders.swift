/// Colors, shape styles, gradients, alignments, points, edges and fonts, as templates write them.
extension TemplateBuilder {
    /// A fill for shapes, backgrounds and text: a color, a hierarchical style (`primary` …
    /// `quaternary`) or `{"linearGradient": {…}}`.
    func shapeStyle(_ v: JSONValue, _ p: JSONPointer) -> AnyShapeStyle? {
        guard case .value(let j, let binding) = resolve(v, p) else { return nil }
        return literally(binding != nil) { shapeStyleValue(j, p) }
    }

    private func shapeStyleValue(_ j: JSONValue, _ p: JSONPointer) -> AnyShapeStyle? {
        switch j {
        case .string("primary"): return AnyShapeStyle(HierarchicalShapeStyle.primary)
        case .string("secondary"): return AnyShapeStyle(HierarchicalShapeStyle.secondary)
        case .string("tertiary"): return AnyShapeStyle(HierarchicalShapeStyle.tertiary)
        case .string("quaternary"): return AnyShapeStyle(HierarchicalShapeStyle.quaternary)
        case .string(let name) where Self.materials[name] != nil: return Self.materials[name].map { AnyShapeStyle($0) }
        case .string("tint"): return AnyShapeStyle(TintShapeStyle())
        case .object(let o) where o["linearGradient"] != nil:
            let r = ObjectReader(o, at: p, allowed: ["linearGradient"], what: "a gradient style")
            defer { r.unknownKeys(self) }
            return r["linearGradient"].flatMap { gradient($0, r.at("linearGradient")) }.map { AnyShapeStyle($0) }
        default:
            return color(j, p).map { AnyShapeStyle($0) }
        }
    }

    /// The materials, by their SwiftUI names.
    static let materials: [String: Material] = [
        "ultraThinMaterial": .ultraThin, "thinMaterial": .thin, "regularMaterial": .regular,
        "thickMaterial": .thick, "ultraThickMaterial": .ultraThick,
    ]

    /// `{"colors": [...], "startPoint": "top", "endPoint": "bottom"}` or with `"stops"`.
    func gradient(_ v: JSONValue, _ p: JSONPointer) -> LinearGradient? {
        guard case .value(let j, let binding) = resolve(v, p) else { return nil }
        return literally(binding != nil) { gradientValue(j, p) }
    }

    private func gradientValue(_ v: JSONValue, _ p: JSONPointer) -> LinearGradient? {
        guard let r = object(v, p, allowed: ["colors", "stops", "startPoint", "endPoint"], what: "a linear gradient",
                             expected: "a gradient object such as {\"colors\": [\"blue\", \"purple\"], \"startPoint\": \"top\", \"endPoint\": \"bottom\"}") else { return nil }
        defer { r.unknownKeys(self) }
        let start = r["startPoint"].flatMap { unitPoint($0, r.at("startPoint")) } ?? .top
        let end = r["endPoint"].flatMap { unitPoint($0, r.at("endPoint")) } ?? .bottom
        switch (r["colors"], r["stops"]) {
        case (let c?, nil):
            guard let list = list(c, r.at("colors"), "a list of at least one color") else { return nil }
            let colors = literally(isBinding(c)) { list.enumerated().compactMap { color($1, r.at("colors") / $0) } }
            return colors.count == list.count ? LinearGradient(colors: colors, startPoint: start, endPoint: end) : nil
        case (nil, let s?):
            guard let list = list(s, r.at("stops"), "a list of at least one stop") else { return nil }
            let stops = literally(isBinding(s)) { gradientStops(list, r.at("stops")) }
            return stops.count == list.count ? LinearGradient(stops: stops, startPoint: start, endPoint: end) : nil
        case (nil, nil):
            issue(p, "a gradient needs \"colors\" or \"stops\".")
            return nil
        default:
            issue(p, "a gradient has either \"colors\" or \"stops\", not both.")
            return nil
        }
    }

    private func gradientStops(_ list: [JSONValue], _ p: JSONPointer) -> [Gradient.Stop] {
        var stops: [Gradient.Stop] = []
        for (i, item) in list.enumerated() {
            let ip = p / i
            guard let sr = object(item, ip, allowed: ["color", "location"], what: "a gradient stop",
                                  expected: "a stop such as {\"color\": \"blue\", \"location\": 0.5}") else { continue }
            sr.unknownKeys(self)
            guard let c = sr["color"], let l = sr["location"] else {
                issue(ip, "a gradient stop needs \"color\" and \"location\".")
                continue
            }
            if let color = color(c, sr.at("color")), let location = number(l, sr.at("location"), 0...1, "a location from 0 to 1") {
                stops.append(Gradient.Stop(color: color, location: location))
            }
        }
        return stops
    }

    /// A non-empty list (bindings applied to the list itself).
    func list(_ v: JSONValue, _ p: JSONPointer, _ expected: String) -> [JSONValue]? {
        read(v, p, expected: expected) { j in
            if case .array(let a) = j, !a.isEmpty { return a }
            return nil
        }
    }

    static let unitPoints: [(String, UnitPoint)] = [
        ("zero", .zero), ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
        ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
    ]

    func unitPoint(_ v: JSONValue, _ p: JSONPointer) -> UnitPoint? {
        guard case .value(let j, let binding) = resolve(v, p) else { return nil }
        return literally(binding != nil) { unitPointValue(j, p) }
    }

    private func unitPointValue(_ v: JSONValue, _ p: JSONPointer) -> UnitPoint? {
        if case .object(let o) = v {
            let r = ObjectReader(o, at: p, allowed: ["x", "y"], what: "a unit point")
            defer { r.unknownKeys(self) }
            guard let x = r["x"], let y = r["y"] else { issue(p, "a unit point needs \"x\" and \"y\" (0 is leading/top, 1 trailing/bottom)."); return nil }
            guard let px = number(x, r.at("x"), -10...10, "a number from -10 to 10"),
                  let py = number(y, r.at("y"), -10...10, "a number from -10 to 10") else { return nil }
            return UnitPoint(x: px, y: py)
        }
        return choice(v, p, Self.unitPoints, "a unit point such as \"top\", or {\"x\": 0.5, \"y\": 0}")
    }

    static let alignments: [(String, Alignment)] = [
        ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
        ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
        ("centerFirstTextBaseline", .centerFirstTextBaseline), ("centerLastTextBaseline", .centerLastTextBaseline),
        ("leadingFirstTextBaseline", .leadingFirstTextBaseline), ("leadingLastTextBaseline", .leadingLastTextBaseline),
    ]
    static let horizontalAlignments: [(String, HorizontalAlignment)] = [("leading", .leading), ("center", .center), ("trailing", .trailing)]
    static let verticalAlignments: [(String, VerticalAlignment)] = [
        ("top", .top), ("center", .center), ("bottom", .bottom), ("firstTextBaseline", .firstTextBaseline), ("lastTextBaseline", .lastTextBaseline),
    ]

    func alignment(_ v: JSONValue, _ p: JSONPointer) -> Alignment? { choice(v, p, Self.alignments, "an alignment") }

    static let edgeSets: [(String, Edge.Set)] = [
        ("all", .all), ("horizontal", .horizontal), ("vertical", .vertical),
        ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
    ]

    /// `"horizontal"` or `["top", "leading"]`.
    func edges(_ v: JSONValue, _ p: JSONPointer) -> Edge.Set? {
        guard case .value(let j, let binding) = resolve(v, p) else { return nil }
        return literally(binding != nil) { edgesValue(j, p) }
    }

    private func edgesValue(_ v: JSONValue, _ p: JSONPointer) -> Edge.Set? {
        if case .array(let items) = v {
            var set: Edge.Set = []
            for (i, item) in items.enumerated() {
                guard let e = choice(item, p / i, Self.edgeSets, "an edge") else { return nil }
                set.formUnion(e)
            }
            return set
        }
        return choice(v, p, Self.edgeSets, "edges")
    }

    static let textStyles: [(String, Font.TextStyle)] = Font.TextStyle.allCases.map { ($0.rawValue, $0) }
    static let weights: [(String, FontWeight)] = FontWeight.allCases.map { ($0.rawValue, $0) }
    static let designs: [(String, FontDesign)] = FontDesign.allCases.map { ($0.rawValue, $0) }
    static let widths: [(String, Font.Width)] = [("compressed", .compressed), ("condensed", .condensed), ("standard", .standard),
                                                 ("expanded", .expanded)]

    /// `"headline"`, `{"style": "title", "weight": "bold"}`, `{"size": 40, "weight": "bold",
    /// "design": "rounded"}` or `{"custom": "Name", "size": 17}`; `italic`, `monospacedDigit`
    /// and `width` (SwiftUI's `Font.width`: "condensed", …) may be added to an object.
    func font(_ v: JSONValue, _ p: JSONPointer) -> Font? {
        guard case .value(let j, let binding) = resolve(v, p) else { return nil }
        return literally(binding != nil) { fontValue(j, p) }
    }

    private func fontValue(_ j: JSONValue, _ p: JSONPointer) -> Font? {
        if case .string = j {
            return choice(j, p, Self.textStyles, "a text style").map { Font.system($0) }
        }
        guard let r = object(j, p, allowed: ["style", "size", "custom", "weight", "design", "italic", "monospacedDigit", "width"], what: "a font",
                             expected: "a font: a text style such as \"headline\", or {\"size\": 17, \"weight\": \"bold\"}") else { return nil }
        defer { r.unknownKeys(self) }
        let weight = r["weight"].flatMap { choice($0, r.at("weight"), Self.weights, "a font weight") }
        let design = r["design"].flatMap { choice($0, r.at("design"), Self.designs, "a font design") } ?? .default
        var font: Font
        switch (r["style"], r["size"]) {
        case (let s?, nil):
            if r.has("custom") { issue(r.at("custom"), "a custom font needs a \"size\", not a \"style\".") }
            guard let style = choice(s, r.at("style"), Self.textStyles, "a text style") else { return nil }
            font = .system(style, design: design, weight: weight)
        case (nil, let z?):
            guard let size = number(z, r.at("size"), 1...500, "a font size from 1 to 500 points") else { return nil }
            if let c = r["custom"] {
                guard let name = string(c, r.at("custom")) else { return nil }
                font = .custom(name, size: size)
                if let weight { font = font.weight(weight) }
            } else {
                font = .system(size: size, weight: weight ?? .regular, design: design)
            }
        case (nil, nil):
            issue(p, "a font needs a \"style\" (such as \"headline\") or a \"size\".")
            return nil
        default:
            issue(p, "a font has a \"style\" or a \"size\", not both.")
            return nil
        }
        if let i = r["italic"], bool(i, r.at("italic")) == true { font = font.italic() }
        if let m = r["monospacedDigit"], bool(m, r.at("monospacedDigit")) == true { font = font.monospacedDigit() }
        if let w = r["width"], let width = choice(w, r.at("width"), Self.widths, "a font width") { font = font.width(width) }
        return font
    }
}
