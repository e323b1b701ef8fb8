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
    /// The tokens of the node being read: a pointer is built only when one is reported.
    var path: [String] = []

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
        var tree = PositionTree(start: here)
        let root = try value(depth: 0, into: &tree)
        skipWhitespace()
        if i < bytes.count { throw fail(.root, "has more text after the JSON value: \(found()).") }
        return JSONDocument(file: file, root: root, tree: tree)
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

    /// An error at the node being read (or its member `child`), at the cursor.
    mutating func fail(_ message: String, child: String? = nil) -> TemplateError {
        fail(JSONPointer(child.map { path + [$0] } ?? path), message)
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

    /// The value at the cursor (the node at ``path``); a container records where its
    /// elements and members start in `tree`.
    mutating func value(depth: Int, into tree: inout PositionTree) throws(TemplateError) -> JSONValue {
        guard i < bytes.count else { throw fail("ends early; expected a value.") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1, into: &tree)
        case UInt8(ascii: "["): return try array(depth: depth + 1, into: &tree)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default:
            throw fail("expected a value (object, list, string, number, true, false or null), found \(found()).")
        }
    }

    mutating func literal(_ word: String) throws(TemplateError) {
        let w = Array(word.utf8)
        guard i + w.count <= bytes.count, Array(bytes[i..<i + w.count]) == w else {
            throw fail("expected a value (object, list, string, number, true, false or null), found \(found()).")
        }
        i += w.count
    }

    mutating func object(depth: Int, into tree: inout PositionTree) throws(TemplateError) -> JSONValue {
        if depth > Self.maxDepth {
            throw fail("is nested more than \(Self.maxDepth) levels deep; flatten the template (use components or ForEach).")
        }
        i += 1
        var obj = JSONObject()
        skipWhitespace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(obj) }
        while true {
            skipWhitespace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else {
                throw fail("expected a key in double quotes, found \(found()).")
            }
            let keyPosition = here
            let key = try string()
            if obj[key] != nil {
                throw TemplateError(TemplateIssue(file: file, pointer: JSONPointer(path + [key]), position: keyPosition,
                                                  message: "the key \"\(key)\" appears twice in the same object."))
            }
            skipWhitespace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else {
                throw fail("expected ':' after the key \"\(key)\", found \(found()).", child: key)
            }
            i += 1
            skipWhitespace()
            var member = PositionTree(start: keyPosition)
            path.append(key)
            obj[key] = try value(depth: depth, into: &member)
            path.removeLast()
            tree.members[key] = member
            skipWhitespace()
            guard i < bytes.count else { throw fail("ends early; expected ',' or '}'.") }
            if bytes[i] == UInt8(ascii: ",") {
                i += 1
                skipWhitespace()
                if i < bytes.count, bytes[i] == UInt8(ascii: "}") { throw fail("has a trailing comma before '}'; remove it.") }
                continue
            }
            if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(obj) }
            throw fail("expected ',' or '}' after the value of \"\(key)\", found \(found()).", child: key)
        }
    }

    mutating func array(depth: Int, into tree: inout PositionTree) throws(TemplateError) -> JSONValue {
        if depth > Self.maxDepth {
            throw fail("is nested more than \(Self.maxDepth) levels deep; flatten the template (use components or ForEach).")
        }
        i += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
        while true {
            skipWhitespace()
            var element = PositionTree(start: here)
            path.append(String(items.count))
            items.append(try value(depth: depth, into: &element))
            path.removeLast()
            tree.elements.append(element)
            skipWhitespace()
            guard i < bytes.count else { throw fail("ends early; expected ',' or ']'.") }
            if bytes[i] == UInt8(ascii: ",") {
                i += 1
                skipWhitespace()
                if i < bytes.count, bytes[i] == UInt8(ascii: "]") { throw fail("has a trailing comma before ']'; remove it.") }
                continue
            }
            if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
            throw fail("expected ',' or ']' after a list element, found \(found()).", child: String(items.count - 1))
        }
    }

    mutating func string() throws(TemplateError) -> String {
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
                    var scalar = try hex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                            throw fail("has an unpaired UTF-16 surrogate escape in a string.")
                        }
                        i += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw fail("has an unpaired UTF-16 surrogate escape in a string.") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(scalar) {
                        throw fail("has an unpaired UTF-16 surrogate escape in a string.")
                    }
                    guard let u = Unicode.Scalar(scalar) else { throw fail("has an invalid \\u escape in a string.") }
                    out.append(contentsOf: Array(String(Character(u)).utf8))
                default:
                    i -= 1
                    throw fail("has an invalid escape \\\(String(decoding: [e], as: UTF8.self)) in a string; use \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX.")
                }
            case 0x00..<0x20:
                throw fail("has a control character in a string; write a newline as \\n and a tab as \\t.")
            default:
                out.append(c)
                i += 1
            }
        }
        throw fail("has a string that is not closed; add the closing '\"'.")
    }

    mutating func hex4() throws(TemplateError) -> UInt32 {
        guard i + 4 <= bytes.count, let v = UInt32(String(decoding: bytes[i..<i + 4], as: UTF8.self), radix: 16) else {
            throw fail("has an invalid \\u escape in a string; expected four hex digits.")
        }
        i += 4
        return v
    }

    mutating func number() throws(TemplateError) -> Double {
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
            throw fail("has a malformed number \(found()).")
        }
        guard v.isFinite else {
            i = start
            throw fail("has the number \(text), which is out of range (beyond ±1.8e308).")
        }
        return v
    }
}
