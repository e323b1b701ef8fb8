import Foundation

/// The names an expression can read, innermost first: ForEach elements and component
/// arguments, then the entry's fields (`date` among them), then the parameters. `now` is the
/// entry's date and `params` the parameters as one object. Plus the locale and time zone that
/// number and date filters format with.
struct BindingScope: Sendable {
    var locals: [[String: JSONValue]] = []
    var entry: JSONObject
    var parameters: JSONObject
    /// The entry's date: what `now`, relative dates and `daysUntil` measure from.
    var now: Date
    var locale: Locale
    var timeZone: TimeZone

    func lookup(_ name: String) -> JSONValue? {
        for frame in locals.reversed() { if let v = frame[name] { return v } }
        if let v = entry[name] { return v }
        if let v = parameters[name] { return v }
        switch name {
        case "now": return .string(DateValues.iso(now))
        case "params": return .object(parameters)
        default: return nil
        }
    }

    /// Every readable name, for suggestions.
    var names: [String] {
        locals.reversed().flatMap(\.keys) + entry.keys + parameters.keys + ["now", "params"]
    }

    var calendar: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = timeZone
        c.locale = locale
        return c
    }

    /// A scope with no data, for checking templates before any entry is known.
    static let empty = BindingScope(entry: JSONObject(), parameters: JSONObject(), now: EnvironmentValues().now,
                                    locale: Locale(identifier: "en_US_POSIX"), timeZone: EnvironmentValues().timeZone)
}

/// Conversions between JSON values and what expressions compute with.
enum Values {
    /// JavaScript-like truthiness: false, null, 0, "", [] and {} are false.
    static func isTruthy(_ v: JSONValue) -> Bool {
        switch v {
        case .null: return false
        case .bool(let b): return b
        case .number(let n): return n != 0 && !n.isNaN
        case .string(let s): return !s.isEmpty
        case .array(let a): return !a.isEmpty
        case .object(let o): return !o.isEmpty
        }
    }

    /// How a value reads inside text: numbers without a trailing `.0`, null as nothing. Lists
    /// and objects have no text form (use `join`, `count` or a member).
    static func text(_ v: JSONValue) throws(ExpressionError) -> String {
        switch v {
        case .null: return ""
        case .bool(let b): return b ? "true" : "false"
        case .number(let n):
            // Ten decimals at most, so 0.1 + 0.2 reads 0.3.
            let r = abs(n) < 1e9 ? (n * 1e10).rounded() / 1e10 : n
            return JSONValue.format(r)
        case .string(let s): return s
        case .array: throw ExpressionError("a list cannot be shown as text; use a ForEach, or the join or count filter.")
        case .object: throw ExpressionError("an object cannot be shown as text; pick one of its members, like item.title.")
        }
    }
}
