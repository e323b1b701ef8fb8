import Foundation

/// Where tests write files: a fresh folder per call, all under one folder per test process that
/// is removed when the process exits, so test runs leave nothing behind in the temporary directory.
public enum ScratchFolder {
    /// `$TMPDIR/widgetrender-tests-<pid>`, created on first use.
    public static let root: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("widgetrender-tests-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: ScratchFolder.root) }
        return url
    }()

    /// A new path `<root>/<prefix>-<UUID>`, not yet created.
    public static func make(_ prefix: String) -> URL {
        root.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    }
}
