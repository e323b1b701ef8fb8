import Foundation
import WidgetRender

/// One widget of an oracle set compared: the iOS render, ours, and their matched ink boxes.
package struct FidelityOutcome {
    package var set: String
    package var widget: String
    package var oracle: Bitmap
    package var ours: Bitmap
    package var scale: Double
    package var matches: [InkMatch]
    package var extra: [InkElement]

    package init(set: String, widget: String, oracle: Bitmap, ours: Bitmap, scale: Double) {
        self.set = set; self.widget = widget; self.oracle = oracle; self.ours = ours; self.scale = scale
        let oracleInk = InkBoxes.runs(of: oracle), ourInk = InkBoxes.runs(of: ours)
        (matches, extra) = InkComparison.match(oracle: InkBoxes.elements(of: oracleInk, scale: scale),
                                               ours: InkBoxes.elements(of: ourInk, scale: scale), scale: scale)
        // Elements the two images grouped differently: unmatched ones, and pairs whose sizes
        // differ by more than 2 pt (box edges say little when the groups differ) are scored by
        // the distance between their ink (InkBoxes, step 6).
        let regrouped = matches.indices.filter { i in
            guard let b = matches[i].ours else { return true }
            let a = matches[i].oracle
            return Double(max(abs(a.width - b.width), abs(a.height - b.height))) / scale > InkComparison.sizeTolerance
        }
        if !regrouped.isEmpty {
            let ourField = InkDistanceField(runs: ourInk, width: ours.width, height: ours.height)
            let oracleField = InkDistanceField(runs: oracleInk, width: oracle.width, height: oracle.height)
            for i in regrouped {
                let d = ourField.farthest(oracleInk, in: matches[i].oracle) / scale
                if let b = matches[i].ours {
                    matches[i].coverDistance = max(d, oracleField.farthest(ourInk, in: b) / scale)
                    matches[i].edges = []
                } else if d <= InkComparison.matchRadius {
                    matches[i].coverDistance = d
                }
            }
        }
    }

    package var offsets: [Double] { matches.map(\.offset) }
    package var median: Double { FidelityReport.median(offsets) }
    package var worst: Double { offsets.max() ?? 0 }
    package var unmatched: Int { offsets.filter { !$0.isFinite }.count }

    /// The share of pixels whose largest channel differs by more than 16/255 (1 when the sizes differ).
    package var pixelDifference: Double {
        guard oracle.width == ours.width, oracle.height == ours.height, !oracle.pixels.isEmpty else { return 1 }
        var differing = 0
        for (a, b) in zip(oracle.pixels, ours.pixels) where Self.channelDistance(a, b) > 16 { differing += 1 }
        return Double(differing) / Double(oracle.pixels.count)
    }

    static func channelDistance(_ a: UInt32, _ b: UInt32) -> Int {
        var d = 0
        for shift in stride(from: 0, through: 24, by: 8) { d = max(d, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF))) }
        return d
    }

    /// Where the two differ: the iOS render dimmed to grey, pixels that differ in magenta (ours
    /// has more ink) or cyan (iOS has more), and the worst element's two boxes outlined.
    package var differenceImage: Bitmap {
        let w = min(oracle.width, ours.width), h = min(oracle.height, ours.height)
        var px = [UInt32](repeating: 0xFFFF_FFFF, count: max(1, w * h))
        for y in 0..<h {
            for x in 0..<w {
                let a = oracle.pixels[y * oracle.width + x], b = ours.pixels[y * ours.width + x]
                let grey = UInt32(215 + (Int((a >> 8) & 0xFF) * 40) / 255)
                if Self.channelDistance(a, b) > 16 {
                    px[y * w + x] = Self.luma(b) < Self.luma(a) ? 0xFFE0_20C0 : 0xFF20_B0E0
                } else {
                    px[y * w + x] = 0xFF00_0000 | grey << 16 | grey << 8 | grey
                }
            }
        }
        return Bitmap(width: max(1, w), height: max(1, h), pixels: px) ?? oracle
    }

    private static func luma(_ p: UInt32) -> Int { Int((p >> 16) & 0xFF) * 3 + Int((p >> 8) & 0xFF) * 6 + Int(p & 0xFF) }
}

/// The fidelity report: per oracle set and widget, the worst and median ink-box offsets in
/// points, the pixel difference, and the iOS render, ours and their difference side by side, as
/// one HTML page (`scripts/oracle-compare.sh` writes it to `out/fidelity/index.html`).
package struct FidelityReport {
    package var outcomes: [FidelityOutcome]
    package init(outcomes: [FidelityOutcome]) { self.outcomes = outcomes }

    package static func median(_ xs: [Double]) -> Double {
        let s = xs.sorted()
        guard !s.isEmpty else { return 0 }
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }

    package var sets: [String] { outcomes.reduce(into: [String]()) { if !$0.contains($1.set) { $0.append($1.set) } } }

    package func summary(of set: String) -> (widgets: Int, elements: Int, unmatched: Int, median: Double, worst: Double) {
        let mine = outcomes.filter { $0.set == set }
        let all = mine.flatMap(\.offsets)
        return (mine.count, all.count, all.filter { !$0.isFinite }.count, Self.median(all), all.max() ?? 0)
    }

    /// Writes `index.html` and the images into `folder`; returns the page's URL.
    @discardableResult
    package func write(to folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var rows = ""
        for set in sets {
            let s = summary(of: set)
            rows += "<h2>\(escape(set))</h2><p>\(s.widgets) widgets, \(s.elements) elements, \(s.unmatched) unmatched; "
                + "element median <b>\(f(s.median)) pt</b>, worst <b>\(f(s.worst)) pt</b></p>\n"
                + "<table><tr><th>widget</th><th>elements</th><th>median</th><th>worst</th><th>worst element (Δ left top right bottom, pt)</th><th>pixels differing</th><th>iOS</th><th>ours</th><th>difference</th></tr>\n"
            for (i, o) in outcomes.enumerated() where o.set == set {
                let base = "\(i)-" + o.widget.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" }.reduce(into: "") { $0.append($1) }
                try PNGEncoder.write(o.oracle, to: folder.appendingPathComponent("\(base)-ios.png"), options: .fast)
                try PNGEncoder.write(o.ours, to: folder.appendingPathComponent("\(base)-ours.png"), options: .fast)
                try PNGEncoder.write(o.differenceImage, to: folder.appendingPathComponent("\(base)-diff.png"), options: .fast)
                let w = o.matches.max { $0.offset < $1.offset }
                let detail = w.map { m in m.edges.isEmpty ? "\(m.oracle) regrouped, ink within \(f(m.offset))" : "\(m.oracle) " + m.edges.map(f).joined(separator: " ") } ?? ""
                let width = Int((Double(o.oracle.width) / o.scale).rounded())
                rows += "<tr><td>\(escape(o.widget))</td><td>\(o.matches.count)</td><td>\(f(o.median))</td>"
                    + "<td class=\"\(o.worst > 1 ? "bad" : "")\">\(f(o.worst))</td><td>\(escape(detail))</td>"
                    + "<td>\(String(format: "%.1f %%", o.pixelDifference * 100))</td>"
                    + ["ios", "ours", "diff"].map { "<td><img src=\"\(base)-\($0).png\" width=\"\(min(width, 360))\"></td>" }.joined() + "</tr>\n"
            }
            rows += "</table>\n"
        }
        let page = """
        <!doctype html><meta charset="utf-8"><title>WidgetRender fidelity report</title>
        <style>body{font:13px -apple-system,system-ui,sans-serif;margin:24px}table{border-collapse:collapse}
        td,th{border-bottom:1px solid #ddd;padding:4px 8px;vertical-align:top;text-align:left}.bad{color:#c00;font-weight:bold}
        img{border:1px solid #ccc;image-rendering:pixelated}</style>
        <h1>Fidelity against real iOS renders</h1>
        <p>Offsets are ink-box edge differences in points (method: <code>Tests/OracleSupport/InkBoxes.swift</code>);
        the difference image shows the iOS render in grey, pixels where ours has more ink in magenta and where iOS has more in cyan.</p>
        \(rows)
        """
        let url = folder.appendingPathComponent("index.html")
        try page.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    private func f(_ x: Double) -> String { x.isFinite ? String(format: "%.2f", x) : "∞" }
    private func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
