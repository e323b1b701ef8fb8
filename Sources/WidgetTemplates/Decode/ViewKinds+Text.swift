import Foundation

/// `Text`: a string with bindings, a date in a SwiftUI style (WidgetUI's `Text(_:style:)`) or a
/// format, or a timer over an interval (`Text(timerInterval:…)`).
extension ViewKinds {
    /// A string in view position: `"Hello {{name}}"` is a Text.
    static func text(_ b: TemplateBuilder, _ v: JSONValue, _ p: JSONPointer) -> AnyView {
        guard case .value(let j, let binding) = b.resolve(v, p) else { return AnyView(Text("")) }
        switch j {
        case .string(let s): return AnyView(Text(verbatim: s))
        case .number, .bool, .null:
            return AnyView(Text(verbatim: (try? Values.text(j)) ?? ""))
        default:
            b.issue(p, "expected text, got \(j.kindDescription)\(binding.map { " (from \($0))" } ?? ""); show a member or use a ForEach.")
            return AnyView(Text(""))
        }
    }

    static func text(_ b: TemplateBuilder, _ s: String, _ p: JSONPointer) -> AnyView { text(b, .string(s), p) }

    static let dateStyles: [(String, Text.DateStyle)] = [("time", .time), ("date", .date), ("relative", .relative), ("offset", .offset), ("timer", .timer)]
    static let dateExpected = "a date (ISO 8601 such as 2026-05-20T09:30:00Z)"

    static func date(_ b: TemplateBuilder, _ v: JSONValue, _ p: JSONPointer) -> Date? {
        b.read(v, p, expected: dateExpected) { DateValues.date($0, timeZone: b.scope.timeZone) }
    }

    static func buildText(_ b: TemplateBuilder, _ r: ObjectReader) -> AnyView {
        let forms = ["text", "date", "timer", "markdown", "number", "runs"].filter { r.has($0) }
        guard forms.count == 1, let form = forms.first else {
            b.issue(r.pointer, forms.isEmpty
                ? "a Text needs \"text\" (a string, bindings allowed), \"markdown\", \"runs\", a \"number\", \"date\" with a \"style\" or \"format\", or a \"timer\"."
                : "a Text has one of \"text\", \"markdown\", \"runs\", \"number\", \"date\" or \"timer\"; this one has \(forms.joined(separator: " and ")).")
            return AnyView(Text(""))
        }
        for k in ["style", "format"] where r.has(k) && form != "date" && !(k == "format" && form == "number") {
            b.issue(r.at(k), "\"\(k)\" applies to a date Text; this Text has \"\(form)\".")
        }
        switch form {
        case "text":
            return text(b, r["text"] ?? .null, r.at("text"))
        case "timer":
            return r["timer"].map { timer(b, $0, r.at("timer")) } ?? AnyView(Text(""))
        case "markdown":
            return AnyView(markdown(b, r["markdown"] ?? .null, r.at("markdown")))
        case "number":
            return AnyView(number(b, r))
        case "runs":
            return AnyView(runs(b, r["runs"] ?? .null, r.at("runs")))
        default:
            let d = r["date"].flatMap { date(b, $0, r.at("date")) }
            switch (r["style"], r["format"]) {
            case (let s?, nil):
                let style = b.choice(s, r.at("style"), dateStyles, "a date style") ?? .date
                return d.map { AnyView(Text($0, style: style)) } ?? AnyView(Text(""))
            case (nil, let f?):
                let format = b.string(f, r.at("format"), expected: "a date format: \(DateValues.namedFormats.joined(separator: ", ")), or an ICU pattern such as \"EEE d MMM\"") ?? "medium"
                return d.map { AnyView(FormattedDateText(date: $0, format: format)) } ?? AnyView(Text(""))
            case (nil, nil):
                return d.map { AnyView(Text($0, style: .date)) } ?? AnyView(Text(""))
            default:
                b.issue(r.pointer, "a date Text has a \"style\" or a \"format\", not both.")
                return AnyView(Text(""))
            }
        }
    }

    /// `{"from": date, "to": date, "pauseTime": date, "countsDown": true, "showsHours": true}`.
    static func timer(_ b: TemplateBuilder, _ v: JSONValue, _ p: JSONPointer) -> AnyView {
        guard let r = b.object(v, p, allowed: ["from", "to", "pauseTime", "countsDown", "showsHours"], what: "a timer",
                               expected: "a timer such as {\"from\": \"{{date}}\", \"to\": \"{{end}}\"}") else { return AnyView(Text("")) }
        defer { r.unknownKeys(b) }
        guard let fv = r["from"], let tv = r["to"] else {
            b.issue(p, "a timer needs \"from\" and \"to\" dates.")
            return AnyView(Text(""))
        }
        let pause = r["pauseTime"].flatMap { date(b, $0, r.at("pauseTime")) }
        let countsDown = r["countsDown"].flatMap { b.bool($0, r.at("countsDown")) } ?? true
        let showsHours = r["showsHours"].flatMap { b.bool($0, r.at("showsHours")) } ?? true
        guard let from = date(b, fv, r.at("from")), let to = date(b, tv, r.at("to")) else { return AnyView(Text("")) }
        guard from <= to else {
            b.issue(r.at("to"), "the timer ends before it starts; \"to\" must be at or after \"from\".")
            return AnyView(Text(""))
        }
        return AnyView(Text(timerInterval: from...to, pauseTime: pause, countsDown: countsDown, showsHours: showsHours))
    }
}
