import Foundation
import Testing
@testable import WidgetServer

/// A server leaves no temporary folder behind: its own goes when it stops, those of servers that
/// were killed go when the next one starts.
@Suite("Inline template folders")
struct InlineFolderTests {
    @Test("Starting removes the folders of processes that are gone, keeps a running one's, and stopping removes its own")
    func noLeftovers() throws {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("inline-folder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: temporary) }
        let fm = FileManager.default
        // A pid no process has (Linux caps pids at 2^22), and this test's own, standing for a live server.
        let dead = temporary.appendingPathComponent(InlineFolder.prefix + "2147483000")
        let live = temporary.appendingPathComponent(InlineFolder.prefix + String(ProcessInfo.processInfo.processIdentifier))
        let unrelated = temporary.appendingPathComponent("widget-render-inline-notes")
        for folder in [dead, live, unrelated] { try fm.createDirectory(at: folder, withIntermediateDirectories: true) }

        let own = InlineFolder.make(in: temporary, pid: 2147483001)
        #expect(fm.fileExists(atPath: own.path))
        #expect(!fm.fileExists(atPath: dead.path))
        #expect(fm.fileExists(atPath: live.path) && fm.fileExists(atPath: unrelated.path))
        InlineFolder.remove(own)
        #expect(!fm.fileExists(atPath: own.path))
    }
}
