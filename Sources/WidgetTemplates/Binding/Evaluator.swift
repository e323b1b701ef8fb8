/// The result of evaluating an expression: a value, or the name that was not found (kept so
/// `default` can replace it and the error can suggest a near name).
enum Evaluated: Hashable, Sendable {
    case value(JSONValue)
    case missing(name: String, suggestion: NearName)

    /// Missing values read as null.
    var json: JSONValue {
        if case .value(let v) = self { return v }
        return .null
    }
}

/// The name nearest to one that was not found, worked out only when a message shows it: most
/// missing values are replaced by `default` or read as false, and the edit distances to every
/// name in scope were a sizeable part of a template's instantiation.
struct NearName: Hashable, Sendable {
    let typed: String
    let candidates: [String]

    static let none = NearName(typed: "", candidates: [])

    var name: String? { candidates.isEmpty ? nil : Suggestions.nearest(to: typed, in: candidates) }
}

/// Evaluates expressions against a ``BindingScope``.
struct Evaluator {
    let scope: BindingScope

    func evaluate(_ e: Expression) throws(ExpressionError) -> Evaluated {
        switch e {
        case .literal(let v):
            return .value(v)
        case .variable(let name):
            if let v = scope.lookup(name) { return .value(v) }
            return .missing(name: name, suggestion: NearName(typed: name, candidates: scope.names))
        case .member(let base, let name):
            let b = try evaluate(base)
            guard case .value(let v) = b else { return b }
            switch v {
            case .object(let o):
                if let m = o[name] { return .value(m) }
                return .missing(name: "\(Self.describe(base)).\(name)", suggestion: NearName(typed: name, candidates: o.keys))
            case .null:
                return .missing(name: "\(Self.describe(base)).\(name)", suggestion: .none)
            default:
                throw ExpressionError("\(Self.describe(base)) is \(v.kindDescription), which has no member \"\(name)\".")
            }
        case .index(let base, let index):
            let b = try evaluate(base)
            guard case .value(let v) = b else { return b }
            let i = try evaluate(index).json
            switch (v, i) {
            case (.array(let items), .number(let n)):
                guard n == n.rounded(), n >= 0, n < Double(items.count) else { return .missing(name: "\(Self.describe(base))[\(JSONValue.format(n))]", suggestion: .none) }
                return .value(items[Int(n)])
            case (.object(let o), .string(let k)):
                if let m = o[k] { return .value(m) }
                return .missing(name: "\(Self.describe(base))['\(k)']", suggestion: NearName(typed: k, candidates: o.keys))
            default:
                throw ExpressionError("cannot index \(v.kindDescription) with \(i.kindDescription).")
            }
        case .not(let x):
            return .value(.bool(!truthy(try evaluate(x))))
        case .negate(let x):
            let v = try evaluate(x)
            guard case .value(let j) = v else { return v }
            guard case .number(let n) = j else { throw ExpressionError("'-' needs a number, got \(j.kindDescription).") }
            return .value(.number(-n))
        case .conditional(let c, let a, let b):
            return try evaluate(truthy(try evaluate(c)) ? a : b)
        case .binary(let op, let l, let r):
            return try binary(op, l, r)
        case .filter(let input, let name, let arguments):
            guard let spec = Filters.table[name] else { throw ExpressionError("unknown filter \"\(name)\".") }
            let value = try evaluate(input)
            var args: [JSONValue] = []
            for a in arguments {
                switch try evaluate(a) {
                case .value(let v): args.append(v)
                case .missing(let n, let s): throw Self.missingError(n, s)
                }
            }
            return try spec.apply(value, args, scope)
        }
    }

    func truthy(_ v: Evaluated) -> Bool {
        if case .value(let j) = v { return Values.isTruthy(j) }
        return false
    }

    private func binary(_ op: BinaryOperator, _ l: Expression, _ r: Expression) throws(ExpressionError) -> Evaluated {
        switch op {
        case .or:
            let a = try evaluate(l)
            return truthy(a) ? a : try evaluate(r)
        case .and:
            let a = try evaluate(l)
            return truthy(a) ? try evaluate(r) : a
        case .equal: return .value(.bool(try evaluate(l).json == evaluate(r).json))
        case .notEqual: return .value(.bool(try evaluate(l).json != evaluate(r).json))
        default: break
        }
        let a = try evaluate(l), b = try evaluate(r)
        if case .missing = a { return a }
        if case .missing = b { return b }
        let x = a.json, y = b.json
        switch (op, x, y) {
        case (.add, .string(let s), _): return .value(.string(s + (try Values.text(y))))
        case (.add, _, .string(let s)): return .value(.string((try Values.text(x)) + s))
        case (.less, .string(let s), .string(let t)): return .value(.bool(s < t))
        case (.lessOrEqual, .string(let s), .string(let t)): return .value(.bool(s <= t))
        case (.greater, .string(let s), .string(let t)): return .value(.bool(s > t))
        case (.greaterOrEqual, .string(let s), .string(let t)): return .value(.bool(s >= t))
        case (_, .number(let p), .number(let q)):
            let result: JSONValue
            switch op {
            case .less: result = .bool(p < q)
            case .lessOrEqual: result = .bool(p <= q)
            case .greater: result = .bool(p > q)
            case .greaterOrEqual: result = .bool(p >= q)
            case .add: result = .number(p + q)
            case .subtract: result = .number(p - q)
            case .multiply: result = .number(p * q)
            case .divide:
                guard q != 0 else { throw ExpressionError("division by zero in '\(Self.describe(l)) / \(Self.describe(r))'.") }
                result = .number(p / q)
            case .remainder:
                guard q != 0 else { throw ExpressionError("division by zero in '\(Self.describe(l)) % \(Self.describe(r))'.") }
                result = .number(p.truncatingRemainder(dividingBy: q))
            default: result = .null
            }
            if case .number(let n) = result, !n.isFinite { throw ExpressionError("'\(op.rawValue)' overflowed: the result is not a finite number.") }
            return .value(result)
        default:
            throw ExpressionError("'\(op.rawValue)' needs two numbers, got \(x.kindDescription) and \(y.kindDescription).")
        }
    }

    /// The error for a name that has no value.
    static func missingError(_ name: String, _ suggestion: NearName) -> ExpressionError {
        ExpressionError("no value named \"\(name)\" in the entry, the parameters or the enclosing ForEach; add it to the entry or use | default: '…'.",
                        suggestion: suggestion.name)
    }

    /// Short source-like text of an expression, for messages.
    static func describe(_ e: Expression) -> String {
        switch e {
        case .literal(let v): return (try? Values.text(v)) ?? "…"
        case .variable(let n): return n
        case .member(let b, let n): return "\(describe(b)).\(n)"
        case .index(let b, let i): return "\(describe(b))[\(describe(i))]"
        case .not(let x): return "!\(describe(x))"
        case .negate(let x): return "-\(describe(x))"
        case .binary(let op, let a, let b): return "\(describe(a)) \(op.rawValue) \(describe(b))"
        case .conditional(let c, let a, let b): return "\(describe(c)) ? \(describe(a)) : \(describe(b))"
        case .filter(let x, let n, _): return "\(describe(x)) | \(n)"
        }
    }
}
