import Foundation

/// The HTML report of a test run's failures: `index.html` in the artifacts root
/// (`$SNAPSHOT_ARTIFACTS`, see ``SnapshotArtifacts/rootDirectory``), rewritten at each failure.
///
/// Each failing snapshot leaves `failure-png.json` or `failure-txt.json` beside its pictures;
/// the page lists every one written by the current run, with the reference, the new image, the
/// diff and a blink comparison, the ΔE figures or the text diff, and the command that accepts
/// it. Links are relative, so the artifacts folder can be uploaded or moved as a whole. A run is
/// one `swift test` (its XCTest and Swift Testing processes share a parent), or what
/// `SNAPSHOT_RUN_ID` names; failures of earlier runs are left out and their records removed.
public struct SnapshotReport: Sendable {
    /// One failing reference.
    public struct Entry: Codable, Hashable, Sendable {
        /// The run that wrote it.
        public var run: String
        /// The test, as `swift test --filter` selects it.
        public var test: String
        /// The reference file's name (`badge.small-light.png`).
        public var snapshot: String
        /// The reference's path.
        public var referencePath: String
        /// `png` or `txt`.
        public var kind: String
        /// The failure message: what changed, by how much and where.
        public var message: String
        /// The command that records the new reference.
        public var acceptCommand: String
        /// The folder of the pictures, relative to the report.
        public var folder: String
        /// The files in ``folder`` (`reference.png`, `actual.png`, `diff.png`, `reference.txt`…).
        public var files: [String]

        /// An entry; see each property.
        public init(run: String, test: String, snapshot: String, referencePath: String, kind: String, message: String,
                    acceptCommand: String, folder: String, files: [String]) {
            self.run = run; self.test = test; self.snapshot = snapshot; self.referencePath = referencePath; self.kind = kind
            self.message = message; self.acceptCommand = acceptCommand; self.folder = folder; self.files = files
        }
    }

    /// The artifacts root the report and every failure folder are in.
    public var root: URL
    /// The current run.
    public var run: String

    /// The report in `root` for the run `run`.
    public init(root: URL = SnapshotArtifacts.rootDirectory, run: String = SnapshotReport.currentRun) {
        self.root = root; self.run = run
    }

    /// The report page.
    public var indexURL: URL { root.appendingPathComponent("index.html") }

    /// `SNAPSHOT_RUN_ID`, else the parent process (`swift test`) and its start time.
    public static var currentRun: String {
        if let id = ProcessInfo.processInfo.environment["SNAPSHOT_RUN_ID"], !id.isEmpty { return id }
        let parent = getppid()
        let stat = (try? String(contentsOfFile: "/proc/\(parent)/stat", encoding: .utf8)) ?? ""
        // Field 22 (start time), counted after the command name's closing parenthesis.
        let started = stat.split(separator: ")").last?.split(separator: " ").dropFirst(19).first.map(String.init) ?? ""
        return "\(parent)-\(started)"
    }

    /// Records a failure in `artifacts` and rewrites the page. Returns the page's path, or nil
    /// when it could not be written.
    @discardableResult
    public func record(_ entry: Entry, in artifacts: SnapshotArtifacts) -> URL? {
        reportLock.lock()
        defer { reportLock.unlock() }
        do {
            try FileManager.default.createDirectory(at: artifacts.directory, withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(entry).write(to: artifacts.directory.appendingPathComponent("failure-\(entry.kind).json"),
                                            options: .atomic)
            try Data(SnapshotReportPage.html(entries(), run: run).utf8).write(to: indexURL, options: .atomic)
            return indexURL
        } catch {
            return nil
        }
    }

    /// The failures of this run under ``root`` (records of other runs are removed), sorted by
    /// test and snapshot.
    public func entries() -> [SnapshotReport.Entry] {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var out: [Entry] = []
        for case let url as URL in walker where url.lastPathComponent.hasPrefix("failure-") && url.pathExtension == "json" {
            guard let data = try? Data(contentsOf: url), let entry = try? JSONDecoder().decode(Entry.self, from: data) else { continue }
            if entry.run == run { out.append(entry) } else { try? FileManager.default.removeItem(at: url) }
        }
        return out.sorted { ($0.test, $0.snapshot) < ($1.test, $1.snapshot) }
    }

    /// `folder` relative to ``root`` (the path as the report links it).
    func relativePath(of folder: URL) -> String {
        let base = root.standardizedFileURL.path, path = folder.standardizedFileURL.path
        guard path.hasPrefix(base + "/") else { return path }
        return String(path.dropFirst(base.count + 1))
    }
}

/// Failures of concurrent tests write the page one at a time.
private let reportLock = NSLock()
