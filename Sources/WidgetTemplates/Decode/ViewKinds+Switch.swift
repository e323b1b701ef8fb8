/// `Switch`: on the family (built for the current one), the color scheme (read when
/// resolved) or a bound value.
extension ViewKinds {
    static let familyCases: [(String, WidgetFamily)] = WidgetFamily.allCases.map { ($0.rawValue, $0) } + WidgetFamily.allCases.map { ($0.shortName, $0) }

    static func buildSwitch(_ b: TemplateBuilder, _ r: ObjectReader) -> AnyView {
        guard let on = r["on"] else {
            b.issue(r.pointer, "a Switch needs \"on\": \"family\", \"colorScheme\", or a binding such as \"{{status}}\".")
            return TemplateBuilder.empty
        }
        var cases: [(key: String, value: JSONValue)] = []
        if let c = r["cases"] {
            if case .object(let o) = c { cases = o.members } else { b.issue(r.at("cases"), "expected an object of cases, such as {\"systemSmall\": {…}}, got \(c.kindDescription).") }
        } else {
            b.issue(r.pointer, "a Switch needs \"cases\": an object from values to views.")
        }
        // `default` may sit beside `cases` or among them, as in a Swift switch.
        var fallback = r["default"]
        var fallbackPointer = r.at("default")
        if let i = cases.firstIndex(where: { $0.key == "default" }) {
            if fallback != nil { b.issue(r.at("cases") / "default", "this Switch has two defaults, one in \"cases\" and one beside it; keep one.") }
            fallback = cases[i].value
            fallbackPointer = r.at("cases") / "default"
            cases.remove(at: i)
        }
        func build(_ v: JSONValue?, _ p: JSONPointer) -> AnyView { v.map { b.view($0, p) } ?? TemplateBuilder.empty }
        func caseView(_ key: String) -> AnyView {
            guard let v = cases.first(where: { $0.key == key })?.value else { return build(fallback, fallbackPointer) }
            return build(v, r.at("cases") / key)
        }
        switch on {
        case .string("family"):
            for (key, _) in cases where !familyCases.contains(where: { $0.0 == key }) {
                b.issue(r.at("cases") / key, "\"\(key)\" is not a widget family; use systemSmall, systemMedium, systemLarge or systemExtraLarge (or small, medium, large, extraLarge).",
                        suggestion: Suggestions.nearest(to: key, in: familyCases.map(\.0)))
            }
            guard b.mode == .build, let family = b.family else {
                for (key, v) in cases { _ = build(v, r.at("cases") / key) }
                _ = build(fallback, fallbackPointer)
                return TemplateBuilder.empty
            }
            let hit = cases.first { key, _ in familyCases.contains { $0.0 == key && $0.1 == family } }
            return hit.map { build($0.value, r.at("cases") / $0.key) } ?? build(fallback, fallbackPointer)
        case .string("colorScheme"):
            for (key, _) in cases where key != "light" && key != "dark" {
                b.issue(r.at("cases") / key, "\"\(key)\" is not a color scheme; use light or dark.", suggestion: Suggestions.nearest(to: key, in: ["light", "dark"]))
            }
            return AnyView(ColorSchemeSwitch(light: caseView("light"), dark: caseView("dark")))
        case .string(let s) where TemplateString.isBound(s):
            guard case .value(let value, _) = b.resolve(on, r.at("on")) else {
                for (key, v) in cases { _ = build(v, r.at("cases") / key) }
                _ = build(fallback, fallbackPointer)
                return TemplateBuilder.empty
            }
            let key = (try? Values.text(value)) ?? ""
            return caseView(key)
        default:
            b.issue(r.at("on"), "expected \"family\", \"colorScheme\" or a binding such as \"{{status}}\"; got \(on.kindDescription).",
                    suggestion: on.stringValue.flatMap { Suggestions.nearest(to: $0, in: ["family", "colorScheme"]) })
            return TemplateBuilder.empty
        }
    }
}
