import Foundation
import WidgetRender

/// The gallery's `index.html`: a section per template, a row per family, light and dark side by
/// side at their size in points; hovering a widget outlines its tappable regions, hovering a
/// region shows the URL it opens. With several rendering modes or text sizes, switches at the top
/// show one of them (or all); Lock Screen widgets sit on a dark Lock Screen-like backdrop.
struct GalleryPage {
    let sections: [GallerySection]

    /// Stages `index.html` and `gallery.json` in `folder`.
    func stage(in folder: String, files: StagedOutputs) throws {
        let url = URL(fileURLWithPath: folder)
        try files.add(text: html, to: url.appendingPathComponent("index.html"))
        try files.add(text: try Self.json(sections), to: url.appendingPathComponent("gallery.json"))
    }

    /// After the page is written: the templates that did not render, on standard error, and
    /// exit status 1 when there are any.
    static func reportBroken(_ sections: [GallerySection]) throws {
        let broken = sections.filter { $0.error != nil }
        guard !broken.isEmpty else { return }
        for s in broken { FileHandle.standardError.write(Data("\(s.folderName): \(s.error ?? "")\n".utf8)) }
        throw CLIError("\(broken.count) of \(sections.count) templates did not render (\(broken.map(\.folderName).joined(separator: ", "))); their errors are above and on the page in place of their images.")
    }

    /// `gallery.json`: every template with its images as every report spells them
    /// (``RenderSummary``), or its error.
    static func json(_ sections: [GallerySection]) throws -> String {
        struct Template: Encodable { let name: String; let images: [RenderSummary]; let error: String? }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let doc = ["templates": sections.map { Template(name: $0.name, images: $0.images.map(\.summary), error: $0.error) }]
        return String(decoding: try encoder.encode(doc), as: UTF8.self) + "\n"
    }

    var html: String {
        var body = ""
        for section in sections {
            if let m = section.title {
                body += "<section><h2>\(escape(m.displayName)) <code>\(escape(m.name))</code></h2><p>\(escape(m.description))</p>\n"
            } else {
                body += "<section><h2><code>\(escape(section.folderName))</code></h2>\n"
            }
            if let error = section.error {
                body += "<pre class=\"error\">\(escape(error))</pre>\n"
            }
            // A row per family, or per Live Activity or control presentation.
            let rows = ordered(section.images.map(\.row))
            for row in rows {
                body += "<div class=\"row\"><div class=\"family\">\(escape(row))</div>\n"
                for image in section.images where image.row == row {
                    body += figure(image)
                }
                body += "</div>\n"
            }
            body += "</section>\n"
        }
        let images = sections.flatMap(\.images)
        let modes = ordered(images.compactMap(\.cell.mode))
        let sizes = ordered(images.compactMap(\.cell.textSize))
        let switches = switchBar("mode", "Rendering mode", modes) + switchBar("size", "Text size", sizes)
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>WidgetRender gallery</title>
            <style>
            body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; background: #f2f2f7; color: #1c1c1e; }
            section { margin-bottom: 40px; } h2 { margin: 0 0 4px; } h2 code { font-size: 13px; color: #8e8e93; }
            .row { display: flex; gap: 24px; align-items: flex-start; margin: 16px 0; }
            .family { width: 132px; overflow-wrap: anywhere; padding-top: 8px; color: #8e8e93; }
            figure { margin: 0; } figcaption { font-size: 12px; color: #636366; margin-top: 6px; max-width: 360px; }
            .widget { position: relative; }
            .widget img { display: block; width: 100%; }
            .region { position: absolute; box-sizing: border-box; border: 2px solid transparent; border-radius: 4px; }
            .widget:hover .region { border-color: #ff3b30; background: rgba(255, 59, 48, 0.12); }
            .region.inert { border-style: dashed; }
            .region .url { display: none; position: absolute; left: 0; top: 100%; z-index: 2; white-space: nowrap;
                           background: #1c1c1e; color: #fff; font-size: 11px; padding: 2px 6px; border-radius: 4px; }
            .region:hover .url { display: block; }
            .lock .widget { background: linear-gradient(135deg, #1b2a6b, #6b3fa0); border-radius: 12px; }
            .switches { display: flex; gap: 8px; align-items: center; margin: 8px 0; }
            .switches button { font: inherit; border: 1px solid #c7c7cc; background: #fff; border-radius: 14px; padding: 3px 12px; cursor: pointer; }
            .switches button.on { background: #007aff; border-color: #007aff; color: #fff; }
            figure.off { display: none; }
            pre.error { background: #fff0f0; color: #c41e3a; border: 1px solid #ffb3b3; border-radius: 8px; padding: 12px;
                        white-space: pre-wrap; font-size: 12px; }
            </style></head><body>
            <h1>Widget gallery</h1>
            <p>Hover a widget to see its tappable regions, hover a region for the URL it opens.</p>
            \(switches)\(body)\(switches.isEmpty ? "" : Self.switchScript)</body></html>
            """
    }

    private func figure(_ image: GalleryImage) -> String {
        let w = Double(image.pixelWidth) / image.scale, h = Double(image.pixelHeight) / image.scale
        var regions = ""
        for region in image.summary.links.regions {
            let r = region.points
            // Only an active region with a safe scheme is a live link; others have no href.
            let live = region.active && URL(string: region.url).map { LinkLints.unsafeScheme($0) == nil } ?? false
            let href = live ? " href=\"\(escape(region.url))\"" : ""
            regions += "<a class=\"region\(region.active ? "" : " inert")\"\(href) style=\"left:\(fmt(r.x))px;top:\(fmt(r.y))px;width:\(fmt(r.width))px;height:\(fmt(r.height))px\">"
                + "<span class=\"url\">\(escape(region.url))\(region.active ? "" : " (inert: \(escape(region.ignoredReason ?? "")))")</span></a>"
        }
        let widgetURL = image.widgetURL.map { "widget URL: \(escape($0.absoluteString))" } ?? "no widget URL"
        let mode = image.cell.mode ?? ""
        let dark = image.cell.darkBackdrop
        let size = image.cell.textSize ?? ""
        let mark = [mode, size].filter { !$0.isEmpty }.map { " · \($0)" }.joined()
        return """
            <figure\(dark ? " class=\"lock\"" : "") data-mode="\(escape(mode))" data-size="\(escape(size))"><div class="widget" style="width:\(fmt(w))px;height:\(fmt(h))px"><img src="\(escape(image.file))" alt="\(escape(image.file))">\(regions)</div>
            <figcaption>\(image.cell.colorScheme)\(mark) · \(image.pixelWidth)×\(image.pixelHeight) px · \(widgetURL)\(warnings(image))</figcaption></figure>

            """
    }

    /// Buttons that show the figures of one value of an axis (`data-<axis>`), or all; none for
    /// an axis with one value.
    private func switchBar(_ axis: String, _ title: String, _ values: [String]) -> String {
        guard values.count > 1 else { return "" }
        let buttons = (["all"] + values).map { v in
            "<button data-axis=\"\(axis)\" data-value=\"\(escape(v))\"\(v == "all" ? " class=\"on\"" : "")>\(escape(v))</button>"
        }.joined()
        return "<div class=\"switches\"><span>\(title):</span>\(buttons)</div>\n"
    }

    private func ordered(_ values: [String]) -> [String] {
        var seen: [String] = []
        for v in values where !seen.contains(v) { seen.append(v) }
        return seen
    }

    /// Hides the figures that do not match the chosen value of every axis (figures without a
    /// value for an axis, such as Lock Screen widgets for the mode, always show).
    static let switchScript = """
        <script>
        const chosen = {};
        document.querySelectorAll('.switches button').forEach(b => b.addEventListener('click', () => {
          chosen[b.dataset.axis] = b.dataset.value;
          document.querySelectorAll(`.switches button[data-axis="${b.dataset.axis}"]`).forEach(o => o.classList.toggle('on', o === b));
          document.querySelectorAll('figure').forEach(f => {
            const hide = Object.entries(chosen).some(([axis, v]) => v !== 'all' && f.dataset[axis] && f.dataset[axis] !== v);
            f.classList.toggle('off', hide);
          });
        }));
        </script>
        """

    /// The warnings and errors of an image (lints included), one per line.
    private func warnings(_ image: GalleryImage) -> String {
        let shown = image.diagnostics.filter { $0.severity != .info }
        guard !shown.isEmpty else { return "" }
        return "<ul class=\"diagnostics\">" + shown.map { "<li>\(escape($0.description))</li>" }.joined() + "</ul>"
    }

    private func escape(_ s: String) -> String { s.htmlEscaped }
}
