import Foundation

/// One problem `check` found: a rule, where in the view, and every cell of the matrix it
/// happens in.
public struct CheckFinding: Hashable, Sendable, Codable {
    /// The stable rule id: a diagnostic code (`linkTooSmall`, `contentClippedAtDynamicTypeSize`…)
    /// or one of ``CheckRule``'s.
    public var rule: String
    /// How bad it is.
    public var severity: Diagnostic.Severity
    /// What happens and what to do (from the first cell it happened in).
    public var message: String
    /// Where in the view: the node's path, or what the rule names (`image 2400x2400 px`).
    public var location: String?
    /// Where the view was written, when a template built it: file, line, column and pointer.
    public var sourceLocation: SourceLocation?
    /// The source checked (a template's folder, a widget's name).
    public var source: String
    /// The cells it happens in (`small-dark-tinted`, `medium-light-ax3-iPhoneSE`…), in plan order.
    public var cells: [String]

    /// A finding; each parameter sets the property of the same name (a rule of your own can add
    /// findings to a report this way).
    public init(rule: String, severity: Diagnostic.Severity, message: String, location: String?, sourceLocation: SourceLocation?,
                source: String, cells: [String]) {
        self.rule = rule; self.severity = severity; self.message = message; self.location = location
        self.sourceLocation = sourceLocation; self.source = source; self.cells = cells
    }
}

/// One cell of a check drawn, for the HTML report.
public struct CheckPicture: Hashable, Sendable {
    /// The source checked.
    public var source: String
    /// The cell (`small-dark-tinted`).
    public var cell: String
    /// The render, as PNG.
    public var png: [UInt8]

    /// A picture of `cell` of `source`.
    public init(source: String, cell: String, png: [UInt8]) { self.source = source; self.cell = cell; self.png = png }
}

/// What `check` found over a matrix: findings grouped by rule and place, worst first.
public struct CheckReport: Sendable, Codable {
    /// Every finding, errors first, then by rule and place.
    public var findings: [CheckFinding]
    /// How many renders the matrix took.
    public var cellsRendered: Int
    /// The sources checked.
    public var sources: [String]
    /// The render of the first cell of each finding, as PNG, when `check` was asked for them
    /// (the HTML report shows them; the JSON document leaves them out).
    public var pictures: [CheckPicture] = []

    private enum CodingKeys: String, CodingKey { case findings, cellsRendered, sources }

    /// A report of `findings` over `cellsRendered` renders of `sources`.
    public init(findings: [CheckFinding], cellsRendered: Int, sources: [String], pictures: [CheckPicture] = []) {
        self.findings = findings; self.cellsRendered = cellsRendered; self.sources = sources; self.pictures = pictures
    }

    /// Several reports as one (a check of many templates).
    public init(merging reports: [CheckReport]) {
        self.init(findings: reports.flatMap(\.findings), cellsRendered: reports.reduce(0) { $0 + $1.cellsRendered },
                  sources: reports.flatMap(\.sources), pictures: reports.flatMap(\.pictures))
    }

    /// `more` findings among these, worst first, each severity in the order found.
    mutating func add(_ more: [CheckFinding]) {
        findings = (findings + more).enumerated()
            .sorted { $0.element.severity != $1.element.severity ? $0.element.severity > $1.element.severity : $0.offset < $1.offset }
            .map(\.element)
    }

    /// The picture of `cell` of `source`, if the report has it.
    public func picture(source: String, cell: String) -> CheckPicture? {
        pictures.first { $0.source == source && $0.cell == cell }
    }

    /// Findings at `severity` or worse.
    public func findings(atLeast severity: Diagnostic.Severity) -> [CheckFinding] {
        findings.filter { $0.severity >= severity }
    }

    /// The terminal summary: one block per rule, each finding with its place and cells.
    public var summary: String { summary(placesPerRule: .max) }

    /// The summary listing at most `placesPerRule` places of each rule (the count says how many
    /// there are; the JSON document lists them all).
    public func summary(placesPerRule: Int) -> String {
        var lines: [String] = []
        let byRule = Dictionary(grouping: findings, by: \.rule)
        for rule in byRule.keys.sorted(by: { Self.order(byRule[$0] ?? [], byRule[$1] ?? [], $0, $1) }) {
            let group = byRule[rule] ?? []
            lines.append("\(group[0].severity.rawValue) \(rule) (\(group.count) place\(group.count == 1 ? "" : "s"))")
            if Self.textRules.contains(rule) {
                lines += textTable(group.prefix(max(0, placesPerRule)))
                if group.count > placesPerRule { lines.append("  … and \(group.count - placesPerRule) more (--json lists every place)") }
                continue
            }
            for f in group.prefix(max(0, placesPerRule)) {
                let cells = f.cells.count > 4 ? f.cells.prefix(4).joined(separator: ", ") + " and \(f.cells.count - 4) more"
                                               : f.cells.joined(separator: ", ")
                let place = f.sourceLocation.map { "\($0) " } ?? "\(f.source) "
                lines.append("  \(place)\(f.location ?? ""): \(f.message)")
                lines.append("    in \(cells)")
            }
            if group.count > placesPerRule { lines.append("  … and \(group.count - placesPerRule) more (--json lists every place)") }
        }
        let errors = findings(atLeast: .error).count, warnings = findings.filter { $0.severity == .warning }.count
        lines.append("\(sources.count) source\(sources.count == 1 ? "" : "s"), \(cellsRendered) renders: "
                      + "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s"), "
                      + "\(findings.count - errors - warnings) note\(findings.count - errors - warnings == 1 ? "" : "s")")
        return lines.joined(separator: "\n")
    }

    /// Rules about text, summarized as a table: the text, where it is written, the first cell
    /// it happens in and how many.
    static let textRules: Set<String> = ["textTruncated", "contentClippedAtDynamicTypeSize"]

    private func textTable(_ group: ArraySlice<CheckFinding>) -> [String] {
        guard let first = group.first else { return [] }
        var advice = first.message.range(of: ". ").map { String(first.message[$0.upperBound...]) } ?? first.message
        if let cap = advice.range(of: ", or cap the size with") { advice = String(advice[..<cap.lowerBound]) + ", or cap the Dynamic Type size."}
        var rows = [("text", "where", "from", "cells")]
        for f in group {
            let text = f.message.firstMatch(of: /^"[^"]*"/).map { String($0.output) } ?? f.location.flatMap(Self.quotedText) ?? f.location ?? ""
            let place = f.sourceLocation.map { "\($0.file):\($0.line)" } ?? f.source
            // Text cut off at a larger size says from which one.
            let size = f.message.firstMatch(of: /Dynamic Type size (\w+)/).map { "\($0.output.1) in " } ?? ""
            rows.append((text, place, size + (f.cells.first ?? ""), String(f.cells.count)))
        }
        let widths = (rows.map(\.0.count).max() ?? 0, rows.map(\.1.count).max() ?? 0, rows.map(\.2.count).max() ?? 0)
        func pad(_ s: String, _ w: Int) -> String { s + String(repeating: " ", count: max(0, w - s.count)) }
        return ["  " + advice] + rows.map { "  " + pad($0.0, widths.0) + "  " + pad($0.1, widths.1) + "  " + pad($0.2, widths.2) + "  " + $0.3 }
    }

    /// `"Lunch with Maya"` from a path ending in `Text("Lunch with Maya")`.
    static func quotedText(_ path: String) -> String? {
        guard let start = path.range(of: "Text(\"", options: .backwards), path.hasSuffix("\")") else { return nil }
        return "\"" + path[start.upperBound..<path.index(path.endIndex, offsetBy: -2)] + "\""
    }

    private static func order(_ a: [CheckFinding], _ b: [CheckFinding], _ ra: String, _ rb: String) -> Bool {
        let sa = a.map(\.severity).max() ?? .info, sb = b.map(\.severity).max() ?? .info
        return sa != sb ? sa > sb : ra < rb
    }
}

/// The rules `check` adds to the diagnostics every render reports.
public enum CheckRule {
    /// An image whose pixel area is over the cap iOS draws blank (``PlatformLimits/imagePixelArea``).
    public static let imagePixelArea = "imagePixelArea"
    /// A timeline longer than widgets keep updating with (``PlatformLimits/timeline``).
    public static let timelineTooLong = "timelineTooLong"
    /// Timeline entries closer together than the system updates a widget.
    public static let timelineTooDense = "timelineTooDense"
    /// A Live Activity whose attributes and content state encode to more than ActivityKit takes.
    public static let liveActivityPayload = "liveActivityPayload"
    /// A large opaque image without `widgetAccentedRenderingMode`: a solid block once the system
    /// tints the widget (tinted and clear).
    public static let opaqueImageInAccentedMode = "opaqueImageInAccentedMode"
    /// An image VoiceOver can only call "image": no label, not decorative.
    public static let imageWithoutLabel = "imageWithoutLabel"
    /// A `Link` or button with nothing in it VoiceOver can read.
    public static let controlWithoutLabel = "controlWithoutLabel"
    /// An `accessibilityElement(children: .ignore)` with no label.
    public static let elementWithoutLabel = "elementWithoutLabel"
    /// Images and layers that alone take more memory than iOS gives a widget extension
    /// (``PlatformLimits/extensionMemory``).
    public static let extensionMemory = "extensionMemory"
    /// A placeholder that draws nothing but the background.
    public static let placeholderBlank = "placeholderBlank"
    /// A snapshot (what the widget gallery shows) identical to the placeholder.
    public static let snapshotLikePlaceholder = "snapshotLikePlaceholder"
    /// A Live Activity image with more pixels than the presentation it is shown in.
    public static let activityImageTooLarge = "activityImageTooLarge"
    /// A small widget with buttons or toggles, which do nothing in CarPlay cars without a
    /// touchscreen (a note).
    public static let controlsInCarPlay = "controlsInCarPlay"
    /// A timeline that asks to be reloaded sooner than the daily reload budget allows
    /// (``PlatformLimits/reload``).
    public static let reloadTooSoon = "reloadTooSoon"
}
