/// A JSON value that keeps object members in file order (modifier order and error order follow
/// the file).
public enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, its members in file order.
    case object(JSONObject)

    /// The JSON type name used in error messages: `a string`, `a number`, …
    public var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return "the number \(JSONValue.format(n))"
        case .string(let s): return "the string \(JSONValue.quote(s))"
        case .array: return "a list"
        case .object: return "an object"
        }
    }

    /// The string, if this is one (likewise `numberValue`, `boolValue`, `arrayValue`, `objectValue`).
    public var stringValue: String? { if case .string(let s) = self { return s }; return nil }
    /// The number, if this is one.
    public var numberValue: Double? { if case .number(let n) = self { return n }; return nil }
    /// The boolean, if this is one.
    public var boolValue: Bool? { if case .bool(let b) = self { return b }; return nil }
    /// The elements, if this is a list.
    public var arrayValue: [JSONValue]? { if case .array(let a) = self { return a }; return nil }
    /// The members, if this is an object.
    public var objectValue: JSONObject? { if case .object(let o) = self { return o }; return nil }

    /// `3` for whole numbers, `2.5` otherwise: how numbers print in messages and text.
    public static func format(_ n: Double) -> String {
        if n.isFinite, n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return "\(n)"
    }

    /// A string in double quotes, shortened past 40 characters, for messages.
    static func quote(_ s: String) -> String {
        let shown = s.count > 40 ? String(s.prefix(40)) + "…" : s
        return "\"\(shown)\""
    }
}

/// A JSON object: members in file order, looked up by key.
public struct JSONObject: Hashable, Sendable {
    /// The members in the order they appear.
    public private(set) var members: [(key: String, value: JSONValue)]
    private var index: [String: Int]

    /// An object of these members, in order; a repeated key keeps its first place and takes the last value.
    public init(_ members: [(key: String, value: JSONValue)] = []) {
        self.members = []
        self.index = [:]
        for m in members { self[m.key] = m.value }
    }

    /// The keys in file order.
    public var keys: [String] { members.map(\.key) }
    /// Whether the object has no member.
    public var isEmpty: Bool { members.isEmpty }
    /// How many members the object has.
    public var count: Int { members.count }

    /// The value of `key`; setting nil removes the member, setting a new key appends it.
    public subscript(key: String) -> JSONValue? {
        get { index[key].map { members[$0].value } }
        set {
            if let i = index[key] {
                if let v = newValue { members[i].value = v } else {
                    members.remove(at: i)
                    index = Dictionary(uniqueKeysWithValues: members.enumerated().map { ($1.key, $0) })
                }
            } else if let v = newValue {
                index[key] = members.count
                members.append((key, v))
            }
        }
    }

    public static func == (a: JSONObject, b: JSONObject) -> Bool {
        a.members.count == b.members.count && zip(a.members, b.members).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }
    public func hash(into h: inout Hasher) {
        for m in members { h.combine(m.key); h.combine(m.value) }
    }
}
