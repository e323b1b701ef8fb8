import Foundation

/// The view types a template can use, one entry per WidgetUI view: its keys and how it is
/// built. A template's own components are used the same way, by name.
enum ViewKinds {
    struct Kind: Sendable {
        /// The keys besides `type`, `if` and `modifiers`.
        let keys: [String]
        /// Every key the view may have: ``commonKeys`` and ``keys``, joined once.
        let allowed: [String]
        let build: @Sendable (TemplateBuilder, ObjectReader) -> AnyView

        init(keys: [String], build: @escaping @Sendable (TemplateBuilder, ObjectReader) -> AnyView) {
            self.keys = keys; self.allowed = ViewKinds.commonKeys + keys; self.build = build
        }
    }

    static let commonKeys = ["type", "if", "modifiers"]
    static var names: [String] { table.keys.sorted() }

    /// Views side by side in a container: `ForEach` over the built children.
    static func list(_ views: [AnyView]) -> ForEach<Range<Int>, Int, AnyView> {
        ForEach(0..<views.count) { views[$0] }
    }

    static let table: [String: Kind] = coreTable.merging(controlTable) { core, _ in core }.merging(buttonTable) { core, _ in core }

    static let coreTable: [String: Kind] = [
        "VStack": Kind(keys: ["alignment", "spacing", "children"]) { b, r in
            let a = r["alignment"].flatMap { b.choice($0, r.at("alignment"), TemplateBuilder.horizontalAlignments, "a horizontal alignment") } ?? .center
            let s = r["spacing"].flatMap { b.distance($0, r.at("spacing")) }
            let children = b.views(r["children"], r.at("children"))
            return AnyView(VStack(alignment: a, spacing: s) { list(children) })
        },
        "HStack": Kind(keys: ["alignment", "spacing", "children"]) { b, r in
            let a = r["alignment"].flatMap { b.choice($0, r.at("alignment"), TemplateBuilder.verticalAlignments, "a vertical alignment") } ?? .center
            let s = r["spacing"].flatMap { b.distance($0, r.at("spacing")) }
            let children = b.views(r["children"], r.at("children"))
            return AnyView(HStack(alignment: a, spacing: s) { list(children) })
        },
        "ZStack": Kind(keys: ["alignment", "children"]) { b, r in
            let a = r["alignment"].flatMap { b.alignment($0, r.at("alignment")) } ?? .center
            let children = b.views(r["children"], r.at("children"))
            return AnyView(ZStack(alignment: a) { list(children) })
        },
        "Group": Kind(keys: ["children"]) { b, r in
            let children = b.views(r["children"], r.at("children"))
            return AnyView(Group { list(children) })
        },
        "Spacer": Kind(keys: ["minLength"]) { b, r in
            AnyView(Spacer(minLength: r["minLength"].flatMap { b.length($0, r.at("minLength")) }))
        },
        "Divider": Kind(keys: []) { _, _ in AnyView(Divider()) },
        "EmptyView": Kind(keys: []) { _, _ in AnyView(EmptyView()) },
        "Text": Kind(keys: ["text", "date", "style", "format", "timer", "markdown", "number", "runs"], build: buildText),
        "Image": Kind(keys: ["source", "systemName", "resizable", "interpolation", "scale", "placeholder"], build: buildImage),
        "Color": Kind(keys: ["color"]) { b, r in
            guard let c = r["color"] else { b.issue(r.pointer, "a Color needs a \"color\", such as \"blue\" or \"#FF9500\"."); return TemplateBuilder.empty }
            return AnyView(b.color(c, r.at("color")) ?? .clear)
        },
        "LinearGradient": Kind(keys: ["colors", "stops", "startPoint", "endPoint"]) { b, r in
            let keys = ["colors", "stops", "startPoint", "endPoint"]
            let spec = JSONObject(keys.compactMap { k in r[k].map { (k, $0) } })
            return b.gradient(.object(spec), r.pointer).map { AnyView($0) } ?? TemplateBuilder.empty
        },
        "Rectangle": shape { _, _ in Rectangle() },
        "Circle": shape { _, _ in Circle() },
        "Ellipse": shape { _, _ in Ellipse() },
        "Capsule": shape(extra: ["style"]) { b, r in
            Capsule(style: r["style"].flatMap { b.choice($0, r.at("style"), cornerStyles, "a corner style") } ?? .circular)
        },
        "RoundedRectangle": shape(extra: ["cornerRadius", "style"]) { b, r in
            if !r.has("cornerRadius") { b.issue(r.pointer, "a RoundedRectangle needs a \"cornerRadius\" in points.") }
            return RoundedRectangle(cornerRadius: r["cornerRadius"].flatMap { b.length($0, r.at("cornerRadius")) } ?? 0,
                                    style: r["style"].flatMap { b.choice($0, r.at("style"), cornerStyles, "a corner style") } ?? .continuous)
        },
        "Link": Kind(keys: ["destination", "label", "title"]) { b, r in
            guard let d = r["destination"] else { b.issue(r.pointer, "a Link needs a \"destination\" URL, such as \"myapp://page=home\"."); return TemplateBuilder.empty }
            let url = b.url(d, r.at("destination"))
            let label: AnyView
            switch (r["label"], r["title"]) {
            case (let l?, nil): label = b.view(l, r.at("label"))
            case (nil, let t?): label = ViewKinds.text(b, t, r.at("title"))
            case (nil, nil):
                b.issue(r.pointer, "a Link needs a \"label\" view or a \"title\" string.")
                return TemplateBuilder.empty
            default:
                b.issue(r.pointer, "a Link has a \"label\" or a \"title\", not both.")
                return TemplateBuilder.empty
            }
            guard let url else { return label }
            return AnyView(Link(destination: url) { label })
        },
        "ForEach": Kind(keys: ["items", "as", "indexAs", "content"], build: buildForEach),
        "If": Kind(keys: ["condition", "then", "else"]) { b, r in
            guard let c = r["condition"] else { b.issue(r.pointer, "an If needs a \"condition\", such as \"done\" or \"days >= 0\"."); return TemplateBuilder.empty }
            if r["then"] == nil { b.issue(r.pointer, "an If needs a \"then\" view.") }
            let holds = b.condition(c, r.at("condition"))
            if b.mode == .check {
                let then = r["then"].map { b.view($0, r.at("then")) } ?? TemplateBuilder.empty
                _ = r["else"].map { b.view($0, r.at("else")) }
                return then
            }
            if holds { return r["then"].map { b.view($0, r.at("then")) } ?? TemplateBuilder.empty }
            return r["else"].map { b.view($0, r.at("else")) } ?? TemplateBuilder.empty
        },
        "Switch": Kind(keys: ["on", "cases", "default"], build: buildSwitch),
        "Label": Kind(keys: ["title", "systemImage", "image", "icon"], build: buildLabel),
    ]

    static let cornerStyles: [(String, RoundedCornerStyle)] = [("continuous", .continuous), ("circular", .circular)]
}
