import Foundation

/// Text forms beyond a plain string: Markdown (`"markdown"`), a formatted number (`"number"`
/// with `"format"`), and concatenated runs in their own styles (`"runs"`, SwiftUI's `Text + Text`).
extension ViewKinds {
    static let runKeys = ["text", "markdown", "font", "color", "bold", "italic", "underline", "strikethrough",
                          "baselineOffset", "kerning", "tracking", "monospacedDigit", "monospaced"]
    static let numberFormatExpected = "a number format: \"number\", \"integer\", \"plain\", \"percent\", \"decimal:2\" or \"currency:EUR\""

    /// A string with bindings, read as inline Markdown after the bindings are filled in.
    static func markdown(_ b: TemplateBuilder, _ v: JSONValue, _ p: JSONPointer) -> Text {
        guard let s = b.string(v, p, expected: "Markdown text such as \"**{{title}}** at {{time}}\"") else { return Text(verbatim: "") }
        return Text(LocalizedStringKey(s))
    }

    /// A number formatted in the render's locale.
    static func number(_ b: TemplateBuilder, _ r: ObjectReader) -> Text {
        guard let v = r["number"], let n = b.number(v, r.at("number"), -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude, "a number") else {
            return Text(verbatim: "")
        }
        let spec = r["format"].flatMap { b.string($0, r.at("format"), expected: numberFormatExpected) } ?? "number"
        let parts = spec.split(separator: ":", maxSplits: 1).map(String.init)
        switch (parts.first ?? "", parts.count > 1 ? parts[1] : nil) {
        case ("number", nil): return Text(n, format: .number)
        case ("integer", nil): return Text(n, format: .number.precision(.fractionLength(0)))
        case ("plain", nil): return Text(n, format: .number.grouping(.never))
        case ("percent", nil): return Text(n, format: .percent)
        case ("decimal", let d?) where Int(d).map({ (0...10).contains($0) }) == true:
            return Text(n, format: .number.precision(.fractionLength(Int(d) ?? 0)))
        case ("currency", let code?) where code.count == 3 && code.allSatisfy(\.isLetter):
            return Text(n, format: .currency(code: code.uppercased()))
        default:
            b.issue(r.at("format"), "expected \(numberFormatExpected); got \"\(spec)\".",
                    suggestion: Suggestions.nearest(to: spec, in: ["number", "integer", "plain", "percent"]))
            return Text(n, format: .number)
        }
    }

    /// `[{"text": "Rain ", "bold": true}, {"text": "at 4 pm", "color": "blue"}]`: one paragraph.
    static func runs(_ b: TemplateBuilder, _ v: JSONValue, _ p: JSONPointer) -> Text {
        guard case .value(let j, _) = b.resolve(v, p), case .array(let items) = j, !items.isEmpty else {
            b.issue(p, "expected runs: a non-empty array of objects such as {\"text\": \"Rain \", \"bold\": true}.")
            return Text(verbatim: "")
        }
        var result: Text?
        for (i, item) in items.enumerated() {
            guard let r = b.object(item, p / String(i), allowed: runKeys, what: "a text run",
                                   expected: "a text run such as {\"text\": \"Rain \", \"bold\": true}") else { continue }
            defer { r.unknownKeys(b) }
            let piece = run(b, r)
            result = result.map { $0 + piece } ?? piece
        }
        return result ?? Text(verbatim: "")
    }

    private static func run(_ b: TemplateBuilder, _ r: ObjectReader) -> Text {
        var t: Text
        switch (r["text"], r["markdown"]) {
        case (let s?, nil):
            t = Text(verbatim: b.string(s, r.at("text"), expected: "text") ?? "")
        case (nil, let m?):
            t = markdown(b, m, r.at("markdown"))
        default:
            b.issue(r.pointer, "a text run has one of \"text\" or \"markdown\".")
            return Text(verbatim: "")
        }
        func flag(_ k: String) -> Bool { r[k].flatMap { b.bool($0, r.at(k)) } ?? false }
        func points(_ k: String) -> Double? { r[k].flatMap { b.number($0, r.at(k), -1000...1000, "points from -1000 to 1000") } }
        if let f = r["font"].flatMap({ b.font($0, r.at("font")) }) { t = t.font(f) }
        if let c = r["color"].flatMap({ b.color($0, r.at("color")) }) { t = t.foregroundColor(c) }
        if flag("bold") { t = t.bold() }
        if flag("italic") { t = t.italic() }
        if flag("underline") { t = t.underline() }
        if flag("strikethrough") { t = t.strikethrough() }
        if flag("monospacedDigit") { t = t.monospacedDigit() }
        if flag("monospaced") { t = t.monospaced() }
        if let o = points("baselineOffset") { t = t.baselineOffset(o) }
        if let k = points("kerning") { t = t.kerning(k) }
        if let k = points("tracking") { t = t.tracking(k) }
        return t
    }
}
