import Foundation

/// Every WidgetUI modifier, as a template writes it in a view's `modifiers` list: the
/// modifier's name and its argument (`{"padding": 8}`, `{"font": "headline"}`, `"bold"`).
/// One row per modifier; the readers check the argument and the row applies it.
enum ModifierKinds {
    typealias Apply = @Sendable (TemplateBuilder, JSONValue, JSONPointer, AnyView) -> AnyView

    static var names: [String] { table.keys.sorted() }

    /// A modifier with one argument read by `read`; a bad argument leaves the view unchanged.
    static func value<T>(_ read: @escaping @Sendable (TemplateBuilder, JSONValue, JSONPointer) -> T?,
                                 _ apply: @escaping @Sendable (AnyView, T) -> AnyView) -> Apply {
        { b, v, p, view in read(b, v, p).map { apply(view, $0) } ?? view }
    }

    /// A modifier without an argument: `"clipped"` or `{"clipped": true}`; false leaves the view as is.
    static func flag(_ apply: @escaping @Sendable (AnyView) -> AnyView) -> Apply {
        value({ b, v, p in b.bool(v, p) }) { view, on in on ? apply(view) : view }
    }

    static let table: [String: Apply] = coreTable.merging(effectTable) { core, _ in core }.merging(surfaceTable) { core, _ in core }
        .merging(accessibilityTable) { core, _ in core }

    static let coreTable: [String: Apply] = [
        // MARK: Layout
        "padding": padding,
        "frame": frame,
        "fixedSize": { b, v, p, view in
            if case .object = v, let r = b.object(v, p, allowed: ["horizontal", "vertical"], what: "fixedSize", expected: "") {
                defer { r.unknownKeys(b) }
                let h = r["horizontal"].flatMap { b.bool($0, r.at("horizontal")) } ?? false
                let vv = r["vertical"].flatMap { b.bool($0, r.at("vertical")) } ?? false
                return AnyView(view.fixedSize(horizontal: h, vertical: vv))
            }
            return b.bool(v, p) == true ? AnyView(view.fixedSize()) : view
        },
        "layoutPriority": value({ b, v, p in b.number(v, p, -1000...1000, "a priority from -1000 to 1000") }) { AnyView($0.layoutPriority($1)) },
        "aspectRatio": aspectRatio,
        "scaledToFit": flag { AnyView($0.scaledToFit()) },
        "scaledToFill": flag { AnyView($0.scaledToFill()) },
        "offset": { b, v, p, view in
            guard let r = b.object(v, p, allowed: ["x", "y"], what: "offset", expected: "an offset such as {\"x\": 0, \"y\": 4}") else { return view }
            defer { r.unknownKeys(b) }
            let x = r["x"].flatMap { b.distance($0, r.at("x")) } ?? 0
            let y = r["y"].flatMap { b.distance($0, r.at("y")) } ?? 0
            return AnyView(view.offset(x: x, y: y))
        },
        "id": value({ b, v, p in
            b.read(v, p, expected: "a string or a number") { j -> String? in
                switch j {
                case .string(let s): return s
                case .number(let n): return JSONValue.format(n)
                default: return nil
                }
            }
        }) { AnyView($0.id($1)) },

        // MARK: Drawing
        "background": { b, v, p, view in
            switch secondary(b, v, p, allowStyle: true) {
            case .style(let s)?: return AnyView(view.background(s))
            case .view(let content, let a)?: return AnyView(view.background(alignment: a) { content })
            case nil: return view
            }
        },
        "overlay": { b, v, p, view in
            switch secondary(b, v, p, allowStyle: true) {
            case .style(let s)?: return AnyView(view.overlay(s))
            case .view(let content, let a)?: return AnyView(view.overlay(alignment: a) { content })
            case nil: return view
            }
        },
        "mask": { b, v, p, view in
            guard case .view(let content, let a)? = secondary(b, v, p, allowStyle: false) else { return view }
            return AnyView(view.mask(alignment: a) { content })
        },
        "border": { b, v, p, view in
            if case .object(let o) = v, o["style"] != nil || o["width"] != nil {
                let r = ObjectReader(o, at: p, allowed: ["style", "width"], what: "border")
                defer { r.unknownKeys(b) }
                let width = r["width"].flatMap { b.length($0, r.at("width")) } ?? 1
                guard let sv = r["style"] else { b.issue(p, "a border needs a \"style\" (a color or gradient)."); return view }
                return b.shapeStyle(sv, r.at("style")).map { AnyView(view.border($0, width: width)) } ?? view
            }
            return b.shapeStyle(v, p).map { AnyView(view.border($0)) } ?? view
        },
        "opacity": value({ b, v, p in b.number(v, p, 0...1, "an opacity from 0 to 1") }) { AnyView($0.opacity($1)) },
        "clipped": flag { AnyView($0.clipped()) },
        "clipShape": { b, v, p, view in clipShape(b, v, p, view) },
        "cornerRadius": value({ b, v, p in b.length(v, p) }) { AnyView($0.cornerRadius($1)) },
        "shadow": { b, v, p, view in
            guard let r = b.object(v, p, allowed: ["color", "radius", "x", "y"], what: "shadow",
                                   expected: "a shadow such as {\"radius\": 4, \"y\": 2}") else { return view }
            defer { r.unknownKeys(b) }
            guard let rv = r["radius"] else { b.issue(p, "a shadow needs a \"radius\" in points."); return view }
            guard let radius = b.number(rv, r.at("radius"), 0...1000, "a blur radius from 0 to 1000 points") else { return view }
            let color = r["color"].flatMap { b.color($0, r.at("color")) } ?? Color(white: 0, opacity: 0.33)
            let x = r["x"].flatMap { b.distance($0, r.at("x")) } ?? 0
            let y = r["y"].flatMap { b.distance($0, r.at("y")) } ?? 0
            return AnyView(view.shadow(color: color, radius: radius, x: x, y: y))
        },

        // MARK: Text
        "font": value({ b, v, p in b.font(v, p) }) { AnyView($0.font($1)) },
        "fontWeight": value({ b, v, p in b.choice(v, p, TemplateBuilder.weights, "a font weight") }) { AnyView($0.fontWeight($1)) },
        "bold": value({ b, v, p in b.bool(v, p) }) { AnyView($0.bold($1)) },
        "italic": value({ b, v, p in b.bool(v, p) }) { AnyView($0.italic($1)) },
        "monospacedDigit": flag { AnyView($0.monospacedDigit()) },
        "foregroundColor": value({ b, v, p in b.color(v, p) }) { AnyView($0.foregroundColor($1)) },
        "foregroundStyle": value({ b, v, p in b.shapeStyle(v, p) }) { AnyView($0.foregroundStyle($1)) },
        "tint": value({ b, v, p in b.color(v, p) }) { AnyView($0.tint($1)) },
        "lineLimit": lineLimit,
        "minimumScaleFactor": value({ b, v, p in b.number(v, p, 0.01...1, "a scale factor from 0.01 to 1") }) { AnyView($0.minimumScaleFactor($1)) },
        "textCase": { b, v, p, view in
            if case .null = v { return AnyView(view.textCase(nil)) }
            return b.choice(v, p, [("uppercase", Text.Case.uppercase), ("lowercase", .lowercase)], "a text case, or null").map { AnyView(view.textCase($0)) } ?? view
        },
        "multilineTextAlignment": value({ b, v, p in
            b.choice(v, p, TextAlignment.allCases.map { ($0.rawValue, $0) }, "a text alignment")
        }) { AnyView($0.multilineTextAlignment($1)) },
        "truncationMode": value({ b, v, p in
            b.choice(v, p, TruncationMode.allCases.map { ($0.rawValue, $0) }, "a truncation mode")
        }) { AnyView($0.truncationMode($1)) },
        "lineSpacing": value({ b, v, p in b.length(v, p) }) { AnyView($0.lineSpacing($1)) },
        "tracking": value({ b, v, p in b.number(v, p, -100...100, "a tracking from -100 to 100 points") }) { AnyView($0.tracking($1)) },
        "kerning": value({ b, v, p in b.number(v, p, -100...100, "a kerning from -100 to 100 points") }) { AnyView($0.kerning($1)) },

        // MARK: Symbols and labels
        "imageScale": value({ b, v, p in b.choice(v, p, ViewKinds.imageScales, "an image scale") }) { AnyView($0.imageScale($1)) },
        "symbolRenderingMode": value({ b, v, p in b.choice(v, p, ViewKinds.renderingModes, "a symbol rendering mode") }) { AnyView($0.symbolRenderingMode($1)) },
        "symbolVariant": value({ b, v, p in b.choice(v, p, ViewKinds.symbolVariants, "a symbol variant such as fill or circle.fill") }) { AnyView($0.symbolVariant($1)) },
        "labelStyle": value({ b, v, p in b.choice(v, p, ViewKinds.labelStyles, "a label style") }) { AnyView($0.labelStyle(kind: $1)) },

        // MARK: Environment and widget
        "environment": environment,
        "widgetURL": value({ b, v, p in b.url(v, p) }) { AnyView($0.widgetURL($1)) },
        "containerBackground": { b, v, p, view in
            switch secondary(b, v, p, allowStyle: true) {
            case .style(let s)?: return AnyView(view.containerBackground(s, for: .widget))
            case .view(let content, let a)?: return AnyView(view.containerBackground(for: .widget, alignment: a) { content })
            case nil: return view
            }
        },
    ]
}
