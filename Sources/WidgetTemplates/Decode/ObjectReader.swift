/// Reads the keys of one JSON object and reports every key nobody asked for, with the nearest
/// valid key as a suggestion.
final class ObjectReader {
    let object: JSONObject
    let pointer: JSONPointer
    /// The keys this object may have.
    let allowed: [String]
    /// What the object is, for messages: `Text`, `the frame modifier`, …
    let what: String

    init(_ object: JSONObject, at pointer: JSONPointer, allowed: [String], what: String) {
        self.object = object; self.pointer = pointer; self.allowed = allowed; self.what = what
    }

    /// The value of `key`, if present.
    subscript(key: String) -> JSONValue? { object[key] }

    func has(_ key: String) -> Bool { object[key] != nil }

    func at(_ key: String) -> JSONPointer { pointer / key }

    /// Keys present that are not allowed, each as an issue.
    func unknownKeys(_ b: TemplateBuilder) {
        for key in object.keys where !allowed.contains(key) && !TemplateBuilder.ignoredKeys.contains(key) {
            let list = allowed.count <= 14 ? " Expected one of: \(allowed.joined(separator: ", "))." : ""
            b.issue(pointer / key, "unknown key \"\(key)\" in \(what).\(list)", suggestion: Suggestions.nearest(to: key, in: allowed))
        }
    }
}
