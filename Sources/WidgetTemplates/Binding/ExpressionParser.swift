/// Reads expression source into an ``Expression``. Recursive descent with a limit on the height
/// of the tree it builds, so `((((…` ten thousand deep is an error, not a stack overflow, and so
/// is a chain such as `a/b/c/…` or `x | f | f | …`: the loops that read it build a tree as tall as
/// the chain is long, and evaluating that tree recurses once per link.
struct ExpressionParser {
    static let maxLength = 2_000
    /// Levels of nesting, each link of an operator, filter or member chain counting as one.
    static let maxDepth = 64

    enum Token: Hashable {
        case number(Double), string(String), identifier(String), symbol(String), end
    }

    private var tokens: [Token] = []
    private var k = 0
    private var depth = 0

    /// Parses a whole expression; filter names are checked against ``Filters``.
    static func parse(_ source: String) throws(ExpressionError) -> Expression {
        guard source.count <= maxLength else {
            throw ExpressionError("the expression is \(source.count) characters long; at most \(maxLength) are allowed.")
        }
        var p = ExpressionParser()
        p.tokens = try tokenize(source)
        if p.tokens == [.end] { throw ExpressionError("the expression is empty.") }
        let e = try p.pipeline()
        guard p.peek == .end else { throw ExpressionError("unexpected \(describe(p.peek)) in the expression.") }
        return e
    }

    private var peek: Token { k < tokens.count ? tokens[k] : .end }
    private mutating func next() -> Token { let t = peek; if k < tokens.count { k += 1 }; return t }
    private mutating func accept(_ symbol: String) -> Bool {
        if peek == .symbol(symbol) { k += 1; return true }
        return false
    }
    private mutating func expect(_ symbol: String, _ context: String) throws(ExpressionError) {
        guard accept(symbol) else { throw ExpressionError("expected '\(symbol)' \(context), found \(Self.describe(peek)).") }
    }

    private static func describe(_ t: Token) -> String {
        switch t {
        case .number(let n): return "the number \(JSONValue.format(n))"
        case .string(let s): return "the string '\(s)'"
        case .identifier(let s): return "'\(s)'"
        case .symbol(let s): return "'\(s)'"
        case .end: return "the end of the expression"
        }
    }

    /// One more link of a chain (`+`, `|`, `.`, …): the tree grows a level until the caller
    /// returns (it undoes `links` levels then).
    private mutating func link(_ links: inout Int) throws(ExpressionError) {
        links += 1
        try descend()
    }

    private mutating func nested<T>(_ body: (inout ExpressionParser) throws(ExpressionError) -> T) throws(ExpressionError) -> T {
        defer { depth -= 1 }
        try descend()
        return try body(&self)
    }

    /// One level deeper; the caller undoes it.
    private mutating func descend() throws(ExpressionError) {
        depth += 1
        guard depth <= Self.maxDepth else { throw ExpressionError("the expression is nested more than \(Self.maxDepth) levels deep.") }
    }

    mutating func pipeline() throws(ExpressionError) -> Expression {
        try nested { (p: inout ExpressionParser) throws(ExpressionError) -> Expression in
            var e = try p.conditional()
            var links = 0
            defer { p.depth -= links }
            while p.accept("|") {
                try p.link(&links)
                guard case .identifier(let name) = p.next() else {
                    throw ExpressionError("expected a filter name after '|'.")
                }
                var args: [Expression] = []
                if p.accept(":") {
                    repeat { args.append(try p.or()) } while p.accept(",")
                }
                try Filters.check(name, argumentCount: args.count)
                e = .filter(e, name: name, arguments: args)
            }
            return e
        }
    }

    mutating func conditional() throws(ExpressionError) -> Expression {
        let c = try or()
        guard accept("?") else { return c }
        // Right-associative: a ? b : c ? d : e.
        return try nested { (p: inout ExpressionParser) throws(ExpressionError) -> Expression in
            let a = try p.conditional()
            try p.expect(":", "between the two branches of '?'")
            let b = try p.conditional()
            return .conditional(c, a, b)
        }
    }

    mutating func or() throws(ExpressionError) -> Expression {
        var e = try and()
        var links = 0
        defer { depth -= links }
        while accept("||") { try link(&links); e = .binary(.or, e, try and()) }
        return e
    }

    mutating func and() throws(ExpressionError) -> Expression {
        var e = try comparison()
        var links = 0
        defer { depth -= links }
        while accept("&&") { try link(&links); e = .binary(.and, e, try comparison()) }
        return e
    }

    mutating func comparison() throws(ExpressionError) -> Expression {
        let e = try additive()
        for op in [BinaryOperator.equal, .notEqual, .lessOrEqual, .greaterOrEqual, .less, .greater] where accept(op.rawValue) {
            return .binary(op, e, try additive())
        }
        return e
    }

    mutating func additive() throws(ExpressionError) -> Expression {
        var e = try multiplicative()
        var links = 0
        defer { depth -= links }
        while true {
            if peek == .symbol("+") || peek == .symbol("-") { try link(&links) }
            if accept("+") { e = .binary(.add, e, try multiplicative()) } else if accept("-") { e = .binary(.subtract, e, try multiplicative()) } else { return e }
        }
    }

    mutating func multiplicative() throws(ExpressionError) -> Expression {
        var e = try unary()
        var links = 0
        defer { depth -= links }
        while true {
            if peek == .symbol("*") || peek == .symbol("/") || peek == .symbol("%") { try link(&links) }
            if accept("*") { e = .binary(.multiply, e, try unary()) } else if accept("/") { e = .binary(.divide, e, try unary()) } else if accept("%") { e = .binary(.remainder, e, try unary()) } else { return e }
        }
    }

    mutating func unary() throws(ExpressionError) -> Expression {
        try nested { (p: inout ExpressionParser) throws(ExpressionError) -> Expression in
            if p.accept("!") { return .not(try p.unary()) }
            if p.accept("-") { return .negate(try p.unary()) }
            return try p.postfix()
        }
    }

    mutating func postfix() throws(ExpressionError) -> Expression {
        var e = try primary()
        var links = 0
        defer { depth -= links }
        while true {
            if peek == .symbol(".") || peek == .symbol("[") { try link(&links) }
            if accept(".") {
                guard case .identifier(let name) = next() else { throw ExpressionError("expected a name after '.'.") }
                e = .member(e, name)
            } else if accept("[") {
                let i = try pipeline()
                try expect("]", "to close '['")
                e = .index(e, i)
            } else {
                return e
            }
        }
    }

    mutating func primary() throws(ExpressionError) -> Expression {
        switch next() {
        case .number(let n): return .literal(.number(n))
        case .string(let s): return .literal(.string(s))
        case .identifier("true"): return .literal(.bool(true))
        case .identifier("false"): return .literal(.bool(false))
        case .identifier("null"): return .literal(.null)
        case .identifier(let name): return .variable(name)
        case .symbol("("):
            let e = try pipeline()
            try expect(")", "to close '('")
            return e
        case let t:
            throw ExpressionError("expected a value, found \(Self.describe(t)).")
        }
    }

    private static func tokenize(_ source: String) throws(ExpressionError) -> [Token] {
        let chars = Array(source)
        var out: [Token] = []
        var i = 0
        let twoChar: Set<String> = ["||", "&&", "==", "!=", "<=", ">="]
        let oneChar: Set<Character> = ["|", ":", ",", "?", "(", ")", "[", "]", ".", "!", "<", ">", "+", "-", "*", "/", "%"]
        while i < chars.count {
            let c = chars[i]
            if c.isWhitespace { i += 1; continue }
            if c.isNumber, c.isASCII {
                var j = i
                while j < chars.count, chars[j].isASCII, chars[j].isNumber || chars[j] == "." { j += 1 }
                // An exponent: 1e308, 2.5E-3.
                if j < chars.count, chars[j] == "e" || chars[j] == "E" {
                    var k = j + 1
                    if k < chars.count, chars[k] == "+" || chars[k] == "-" { k += 1 }
                    if k < chars.count, chars[k].isASCII, chars[k].isNumber {
                        while k < chars.count, chars[k].isASCII, chars[k].isNumber { k += 1 }
                        j = k
                    }
                }
                let text = String(chars[i..<j])
                guard let v = Double(text), v.isFinite else { throw ExpressionError("'\(text)' is not a number.") }
                out.append(.number(v)); i = j; continue
            }
            if c.isLetter || c == "_" || c == "$" {
                var j = i
                while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" || chars[j] == "$" { j += 1 }
                out.append(.identifier(String(chars[i..<j]))); i = j; continue
            }
            if c == "'" || c == "\"" {
                var j = i + 1
                var s = ""
                while j < chars.count, chars[j] != c {
                    if chars[j] == "\\", j + 1 < chars.count { j += 1 }
                    s.append(chars[j]); j += 1
                }
                guard j < chars.count else { throw ExpressionError("a string in the expression is not closed; add the closing \(c).") }
                out.append(.string(s)); i = j + 1; continue
            }
            if i + 1 < chars.count, twoChar.contains(String(chars[i...i + 1])) {
                out.append(.symbol(String(chars[i...i + 1]))); i += 2; continue
            }
            if oneChar.contains(c) { out.append(.symbol(String(c))); i += 1; continue }
            if c == "=" { throw ExpressionError("'=' is not an operator; compare with '=='.") }
            if c == "&" { throw ExpressionError("'&' is not an operator; use '&&'.") }
            throw ExpressionError("unexpected character '\(c)' in the expression.")
        }
        out.append(.end)
        return out
    }
}
