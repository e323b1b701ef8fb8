import Foundation

/// The filters of `{{ value | filter: arguments }}`: formatting numbers and dates, text case,
/// lists, fallbacks. Each takes the value on its left and literal or bound arguments.
enum Filters {
    struct Spec: Sendable {
        /// How many arguments it takes.
        let arity: ClosedRange<Int>
        let usage: String
        let apply: @Sendable (Evaluated, [JSONValue], BindingScope) throws(ExpressionError) -> Evaluated
    }

    static func check(_ name: String, argumentCount: Int) throws(ExpressionError) {
        guard let spec = table[name] else {
            throw ExpressionError("unknown filter \"\(name)\".", suggestion: Suggestions.nearest(to: name, in: names))
        }
        guard spec.arity.contains(argumentCount) else {
            throw ExpressionError("the filter \"\(name)\" takes \(describe(spec.arity)); write \(spec.usage).")
        }
    }

    static var names: [String] { table.keys.sorted() }

    private static func describe(_ r: ClosedRange<Int>) -> String {
        func n(_ k: Int) -> String { k == 1 ? "1 argument" : "\(k) arguments" }
        if r.lowerBound == r.upperBound { return r.lowerBound == 0 ? "no argument" : n(r.lowerBound) }
        return r.lowerBound == 0 ? "at most \(n(r.upperBound))" : "\(r.lowerBound) to \(r.upperBound) arguments"
    }

    // MARK: - Argument and input helpers

    private static func number(_ v: JSONValue, _ filter: String) throws(ExpressionError) -> Double {
        guard case .number(let n) = v else { throw ExpressionError("the filter \"\(filter)\" needs a number, got \(v.kindDescription).") }
        return n
    }

    private static func digits(_ args: [JSONValue], _ filter: String) throws(ExpressionError) -> Int? {
        guard let a = args.first else { return nil }
        guard case .number(let n) = a, n == n.rounded(), (0...10).contains(n) else {
            throw ExpressionError("the filter \"\(filter)\" takes a number of decimal places from 0 to 10, got \(a.kindDescription).")
        }
        return Int(n)
    }

    private static func string(_ v: JSONValue, _ what: String) throws(ExpressionError) -> String {
        guard case .string(let s) = v else { throw ExpressionError("\(what) must be a string, got \(v.kindDescription).") }
        return s
    }

    private static func date(_ v: JSONValue, _ filter: String, _ scope: BindingScope) throws(ExpressionError) -> Date {
        guard let d = DateValues.date(v, timeZone: scope.timeZone) else {
            throw ExpressionError("the filter \"\(filter)\" needs a date (ISO 8601 like 2026-05-20 or 2026-05-20T09:30:00Z), got \(v.kindDescription).")
        }
        return d
    }

    private static func numberFormatter(_ scope: BindingScope, _ style: NumberFormatter.Style, _ digits: Int?) -> NumberFormatter {
        let f = NumberFormatter()
        f.locale = scope.locale
        f.numberStyle = style
        f.roundingMode = .halfUp
        if let digits { f.minimumFractionDigits = digits; f.maximumFractionDigits = digits }
        return f
    }

    /// A filter over a present value; a missing value passes through untouched.
    private static func present(_ arity: ClosedRange<Int>, _ usage: String,
                                _ body: @escaping @Sendable (JSONValue, [JSONValue], BindingScope) throws(ExpressionError) -> JSONValue) -> Spec {
        Spec(arity: arity, usage: usage) { (input: Evaluated, args: [JSONValue], scope: BindingScope) throws(ExpressionError) -> Evaluated in
            guard case .value(let v) = input else { return input }
            return .value(try body(v, args, scope))
        }
    }

    private static func formatted(_ f: NumberFormatter, _ n: Double) -> JSONValue {
        .string(DateValues.normalizeSpaces(f.string(from: NSNumber(value: n)) ?? JSONValue.format(n)))
    }

    // MARK: - The table

    static let table: [String: Spec] = [
        "number": present(0...1, "number or number: 1") { v, a, s throws(ExpressionError) in
            let d = try digits(a, "number")
            let f = numberFormatter(s, .decimal, d)
            if d == nil { f.maximumFractionDigits = 2 }
            return formatted(f, try number(v, "number"))
        },
        "percent": present(0...1, "percent or percent: 1") { v, a, s throws(ExpressionError) in
            formatted(numberFormatter(s, .percent, try digits(a, "percent") ?? 0), try number(v, "percent"))
        },
        "currency": present(1...1, "currency: 'USD'") { v, a, s throws(ExpressionError) in
            let code = try string(a[0], "the currency code")
            guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isUppercase }) else {
                throw ExpressionError("the currency code must be three capital letters like 'USD', got '\(code)'.")
            }
            let f = numberFormatter(s, .currency, nil)
            f.currencyCode = code
            return formatted(f, try number(v, "currency"))
        },
        "abs": present(0...0, "abs") { v, _, _ throws(ExpressionError) in .number(abs(try number(v, "abs"))) },
        "round": present(0...1, "round or round: 1") { v, a, _ throws(ExpressionError) in
            let p = pow(10, Double(try digits(a, "round") ?? 0))
            return .number((try number(v, "round") * p).rounded() / p)
        },
        "floor": present(0...0, "floor") { v, _, _ throws(ExpressionError) in .number((try number(v, "floor")).rounded(.down)) },
        "ceil": present(0...0, "ceil") { v, _, _ throws(ExpressionError) in .number((try number(v, "ceil")).rounded(.up)) },
        "date": present(1...1, "date: 'medium' or date: 'EEE d MMM'") { v, a, s throws(ExpressionError) in
            let format = try string(a[0], "the date format")
            return .string(DateValues.format(try date(v, "date", s), format, locale: s.locale, timeZone: s.timeZone))
        },
        "relative": present(0...0, "relative") { v, _, s throws(ExpressionError) in
            .string(DateValues.relative(try date(v, "relative", s), to: s.now))
        },
        "daysUntil": present(0...0, "daysUntil") { v, _, s throws(ExpressionError) in
            .number(Double(DateValues.daysBetween(s.now, try date(v, "daysUntil", s), calendar: s.calendar)))
        },
        "daysSince": present(0...0, "daysSince") { v, _, s throws(ExpressionError) in
            .number(Double(DateValues.daysBetween(try date(v, "daysSince", s), s.now, calendar: s.calendar)))
        },
        "upper": present(0...0, "upper") { v, _, s throws(ExpressionError) in .string(try Values.text(v).uppercased(with: s.locale)) },
        "lower": present(0...0, "lower") { v, _, s throws(ExpressionError) in .string(try Values.text(v).lowercased(with: s.locale)) },
        "capitalize": present(0...0, "capitalize") { v, _, _ throws(ExpressionError) in
            let t = try Values.text(v)
            return .string(t.prefix(1).uppercased() + t.dropFirst())
        },
        "count": present(0...0, "count") { v, _, _ throws(ExpressionError) in
            switch v {
            case .array(let a): return .number(Double(a.count))
            case .string(let s): return .number(Double(s.count))
            case .object(let o): return .number(Double(o.count))
            default: throw ExpressionError("the filter \"count\" needs a list or a string, got \(v.kindDescription).")
            }
        },
        "prefix": present(1...1, "prefix: 3") { v, a, _ throws(ExpressionError) in
            guard case .number(let n) = a[0], n == n.rounded(), n >= 0 else {
                throw ExpressionError("the filter \"prefix\" takes a whole number, got \(a[0].kindDescription).")
            }
            let k = Int(min(n, 1e6))
            switch v {
            case .array(let items): return .array(Array(items.prefix(k)))
            case .string(let s): return .string(String(s.prefix(k)))
            default: throw ExpressionError("the filter \"prefix\" needs a list or a string, got \(v.kindDescription).")
            }
        },
        "urlEncode": present(0...0, "urlEncode") { v, _, _ throws(ExpressionError) in
            let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))
            return .string(try Values.text(v).addingPercentEncoding(withAllowedCharacters: allowed) ?? "")
        },
        "where": present(1...2, "where: 'done', false") { v, a, _ throws(ExpressionError) in
            guard case .array(let items) = v else { throw ExpressionError("the filter \"where\" needs a list, got \(v.kindDescription).") }
            let key = try string(a[0], "the member name")
            // With one argument, keeps elements whose member is truthy; with two, equal to the value.
            return .array(items.filter { item in
                guard case .object(let o) = item else { return false }
                let m = o[key] ?? .null
                return a.count == 2 ? m == a[1] : Values.isTruthy(m)
            })
        },
        "join": present(0...1, "join: ', '") { v, a, _ throws(ExpressionError) in
            guard case .array(let items) = v else { throw ExpressionError("the filter \"join\" needs a list, got \(v.kindDescription).") }
            let sep = try a.first.map { (x: JSONValue) throws(ExpressionError) in try string(x, "the separator") } ?? ", "
            // Checked while growing: a short list joined with a long separator must not build megabytes first.
            var out = ""
            for (i, item) in items.enumerated() {
                if i > 0 { out += sep }
                out += try Values.text(item)
                try TextLimits.check(out.utf8.count, "the filter \"join\"")
            }
            return .string(out)
        },
        "plural": present(2...2, "plural: 'day', 'days'") { v, a, _ throws(ExpressionError) in
            let n = try number(v, "plural")
            return .string(try string(abs(n) == 1 ? a[0] : a[1], "a plural form"))
        },
        "default": Spec(arity: 1...1, usage: "default: 'text'") { (input: Evaluated, args: [JSONValue], _: BindingScope) throws(ExpressionError) -> Evaluated in
            switch input {
            case .missing: return .value(args[0])
            case .value(let v): return (v == .null || v == .string("")) ? .value(args[0]) : input
            }
        },
    ]
}
