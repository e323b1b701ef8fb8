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

    /// The failure messages of every variant (empty when all match).
    func run(_ variants: [WidgetSnapshotVariant], render: (WidgetSnapshotVariant) throws -> RenderedWidget) -> [String] {
        let mode = WidgetSnapshotRecording.recordMode(record)
        if variants.isEmpty { return ["Nothing to snapshot: no family, color scheme or device was given."] }
        var failures: [String] = []
        for variant in variants {
            let snapshotName = name.map { "\($0)-\(variant.name)" } ?? variant.name
            let widget: RenderedWidget
            do {
                widget = try render(variant)
            } catch {
                failures.append("\(snapshotName): the widget did not render: \(error)")
                continue
            }
            if formats.contains(.image) {
                let artifacts = SnapshotArtifacts.forSnapshot(testFile: "\(filePath)", testName: testName, name: snapshotName,
                                                              root: artifactsDirectory)
                failures += verify(widget, as: .image(tolerance: tolerance, artifacts: artifacts), named: snapshotName,
                                   extension: "png", mode: mode)
            }
            if formats.contains(.text) {
                failures += verify(widget, as: .displayList, named: snapshotName, extension: "txt", mode: mode)
            }
        }
        return failures
    }

    private func verify<Format>(_ widget: RenderedWidget, as strategy: Snapshotting<RenderedWidget, Format>, named snapshotName: String,
                                extension ext: String, mode: SnapshotTestingConfiguration.Record) -> [String] {
        let reference = referenceURL(name: snapshotName, extension: ext)
        let existed = FileManager.default.fileExists(atPath: reference.path)
        let message = withDefaultDiffTool {
            verifySnapshot(of: widget, as: strategy, named: snapshotName, record: mode, snapshotDirectory: snapshotDirectory,
                           fileID: fileID, file: filePath, testName: testName, line: line, column: column)
        }
        guard let message else { return [] }
        var text = "\(reference.lastPathComponent): \(message)"
        if mode == .all {
            // Recorded on purpose; swift-snapshot-testing still fails the test once.
        } else if !existed {
            if mode == .never {
                text += "\n\nReference: \(reference.path)\nRecord it: "
                    + WidgetSnapshotRecording.acceptCommand(mode: "missing", fileID: "\(fileID)", testName: testName)
            }
        } else if mode != .failed {
            text += "\n\nAccept the new \(ext == "png" ? "image" : "text"): "
                + WidgetSnapshotRecording.acceptCommand(mode: "failed", fileID: "\(fileID)", testName: testName)
        }
        return [text]
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
