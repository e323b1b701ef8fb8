import Foundation

/// Gauges, progress views, grids, ViewThatFits and the extra shapes, as templates write them.
extension ViewKinds {
    static let controlTable: [String: Kind] = [
        "Gauge": Kind(keys: ["value", "min", "max", "label", "currentValueLabel", "minimumValueLabel", "maximumValueLabel"], build: buildGauge),
        "ProgressView": Kind(keys: ["value", "total", "label", "currentValueLabel", "timer"], build: buildProgressView),
        "ViewThatFits": Kind(keys: ["in", "children"]) { b, r in
            let axes = r["in"].flatMap { b.choice($0, r.at("in"), axisSets, "an axis set") } ?? [.horizontal, .vertical]
            let children = b.views(r["children"], r.at("children"))
            return AnyView(ViewThatFits(in: axes) { list(children) })
        },
        "Grid": Kind(keys: ["alignment", "horizontalSpacing", "verticalSpacing", "children"]) { b, r in
            let a = r["alignment"].flatMap { b.alignment($0, r.at("alignment")) } ?? .center
            let h = r["horizontalSpacing"].flatMap { b.length($0, r.at("horizontalSpacing")) }
            let v = r["verticalSpacing"].flatMap { b.length($0, r.at("verticalSpacing")) }
            let children = b.views(r["children"], r.at("children"))
            return AnyView(Grid(alignment: a, horizontalSpacing: h, verticalSpacing: v) { list(children) })
        },
        "GridRow": Kind(keys: ["alignment", "children"]) { b, r in
            let a = r["alignment"].flatMap { b.choice($0, r.at("alignment"), TemplateBuilder.verticalAlignments, "a vertical alignment") }
            let children = b.views(r["children"], r.at("children"))
            return AnyView(GridRow(alignment: a) { list(children) })
        },
        "LazyVGrid": Kind(keys: ["columns", "alignment", "spacing", "children"]) { b, r in lazyGrid(b, r, vertical: true) },
        "LazyHGrid": Kind(keys: ["rows", "alignment", "spacing", "children"]) { b, r in lazyGrid(b, r, vertical: false) },
        "ContainerRelativeShape": shape { _, _ in ContainerRelativeShape() },
        "UnevenRoundedRectangle": shape(extra: ["topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius", "style"]) { b, r in
            func radius(_ k: String) -> Double { r[k].flatMap { b.length($0, r.at(k)) } ?? 0 }
            return UnevenRoundedRectangle(topLeadingRadius: radius("topLeadingRadius"), bottomLeadingRadius: radius("bottomLeadingRadius"),
                                          bottomTrailingRadius: radius("bottomTrailingRadius"), topTrailingRadius: radius("topTrailingRadius"),
                                          style: r["style"].flatMap { b.choice($0, r.at("style"), cornerStyles, "a corner style") } ?? .continuous)
        },
        "AccessoryWidgetBackground": Kind(keys: []) { _, _ in AnyView(AccessoryWidgetBackground()) },
    ]

    /// A `LazyVGrid` (columns, horizontal alignment) or `LazyHGrid` (rows, vertical alignment).
    private static func lazyGrid(_ b: TemplateBuilder, _ r: ObjectReader, vertical: Bool) -> AnyView {
        let items = gridItems(b, r, vertical ? "columns" : "rows")
        let s = r["spacing"].flatMap { b.length($0, r.at("spacing")) }
        let children = b.views(r["children"], r.at("children"))
        if vertical {
            let a = r["alignment"].flatMap { b.choice($0, r.at("alignment"), TemplateBuilder.horizontalAlignments, "a horizontal alignment") } ?? .center
            return AnyView(LazyVGrid(columns: items, alignment: a, spacing: s) { list(children) })
        }
        let a = r["alignment"].flatMap { b.choice($0, r.at("alignment"), TemplateBuilder.verticalAlignments, "a vertical alignment") } ?? .center
        return AnyView(LazyHGrid(rows: items, alignment: a, spacing: s) { list(children) })
    }

    static let axisSets: [(String, Axis.Set)] = [("horizontal", .horizontal), ("vertical", .vertical), ("both", [.horizontal, .vertical])]

    /// An optional label view: a view, or a string (a Text).
    private static func optionalView(_ b: TemplateBuilder, _ r: ObjectReader, _ key: String) -> AnyView? {
        r[key].map { b.view($0, r.at(key)) }
    }

    /// `{"value": 0.4, "min": 0, "max": 1, "label": …, "currentValueLabel": …, "minimumValueLabel": …, "maximumValueLabel": …}`.
    static func buildGauge(_ b: TemplateBuilder, _ r: ObjectReader) -> AnyView {
        guard let vv = r["value"] else { b.issue(r.pointer, "a Gauge needs a \"value\", such as 0.4 or \"{{battery}}\"."); return TemplateBuilder.empty }
        let bound = -1e9...1e9
        let value = b.number(vv, r.at("value"), bound, "a number") ?? 0
        let lo = r["min"].flatMap { b.number($0, r.at("min"), bound, "a number") } ?? 0
        let hi = r["max"].flatMap { b.number($0, r.at("max"), bound, "a number") } ?? 1
        guard lo < hi else {
            b.issue(r.at("max"), "a Gauge's \"max\" must be greater than its \"min\".")
            return TemplateBuilder.empty
        }
        let label = optionalView(b, r, "label") ?? AnyView(EmptyView())
        let current = optionalView(b, r, "currentValueLabel") ?? AnyView(EmptyView())
        let minLabel = optionalView(b, r, "minimumValueLabel") ?? AnyView(EmptyView())
        let maxLabel = optionalView(b, r, "maximumValueLabel") ?? AnyView(EmptyView())
        return AnyView(Gauge(value: value, in: lo...hi) { label } currentValueLabel: { current }
                       minimumValueLabel: { minLabel } maximumValueLabel: { maxLabel })
    }

    /// `{"value": 3, "total": 10, "label": …, "currentValueLabel": …}`, no value for a spinner,
    /// or `{"timer": {"from": …, "to": …, "countsDown": true}}`.
    static func buildProgressView(_ b: TemplateBuilder, _ r: ObjectReader) -> AnyView {
        let label = optionalView(b, r, "label") ?? AnyView(EmptyView())
        if let tv = r["timer"] {
            if r.has("value") || r.has("total") { b.issue(r.pointer, "a ProgressView has a \"value\" or a \"timer\", not both.") }
            guard let t = b.object(tv, r.at("timer"), allowed: ["from", "to", "countsDown"], what: "a timer",
                                   expected: "a timer such as {\"from\": \"{{start}}\", \"to\": \"{{end}}\"}") else { return TemplateBuilder.empty }
            defer { t.unknownKeys(b) }
            guard let fv = t["from"], let toV = t["to"] else { b.issue(r.at("timer"), "a timer needs \"from\" and \"to\" dates."); return TemplateBuilder.empty }
            let countsDown = t["countsDown"].flatMap { b.bool($0, t.at("countsDown")) } ?? true
            guard let from = date(b, fv, t.at("from")), let to = date(b, toV, t.at("to")) else { return TemplateBuilder.empty }
            guard from <= to else { b.issue(t.at("to"), "the timer ends before it starts; \"to\" must be at or after \"from\"."); return TemplateBuilder.empty }
            if let current = optionalView(b, r, "currentValueLabel") {
                return AnyView(ProgressView(timerInterval: from...to, countsDown: countsDown) { label } currentValueLabel: { current })
            }
            return AnyView(ProgressView(timerInterval: from...to, countsDown: countsDown) { label })
        }
        let total = r["total"].flatMap { b.number($0, r.at("total"), 1e-9...1e12, "a positive number") } ?? 1
        let value = r["value"].flatMap { b.number($0, r.at("value"), -1e12...1e12, "a number") }
        let current = optionalView(b, r, "currentValueLabel") ?? AnyView(EmptyView())
        return AnyView(ProgressView(value: value, total: total) { label } currentValueLabel: { current })
    }

    /// `[{"fixed": 40}, {"flexible": {"minimum": 10}}, {"adaptive": {"minimum": 60}, "spacing": 4, "alignment": "leading"}, "flexible"]`.
    static func gridItems(_ b: TemplateBuilder, _ r: ObjectReader, _ key: String) -> [GridItem] {
        guard let v = r[key] else { b.issue(r.pointer, "a lazy grid needs \"\(key)\": a list of grid items such as [\"flexible\", \"flexible\"]."); return [GridItem()] }
        guard let list = b.list(v, r.at(key), "a list of grid items") else { return [GridItem()] }
        let items = list.enumerated().compactMap { i, item in gridItem(b, item, r.at(key) / i) }
        return items.isEmpty ? [GridItem()] : items
    }

    static func gridItem(_ b: TemplateBuilder, _ v: JSONValue, _ p: JSONPointer) -> GridItem? {
        if case .string("flexible") = v { return GridItem(.flexible()) }
        guard let r = b.object(v, p, allowed: ["fixed", "flexible", "adaptive", "spacing", "alignment"], what: "a grid item",
                               expected: "a grid item such as {\"fixed\": 40}, {\"flexible\": {\"minimum\": 10}} or {\"adaptive\": {\"minimum\": 60}}") else { return nil }
        defer { r.unknownKeys(b) }
        let spacing = r["spacing"].flatMap { b.length($0, r.at("spacing")) }
        let alignment = r["alignment"].flatMap { b.alignment($0, r.at("alignment")) }
        func bounds(_ key: String, defaultMinimum: Double?) -> (Double, Double)? {
            guard let bv = r[key] else { return nil }
            if case .bool(true) = bv, let m = defaultMinimum { return (m, .infinity) }
            guard let o = b.object(bv, r.at(key), allowed: ["minimum", "maximum"], what: "\(key) bounds",
                                   expected: "bounds such as {\"minimum\": 10, \"maximum\": 100}") else { return nil }
            defer { o.unknownKeys(b) }
            let lo = o["minimum"].flatMap { b.length($0, o.at("minimum")) } ?? defaultMinimum ?? 10
            let hi = o["maximum"].flatMap { b.maxLength($0, o.at("maximum")) } ?? .infinity
            return (lo, max(lo, hi))
        }
        let size: GridItem.Size
        if let f = r["fixed"] {
            size = .fixed(b.length(f, r.at("fixed")) ?? 0)
        } else if let (lo, hi) = bounds("flexible", defaultMinimum: 10) {
            size = .flexible(minimum: lo, maximum: hi)
        } else if let (lo, hi) = bounds("adaptive", defaultMinimum: nil) {
            size = .adaptive(minimum: max(1, lo), maximum: hi)
        } else {
            b.issue(p, "a grid item needs \"fixed\", \"flexible\" or \"adaptive\".")
            size = .flexible()
        }
        return GridItem(size, spacing: spacing, alignment: alignment)
    }
}
