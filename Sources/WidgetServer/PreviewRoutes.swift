import Foundation
import Hummingbird
import WidgetRender

/// The preview page at `/`: every widget already in the HTML, each image an
/// `<img src="/v1/render.png?…">` the browser loads with the page (so it shows without
/// JavaScript and in a plain headless screenshot); the script then takes over the figures,
/// draws link regions and diagnostics from `/v1/render`, and reloads them on `/v1/events`.
struct PreviewRoutes {
    /// The items served, as `GET /v1/templates` lists them.
    let summaries: @Sendable () -> [TemplateSummary]

    func add(to router: Router<ServiceRequestContext>) {
        let summaries = self.summaries
        router.get("/") { _, _ in
            Response(status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-cache"],
                     body: ResponseBody(byteBuffer: ByteBuffer(bytes: PreviewPage.html(summaries()))))
        }
    }
}

/// The page's HTML: `preview.html` with its `<main>` filled in. The markup of a section is the
/// script's (`sectionHTML`), so the script adopts the figures instead of drawing them again.
enum PreviewPage {
    static let placeholder = #"<main id="templates"></main>"#

    static func html(_ items: [TemplateSummary]) -> [UInt8] {
        let page = String(decoding: PackageResources.preview_html, as: UTF8.self)
        let main = #"<main id="templates" data-prerendered="1">"# + items.map(section).joined() + "</main>"
        return Array(page.replacingOccurrences(of: placeholder, with: main).utf8)
    }

    /// One item: its title, its errors or its figures, in the order the script lays them out.
    static func section(_ t: TemplateSummary) -> String {
        let name = escape(t.name)
        let title = t.displayName.map { "\(escape($0)) <code>\(name)</code>" } ?? "<code>\(name)</code>"
        var html = #"<section id="tpl-\#(name)" data-prerendered="1"><h2>\#(title)"#
        if t.error == nil { html += #"<button class="check" data-check="\#(name)">Check</button>"# }
        html += #"</h2><div class="findings" id="findings-\#(name)"></div>"#
        if let description = t.description { html += "<p>\(escape(description))</p>" }
        if let error = t.error { return html + #"<pre class="error">\#(escape(error.detail))</pre></section>"# }
        if t.entries.count > 1 {
            html += #"<div class="stepper"><button data-step="-1" data-template="\#(name)">◀</button>"#
                + "<span>entry 1 of \(t.entries.count) · \(escape(t.entries[0]))</span>"
                + #"<button data-step="1" data-template="\#(name)">▶</button></div>"#
        }
        for family in t.families {
            html += #"<div class="row"><div class="family">\#(escape(family))</div>"#
            html += schemes(of: family).map { figure(t, family: family, scheme: $0) }.joined() + "</div>"
        }
        return html + "</section>"
    }

    static func figure(_ t: TemplateSummary, family: String, scheme: String) -> String {
        var query = "template=\(percentEncoded(t.name))&family=\(percentEncoded(family))&scheme=\(scheme)"
        // A Live Activity is previewed on an iPhone with a Dynamic Island, as the script asks.
        if t.kind == "liveActivity" { query += "&device=1179x2556" }
        let id = escape("fig-\(t.name)-\(family)-\(scheme)")
        // Every default device is @3x: `3x` draws the image at its size in points.
        return #"<figure id="\#(id)"><div class="widget\#(lockScreen(family) ? " lock" : "")">"#
            + #"<img class="first" srcset="/v1/render.png?\#(escape(query)) 3x" alt="\#(escape("\(t.name) \(family) \(scheme)"))"></div>"#
            + "<figcaption>\(escape(t.name)) · \(escape(family)) · \(scheme)</figcaption></figure>"
    }

    /// The island and Control Center have one look, and so does the Lock Screen (iPhone draws its
    /// widgets dark and vibrant whatever the scheme): one figure, dark. Everything else light and dark.
    static func schemes(of family: String) -> [String] {
        oneLook.contains(family) || lockScreen(family) ? ["dark"] : ["light", "dark"]
    }

    static let oneLook: Set = ["islandCompact", "islandMinimal", "islandMinimalPair", "islandExpanded",
                               "controlSmall", "controlMedium", "controlLarge", "controlLockScreen"]

    /// Lock Screen widgets: drawn over a Lock Screen-like backdrop, not the checkerboard.
    static func lockScreen(_ family: String) -> Bool { WidgetFamily(name: family)?.isAccessory == true }

    static func escape(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }

    static func percentEncoded(_ s: String) -> String {
        s.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "-._~"))) ?? s
    }
}
