import Foundation

/// The folder a server writes inline templates to while it runs: `widget-render-inline-<pid>`
/// in the temporary directory, removed when the server stops. Folders of servers that died
/// without stopping (SIGKILL, a crash) are removed by the next server that starts.
enum InlineFolder {
    static let prefix = "widget-render-inline-"

    /// This process's folder, created empty, after removing those of processes that are gone.
    static func make(in temporary: URL = FileManager.default.temporaryDirectory,
                     pid: Int32 = ProcessInfo.processInfo.processIdentifier) -> URL {
        removeOrphans(in: temporary, except: pid)
        let folder = temporary.appendingPathComponent(prefix + String(pid))
        try? FileManager.default.removeItem(at: folder)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func remove(_ folder: URL) { try? FileManager.default.removeItem(at: folder) }

    /// Removes every `widget-render-inline-<pid>` folder whose process no longer runs.
    static func removeOrphans(in temporary: URL, except pid: Int32) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            guard let owner = Int32(name.dropFirst(prefix.count)), owner != pid, !isRunning(owner) else { continue }
            try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
        }
    }

    /// Whether a process with this id exists (signal 0 checks without sending anything; EPERM
    /// means it exists but belongs to another user).
    static func isRunning(_ pid: Int32) -> Bool {
        pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
    }
}
