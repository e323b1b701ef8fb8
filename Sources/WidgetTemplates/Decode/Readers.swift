import Foundation

/// Typed reads of attribute values, bindings applied. Each returns nil when the value is bad
/// (an issue is recorded) or not known yet (a binding, in check mode); callers fall back to a
/// harmless default and carry on.
extension TemplateBuilder {
    private func got(_ v: JSONValue, _ binding: String?) -> String {
        v.kindDescription + (binding.map { " (from \($0))" } ?? "")
    }

    /// The general form: resolve, convert, or report "expected …, got …".
    func read<T>(_ v: JSONValue, _ p: JSONPointer, expected: String, _ convert: (JSONValue) -> T?) -> T? {
        guard case .value(let j, let binding) = resolve(v, p) else { return nil }
        if let t = convert(j) { return t }
        issue(p, "expected \(expected), got \(got(j, binding)).")
        return nil
    }

    func number(_ v: JSONValue, _ p: JSONPointer, _ range: ClosedRange<Double>, _ expected: String) -> Double? {
        read(v, p, expected: expected) { j in
            if case .number(let n) = j, range.contains(n) { return n }
            return nil
        }
    }

    /// A length in points, 0…10000.
    func length(_ v: JSONValue, _ p: JSONPointer) -> Double? {
        number(v, p, 0...Limits.maxLength, "a length in points from 0 to \(JSONValue.format(Limits.maxLength))")
    }

    /// A signed distance in points, −10000…10000 (offsets, shadow offsets, tracking).
    func distance(_ v: JSONValue, _ p: JSONPointer) -> Double? {
        number(v, p, -Limits.maxLength...Limits.maxLength,
               "a distance in points from -\(JSONValue.format(Limits.maxLength)) to \(JSONValue.format(Limits.maxLength))")
    }

    /// A frame's maximum: a length or `"infinity"`.
    func maxLength(_ v: JSONValue, _ p: JSONPointer) -> Double? {
        read(v, p, expected: "a length in points from 0 to \(JSONValue.format(Limits.maxLength)) or \"infinity\"") { j in
            if case .string("infinity") = j { return Double.infinity }
            if case .number(let n) = j, (0...Limits.maxLength).contains(n) { return n }
            return nil
        }
    }

    func integer(_ v: JSONValue, _ p: JSONPointer, _ range: ClosedRange<Int>) -> Int? {
        read(v, p, expected: "a whole number from \(range.lowerBound) to \(range.upperBound)") { j in
            if case .number(let n) = j, n == n.rounded(), n >= Double(range.lowerBound), n <= Double(range.upperBound) { return Int(n) }
            return nil
        }
    }

    func bool(_ v: JSONValue, _ p: JSONPointer) -> Bool? {
        read(v, p, expected: "true or false") { $0.boolValue }
    }

    func string(_ v: JSONValue, _ p: JSONPointer, expected: String = "a string") -> String? {
        read(v, p, expected: expected) { $0.stringValue }
    }

    /// One of a fixed set of names; a typo gets the nearest name as a suggestion.
    func choice<T>(_ v: JSONValue, _ p: JSONPointer, _ options: [(String, T)], _ what: String) -> T? {
        guard case .value(let j, let binding) = resolve(v, p) else { return nil }
        let names = options.map(\.0)
        if case .string(let s) = j, let hit = options.first(where: { $0.0 == s }) { return hit.1 }
        let list = names.count <= 14 ? ": \(names.joined(separator: ", "))" : ""
        issue(p, "expected \(what)\(list); got \(got(j, binding)).",
              suggestion: j.stringValue.flatMap { Suggestions.nearest(to: $0, in: names) })
        return nil
    }

    /// An object whose keys are checked against `allowed`; nil (with an issue) for anything else.
    func object(_ v: JSONValue, _ p: JSONPointer, allowed: [String], what: String, expected: String) -> ObjectReader? {
        guard case .value(let j, let binding) = resolve(v, p) else { return nil }
        guard case .object(let o) = j else {
            issue(p, "expected \(expected), got \(got(j, binding)).")
            return nil
        }
        return ObjectReader(o, at: p, allowed: allowed, what: what)
    }

    /// A URL with a scheme (`SwiftUIAndAppDemo://page=home`, `https://example.com`).
    func url(_ v: JSONValue, _ p: JSONPointer) -> URL? {
        read(v, p, expected: "a URL with a scheme, such as \"myapp://page=home\"") { j in
            guard case .string(let s) = j, let u = URL(string: s), let scheme = u.scheme, !scheme.isEmpty else { return nil }
            return u
        }
    }

    /// A name for a binding (`ForEach.as`): letters, digits and `_`, not starting with a digit.
    func identifier(_ v: JSONValue, _ p: JSONPointer) -> String? {
        read(v, p, expected: "a name made of letters, digits and _ (not starting with a digit)") { j in
            guard case .string(let s) = j, let first = s.first, first.isLetter || first == "_",
                  s.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            return s
        }
    }
}
