import Foundation
@_spi(Internals) import SnapshotTesting

/// Runs one assertion: every variant rendered, each compared through swift-snapshot-testing's
/// `verifySnapshot` as an image and as text; failures come back as messages.
struct SnapshotRunner {
    var tolerance: ImageTolerance
    var formats: WidgetSnapshotFormats
    var name: String?
    var record: SnapshotTestingConfiguration.Record?
    var snapshotDirectory: String?
    var artifactsDirectory: URL?
    var fileID: StaticString
    var filePath: StaticString
    var testName: String
    var line: UInt
    var column: UInt

    /// A runner; `testName` of a parameterized test (`template(_:)`) names its files
    /// `template.…`, not `template-_.…`.
    init(tolerance: ImageTolerance, formats: WidgetSnapshotFormats, name: String?, record: SnapshotTestingConfiguration.Record?,
         snapshotDirectory: String? = nil, artifactsDirectory: URL? = nil, fileID: StaticString, filePath: StaticString,
         testName: String, line: UInt, column: UInt) {
        self.tolerance = tolerance; self.formats = formats; self.name = name; self.record = record
        self.snapshotDirectory = snapshotDirectory; self.artifactsDirectory = artifactsDirectory
        self.fileID = fileID; self.filePath = filePath; self.testName = WidgetSnapshotRecording.withoutArguments(testName)
        self.line = line; self.column = column
    }

    /// The failure messages of every combination `matrix` plans for `source` (empty when all
    /// match); `render` draws a planned job (by default, the job itself).
    func run(_ source: some RenderSource, matrix: RenderMatrix, options: RenderOptions,
             render: (WidgetSnapshotVariant, RenderJob) throws -> RenderedWidget = { try $1.render() }) -> [String] {
        let planned: [(variant: WidgetSnapshotVariant, job: RenderJob)]
        do {
            planned = try WidgetSnapshotVariant.planned(source, matrix: matrix, options: options)
        } catch {
            return ["\(name ?? testName): the widget could not be planned: \(error)"]
        }
        let mode = WidgetSnapshotRecording.recordMode(record)
        if planned.isEmpty { return ["Nothing to snapshot: no family, color scheme or device was given."] }
        var failures: [String] = []
        for (variant, job) in planned {
            let snapshotName = name.map { "\($0)-\(variant.name)" } ?? variant.name
            let widget: RenderedWidget
            do {
                widget = try render(variant, job)
            } catch {
                failures.append("\(snapshotName): the widget did not render: \(error)")
                continue
            }
            let artifacts = SnapshotArtifacts.forSnapshot(testFile: "\(filePath)", testName: testName, name: snapshotName,
                                                          root: artifactsDirectory)
            if formats.contains(.image) {
                failures += verify(widget, as: .image(tolerance: tolerance, artifacts: artifacts), named: snapshotName,
                                   extension: "png", mode: mode, artifacts: artifacts)
            }
            if formats.contains(.text) {
                failures += verify(widget, as: .displayList(tolerance: tolerance, glyphIDs: formats.contains(.glyphIDs)),
                                   named: snapshotName, extension: "txt", mode: mode, artifacts: artifacts)
            }
        }
        return failures
    }

    private func verify<Format>(_ widget: RenderedWidget, as strategy: Snapshotting<RenderedWidget, Format>, named snapshotName: String,
                                extension ext: String, mode: SnapshotTestingConfiguration.Record,
                                artifacts: SnapshotArtifacts) -> [String] {
        let reference = referenceURL(name: snapshotName, extension: ext)
        let existed = FileManager.default.fileExists(atPath: reference.path)
        let message = withDefaultDiffTool {
            verifySnapshot(of: widget, as: strategy, named: snapshotName, record: mode, snapshotDirectory: snapshotDirectory,
                           fileID: fileID, file: filePath, testName: testName, line: line, column: column)
        }
        guard let message else { return [] }
        var text = "\(reference.lastPathComponent): \(message)"
        let accept = WidgetSnapshotRecording.acceptCommand(mode: existed ? "failed" : "missing", fileID: "\(fileID)", testName: testName)
        if mode == .all {
            // Recorded on purpose; swift-snapshot-testing still fails the test once.
            return [text]
        } else if !existed {
            guard mode == .never else { return [text] }  // recorded a new reference
            text += "\n\nReference: \(reference.path)\nRecord it: " + accept
        } else if mode != .failed {
            text += "\n\nAccept the new \(ext == "png" ? "image" : "text"): " + accept
        }
        if let page = report(text, reference: reference, kind: ext, accept: accept, widget: widget, artifacts: artifacts) {
            text += "\nReport of this run's failures: \(page.path)"
        }
        return [text]
    }

    /// Adds the failure to the run's HTML report (``SnapshotReport``); for text, the two texts
    /// go beside it first.
    private func report(_ message: String, reference: URL, kind: String, accept: String, widget: RenderedWidget,
                        artifacts: SnapshotArtifacts) -> URL? {
        if kind == "txt" {
            try? FileManager.default.createDirectory(at: artifacts.directory, withIntermediateDirectories: true)
            if let old = try? Data(contentsOf: reference) {
                try? old.write(to: artifacts.directory.appendingPathComponent("reference.txt"), options: .atomic)
            }
            let new = WidgetSnapshotText.text(of: widget, glyphIDs: formats.contains(.glyphIDs))
            try? Data(new.utf8).write(to: artifacts.directory.appendingPathComponent("actual.txt"), options: .atomic)
        }
        let root = artifactsDirectory ?? SnapshotArtifacts.rootDirectory
        let report = SnapshotReport(root: root)
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: artifacts.directory.path)) ?? [])
            .filter { !$0.hasPrefix("failure-") }.sorted()
        let entry = SnapshotReport.Entry(run: report.run, test: WidgetSnapshotRecording.testFilter(fileID: "\(fileID)", testName: testName),
                                         snapshot: reference.lastPathComponent, referencePath: reference.path, kind: kind,
                                         message: message, acceptCommand: accept,
                                         folder: report.relativePath(of: artifacts.directory), files: files)
        return report.record(entry, in: artifacts)
    }

    /// Runs `body` with a diff tool that prints the two paths plainly, unless the test chose
    /// one (`withSnapshotTesting(diffTool:)` or the `.snapshots(diffTool:)` trait).
    private func withDefaultDiffTool<R>(_ body: () -> R) -> R {
        if SnapshotTestingConfiguration.current != nil { return body() }
        return withSnapshotTesting(diffTool: SnapshotTestingConfiguration.DiffTool { reference, new in
            "reference: \(reference)\nnew:       \(new)"
        }, operation: body)
    }

    /// Where swift-snapshot-testing keeps the reference: `__Snapshots__/<TestFile>/<test>.<name>.<ext>`
    /// beside the test file, or in `snapshotDirectory`.
    func referenceURL(name snapshotName: String, extension ext: String) -> URL {
        let file = URL(fileURLWithPath: "\(filePath)", isDirectory: false)
        let directory = snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
                .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
        return directory.appendingPathComponent("\(sanitizePathComponent(testName)).\(sanitizePathComponent(snapshotName)).\(ext)")
    }
}
