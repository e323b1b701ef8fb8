import Foundation

/// A JSON Schema validator for the keywords the SARIF 2.1.0 schema uses, with the semantics of the
/// dialect that schema declares (draft-04; for these keywords draft-07 reads the same, except that
/// `integer` accepts `1.0` there, and so here).
///
/// It checks values as `JSONSerialization` returns them (dictionaries, arrays, strings, `NSNumber`,
/// `NSNull`) or their Swift equivalents. Supported: `$ref` (to `#` and `#/…` in the same document),
/// `type`, `enum`, `minimum`, `maximum`, `minItems`, `uniqueItems`, `items`, `properties`,
/// `additionalProperties`, `required`, `pattern`, `format` (`uri`, `uri-reference`, `date-time`),
/// `anyOf`, `oneOf`, `allOf`, `not`; `title`, `description`, `default` and `definitions` are read as
/// notes, `$schema` and `id` only at the root. Any other keyword, format or reference is reported
/// on every instance, so a schema it cannot fully check fails instead of passing.
struct JSONSchemaValidator {
    private let root: Any
    /// What is wrong with the schema itself (unsupported keywords, unresolvable `$ref`s), found once.
    private let schemaErrors: [String]
    /// Each `pattern` of the schema, compiled.
    private let patterns: [String: NSRegularExpression]

    init(schema: Any) {
        root = schema
        var scan = SchemaScan(root: schema)
        scan.visit(schema, at: "#", isRoot: true)
        schemaErrors = scan.errors
        patterns = scan.patterns
    }

    /// Every way `instance` breaks the schema: what the validator cannot check in the schema
    /// first, then each failure, naming the JSON pointer of the failing value (`(root)` for the
    /// whole document), the keyword and the keyword's place in the schema.
    func errors(in instance: Any) -> [String] {
        var errors = schemaErrors
        check(instance, at: "", against: root, schemaPath: "#", into: &errors)
        return errors
    }

    // MARK: Applying a schema

    private func check(_ value: Any, at pointer: String, against schema: Any, schemaPath: String, into errors: inout [String]) {
        func fail(_ keyword: String, _ detail: String) {
            errors.append("\(pointer.isEmpty ? "(root)" : pointer): \(keyword): \(detail) (schema \(schemaPath)/\(keyword))")
        }
        if JSONKind(schema) == .boolean {
            if (schema as? NSNumber)?.boolValue == false { errors.append("\(pointer.isEmpty ? "(root)" : pointer): false: no value is allowed here (schema \(schemaPath))") }
            return
        }
        guard let schema = schema as? [String: Any] else { return }   // reported by the scan
        // draft-04 and draft-07: beside `$ref` every other keyword is ignored.
        if let ref = schema["$ref"] as? String {
            if let target = SchemaScan.resolve(ref, in: root) { check(value, at: pointer, against: target, schemaPath: ref, into: &errors) }
            return
        }
        guard let kind = JSONKind(value) else {
            fail("type", "\(type(of: value)) is not a JSON value")
            return
        }

        if let type = schema["type"] {
            let names = (type as? String).map { [$0] } ?? (type as? [String] ?? [])
            if !names.contains(where: { kind.isA($0) }) {
                fail("type", "expected \(names.joined(separator: " or ")), found \(kind.rawValue)")
            }
        }
        if let options = schema["enum"] as? [Any], !options.contains(where: { Self.equal($0, value) }) {
            fail("enum", "\(Self.show(value)) is not one of \(Self.show(options))")
        }

        if kind == .integer || kind == .number, let number = (value as? NSNumber)?.doubleValue {
            if let minimum = (schema["minimum"] as? NSNumber)?.doubleValue, number < minimum {
                fail("minimum", "\(Self.show(value)) is less than \(Self.show(schema["minimum"]!))")
            }
            if let maximum = (schema["maximum"] as? NSNumber)?.doubleValue, number > maximum {
                fail("maximum", "\(Self.show(value)) is greater than \(Self.show(schema["maximum"]!))")
            }
        }

        if kind == .string, let string = value as? String {
            if let pattern = schema["pattern"] as? String, let regex = patterns[pattern] {
                let range = NSRange(location: 0, length: (string as NSString).length)
                if regex.firstMatch(in: string, range: range) == nil { fail("pattern", "\(Self.show(string)) does not match /\(pattern)/") }
            }
            if let format = schema["format"] as? String, let problem = Self.formatProblem(format, string) {
                fail("format", "\(Self.show(string)) is not a \(format): \(problem)")
            }
        }

        if kind == .array, let items = value as? [Any] {
            if let minItems = (schema["minItems"] as? NSNumber)?.intValue, items.count < minItems {
                fail("minItems", "\(items.count) item\(items.count == 1 ? "" : "s"), fewer than \(minItems)")
            }
            if schema["uniqueItems"] as? Bool == true {
                outer: for i in items.indices {
                    for j in items.indices where j > i && Self.equal(items[i], items[j]) {
                        fail("uniqueItems", "items \(i) and \(j) are equal")
                        break outer
                    }
                }
            }
            if let itemSchema = schema["items"], !(itemSchema is [Any]) {
                for (i, item) in items.enumerated() {
                    check(item, at: "\(pointer)/\(i)", against: itemSchema, schemaPath: "\(schemaPath)/items", into: &errors)
                }
            }
        }

        if kind == .object, let object = value as? [String: Any] {
            for name in (schema["required"] as? [String] ?? []) where object[name] == nil {
                fail("required", "missing property \(Self.show(name))")
            }
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for name in object.keys.sorted() {
                let memberPointer = "\(pointer)/\(Self.escape(name))"
                if let propertySchema = properties[name] {
                    check(object[name]!, at: memberPointer, against: propertySchema,
                          schemaPath: "\(schemaPath)/properties/\(Self.escape(name))", into: &errors)
                } else if let additional = schema["additionalProperties"] {
                    if JSONKind(additional) == .boolean {
                        if (additional as? NSNumber)?.boolValue == false { fail("additionalProperties", "property \(Self.show(name)) is not allowed") }
                    } else {
                        check(object[name]!, at: memberPointer, against: additional,
                              schemaPath: "\(schemaPath)/additionalProperties", into: &errors)
                    }
                }
            }
        }

        func branchErrors(_ keyword: String) -> [[String]] {
            (schema[keyword] as? [Any] ?? []).enumerated().map { i, branch in
                var found: [String] = []
                check(value, at: pointer, against: branch, schemaPath: "\(schemaPath)/\(keyword)/\(i)", into: &found)
                return found
            }
        }
        func summary(_ branches: [[String]]) -> String {
            branches.enumerated().map { "[\($0)] \($1.first ?? "")" }.joined(separator: "; ")
        }
        for branch in branchErrors("allOf") { errors += branch }
        let anyOf = branchErrors("anyOf")
        if !anyOf.isEmpty, !anyOf.contains(where: \.isEmpty) {
            fail("anyOf", "matches none of the \(anyOf.count) subschemas: \(summary(anyOf))")
        }
        let oneOf = branchErrors("oneOf")
        let matching = oneOf.indices.filter { oneOf[$0].isEmpty }
        if !oneOf.isEmpty, matching.count != 1 {
            fail("oneOf", matching.isEmpty ? "matches none of the \(oneOf.count) subschemas: \(summary(oneOf))"
                                            : "matches subschemas \(matching.map(String.init).joined(separator: " and ")); exactly one must match")
        }
        if let negated = schema["not"] {
            var found: [String] = []
            check(value, at: pointer, against: negated, schemaPath: "\(schemaPath)/not", into: &found)
            if found.isEmpty { fail("not", "\(Self.show(value)) matches the schema it must not match") }
        }
    }

    // MARK: JSON values

    /// The JSON type of a value. On Linux a JSON `1` or `0` also casts to `Bool` (`1 is Bool`), so
    /// booleans are told apart by their class (`NSNumber(value: true)`'s) or by being a Swift `Bool`.
    enum JSONKind: String {
        case null, boolean, integer, number, string, array, object

        private static let booleanClasses: Set<ObjectIdentifier> = [ObjectIdentifier(type(of: NSNumber(value: true))),
                                                                    ObjectIdentifier(type(of: NSNumber(value: false)))]

        init?(_ value: Any) {
            if value is NSNull { self = .null }
            else if type(of: value) == Bool.self || Self.booleanClasses.contains(ObjectIdentifier(type(of: value))) { self = .boolean }
            else if value is String { self = .string }
            else if value is [String: Any] { self = .object }
            else if value is [Any] { self = .array }
            else if let number = value as? NSNumber {
                let d = number.doubleValue
                self = "cCsSiIlLqQ".contains(Character(UnicodeScalar(UInt8(bitPattern: number.objCType.pointee))))
                    || (d.isFinite && d == d.rounded()) ? .integer : .number
            } else { return nil }
        }

        /// Whether a value of this kind is of the schema type `name` (an integer is also a number).
        func isA(_ name: String) -> Bool { name == rawValue || (name == "number" && self == .integer) }
    }

    /// JSON equality: numbers by value, objects by members whatever their order, `true` never `1`.
    static func equal(_ a: Any, _ b: Any) -> Bool {
        guard let ka = JSONKind(a), let kb = JSONKind(b) else { return false }
        switch (ka, kb) {
        case (.null, .null): return true
        case (.boolean, .boolean): return (a as? NSNumber)?.boolValue == (b as? NSNumber)?.boolValue
        case (.integer, .integer), (.integer, .number), (.number, .integer), (.number, .number):
            guard let x = a as? NSNumber, let y = b as? NSNumber else { return false }
            return ka == .integer && kb == .integer ? x.int64Value == y.int64Value && x.doubleValue == y.doubleValue
                                                    : x.doubleValue == y.doubleValue
        case (.string, .string): return a as? String == b as? String
        case (.array, .array):
            guard let x = a as? [Any], let y = b as? [Any], x.count == y.count else { return false }
            return zip(x, y).allSatisfy { equal($0, $1) }
        case (.object, .object):
            guard let x = a as? [String: Any], let y = b as? [String: Any], Set(x.keys) == Set(y.keys) else { return false }
            return x.allSatisfy { key, value in equal(value, y[key]!) }
        default: return false
        }
    }

    /// A value as short JSON text, for messages.
    static func show(_ value: Any) -> String {
        let text: String
        switch JSONKind(value) {
        case .null: text = "null"
        case .boolean: text = (value as? NSNumber)?.boolValue == true ? "true" : "false"
        case .integer, .number: text = (value as? NSNumber)?.description ?? "\(value)"
        case .string: text = "\"\(value as? String ?? "")\""
        case .array: text = "[" + (value as? [Any] ?? []).map(show).joined(separator: ", ") + "]"
        case .object: text = "{" + (value as? [String: Any] ?? [:]).keys.sorted().map { "\"\($0)\": …" }.joined(separator: ", ") + "}"
        case nil: text = "\(value)"
        }
        return text.count > 120 ? String(text.prefix(117)) + "…" : text
    }

    /// A member name as a JSON pointer token (RFC 6901).
    static func escape(_ name: String) -> String {
        name.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    // MARK: Formats

    /// Formats this validator checks.
    static let formats: Set<String> = ["uri", "uri-reference", "date-time"]

    /// Why `string` is not of `format`, or nil when it is.
    static func formatProblem(_ format: String, _ string: String) -> String? {
        switch format {
        case "uri": return uriProblem(string, absolute: true)
        case "uri-reference": return uriProblem(string, absolute: false)
        case "date-time": return dateTimeProblem(string)
        default: return "format not supported"
        }
    }

    /// RFC 3986, checked by its parts: only URI characters, each `%` followed by two hex digits,
    /// a scheme (`ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`) before the first `:` that comes
    /// before any `/`, `?` or `#` (required when `absolute`), one `#` at most, and `[` `]` only
    /// around an IP-literal host.
    static func uriProblem(_ string: String, absolute: Bool) -> String? {
        let bytes = Array(string.utf8)
        let punctuation = Set("-._~:/?#[]@!$&'()*+,;=".utf8)
        func isAlpha(_ b: UInt8) -> Bool { (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) }
        func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
        func isHex(_ b: UInt8) -> Bool { isDigit(b) || (b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66) }
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "%") {
                guard i + 2 < bytes.count, isHex(bytes[i + 1]), isHex(bytes[i + 2]) else { return "'%' not followed by two hex digits" }
                i += 3
                continue
            }
            guard isAlpha(b) || isDigit(b) || punctuation.contains(b) else {
                return b < 0x80 ? "character \(Self.show(String(UnicodeScalar(b)))) must be percent-encoded" : "non-ASCII characters must be percent-encoded"
            }
            i += 1
        }
        var rest = bytes[...]
        if let end = bytes.firstIndex(where: { ":/?#".utf8.contains($0) }), bytes[end] == UInt8(ascii: ":") {
            let scheme = bytes[..<end]
            guard let first = scheme.first, isAlpha(first),
                  scheme.allSatisfy({ isAlpha($0) || isDigit($0) || "+-.".utf8.contains($0) }) else {
                return "\"\(String(decoding: scheme, as: UTF8.self))\" is not a scheme (a relative reference cannot have ':' in its first segment)"
            }
            rest = bytes[(end + 1)...]
        } else if absolute {
            return "no scheme (an absolute URI starts with one, as in https:)"
        }
        if rest.filter({ $0 == UInt8(ascii: "#") }).count > 1 { return "more than one '#'" }
        var afterAuthority = rest
        if rest.starts(with: "//".utf8) {
            let authority = rest.dropFirst(2).prefix { !"/?#".utf8.contains($0) }
            afterAuthority = rest[authority.endIndex...]
            let host = authority.lastIndex(of: UInt8(ascii: "@")).map { authority[($0 + 1)...] } ?? authority
            if host.contains(UInt8(ascii: "[")) || host.contains(UInt8(ascii: "]")) {
                guard host.first == UInt8(ascii: "["), let close = host.firstIndex(of: UInt8(ascii: "]")),
                      !host[(host.startIndex + 1)..<close].contains(UInt8(ascii: "[")) else { return "'[' or ']' outside an IP-literal host" }
                let port = host[(close + 1)...]
                guard port.isEmpty || (port.first == UInt8(ascii: ":") && port.dropFirst().allSatisfy(isDigit)) else { return "bad port" }
            } else if let colon = host.lastIndex(of: UInt8(ascii: ":")), !host[(colon + 1)...].allSatisfy(isDigit) {
                return "bad port"
            }
        }
        if afterAuthority.contains(UInt8(ascii: "[")) || afterAuthority.contains(UInt8(ascii: "]")) { return "'[' or ']' outside an IP-literal host" }
        return nil
    }

    /// RFC 3339 `date-time` (section 5.6): `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)`, with a day
    /// that exists in its month, hours 00–23, minutes 00–59, seconds 00–60 (a leap second); `T`
    /// and `Z` may be lowercase.
    static func dateTimeProblem(_ string: String) -> String? {
        let c = Array(string.utf8)
        func number(_ from: Int, _ count: Int) -> Int? {
            guard from + count <= c.count else { return nil }
            var n = 0
            for b in c[from..<(from + count)] {
                guard b >= 0x30 && b <= 0x39 else { return nil }
                n = n * 10 + Int(b - 0x30)
            }
            return n
        }
        func at(_ i: Int, _ chars: String) -> Bool { i < c.count && chars.utf8.contains(c[i]) }
        guard let year = number(0, 4), at(4, "-"), let month = number(5, 2), at(7, "-"), let day = number(8, 2),
              at(10, "Tt"), let hour = number(11, 2), at(13, ":"), let minute = number(14, 2), at(16, ":"),
              let second = number(17, 2) else { return "not YYYY-MM-DDTHH:MM:SS" }
        var i = 19
        if at(i, ".") {
            i += 1
            let digits = c[i...].prefix { $0 >= 0x30 && $0 <= 0x39 }.count
            guard digits > 0 else { return "'.' not followed by digits" }
            i += digits
        }
        if at(i, "Zz") {
            i += 1
        } else if at(i, "+-"), let offsetHour = number(i + 1, 2), at(i + 3, ":"), let offsetMinute = number(i + 4, 2) {
            guard offsetHour <= 23, offsetMinute <= 59 else { return "offset out of range" }
            i += 6
        } else {
            return "no time zone offset (Z or ±HH:MM)"
        }
        guard i == c.count else { return "unexpected text after the offset" }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard (1...12).contains(month) else { return "month \(month) out of range" }
        guard (1...days[month - 1]).contains(day) else { return "day \(day) out of range for month \(month)" }
        guard hour <= 23, minute <= 59, second <= 60 else { return "time out of range" }
        return nil
    }
}

/// One walk over every subschema, reporting what `JSONSchemaValidator` cannot check and
/// compiling the patterns.
private struct SchemaScan {
    let root: Any
    var errors: [String] = []
    var patterns: [String: NSRegularExpression] = [:]

    static let notes: Set<String> = ["title", "description", "default"]
    static let dialects: Set<String> = ["http://json-schema.org/draft-04/schema#", "http://json-schema.org/draft-07/schema#"]
    static let typeNames: Set<String> = ["null", "boolean", "integer", "number", "string", "array", "object"]

    init(root: Any) { self.root = root }

    /// The schema `ref` points to: `#` or a JSON pointer fragment (RFC 6901) in this document.
    static func resolve(_ ref: String, in root: Any) -> Any? {
        guard ref.hasPrefix("#") else { return nil }
        let fragment = String(ref.dropFirst())
        guard fragment.isEmpty || fragment.hasPrefix("/") else { return nil }
        var node: Any = root
        for raw in fragment.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            let token = (String(raw).removingPercentEncoding ?? String(raw))
                .replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            if let object = node as? [String: Any], let next = object[token] { node = next }
            else if let array = node as? [Any], let index = Int(token), array.indices.contains(index) { node = array[index] }
            else { return nil }
        }
        return node
    }

    mutating func visit(_ schema: Any, at path: String, isRoot: Bool = false) {
        func problem(_ text: String) { errors.append("\(text) at schema \(path)") }
        if JSONSchemaValidator.JSONKind(schema) == .boolean { return }
        guard let object = schema as? [String: Any] else { return problem("a schema must be an object or a boolean") }
        func subschemas(_ keyword: String) {
            guard let list = object[keyword] as? [Any], !list.isEmpty else { return problem("\(keyword) must be a non-empty array") }
            for (i, sub) in list.enumerated() { visit(sub, at: "\(path)/\(keyword)/\(i)") }
        }
        func members(_ keyword: String) {
            guard let map = object[keyword] as? [String: Any] else { return problem("\(keyword) must be an object") }
            for name in map.keys.sorted() { visit(map[name]!, at: "\(path)/\(keyword)/\(JSONSchemaValidator.escape(name))") }
        }
        func isNumber(_ value: Any?) -> Bool {
            value.flatMap { JSONSchemaValidator.JSONKind($0) }.map { $0 == .integer || $0 == .number } ?? false
        }
        for keyword in object.keys.sorted() {
            let value = object[keyword]!
            switch keyword {
            case _ where Self.notes.contains(keyword): break
            case "$schema" where isRoot:
                if !Self.dialects.contains(value as? String ?? "") { problem("dialect \(JSONSchemaValidator.show(value)) not supported") }
            case "id" where isRoot: break
            case "definitions": members(keyword)
            case "properties": members(keyword)
            case "additionalProperties", "not": visit(value, at: "\(path)/\(keyword)")
            case "items":
                if value is [Any] { problem("unsupported keyword items as an array (tuple validation)") }
                else { visit(value, at: "\(path)/items") }
            case "anyOf", "oneOf", "allOf": subschemas(keyword)
            case "$ref":
                guard let ref = value as? String, Self.resolve(ref, in: root) != nil else {
                    problem("$ref \(JSONSchemaValidator.show(value)) does not resolve in this document")
                    break
                }
                for sibling in object.keys.sorted() where sibling != "$ref" && sibling != "definitions" && !Self.notes.contains(sibling) {
                    problem("unsupported keyword \(sibling) beside $ref (ignored by draft-04 and -07, applied by later drafts)")
                }
            case "type":
                let names = (value as? String).map { [$0] } ?? (value as? [String] ?? [])
                if names.isEmpty || !names.allSatisfy(Self.typeNames.contains) { problem("type \(JSONSchemaValidator.show(value)) not understood") }
            case "enum": if !(value is [Any]) { problem("enum must be an array") }
            case "minimum", "maximum": if !isNumber(value) { problem("\(keyword) must be a number") }
            case "minItems":
                if JSONSchemaValidator.JSONKind(value) != .integer || (value as? NSNumber)!.intValue < 0 { problem("minItems must be a non-negative integer") }
            case "uniqueItems": if JSONSchemaValidator.JSONKind(value) != .boolean { problem("uniqueItems must be a boolean") }
            case "required": if !(value is [String]) { problem("required must be an array of strings") }
            case "pattern":
                guard let pattern = value as? String, let regex = try? NSRegularExpression(pattern: pattern) else {
                    problem("pattern \(JSONSchemaValidator.show(value)) does not compile")
                    break
                }
                patterns[pattern] = regex
            case "format":
                if !JSONSchemaValidator.formats.contains(value as? String ?? "") { problem("unsupported format \(JSONSchemaValidator.show(value))") }
            default:
                problem("unsupported keyword \(keyword)")
            }
        }
    }
}
