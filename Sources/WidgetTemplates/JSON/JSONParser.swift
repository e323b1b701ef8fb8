/// A strict JSON parser over UTF-8 bytes that records node positions and stops at absurd input
/// (deep nesting, huge files, numbers beyond Double) with a located error instead of trapping.
struct JSONParser {
    /// The deepest nesting of arrays and objects accepted. Templates need a few dozen levels.
    static let maxDepth = 128
    /// The largest file accepted, in bytes.
    static let maxBytes = 8 << 20

    let bytes: [UInt8]
    let file: String
    var i = 0
    var line = 1
    var lineStart = 0
    var positions: [JSONPointer: SourcePosition] = [:]

    init(bytes: [UInt8], file: String) { self.bytes = bytes; self.file = file }

    mutating func parseDocument() throws(TemplateError) -> JSONDocument {
        if bytes.count > Self.maxBytes {
            throw fail(.root, "is \(bytes.count) bytes; JSON files of at most \(Self.maxBytes) bytes are accepted.")
        }
        if String(validating: bytes, as: UTF8.self) == nil {
            throw TemplateError(InvalidUTF8.issue(Array(bytes), file: file))
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3; lineStart = 3 }
        skipWhitespace()
        guard i < bytes.count else { throw fail(.root, "is empty; expected a JSON value.") }
        positions[.root] = here
        let root = try value(at: .root, depth: 0)
        skipWhitespace()
        if i < bytes.count { throw fail(.root, "has more text after the JSON value: \(found()).") }
        return JSONDocument(file: file, root: root, positions: positions)
    }

    /// Column bookkeeping, so positions cost O(distance since the last one), not O(line length).
    var columnMark = (index: 0, column: 1)

    var here: SourcePosition {
        mutating get {
            // Columns count characters: skip UTF-8 continuation bytes.
            var (k, col) = columnMark.index >= lineStart && columnMark.index <= i ? columnMark : (lineStart, 1)
            while k < i { if bytes[k] & 0xC0 != 0x80 { col += 1 }; k += 1 }
            columnMark = (i, col)
            return SourcePosition(line: line, column: col)
        }
    }

    mutating func fail(_ pointer: JSONPointer, _ message: String) -> TemplateError {
        TemplateError(TemplateIssue(file: file, pointer: pointer, position: here, message: message))
    }

    /// What is at the cursor, for "found …" in messages.
    func found() -> String {
        guard i < bytes.count else { return "the end of the file" }
        var end = i
        while end < bytes.count, end - i < 12, ![UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[end]) { end += 1 }
        let s = String(decoding: bytes[i..<max(end, i + 1)], as: UTF8.self)
        return "\"\(s)\""
    }

    mutating func skipWhitespace() {
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): i += 1
            case UInt8(ascii: "\n"): i += 1; line += 1; lineStart = i
            default: return
            }
        }
    }

    mutating func value(at pointer: JSONPointer, depth: Int) throws(TemplateError) -> JSONValue {
        guard i < bytes.count else { throw fail(pointer, "ends early; expected a value.") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try object(at: pointer, depth: depth + 1)
        case UInt8(ascii: "["): return try array(at: pointer, depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string(at: pointer))
        case UInt8(ascii: "t"): try literal("true", pointer); return .bool(true)
        case UInt8(ascii: "f"): try literal("false", pointer); return .bool(false)
        case UInt8(ascii: "n"): try literal("null", pointer); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number(at: pointer))
        default:
            throw fail(pointer, "expected a value (object, list, string, number, true, false or null), found \(found()).")
        }
    }

    mutating func literal(_ word: String, _ pointer: JSONPointer) throws(TemplateError) {
        let w = Array(word.utf8)
        guard i + w.count <= bytes.count, Array(bytes[i..<i + w.count]) == w else {
            throw fail(pointer, "expected a value (object, list, string, number, true, false or null), found \(found()).")
        }
        i += w.count
    }

    mutating func object(at pointer: JSONPointer, depth: Int) throws(TemplateError) -> JSONValue {
        if depth > Self.maxDepth {
            throw fail(pointer, "is nested more than \(Self.maxDepth) levels deep; flatten the template (use components or ForEach).")
        }
        i += 1
        var obj = JSONObject()
        skipWhitespace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(obj) }
        while true {
            skipWhitespace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else {
                throw fail(pointer, "expected a key in double quotes, found \(found()).")
            }
            let keyPosition = here
            let key = try string(at: pointer)
            let child = pointer / key
            if obj[key] != nil {
                throw TemplateError(TemplateIssue(file: file, pointer: child, position: keyPosition,
                                                  message: "the key \"\(key)\" appears twice in the same object."))
            }
            positions[child] = keyPosition
            skipWhitespace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else {
                throw fail(child, "expected ':' after the key \"\(key)\", found \(found()).")
            }
            i += 1
            skipWhitespace()
            obj[key] = try value(at: child, depth: depth)
            skipWhitespace()
            guard i < bytes.count else { throw fail(pointer, "ends early; expected ',' or '}'.") }
            if bytes[i] == UInt8(ascii: ",") {
                i += 1
                skipWhitespace()
                if i < bytes.count, bytes[i] == UInt8(ascii: "}") { throw fail(pointer, "has a trailing comma before '}'; remove it.") }
                continue
            }
            if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(obj) }
            throw fail(child, "expected ',' or '}' after the value of \"\(key)\", found \(found()).")
        }
    }

    mutating func array(at pointer: JSONPointer, depth: Int) throws(TemplateError) -> JSONValue {
        if depth > Self.maxDepth {
            throw fail(pointer, "is nested more than \(Self.maxDepth) levels deep; flatten the template (use components or ForEach).")
        }
        i += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
        while true {
            skipWhitespace()
            let child = pointer / items.count
            positions[child] = here
            items.append(try value(at: child, depth: depth))
            skipWhitespace()
            guard i < bytes.count else { throw fail(pointer, "ends early; expected ',' or ']'.") }
            if bytes[i] == UInt8(ascii: ",") {
                i += 1
                skipWhitespace()
                if i < bytes.count, bytes[i] == UInt8(ascii: "]") { throw fail(pointer, "has a trailing comma before ']'; remove it.") }
                continue
            }
            if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
            throw fail(child, "expected ',' or ']' after a list element, found \(found()).")
        }
    }

    mutating func string(at pointer: JSONPointer) throws(TemplateError) -> String {
        i += 1
        var out: [UInt8] = []
        while i < bytes.count {
            let c = bytes[i]
            switch c {
            case UInt8(ascii: "\""):
                i += 1
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                i += 1
                guard i < bytes.count else { break }
                let e = bytes[i]
                i += 1
                switch e {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4(pointer)
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                            throw fail(pointer, "has an unpaired UTF-16 surrogate escape in a string.")
                        }
                        i += 2
                        let low = try hex4(pointer)
                        guard (0xDC00...0xDFFF).contains(low) else { throw fail(pointer, "has an unpaired UTF-16 surrogate escape in a string.") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(scalar) {
                        throw fail(pointer, "has an unpaired UTF-16 surrogate escape in a string.")
                    }
                    guard let u = Unicode.Scalar(scalar) else { throw fail(pointer, "has an invalid \\u escape in a string.") }
                    out.append(contentsOf: Array(String(Character(u)).utf8))
                default:
                    i -= 1
                    throw fail(pointer, "has an invalid escape \\\(String(decoding: [e], as: UTF8.self)) in a string; use \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX.")
                }
            case 0x00..<0x20:
                throw fail(pointer, "has a control character in a string; write a newline as \\n and a tab as \\t.")
            default:
                out.append(c)
                i += 1
            }
        }
        throw fail(pointer, "has a string that is not closed; add the closing '\"'.")
    }

    mutating func hex4(_ pointer: JSONPointer) throws(TemplateError) -> UInt32 {
        guard i + 4 <= bytes.count, let v = UInt32(String(decoding: bytes[i..<i + 4], as: UTF8.self), radix: 16) else {
            throw fail(pointer, "has an invalid \\u escape in a string; expected four hex digits.")
        }
        i += 4
        return v
    }

    mutating func number(at pointer: JSONPointer) throws(TemplateError) -> Double {
        let start = i
        func digits() -> Int {
            var n = 0
            while i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) { i += 1; n += 1 }
            return n
        }
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        let intStart = i
        let intDigits = digits()
        var valid = intDigits > 0 && !(intDigits > 1 && bytes[intStart] == UInt8(ascii: "0"))
        if valid, i < bytes.count, bytes[i] == UInt8(ascii: ".") { i += 1; valid = digits() > 0 }
        if valid, i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            valid = digits() > 0
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        guard valid, let v = Double(text) else {
            i = start
            throw fail(pointer, "has a malformed number \(found()).")
        }
        guard v.isFinite else {
            i = start
            throw fail(pointer, "has the number \(text), which is out of range (beyond ±1.8e308).")
        }
        return v
    }
}
