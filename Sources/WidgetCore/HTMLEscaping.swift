extension String {
    /// The string as HTML text or attribute value: `&`, `<`, `>`, `"` and `'` as entities. The
    /// one escaping of every page WidgetRender writes (gallery, check report, snapshot report).
    package var htmlEscaped: String {
        var out = ""
        out.reserveCapacity(utf8.count)
        for c in self {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }
}
