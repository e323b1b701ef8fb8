/// A parsed binding expression: what goes between `{{` and `}}`, or in a condition.
///
/// ```
/// title                      a value from the entry, a parameter or a ForEach element
/// task.title   items[0]      members and list elements
/// temp - low   days >= 0     arithmetic and comparisons (numbers; == and != on anything)
/// done && !late ? 'a' : 'b'  logic and a conditional
/// price | currency: 'USD'    filters, applied left to right
/// ```
indirect enum Expression: Hashable, Sendable {
    case literal(JSONValue)
    case variable(String)
    case member(Expression, String)
    case index(Expression, Expression)
    case not(Expression)
    case negate(Expression)
    case binary(BinaryOperator, Expression, Expression)
    case conditional(Expression, Expression, Expression)
    case filter(Expression, name: String, arguments: [Expression])

    /// The top-level names the expression reads (for "did you mean" and documentation).
    var variables: [String] {
        switch self {
        case .literal: return []
        case .variable(let n): return [n]
        case .member(let e, _), .not(let e), .negate(let e): return e.variables
        case .index(let a, let b), .binary(_, let a, let b): return a.variables + b.variables
        case .conditional(let a, let b, let c): return a.variables + b.variables + c.variables
        case .filter(let e, _, let args): return e.variables + args.flatMap(\.variables)
        }
    }
}

enum BinaryOperator: String, Hashable, Sendable {
    case or = "||", and = "&&"
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
}

/// Why an expression could not be read or evaluated; the message is for the template author.
struct ExpressionError: Error, Hashable, Sendable {
    var message: String
    var suggestion: String?
    init(_ message: String, suggestion: String? = nil) { self.message = message; self.suggestion = suggestion }
}
