import Foundation

/// The HTML of ``SnapshotReport``: one section per failing reference.
enum SnapshotReportPage {
    static func html(_ entries: [SnapshotReport.Entry], run: String) -> String {
        var body = ""
        if entries.isEmpty { body += "<p>No snapshot failed in this run.</p>\n" }
        for (n, e) in entries.enumerated() {
            body += section(e, id: n)
        }
        let count = "\(entries.count) failing snapshot\(entries.count == 1 ? "" : "s")"
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Snapshot failures: \(count)</title>
        <style>
        body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; color: #1d1d1f; background: #fafafa; }
        section { background: #fff; border: 1px solid #ddd; border-radius: 8px; padding: 16px; margin-bottom: 24px; }
        h2 { font-size: 16px; margin: 0 0 4px; } .test { color: #555; margin: 0 0 12px; }
        .panels { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
        figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: 4px; }
        img { max-width: 360px; border: 1px solid #ccc; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        .diff img { max-width: 760px; }
        .blink { position: relative; } .blink img + img { position: absolute; left: 0; top: 0; animation: blink 1s steps(1) infinite; }
        @keyframes blink { 50% { opacity: 0; } }
        pre { background: #f4f4f4; padding: 8px; overflow-x: auto; white-space: pre-wrap; }
        code.accept { display: block; background: #1d1d1f; color: #fff; padding: 8px; border-radius: 4px; }
        </style>
        </head>
        <body>
        <h1>\(count)</h1>
        <p>Run \(escape(run)). Each section shows the reference, the new render, the difference and the command that accepts it.</p>
        \(body)</body>
        </html>

        """
    }

    static func section(_ e: SnapshotReport.Entry, id: Int) -> String {
        func link(_ file: String) -> String { escape(pathURL(e.folder + "/" + file)) }
        var panels = ""
        if e.kind == "png" {
            for (file, caption) in [("reference.png", "Reference"), ("actual.png", "Actual")] where e.files.contains(file) {
                panels += "<figure><figcaption>\(caption)</figcaption><a href=\"\(link(file))\"><img src=\"\(link(file))\" alt=\"\(caption)\"></a></figure>\n"
            }
            if e.files.contains("reference.png"), e.files.contains("actual.png") {
                panels += "<figure><figcaption>Blink (reference / actual)</figcaption><div class=\"blink\">"
                    + "<img src=\"\(link("reference.png"))\" alt=\"Reference\"><img src=\"\(link("actual.png"))\" alt=\"Actual\"></div></figure>\n"
            }
            if e.files.contains("diff.png") {
                panels += "<figure class=\"diff\"><figcaption>Difference</figcaption><a href=\"\(link("diff.png"))\"><img src=\"\(link("diff.png"))\" alt=\"Difference\"></a></figure>\n"
            }
        } else {
            for (file, caption) in [("reference.txt", "Reference text"), ("actual.txt", "Actual text")] where e.files.contains(file) {
                panels += "<p><a href=\"\(link(file))\">\(caption)</a></p>\n"
            }
        }
        return """
        <section id="s\(id)">
        <h2>\(escape(e.snapshot))</h2>
        <p class="test">\(escape(e.test)) · reference: <code>\(escape(e.referencePath))</code></p>
        <div class="panels">
        \(panels)</div>
        <pre>\(escape(e.message))</pre>
        <p>Accept it:</p>
        <code class="accept">\(escape(e.acceptCommand))</code>
        </section>

        """
    }

    /// `&`, `<`, `>` and `"` as entities.
    static func escape(_ s: String) -> String { s.htmlEscaped }

    /// A relative path as a URL path: each component percent-encoded.
    static func pathURL(_ path: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return path.split(separator: "/").map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0) }
            .joined(separator: "/")
    }
}
