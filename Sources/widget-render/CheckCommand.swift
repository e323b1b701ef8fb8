import ArgumentParser
import Foundation
import WidgetRender

/// `widget-render check PATH…`: renders each template over the check matrix and reports what iOS
/// would do to it that a render does not show.
struct CheckCommand: ParsableCommand, JSONReporting {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Render templates across families, schemes, rendering modes, text sizes and devices, and report what iOS would do to them.",
        discussion: """
            Each template is drawn in every family it supports, light and dark, in every rendering \
            mode (tinted, clear, vibrant), on the smallest and the largest iPhone, and laid out at every \
            Dynamic Type size. Findings are grouped by rule and place, with the cells they happen in: \
            text cut off at larger sizes, contrast after the system repaints, tap targets under 44 pt, \
            links that never open, images over the pixel area iOS draws blank, timelines too long or \
            too dense to keep updating, images and buttons VoiceOver cannot name, animations over 2 s, \
            memory over the extension's limit, text truncated anywhere (notes), and every other \
            warning a render reports. \
            Exit status: 0, or 1 when a finding is at --fail-on or worse.
            """)

    @Argument(help: "Template folders or files, or folders of templates.")
    var paths: [String]

    @Option(help: "Check on this device instead of the smallest and largest iPhone (repeatable; see `widget-render devices`).")
    var device: [String] = []

    @Option(help: "Also check in this locale (repeatable), e.g. de_DE: longer words, other number formats.")
    var locale: [String] = []

    @Option(help: "How many timeline entries to draw in every cell (the whole timeline is read for its limits).")
    var entries = 8

    @Option(name: .customLong("fail-on"), help: "Exit 1 when a finding is this severe or worse: warning, error or never.")
    var failOn: FailLevel = .error

    @Flag(help: "Print the findings as one JSON document.")
    var json = false

    @Flag(help: "List every place of every rule (the summary lists five of each).")
    var all = false

    @Option(help: "Also write the findings as SARIF 2.1.0 to this file (GitHub code scanning shows them on the template's lines).")
    var sarif: String?

    @Option(help: "Also write an HTML report to this file: every finding with the render of the first cell it happens in.")
    var html: String?

    @OptionGroup var concurrency: ConcurrencyOptions
    @OptionGroup var sharding: ShardOptions

    /// A template's main file, for findings that have no line: `template.json` or `template.yaml`
    /// in its folder, or the path itself.
    static func templateFile(_ path: String) -> String {
        for name in ["template.json", "template.yaml", "template.yml"] {
            let candidate = (path as NSString).appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
        }
        return path
    }

    enum FailLevel: String, ExpressibleByArgument, CaseIterable {
        case warning, error, never
    }

    func validate() throws {
        if entries < 1 { throw ValidationError("--entries takes a whole number of at least 1.") }
        let known = Set(Locale.availableIdentifiers)
        for l in locale where !known.contains(Locale(identifier: l).identifier) {
            throw ValidationError("Unknown --locale \"\(l)\"; use an identifier such as de_DE, ar or zh_CN.")
        }
    }

    func run() throws {
        var matrix = RenderMatrix.check
        if !device.isEmpty {
            let catalog = try DeviceCatalog.builtIn()
            matrix.devices = try device.map { name throws(HomeScreenError) in try catalog.profile(named: name) }
        }
        if !locale.isEmpty { matrix.locales = [Locale(identifier: FormattingOptions.defaultLocale)] + locale.map(Locale.init(identifier:)) }
        var reports: [CheckReport] = []
        var failures = 0
        // A shard checks whole templates: every N-th of all the targets, from the i-th on.
        let targets = try paths.flatMap { path in try templateTargets(path, among: paths) }
        for (_, target) in sharding.select(targets) {
            do {
                let template = try WidgetTemplate.load(from: URL(fileURLWithPath: target), displayName: target)
                let bound = try BoundTemplate(template)
                reports.append(try WidgetRenderer.check(TemplateSource(bound), name: target, matrix: matrix,
                                                        renderedEntries: entries, pictures: html != nil, threads: concurrency.threads))
            } catch {
                failures += 1
                FileHandle.standardError.write(Data("\(FailureReport(error).message)\n".utf8))
            }
        }
        let report = CheckReport(merging: reports)
        if let sarif {
            let data = try report.sarif(file: Self.templateFile)
            try data.write(to: URL(fileURLWithPath: sarif), options: .atomic)
        }
        if let html {
            try Data(report.html(title: "widget-render check " + paths.joined(separator: " ")).utf8)
                .write(to: URL(fileURLWithPath: html), options: .atomic)
        }
        if json { try printJSON(report) } else { print(report.summary(placesPerRule: all ? .max : 5)) }
        if failures > 0 {
            throw CLIError("\(failures) template\(failures == 1 ? "" : "s") could not be checked; each problem is listed above with its file, line and JSON pointer.")
        }
        if report.sources.isEmpty, !targets.isEmpty, let shard = sharding.shard {
            print("Shard \(shard) has none of the \(targets.count) templates to check: give no more shards than templates.")
            return
        }
        if report.sources.isEmpty {
            throw CLIError("No template in \(paths.joined(separator: ", ")): give template folders, template files, or a folder of templates.")
        }
        let failing: [CheckFinding]
        switch failOn {
        case .warning: failing = report.findings(atLeast: .warning)
        case .error: failing = report.findings(atLeast: .error)
        case .never: failing = []
        }
        if !failing.isEmpty { throw ExitCode(1) }
    }
}
