import Foundation
import Testing
@testable import WidgetTemplates

/// `{{ … }}` bindings: names, members, arithmetic, conditions and filters, evaluated against an
/// entry with an explicit date, locale and time zone.
@Suite("Bindings")
struct BindingTests {
    static let entry: JSONObject = {
        let text = #"""
        {"title": "Trip", "n": 3, "price": 1234.5, "ratio": 0.425, "done": false, "when": "2026-01-04", "at": "2026-01-01T14:05:00Z",
         "tags": ["a", "b", "c"], "tasks": [{"t": "x", "done": true}, {"t": "y", "done": false}, {"t": "z", "done": true}],
         "place": {"city": "Lisbon"}, "empty": "", "nothing": null}
        """#
        if case .object(let o)? = try? JSONDocument.parse(Array(text.utf8), file: "e").root { return o }
        return JSONObject()
    }()

    /// `source` (a template string) evaluated with the entry above, now = 2026-01-01T00:00Z.
    func eval(_ source: String, locale: String = "en_US", zone: String = "UTC", params: JSONObject = JSONObject()) throws(ExpressionError) -> JSONValue {
        let scope = BindingScope(entry: Self.entry, parameters: params, now: Date(timeIntervalSince1970: 1_767_225_600),
                                 locale: Locale(identifier: locale), timeZone: TimeZone(identifier: zone) ?? .current)
        return try TemplateString.parse(source).evaluate(scope)
    }

    func message(_ source: String) -> String {
        do { _ = try eval(source); return "no error" } catch { return error.message + (error.suggestion.map { " (\($0))" } ?? "") }
    }

    @Test("A lone binding keeps its type; text around bindings makes a string")
    func types() throws {
        #expect(try eval("{{n}}") == .number(3))
        #expect(try eval("{{tags}}") == .array([.string("a"), .string("b"), .string("c")]))
        #expect(try eval("{{ done }}") == .bool(false))
        #expect(try eval("{{n}} items in {{title}}") == .string("3 items in Trip"))
        #expect(try eval("{{nothing}}!") == .string("!"))
        #expect(try eval("{{ '{{' }}literal") == .string("{{literal"))
    }

    @Test("Members, indexes, arithmetic, comparisons, logic and conditionals")
    func expressions() throws {
        #expect(try eval("{{place.city}}") == .string("Lisbon"))
        #expect(try eval("{{tags[1]}}{{tasks[2].t}}") == .string("bz"))
        #expect(try eval("{{ n * 2 + 1 }}") == .number(7))
        #expect(try eval("{{ (n + 1) * 2 - 10 / 4 }}") == .number(5.5))
        #expect(try eval("{{ n % 2 }}") == .number(1))
        #expect(try eval("{{ -n }}") == .number(-3))
        #expect(try eval("{{ 0.1 + 0.2 }} ok") == .string("0.3 ok"))
        #expect(try eval("{{ n >= 3 && !done }}") == .bool(true))
        #expect(try eval("{{ title == 'Trip' || missing }}") == .bool(true))
        #expect(try eval("{{ n > 5 ? 'many' : n > 1 ? 'some' : 'one' }}") == .string("some"))
        #expect(try eval("{{ 'n=' + n }}") == .string("n=3"))
        #expect(try eval("{{ at < '2026-01-02' }}") == .bool(true))
    }

    @Test("Number filters format with the locale")
    func numbers() throws {
        #expect(try eval("{{ price | number }}") == .string("1,234.5"))
        #expect(try eval("{{ price | number: 0 }}") == .string("1,235"))
        #expect(try eval("{{ price | number: 2 }}", locale: "de_DE") == .string("1.234,50"))
        #expect(try eval("{{ ratio | percent: 1 }}") == .string("42.5%"))
        #expect(try eval("{{ price | currency: 'USD' }}") == .string("$1,234.50"))
        #expect(try eval("{{ price | currency: 'EUR' }}", locale: "fr_FR") == .string("1 234,50\u{A0}€"))
        #expect(try eval("{{ -2.5 | abs }}|{{ 2.345 | round: 2 }}|{{ 2.5 | floor }}|{{ 2.1 | ceil }}") == .string("2.5|2.35|2|3"))
    }

    @Test("Date filters use the explicit now, locale and time zone")
    func dates() throws {
        #expect(try eval("{{ at | date: 'time' }}") == .string("2:05 PM"))
        #expect(try eval("{{ at | date: 'time' }}", zone: "Asia/Tokyo") == .string("11:05 PM"))
        #expect(try eval("{{ at | date: 'long' }}") == .string("January 1, 2026"))
        #expect(try eval("{{ at | date: 'EEEE d MMMM' }}", locale: "fr_FR") == .string("jeudi 1 janvier"))
        #expect(try eval("{{ when | daysUntil }}") == .number(3))
        #expect(try eval("{{ '2025-12-25' | daysUntil }} {{ '2025-12-25' | daysSince }}") == .string("-7 7"))
        #expect(try eval("{{ when | relative }} / {{ '2025-12-31T22:00:00Z' | relative }} / {{ now | relative }}") == .string("in 3 days / 2 hours ago / now"))
        #expect(try eval("{{ now }}") == .string("2026-01-01T00:00:00Z"))
        #expect(try eval("{{ 1767225600 | date: 'yyyy-MM-dd' }}") == .string("2026-01-01"))
    }

    @Test("Text and list filters")
    func textAndLists() throws {
        #expect(try eval("{{ title | upper }} {{ title | lower }} {{ 'hello' | capitalize }}") == .string("TRIP trip Hello"))
        #expect(try eval("{{ tags | count }} {{ title | count }}") == .string("3 4"))
        #expect(try eval("{{ tags | prefix: 2 | join: '+' }} {{ tags | join }}") == .string("a+b a, b, c"))
        #expect(try eval("{{ tasks | where: 'done' | count }} {{ tasks | where: 'done', false | count }}") == .string("2 1"))
        #expect(try eval("{{ n | plural: 'day', 'days' }} {{ 1 | plural: 'day', 'days' }}") == .string("days day"))
        #expect(try eval("{{ missing | default: 'none' }} {{ empty | default: '-' }} {{ title | default: '-' }}") == .string("none - Trip"))
        #expect(try eval("{{ 'a b/c' | urlEncode }}") == .string("a%20b%2Fc"))
    }

    @Test("Names resolve from the entry, then the parameters; params and now are always there")
    func scope() throws {
        let params = JSONObject([("accent", .string("red")), ("title", .string("Param"))])
        #expect(try eval("{{accent}} {{title}} {{params.title}}", params: params) == .string("red Trip Param"))
    }

    @Test("Errors say what went wrong and suggest the nearest name")
    func errors() {
        #expect(message("{{titel}}") == #"{{titel}}: no value named "titel" in the entry, the parameters or the enclosing ForEach; add it to the entry or use | default: '…'. (title)"#)
        #expect(message("{{place.cty}}") == #"{{place.cty}}: no value named "place.cty" in the entry, the parameters or the enclosing ForEach; add it to the entry or use | default: '…'. (city)"#)
        #expect(message("{{ title - 1 }}") == #"{{title - 1}}: '-' needs two numbers, got the string "Trip" and the number 1."#)
        #expect(message("{{ n / 0 }}") == "{{n / 0}}: division by zero in 'n / 0'.")
        #expect(message("{{ title | number }}") == #"{{title | number}}: the filter "number" needs a number, got the string "Trip"."#)
        #expect(message("{{ price | currency: 'dollars' }}") == "{{price | currency: 'dollars'}}: the currency code must be three capital letters like 'USD', got 'dollars'.")
        #expect(message("{{ title | date: 'long' }}") == #"{{title | date: 'long'}}: the filter "date" needs a date (ISO 8601 like 2026-05-20 or 2026-05-20T09:30:00Z), got the string "Trip"."#)
        #expect(message("{{ tags }} and more") == "{{tags}}: a list cannot be shown as text; use a ForEach, or the join or count filter.")
        #expect(message("{{ title.first }}") == #"{{title.first}}: title is the string "Trip", which has no member "first"."#)
        #expect(message("{{ 1e308 * 10 }}") == "{{1e308 * 10}}: '*' overflowed: the result is not a finite number.")
    }

    @Test("Syntax errors are found when the template loads")
    func syntax() {
        func parse(_ s: String) -> String {
            do { _ = try TemplateString.parse(s); return "ok" } catch { return error.message + (error.suggestion.map { " (\($0))" } ?? "") }
        }
        #expect(parse("{{ a = 1 }}") == "in {{ a = 1 }}: '=' is not an operator; compare with '=='.")
        #expect(parse("{{ a & b }}") == "in {{ a & b }}: '&' is not an operator; use '&&'.")
        #expect(parse("{{ a | }}") == "in {{ a | }}: expected a filter name after '|'.")
        #expect(parse("{{ a | plural: 'x' }}") == #"in {{ a | plural: 'x' }}: the filter "plural" takes 2 arguments; write plural: 'day', 'days'."#)
        #expect(parse("{{ 'open }}") == "a binding is not closed: add \"}}\" after \"{{ 'open }}\".")
        #expect(parse("{{ (a }}") == "in {{ (a }}: expected ')' to close '(', found the end of the expression.")
        #expect(parse("{{}}") == "in {{}}: the expression is empty.")
        // A long expression is quoted by its first 60 characters, not echoed whole.
        #expect(parse("{{" + String(repeating: "(", count: 5_000) + "}}") == "in {{" + String(repeating: "(", count: 60) + "…}}: the expression is 5000 characters long; at most 2000 are allowed.")
        #expect(parse("{{" + String(repeating: "(", count: 100) + "1" + String(repeating: ")", count: 100) + "}}").hasSuffix("the expression is nested more than 64 levels deep."))
        #expect(parse("{{" + String(repeating: "!", count: 1_000) + "a}}").hasSuffix("the expression is nested more than 64 levels deep."))
        // Chains build a tree as tall as they are long, which evaluating recurses through: a
        // 600-link chain of each kind is refused (the fuzzer's stack overflow was `a/…/a`).
        for chain in [Array(repeating: "n", count: 600).joined(separator: "/"), Array(repeating: "n", count: 400).joined(separator: " + "),
                      Array(repeating: "n", count: 300).joined(separator: " && "), "s" + String(repeating: " | upper", count: 200),
                      "o" + String(repeating: ".a", count: 600), "xs" + String(repeating: "[0]", count: 500)] {
            #expect(parse("{{ \(chain) }}").hasSuffix("the expression is nested more than 64 levels deep."), "\(chain.prefix(20))")
        }
    }

    @Test("Chains of everyday length evaluate: 40 terms of a sum, 20 filters")
    func everydayChains() throws {
        #expect(try eval("{{ " + Array(repeating: "1", count: 40).joined(separator: " + ") + " }}") == .number(40))
        #expect(try eval("{{ 'a'" + String(repeating: " | upper", count: 20) + " }}") == .string("A"))
    }

    @Test("Bound values are data: a binding inside entry data is shown, never evaluated")
    func noInjection() throws {
        let view = try Probe(#"{"type": "VStack", "children": ["{{a}}"]}"#, entry: #"{"a": "{{secret}}", "secret": "x"}"#)
        #expect(view.dump.contains(#"Text("{{secret}}")"#))
        // A color object from the data that names itself is not expanded (no cycle): it is a bad color.
        #expect(throws: TemplateError.self) {
            try Fixture.view(#"{"type": "Color", "color": "{{c}}"}"#, entry: #"{"c": {"light": "{{c}}", "dark": "black"}}"#)
        }
        do {
            _ = try Fixture.view(#"{"type": "Color", "color": "{{c}}"}"#, entry: #"{"c": {"light": "{{c}}", "dark": "black"}}"#)
        } catch {
            #expect("\(error)".hasPrefix(#"template.json:2:27: /body/color/light: expected a color"#))
            #expect("\(error)".hasSuffix(#"got the string "{{c}}"."#))
        }
    }
}
