import Foundation

extension CheckReport {
    /// The report as one self-contained HTML page: the counts, then each rule with its places,
    /// what to do, the cells it happens in, and the render of the first cell inline (an entry's
    /// before the placeholder's and the snapshot's; when the
    /// check drew ``pictures``).
    public func html(title: String = "widget-render check") -> String {
        let errors = findings(atLeast: .error).count
        let warnings = findings.filter { $0.severity == .warning }.count
        var out = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>\(escape(title))</title>
            <style>
            body{font:14px/1.45 -apple-system,system-ui,sans-serif;margin:24px;color:#1c1c1e;background:#f2f2f7}
            h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:28px 0 8px}
            .counts{color:#3a3a3c;margin-bottom:16px}
            .finding{background:#fff;border-radius:12px;padding:12px 14px;margin:8px 0;display:flex;gap:16px;align-items:flex-start}
            .finding img{max-width:240px;max-height:240px;border-radius:8px;background:repeating-conic-gradient(#ddd 0 25%,#fff 0 50%) 0 0/16px 16px;flex:none}
            .sev{display:inline-block;border-radius:6px;padding:0 6px;font-size:12px;font-weight:600;color:#fff}
            .error{background:#d70015}.warning{background:#c93400}.info{background:#636366}
            .place{font-family:ui-monospace,monospace;font-size:12px;color:#3a3a3c;word-break:break-all}
            .cells{font-size:12px;color:#636366}
            </style></head><body>
            <h1>\(escape(title))</h1>
            <div class="counts">\(sources.count) source\(sources.count == 1 ? "" : "s"), \(cellsRendered) renders: \
            \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s"), \
            \(findings.count - errors - warnings) note\(findings.count - errors - warnings == 1 ? "" : "s")</div>

            """
        let byRule = Dictionary(grouping: findings, by: \.rule)
        let rules = byRule.keys.sorted { a, b in
            let sa = byRule[a]?.map(\.severity).max() ?? .info, sb = byRule[b]?.map(\.severity).max() ?? .info
            return sa != sb ? sa > sb : a < b
        }
        for rule in rules {
            let group = byRule[rule] ?? []
            out += "<h2 id=\"\(escape(rule))\">\(escape(rule)) (\(group.count))</h2>\n"
            for f in group {
                out += "<div class=\"finding\">"
                let shown = f.cells.first { !$0.contains("-placeholder") && !$0.contains("-snapshot") } ?? f.cells.first
                if let cell = shown, let picture = picture(source: f.source, cell: cell) {
                    out += "<img alt=\"\(escape(f.source)) \(escape(cell))\" src=\"data:image/png;base64,\(Data(picture.png).base64EncodedString())\">"
                }
                let place = f.sourceLocation.map(\.description) ?? f.source
                out += "<div><span class=\"sev \(f.severity.rawValue)\">\(f.severity.rawValue)</span> "
                out += "<span class=\"place\">\(escape(place))\(f.location.map { " " + escape($0) } ?? "")</span>"
                out += "<p>\(escape(f.message))</p>"
                let cells = escape(f.cells.joined(separator: ", "))
                out += f.cells.count > 6
                    ? "<details class=\"cells\"><summary>in \(f.cells.count) cells, from \(escape(f.cells[0]))</summary>\(cells)</details>"
                    : "<div class=\"cells\">in \(f.cells.count) cell\(f.cells.count == 1 ? "" : "s"): \(cells)</div>"
                out += "</div></div>\n"
            }
        }
        if findings.isEmpty { out += "<p>Nothing found.</p>\n" }
        out += "</body></html>\n"
        return out
    }
}

private func escape(_ s: String) -> String { s.htmlEscaped }
