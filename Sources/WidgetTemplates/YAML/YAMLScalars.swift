import Yams

/// Scalars by the YAML 1.2 core schema: what `12`, `true`, `~` or `"0.5"` mean.
enum YAMLScalars {
    private static let core = "tag:yaml.org,2002:"

    /// The value of a scalar: plain ones resolved by the core schema, quoted and block ones
    /// strings, explicitly tagged ones checked against their tag.
    static func value(_ s: Node.Scalar, at pointer: JSONPointer, in reader: YAMLReader) throws(TemplateError) -> JSONValue {
        let tag = s.tag.description
        let text = s.string
        switch tag {
        case "":
            // No tag: Yams gives quoted and block scalars the `str` tag, so this one is plain.
            if s.style == .plain || s.style == .any { return try plain(text, s, pointer, reader) }
            return .string(text)
        case "!", core + "str":
            return .string(text)
        case core + "null":
            if isNull(text) { return .null }
        case core + "bool":
            if let b = bool(text) { return .bool(b) }
        case core + "int":
            if isInt(text) { return .number(try number(text, s, pointer, reader)) }
        case core + "float":
            if isInt(text) || isFloat(text) || isSpecialFloat(text) { return .number(try number(text, s, pointer, reader)) }
        default:
            throw TemplateError(reader.issue(pointer, s.mark, unsupportedTag(tag)))
        }
        throw TemplateError(reader.issue(pointer, s.mark,
            "is tagged \(shortTag(tag)) but \(JSONValue.quote(text)) is not one; remove the tag or fix the value."))
    }

    /// The message for a tag templates do not accept.
    static func unsupportedTag(_ tag: String) -> String {
        "has the tag \(shortTag(tag)), which templates do not support; remove it (only !!str, !!int, !!float, !!bool, !!null, !!seq and !!map are accepted)."
    }

    private static func shortTag(_ tag: String) -> String {
        tag.hasPrefix(core) ? "!!" + tag.dropFirst(core.count) : tag.hasPrefix("!") ? tag : "!<\(tag)>"
    }

    private static func plain(_ text: String, _ s: Node.Scalar, _ pointer: JSONPointer, _ reader: YAMLReader) throws(TemplateError) -> JSONValue {
        if isNull(text) { return .null }
        if let b = bool(text) { return .bool(b) }
        if isInt(text) || isFloat(text) || isSpecialFloat(text) { return .number(try number(text, s, pointer, reader)) }
        return .string(text)
    }

    // MARK: - Core schema

    private static func isNull(_ t: String) -> Bool { ["", "~", "null", "Null", "NULL"].contains(t) }

    private static func bool(_ t: String) -> Bool? {
        ["true", "True", "TRUE"].contains(t) ? true : ["false", "False", "FALSE"].contains(t) ? false : nil
    }

    private static func isDigits(_ t: Substring, radix: Int) -> Bool {
        !t.isEmpty && t.allSatisfy { $0.isASCII && $0.hexDigitValue.map { $0 < radix } == true }
    }

    /// `[-+]?[0-9]+`, `0o[0-7]+`, `0x[0-9a-fA-F]+`.
    private static func isInt(_ t: String) -> Bool {
        if t.hasPrefix("0o") { return isDigits(t.dropFirst(2), radix: 8) }
        if t.hasPrefix("0x") { return isDigits(t.dropFirst(2), radix: 16) }
        let body = t.first == "-" || t.first == "+" ? t.dropFirst() : Substring(t)
        return isDigits(body, radix: 10)
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`.
    private static func isFloat(_ t: String) -> Bool {
        var rest = t.first == "-" || t.first == "+" ? t.dropFirst() : Substring(t)
        let mantissa = rest.prefix { $0 != "e" && $0 != "E" }
        rest = rest.dropFirst(mantissa.count)
        let parts = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts.first ?? ""
        let fraction = parts.count > 1 ? parts[1] : nil
        let mantissaOK = fraction == nil ? isDigits(whole, radix: 10)
            : (whole.isEmpty ? isDigits(fraction ?? "", radix: 10) : isDigits(whole, radix: 10) && (fraction?.isEmpty == true || isDigits(fraction ?? "", radix: 10)))
        guard mantissaOK else { return false }
        if rest.isEmpty { return true }
        var exponent = rest.dropFirst()
        if exponent.first == "-" || exponent.first == "+" { exponent = exponent.dropFirst() }
        return isDigits(exponent, radix: 10)
    }

    /// `.inf`, `-.Inf`, `.nan`, …: numbers templates cannot use.
    private static func isSpecialFloat(_ t: String) -> Bool {
        let body = t.first == "-" || t.first == "+" ? String(t.dropFirst()) : t
        return [".inf", ".Inf", ".INF"].contains(body) || [".nan", ".NaN", ".NAN"].contains(t)
    }

    /// The value of a number the core schema recognized; infinite, NaN or beyond Double is an error.
    private static func number(_ t: String, _ s: Node.Scalar, _ pointer: JSONPointer, _ reader: YAMLReader) throws(TemplateError) -> Double {
        if isSpecialFloat(t) {
            throw TemplateError(reader.issue(pointer, s.mark,
                "has the number \(t), which is not finite; use a finite number, or quote it (\"\(t)\") for text."))
        }
        var value: Double?
        if t.hasPrefix("0x") || t.hasPrefix("0o") {
            let radix = t.hasPrefix("0x") ? 16.0 : 8.0
            value = t.dropFirst(2).reduce(0.0) { $0 * radix + Double($1.hexDigitValue ?? 0) }
        } else {
            // Swift's Double(_:) wants digits on both sides of the point: `1.` and `.5` are valid YAML.
            var d = t.hasSuffix(".") ? t + "0" : t.replacingOccurrences(of: ".e", with: ".0e").replacingOccurrences(of: ".E", with: ".0E")
            if let dot = d.firstIndex(of: "."), dot == d.startIndex || !(d[d.index(before: dot)].isNumber) {
                d.insert("0", at: dot)
            }
            value = Double(d)
        }
        guard let v = value else {
            throw TemplateError(reader.issue(pointer, s.mark, "has a malformed number \(JSONValue.quote(t))."))
        }
        guard v.isFinite else {
            throw TemplateError(reader.issue(pointer, s.mark, "has the number \(t), which is out of range (beyond ±1.8e308)."))
        }
        return v
    }
}
