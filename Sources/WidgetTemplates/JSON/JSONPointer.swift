/// An RFC 6901 JSON pointer such as `/body/children/0/modifiers/2`: where a node is in a file.
public struct JSONPointer: Hashable, Sendable, CustomStringConvertible, Comparable {
    /// The unescaped reference tokens.
    public private(set) var tokens: [String]

    /// A pointer from unescaped tokens; none is the root.
    public init(_ tokens: [String] = []) { self.tokens = tokens }
    /// The whole document.
    public static let root = JSONPointer()

    /// The pointer to member `key` of this node.
    public func appending(_ key: String) -> JSONPointer { JSONPointer(tokens + [key]) }
    /// The pointer to element `index` of this node.
    public func appending(_ index: Int) -> JSONPointer { JSONPointer(tokens + [String(index)]) }
    /// The pointer to member `key` of this node (`pointer / "body"`).
    public static func / (p: JSONPointer, key: String) -> JSONPointer { p.appending(key) }
    /// The pointer to element `index` of this node (`pointer / 0`).
    public static func / (p: JSONPointer, index: Int) -> JSONPointer { p.appending(index) }

    /// The escaped pointer string (`~` as `~0`, `/` as `~1`); empty for the root.
    public var description: String {
        var text = ""
        for token in tokens {
            text.append("/")
            // Most tokens (keys, indices) need no escape; Foundation's replacing was a tenth of
            // a template's instantiation, where every view records its pointer.
            if token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) {
                for c in token {
                    switch c {
                    case "~": text.append("~0")
                    case "/": text.append("~1")
                    default: text.append(c)
                    }
                }
            } else {
                text.append(token)
            }
        }
        return text
    }

    /// The pointer for messages: the root shows as `/`.
    public var display: String { tokens.isEmpty ? "/" : description }

    public static func < (a: JSONPointer, b: JSONPointer) -> Bool { a.description < b.description }
}

/// A place in a file: 1-based line and column (columns count characters).
public struct SourcePosition: Hashable, Sendable {
    /// 1-based.
    public var line: Int
    /// 1-based, in characters.
    public var column: Int
    /// A position at 1-based `line` and `column`.
    public init(line: Int, column: Int) { self.line = line; self.column = column }
}
