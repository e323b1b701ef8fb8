import Foundation

/// Where a failed comparison leaves its files: `reference.png`, `actual.png` and `diff.png`
/// (``DiffPicture``: reference | actual | ΔE heat map | blend), `reference.txt` and
/// `actual.txt` for a text failure, and the records of the run's report (``SnapshotReport``).
public struct SnapshotArtifacts: Sendable {
    /// The folder the three files go into.
    public var directory: URL

    /// Artifacts in `directory`.
    public init(directory: URL) { self.directory = directory }

    /// `$SNAPSHOT_ARTIFACTS` (swift-snapshot-testing's variable), else the system temporary folder.
    public static var rootDirectory: URL {
        let env = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
        return URL(fileURLWithPath: env ?? NSTemporaryDirectory(), isDirectory: true)
    }

    /// `<root>/<TestFile>/<testName>.<variant>/`, beside where swift-snapshot-testing writes
    /// the failed image itself (`<root>/<TestFile>/<testName>.<variant>.png`).
    public static func forSnapshot(testFile: String, testName: String, name: String, root: URL? = nil) -> SnapshotArtifacts {
        let file = URL(fileURLWithPath: testFile).deletingPathExtension().lastPathComponent
        return SnapshotArtifacts(directory: (root ?? rootDirectory).appendingPathComponent(file, isDirectory: true)
            .appendingPathComponent("\(sanitizePathComponent(testName)).\(sanitizePathComponent(name))", isDirectory: true))
    }

    /// A fresh folder under the root, for comparisons made outside an assertion.
    public static func unnamed() -> SnapshotArtifacts {
        SnapshotArtifacts(directory: rootDirectory.appendingPathComponent("WidgetSnapshots", isDirectory: true)
            .appendingPathComponent(UUID().uuidString, isDirectory: true))
    }

    var referenceURL: URL { directory.appendingPathComponent("reference.png") }
    var actualURL: URL { directory.appendingPathComponent("actual.png") }
    var diffURL: URL { directory.appendingPathComponent("diff.png") }

    /// Writes what there is (the reference bytes as they are, the actual image, the diff when
    /// both decoded) and returns lines naming the files, or why they could not be written.
    func write(reference: Data, actual: Bitmap, diff: Bitmap?) -> [String] {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            var lines: [String] = []
            if !reference.isEmpty {
                try AtomicFile.write(reference, to: referenceURL)
                lines.append("  reference: \(referenceURL.path)")
            }
            try PNGEncoder.write(actual, to: actualURL, options: .fast)
            lines.append("  actual:    \(actualURL.path)")
            if let diff {
                try PNGEncoder.write(diff, to: diffURL, options: .fast)
                lines.append("  diff:      \(diffURL.path)  (reference | actual | ΔE heat map | blend)")
            }
            return lines
        } catch {
            return ["  (the failure images could not be written to \(directory.path): \(error))"]
        }
    }
}

/// File-name-safe text, exactly as swift-snapshot-testing makes reference names: runs of
/// non-word characters become "-", with none at either end (`weather()` → `weather`).
func sanitizePathComponent(_ string: String) -> String {
    string
        .replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
        .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
}
