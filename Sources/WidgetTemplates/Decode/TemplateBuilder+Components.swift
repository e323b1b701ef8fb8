/// Components: a template's own views, used by name with arguments.
extension TemplateBuilder {
    /// Expands a component: its `arguments` become names in its body.
    func component(_ name: String, _ r: ObjectReader) -> AnyView {
        var arguments: [String: JSONValue] = [:]
        if let a = r["arguments"] {
            if case .object(let o) = a {
                for (key, value) in o.members {
                    arguments[key] = resolveDeep(value, r.at("arguments") / key)
                }
            } else {
                issue(r.at("arguments"), "expected an object of named values such as {\"title\": \"Home\"}, got \(a.kindDescription).")
            }
        }
        if mode == .check {
            if let current = currentComponent { componentUses[current, default: []].insert(name) }
            return Self.empty
        }
        guard let body = components[name] else { return Self.empty }
        guard componentDepth < Limits.maxComponentDepth else {
            issue(r.pointer, "components are nested more than \(Limits.maxComponentDepth) deep.")
            return Self.empty
        }
        componentDepth += 1
        let saved = scope.locals
        scope.locals.append(arguments)
        defer { scope.locals = saved; componentDepth -= 1 }
        return view(body, JSONPointer(["components", name]))
    }

    /// A value with every binding inside it applied (for component arguments and ForEach lists).
    func resolveDeep(_ v: JSONValue, _ p: JSONPointer) -> JSONValue {
        switch v {
        case .string:
            if case .value(let j, _) = resolve(v, p) { return j }
            return .null
        case .array(let items):
            return .array(items.enumerated().map { resolveDeep($1, p / $0) })
        case .object(let o):
            return .object(JSONObject(o.members.map { ($0.key, resolveDeep($0.value, p / $0.key)) }))
        default:
            return v
        }
    }
}
