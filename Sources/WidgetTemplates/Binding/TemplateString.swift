import Synchronization
import Foundation

/// A string with `{{ … }}` bindings: `"{{days | abs}} days left"`.
///
/// A string that is exactly one binding (`"{{gap}}"`) keeps the bound value's type, so a
/// number, a list or an object can be bound; any other string is text with the values
/// interpolated. Write a literal `{{` as `{{ '{{' }}`.
struct TemplateString: Hashable, Sendable {
    enum Part: Hashable, Sendable {
        case text(String)
        case binding(Expression, source: String)
    }
    let parts: [Part]

    /// Whether `s` has bindings at all.
    static func isBound(_ s: String) -> Bool {
        // A byte scan: `String.contains` of a string goes through Foundation's search.
        var previous: UInt8 = 0
        for byte in s.utf8 {
            if byte == UInt8(ascii: "{"), previous == byte { return true }
            previous = byte
        }
        return false
    }

    /// Parses `s`, remembering the answer: a template's strings are parsed again each time it is
    /// instantiated (every entry, every family, every request of a server), and they are few.
    static func parse(_ s: String) throws(ExpressionError) -> TemplateString {
        try ParsedStrings.shared.parse(s) { s throws(ExpressionError) in try parseUncached(s) }
    }

    private static func parseUncached(_ s: String) throws(ExpressionError) -> TemplateString {
        var parts: [Part] = []
        var rest = Substring(s)
        while let open = rest.range(of: "{{") {
            if open.lowerBound > rest.startIndex { parts.append(.text(String(rest[..<open.lowerBound]))) }
            let after = rest[open.upperBound...]
            guard let close = closing(after) else {
                throw ExpressionError("a binding is not closed: add \"}}\" after \"{{\(after.prefix(20))\".")
            }
            let source = String(after[..<close.lowerBound])
            let e: Expression
            do { e = try ExpressionParser.parse(source) } catch {
                throw ExpressionError("in {{\(TextLimits.excerpt(source))}}: \(error.message)", suggestion: error.suggestion)
            }
            parts.append(.binding(e, source: source.trimmingCharacters(in: .whitespaces)))
            rest = after[close.upperBound...]
        }
        if !rest.isEmpty { parts.append(.text(String(rest))) }
        return TemplateString(parts: parts)
    }

    /// The first `}}` outside a quoted string.
    private static func closing(_ s: Substring) -> Range<Substring.Index>? {
        var quote: Character?
        var i = s.startIndex
        while i < s.endIndex {
            let c = s[i]
            if let q = quote {
                if c == "\\" { i = s.index(after: i); if i == s.endIndex { return nil } } else if c == q { quote = nil }
            } else if c == "'" || c == "\"" {
                quote = c
            } else if c == "}", s.index(after: i) < s.endIndex, s[s.index(after: i)] == "}" {
                return i..<s.index(i, offsetBy: 2)
            }
            i = s.index(after: i)
        }
        return nil
    }

    /// The value: typed for a lone binding, text otherwise. A name with no value is an error.
    func evaluate(_ scope: BindingScope) throws(ExpressionError) -> JSONValue {
        let evaluator = Evaluator(scope: scope)
        if parts.count == 1, case .binding(let e, let source) = parts[0] {
            return try Self.present(evaluator, e, source)
        }
        var out = ""
        for part in parts {
            switch part {
            case .text(let t): out += t
            case .binding(let e, let source):
                let v = try Self.present(evaluator, e, source)
                do { out += try Values.text(v) } catch { throw ExpressionError("{{\(TextLimits.excerpt(source))}}: \(error.message)") }
            }
            try TextLimits.check(out.utf8.count, "this string with bindings")
        }
        return .string(out)
    }

    private static func present(_ evaluator: Evaluator, _ e: Expression, _ source: String) throws(ExpressionError) -> JSONValue {
        do throws(ExpressionError) {
            switch try evaluator.evaluate(e) {
            case .value(let v): return v
            case .missing(let name, let suggestion): throw Evaluator.missingError(name, suggestion)
            }
        } catch {
            throw ExpressionError("{{\(TextLimits.excerpt(source))}}: \(error.message)", suggestion: error.suggestion)
        }
    }
}

/// Sources already parsed, bounded (forgotten all at once past 20,000): template strings, and
/// the expressions of conditions.
private final class ParsedSources<Parsed: Sendable>: Sendable {
    private let table = Mutex<[String: Result<Parsed, ExpressionError>]>([:])

    func lookup(_ s: String) -> Result<Parsed, ExpressionError>? { table.withLock { $0[s] } }

    func remember(_ s: String, _ result: Result<Parsed, ExpressionError>) {
        guard s.utf8.count <= 4_000 else { return }
        table.withLock { t in
            if t.count >= 20_000 { t.removeAll(keepingCapacity: true) }
            t[s] = result
        }
    }

    /// The parse of `s`, remembered.
    func parse(_ s: String, _ parser: (String) throws(ExpressionError) -> Parsed) throws(ExpressionError) -> Parsed {
        if let known = lookup(s) { return try known.get() }
        let result = Result { () throws(ExpressionError) -> Parsed in try parser(s) }
        remember(s, result)
        return try result.get()
    }
}

private enum ParsedStrings {
    static let shared = ParsedSources<TemplateString>()
}

extension ExpressionParser {
    private static let parsedConditions = ParsedSources<Expression>()

    /// A condition (`"done"`, `"{{ days >= 0 }}"`: one expression, braces optional), parsed
    /// once: it is evaluated each time its template is instantiated, and parsing it again was a
    /// tenth of an instantiation.
    static func parseCondition(_ raw: String) throws(ExpressionError) -> Expression {
        try parsedConditions.parse(raw) { raw throws(ExpressionError) in
            var s = raw.trimmingCharacters(in: .whitespaces)
            if s.hasPrefix("{{"), s.hasSuffix("}}"), s.count >= 4 { s = String(s.dropFirst(2).dropLast(2)) }
            return try parse(s)
        }
    }
}
