/// Reading a template file's top level: metadata, parameter declarations, components.
extension TemplateBuilder {
    static let topLevelKeys = ["$schema", "formatVersion", "name", "displayName", "description", "families",
                               "parameters", "components", "sampleData", "contentMarginsDisabled", "body", "liveActivity", "control"]
    /// Names a parameter may not take: the entry's date and the built-in names.
    static let reservedNames: Set<String> = ["date", "now", "params", "true", "false", "null"]

    func metadata(_ r: ObjectReader) -> TemplateMetadata {
        func required(_ key: String, _ what: String) -> JSONValue? {
            if let v = r[key] { return v }
            issue(r.pointer, "the template has no \"\(key)\"; add \(what).")
            return nil
        }
        if let v = r["$schema"] { _ = string(v, r.at("$schema")) }
        if let v = r["formatVersion"], let n = integer(v, r.at("formatVersion"), 1...1000), n != 1 {
            issue(r.at("formatVersion"), "this template is format version \(n); this version of WidgetRender reads version 1.")
        }
        let name = required("name", "an identifier such as \"countdown\"").flatMap { v in
            read(v, r.at("name"), expected: "an identifier of lowercase letters, digits and '-', such as \"my-widget\"") { j -> String? in
                guard case .string(let s) = j, (1...64).contains(s.count), s.first?.isLetter == true,
                      s.allSatisfy({ ($0.isLowercase || $0.isNumber || $0 == "-") && $0.isASCII }) else { return nil }
                return s
            }
        } ?? ""
        let displayName = required("displayName", "the name shown in the widget gallery").flatMap { string($0, r.at("displayName")) } ?? name
        let description = r["description"].flatMap { string($0, r.at("description")) } ?? ""
        let kind = templateKind(r)
        var families: [WidgetFamily] = []
        var activityPresentations: [ActivityPresentation] = []
        var controlPresentations: [ControlPresentation] = []
        switch kind {
        case .widget:
            if let v = required("families", "the supported families, such as [\"systemSmall\", \"systemMedium\", \"systemLarge\"]") {
                families = list(v, r.at("families"), ViewKinds.familyCases,
                                "a widget family (\(WidgetFamily.allCases.map(\.rawValue).joined(separator: ", ")), or small, medium, large…)",
                                example: "[\"systemSmall\", \"systemMedium\"]")
            }
        case .liveActivity:
            activityPresentations = r["families"].map {
                list($0, r.at("families"), Self.activityPresentationNames, "a Live Activity presentation",
                     example: "[\"activityLockScreen\", \"islandCompact\", \"islandMinimal\", \"islandExpanded\"]")
            } ?? Self.defaultActivityPresentations
        case .control:
            controlPresentations = r["families"].map {
                list($0, r.at("families"), ControlPresentation.allCases.map { ($0.rawValue, $0) }, "a control presentation",
                     example: "[\"controlSmall\", \"controlLockScreen\"]")
            } ?? ControlPresentation.allCases
        }
        let sampleData = r["sampleData"].flatMap { v -> String? in
            guard let s = string(v, r.at("sampleData")) else { return nil }
            if case .failure(let e) = folder.file(s) { issue(r.at("sampleData"), e.message.replacingOccurrences(of: "image ", with: "")); return nil }
            return s
        }
        let margins = r["contentMarginsDisabled"].flatMap { bool($0, r.at("contentMarginsDisabled")) } ?? false
        let parameters = r["parameters"].map { parameterDeclarations($0, r.at("parameters")) } ?? []
        var metadata = TemplateMetadata(name: name, displayName: displayName, description: description, families: families,
                                        parameters: parameters, sampleData: sampleData, contentMarginsDisabled: margins)
        metadata.kind = kind
        metadata.activityPresentations = activityPresentations
        metadata.controlPresentations = controlPresentations
        return metadata
    }

    /// The Live Activity presentations by their names and the short ones (`compact`, `banner`…).
    static let activityPresentationNames: [(String, ActivityPresentation)] =
        ActivityPresentation.allCases.map { ($0.rawValue, $0) }
        + ["lockScreen", "banner", "compact", "minimal", "expanded", "standBy", "small"].compactMap { n in ActivityPresentation(name: n).map { (n, $0) } }
    /// What a Live Activity template is drawn in when it names nothing: the Lock Screen view and
    /// the island's three forms (StandBy and the small family when it lists them).
    static let defaultActivityPresentations: [ActivityPresentation] = [.lockScreen, .islandCompact, .islandMinimal, .islandExpanded]

    /// Which of `body`, `liveActivity` and `control` the template has (one, and only one).
    private func templateKind(_ r: ObjectReader) -> TemplateKind {
        let present = TemplateKind.allCases.filter { r.has($0.rootKey) }
        if present.count > 1 {
            issue(r.pointer, "the template has \(present.map { "\"\($0.rootKey)\"" }.joined(separator: " and ")); a template draws a widget (\"body\"), a Live Activity (\"liveActivity\") or a control (\"control\"), so keep one.")
        }
        return present.first ?? .widget
    }

    /// A non-empty list of names from `options`, without repeats.
    private func list<T: Equatable>(_ v: JSONValue, _ p: JSONPointer, _ options: [(String, T)], _ what: String, example: String) -> [T] {
        guard case .array(let items) = v, !items.isEmpty else {
            issue(p, "expected a non-empty list, such as \(example); got \(v.kindDescription).")
            return []
        }
        var out: [T] = []
        for (i, item) in items.enumerated() {
            if let f = choice(item, p / i, options, what), !out.contains(f) { out.append(f) }
        }
        return out
    }

    static let parameterKinds: [(String, TemplateParameter.Kind)] = TemplateParameter.Kind.allCases.map { ($0.rawValue, $0) }

    private func parameterDeclarations(_ v: JSONValue, _ p: JSONPointer) -> [TemplateParameter] {
        guard case .object(let o) = v else {
            issue(p, "expected an object of parameters such as {\"accent\": {\"type\": \"color\", \"default\": \"#5B3E8C\"}}; got \(v.kindDescription).")
            return []
        }
        var out: [TemplateParameter] = []
        for (name, decl) in o.members {
            let dp = p / name
            if identifier(.string(name), dp) == nil { continue }
            if Self.reservedNames.contains(name) {
                issue(dp, "\"\(name)\" is a reserved name (the entry's date, now, params); choose another parameter name.")
                continue
            }
            guard let r = object(decl, dp, allowed: ["type", "displayName", "description", "default", "options", "minimum", "maximum"],
                                 what: "a parameter", expected: "a parameter such as {\"type\": \"string\", \"default\": \"Hello\"}") else { continue }
            r.unknownKeys(self)
            guard let t = r["type"] else { issue(dp, "the parameter \"\(name)\" has no \"type\"; use one of \(Self.parameterKinds.map(\.0).joined(separator: ", "))."); continue }
            guard let kind = choice(t, r.at("type"), Self.parameterKinds, "a parameter type") else { continue }
            var options: [String] = []
            if kind == .choice {
                if let ov = r["options"], case .array(let items) = ov, !items.isEmpty, items.allSatisfy({ $0.stringValue != nil }) {
                    options = items.compactMap(\.stringValue)
                } else {
                    issue(r.at("options"), "a choice parameter needs \"options\": a non-empty list of strings.")
                }
            } else if r.has("options") {
                issue(r.at("options"), "\"options\" applies to choice parameters only.")
            }
            let minimum = r["minimum"].flatMap { number($0, r.at("minimum"), -1e15...1e15, "a number") }
            let maximum = r["maximum"].flatMap { number($0, r.at("maximum"), -1e15...1e15, "a number") }
            if (minimum != nil || maximum != nil), kind != .number, kind != .integer {
                issue(r.pointer, "\"minimum\" and \"maximum\" apply to number and integer parameters only.")
            }
            var parameter = TemplateParameter(name: name, kind: kind, displayName: r["displayName"].flatMap { string($0, r.at("displayName")) },
                                              description: r["description"].flatMap { string($0, r.at("description")) },
                                              defaultValue: .null, options: options, minimum: minimum, maximum: maximum)
            guard let d = r["default"] else {
                issue(dp, "the parameter \"\(name)\" has no \"default\"; every parameter needs one.")
                continue
            }
            guard let value = parameterValue(parameter, d, r.at("default")) else { continue }
            parameter.defaultValue = value
            out.append(parameter)
        }
        return out
    }

    /// Checks a value for a parameter; values are data, so bindings are not allowed in them.
    func parameterValue(_ parameter: TemplateParameter, _ v: JSONValue, _ p: JSONPointer) -> JSONValue? {
        if case .string(let s) = v, TemplateString.isBound(s) {
            issue(p, "a parameter value cannot contain a binding ({{ }}); give the value itself.")
            return nil
        }
        let bounds = "\(parameter.minimum.map { " from \(JSONValue.format($0))" } ?? "")\(parameter.maximum.map { " up to \(JSONValue.format($0))" } ?? "")"
        func inBounds(_ n: Double) -> Bool { n >= (parameter.minimum ?? -1e15) && n <= (parameter.maximum ?? 1e15) }
        switch parameter.kind {
        case .string:
            return read(v, p, expected: "a string") { j in j.stringValue.map { _ in j } }
        case .number:
            return read(v, p, expected: "a number\(bounds)") { j in j.numberValue.flatMap { inBounds($0) ? j : nil } }
        case .integer:
            return read(v, p, expected: "a whole number\(bounds)") { j in j.numberValue.flatMap { $0 == $0.rounded() && inBounds($0) ? j : nil } }
        case .boolean:
            return read(v, p, expected: "true or false") { j in j.boolValue.map { _ in j } }
        case .color:
            return color(v, p).map { _ in v }
        case .date:
            return read(v, p, expected: "a date (ISO 8601 such as 2026-05-20 or 2026-05-20T09:30:00Z)") { j in
                j.stringValue.flatMap { DateValues.parse($0, timeZone: scope.timeZone) }.map { _ in j }
            }
        case .url:
            return url(v, p).map { _ in v }
        case .image:
            return imageSource(v, p).map { _ in v }
        case .choice:
            return choice(v, p, parameter.options.map { ($0, v) }, "one of the options")
        }
    }

    /// The `components` object: name → view. Names are capitalized like Swift view types.
    func componentDeclarations(_ v: JSONValue?, _ p: JSONPointer) -> [String: JSONValue] {
        guard let v else { return [:] }
        guard case .object(let o) = v else {
            issue(p, "expected an object of components such as {\"Badge\": {\"type\": \"Text\", …}}; got \(v.kindDescription).")
            return [:]
        }
        var out: [String: JSONValue] = [:]
        for (name, body) in o.members {
            guard let first = name.first, first.isUppercase, first.isASCII, name.allSatisfy({ ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII }) else {
                issue(p / name, "a component name starts with a capital letter and has only letters, digits and _ (like a Swift view type); \"\(name)\" does not.")
                continue
            }
            if ViewKinds.table[name] != nil {
                issue(p / name, "\"\(name)\" is a built-in view type; give the component another name.")
                continue
            }
            out[name] = body
        }
        return out
    }

    /// Component cycles (`A` uses `B` uses `A`), found from the uses recorded while checking.
    func componentCycles(_ components: [String: JSONValue]) {
        var state: [String: Int] = [:]   // 1: on the current path, 2: done
        var reported: Set<String> = []
        func visit(_ name: String, _ path: [String]) {
            if state[name] == 2 { return }
            if state[name] == 1 {
                let cycle = Array(path.drop { $0 != name }) + [name]
                let key = cycle.dropLast().sorted().joined(separator: ",")
                if !reported.contains(key) {
                    reported.insert(key)
                    issue(JSONPointer(["components", name]), "the component \"\(name)\" contains itself: \(cycle.joined(separator: " → ")). Components cannot be recursive.")
                }
                return
            }
            state[name] = 1
            for used in (componentUses[name] ?? []).sorted() where components[used] != nil { visit(used, path + [name]) }
            state[name] = 2
        }
        for name in components.keys.sorted() { visit(name, []) }
    }
}
