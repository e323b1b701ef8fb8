/// `ForEach`: the content once per element of a list, with the element (and index) named.
extension ViewKinds {
    static func buildForEach(_ b: TemplateBuilder, _ r: ObjectReader) -> AnyView {
        let name = r["as"].flatMap { b.identifier($0, r.at("as")) } ?? "item"
        let indexName = r["indexAs"].flatMap { b.identifier($0, r.at("indexAs")) }
        guard let content = r["content"] else {
            b.issue(r.pointer, "a ForEach needs a \"content\" view, repeated for each element.")
            return TemplateBuilder.empty
        }
        guard let itemsValue = r["items"] else {
            b.issue(r.pointer, "a ForEach needs \"items\": a list, such as \"{{tasks}}\" or [1, 2, 3].")
            return TemplateBuilder.empty
        }
        let items: [JSONValue]
        let resolved: JSONValue
        switch itemsValue {
        case .array(let literal):
            resolved = .array(literal.enumerated().map { b.resolveDeep($1, r.at("items") / $0) })
        case .string(let s) where TemplateString.isBound(s):
            guard case .value(let j, _) = b.resolve(itemsValue, r.at("items")) else {
                // Check mode (not known yet) or a failed binding (already reported).
                resolved = b.mode == .check ? .array([.null]) : .array([])
                break
            }
            resolved = j
        default:
            resolved = itemsValue
        }
        guard case .array(let elements) = resolved else {
            b.issue(r.at("items"), "expected a list, or a binding to one such as \"{{tasks}}\"; got \(resolved.kindDescription).")
            return TemplateBuilder.empty
        }
        guard elements.count <= TemplateBuilder.Limits.maxForEachItems else {
            b.issue(r.at("items"), "the list has \(elements.count) elements; a ForEach shows at most \(TemplateBuilder.Limits.maxForEachItems) (use | prefix: n).")
            return TemplateBuilder.empty
        }
        // Check mode visits the content once, whatever the list.
        items = b.mode == .check ? [.null] : elements
        var views: [AnyView] = []
        let saved = b.scope.locals
        for (i, item) in items.enumerated() {
            var frame = [name: item]
            if let indexName { frame[indexName] = .number(Double(i)) }
            b.scope.locals = saved + [frame]
            views.append(b.view(content, r.at("content")))
        }
        b.scope.locals = saved
        return AnyView(list(views))
    }
}
