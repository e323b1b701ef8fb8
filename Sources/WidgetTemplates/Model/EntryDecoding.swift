import Foundation

extension WidgetTemplate {
    /// The most entries a timeline file may hold.
    public static let maxTimelineEntries = 1_000

    /// Reads an entry file:
    ///
    /// - one entry: an object (its `date`, if any, is when it shows; else `defaultDate`);
    /// - a timeline: a list of entries, or `{"entries": [...], "configuration": {...}}`; every
    ///   entry of a timeline needs a `date`.
    ///
    /// `configuration` values are checked against the template's parameters. A `.yaml` or
    /// `.yml` file is read as YAML, any other as JSON.
    public func timeline(from url: URL, displayName: String? = nil, defaultDate: Date = EnvironmentValues().now) throws(TemplateError) -> TemplateTimeline {
        try timeline(from: JSONDocument.read(url, displayName: displayName ?? url.relativePath), defaultDate: defaultDate)
    }

    /// Reads entries from JSON already parsed (`JSONDocument.parse(bytes, file: "<stdin>")`).
    public func timeline(from document: JSONDocument, defaultDate: Date = EnvironmentValues().now) throws(TemplateError) -> TemplateTimeline {
        let b = TemplateBuilder(mode: .build, document: document, folder: folder, components: [:], scope: .empty)
        var entries: [TemplateEntry] = []
        var configuration = defaults
        func entry(_ v: JSONValue, _ p: JSONPointer, needsDate: Bool) {
            guard case .object(let o) = v else {
                b.issue(p, "expected an entry: an object of values such as {\"date\": \"2026-05-20T09:00:00Z\", \"title\": \"…\"}; got \(v.kindDescription).")
                return
            }
            var date = defaultDate
            if let d = o["date"] {
                guard case .string(let s) = d, s.count > 10, let parsed = DateValues.parse(s, timeZone: TimeZone(secondsFromGMT: 0) ?? .current) else {
                    b.issue(p / "date", "expected the entry's date and time with a time zone, such as \"2026-05-20T09:00:00Z\"; got \(d.kindDescription).")
                    return
                }
                date = parsed
            } else if needsDate {
                b.issue(p, "this timeline entry has no \"date\"; every entry of a timeline needs one, such as \"2026-05-20T09:00:00Z\".")
                return
            }
            entries.append(TemplateEntry(date: date, data: o, file: document.file, pointer: p))
        }
        switch document.root {
        case .array(let items):
            readEntries(items, .root, b, entry)
        case .object(let o) where o["entries"] != nil:
            let r = ObjectReader(o, at: .root, allowed: ["entries", "configuration", "$comment"], what: "the timeline file")
            r.unknownKeys(b)
            if case .array(let items)? = r["entries"] {
                readEntries(items, r.at("entries"), b, entry)
            } else {
                b.issue(r.at("entries"), "expected a list of entries.")
            }
            if let c = r["configuration"] { configuration = readConfiguration(c, r.at("configuration"), b, base: configuration) }
        case .object:
            entry(document.root, .root, needsDate: false)
        default:
            b.issue(.root, "expected an entry object, a list of entries, or {\"entries\": [...]}; got \(document.root.kindDescription).")
        }
        if !b.issues.isEmpty { throw TemplateError(Self.sorted(b.issues)) }
        return TemplateTimeline(entries: entries, configuration: TemplateConfiguration(values: configuration))
    }

    private func readEntries(_ items: [JSONValue], _ p: JSONPointer, _ b: TemplateBuilder,
                             _ entry: (JSONValue, JSONPointer, Bool) -> Void) {
        if items.isEmpty { b.issue(p, "the timeline has no entries; add at least one.") }
        if items.count > Self.maxTimelineEntries {
            b.issue(p, "the timeline has \(items.count) entries; at most \(Self.maxTimelineEntries) are accepted.")
            return
        }
        for (i, item) in items.enumerated() { entry(item, p / i, true) }
    }

    private func readConfiguration(_ v: JSONValue, _ p: JSONPointer, _ b: TemplateBuilder, base: JSONObject) -> JSONObject {
        guard case .object(let o) = v else {
            b.issue(p, "expected an object of parameter values such as {\"accent\": \"#FF9500\"}; got \(v.kindDescription).")
            return base
        }
        var out = base
        for (name, value) in o.members {
            guard let parameter = metadata.parameter(named: name) else {
                b.issue(p / name, "the template \"\(metadata.name)\" has no parameter \"\(name)\".",
                        suggestion: Suggestions.nearest(to: name, in: metadata.parameters.map(\.name)))
                continue
            }
            if let checked = b.parameterValue(parameter, value, p / name) { out[name] = checked }
        }
        return out
    }
}
