import Foundation
import WidgetRender

/// What `check --report FILE` writes (with or without `--shard i/N`): every template of the whole
/// check in order, what the run was asked, and this run's report for each template it checked
/// (with the first cell of each finding drawn, for an HTML report). `widget-render merge` joins
/// the files of every shard into the report one unsharded run prints.
struct CheckShardReport: Codable {
    static let currentFormat = 1

    /// One template's report, by its position in ``plannedTargets``, with the pictures its
    /// HTML report shows (which a report's own JSON leaves out).
    struct Checked: Codable {
        var target: Int
        var report: CheckReport
        var pictures: [Picture]

        init(target: Int, report: CheckReport) {
            self.target = target
            self.report = report
            pictures = report.pictures.map { Picture(source: $0.source, cell: $0.cell, png: Data($0.png)) }
        }

        /// The report with its pictures back.
        var withPictures: CheckReport {
            var full = report
            full.pictures = pictures.map { CheckPicture(source: $0.source, cell: $0.cell, png: [UInt8]($0.png)) }
            return full
        }
    }

    /// A drawn cell, its PNG in base64.
    struct Picture: Codable {
        var source: String
        var cell: String
        var png: Data
    }

    /// A template that could not be checked, and why (as the run printed it).
    struct Failed: Codable {
        var target: Int
        var message: String
    }

    var format = Self.currentFormat
    /// 1/1 for a run without `--shard`.
    var shard: Shard
    /// The paths the check was given (its HTML report's title).
    var paths: [String]
    /// Every template of the whole check, in order, whichever shard checks it.
    var plannedTargets: [String]
    /// The options that change findings: shards run with others are not joined.
    var devices: [String]
    var locales: [String]
    var entries: Int
    var checked: [Checked]
    var failed: [Failed]

    func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        try encoder.encode(self).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// Reads a file `check --report` wrote.
    static func read(from path: String) throws(MergeError) -> CheckShardReport {
        try MergeError.readShardFile(at: path, missing: "no such file. Give the --report file of each `widget-render check --shard i/N` run.",
                                     kind: "check report", rewrite: "Write it with `widget-render check --report FILE`.", redo: "Check")
    }

    /// Joins the reports of every shard of one check: each template's report in the check's
    /// order, and the failures in that order too. Throws when a shard is missing or repeated,
    /// when reports come from different splits or different checks, or when a file does not hold
    /// exactly its own shard's templates.
    static func merge(_ files: [(path: String, report: CheckShardReport)]) throws(MergeError)
        -> (paths: [String], reports: [CheckReport], failures: [String]) {
        try Shard.requireEveryPart(files.map { ($0.path, $0.report.shard) }, item: "report", redo: "Check",
                                   run: "check --shard i/N --report FILE")
        let (firstPath, first) = files[0]
        var reports: [Int: CheckReport] = [:]
        var failures: [Int: String] = [:]
        for (path, file) in files {
            guard file.plannedTargets == first.plannedTargets, file.paths == first.paths, file.devices == first.devices,
                  file.locales == first.locales, file.entries == first.entries else {
                throw MergeError(path, "it is part of a different check from \(firstPath) (other templates or options). Check every shard of the same templates with the same options.")
            }
            let targets = file.checked.map(\.target) + file.failed.map(\.target)
            let own = first.plannedTargets.indices.filter { file.shard.owns($0) }
            guard targets.sorted() == own else {
                throw MergeError(path, "it does not hold exactly shard \(file.shard)'s templates. Check the shard again.")
            }
            for c in file.checked { reports[c.target] = c.withPictures }
            for f in file.failed { failures[f.target] = f.message }
        }
        let order = first.plannedTargets.indices
        return (first.paths, order.compactMap { reports[$0] }, order.compactMap { failures[$0] })
    }
}
