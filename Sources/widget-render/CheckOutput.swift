import ArgumentParser
import Foundation
import WidgetRender

/// How `check`, and `merge` of check reports, print and write one report: the JSON document or
/// the summary, the SARIF and HTML files asked for, and the exit status.
struct CheckOutput: ParsableArguments {
    enum FailLevel: String, ExpressibleByArgument, CaseIterable {
        case warning, error, never
    }

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

    /// Whether any of these options was given (they are the check's, not a gallery's).
    var isAsked: Bool { json || all || sarif != nil || html != nil || failOn != .error }

    /// Writes and prints `report` of a check of `paths` (the HTML report's title); throws the
    /// exit: 1 with a message when `failures` templates could not be checked or none was found,
    /// 1 when a finding is at `failOn` or worse. A shard that was given none of the templates
    /// says `emptyShard` instead of failing.
    func emit(_ report: CheckReport, paths: [String], failures: Int, emptyShard: String? = nil) throws {
        var report = report
        // Pictures are drawn for the HTML report (and kept in --report files); only it shows them.
        if html == nil { report.pictures = [] }
        if let sarif {
            try report.sarif(file: CheckCommand.templateFile).write(to: URL(fileURLWithPath: sarif), options: .atomic)
        }
        if let html {
            try Data(report.html(title: "widget-render check " + paths.joined(separator: " ")).utf8)
                .write(to: URL(fileURLWithPath: html), options: .atomic)
        }
        if json { try printJSON(report) } else { print(report.summary(placesPerRule: all ? .max : 5)) }
        if failures > 0 {
            throw CLIError("\(failures) template\(failures == 1 ? "" : "s") could not be checked; each problem is listed above with its file, line and JSON pointer.")
        }
        if report.sources.isEmpty, let emptyShard {
            print(emptyShard)
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
