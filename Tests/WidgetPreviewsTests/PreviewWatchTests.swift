import Foundation
import Synchronization
import Testing
import WidgetTestSupport
@testable import WidgetPreviews

/// `serve --watch`: a save is noticed, the package is built again, and the serving child is
/// restarted on the new build; a failed build keeps the old child.
@Suite("serve --watch")
struct PreviewWatchTests {
    @Test("a snapshot sees files added, changed and removed, and skips build folders")
    func snapshot() throws {
        let folder = ScratchFolder.make("watch-snapshot")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".build"), withIntermediateDirectories: true)
        try Data("let a = 1".utf8).write(to: folder.appendingPathComponent("A.swift"))
        try Data("gone".utf8).write(to: folder.appendingPathComponent("B.swift"))
        let before = SourceSnapshot(of: folder)
        #expect(before.files.count == 2)
        try Data("let a = 12".utf8).write(to: folder.appendingPathComponent("A.swift"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("B.swift"))
        try Data("new".utf8).write(to: folder.appendingPathComponent("C.swift"))
        try Data("object".utf8).write(to: folder.appendingPathComponent(".build/A.o"))
        let names = SourceSnapshot(of: folder).changes(since: before).map { URL(fileURLWithPath: $0).lastPathComponent }
        #expect(names == ["A.swift", "B.swift", "C.swift"])
    }

    @Test("the child serves with the command's arguments, less --watch and --build-command")
    func childArguments() {
        #expect(PreviewWatch.childArguments(["serve", "--watch", "--port", "9000", "--build-command", "make", "--wallpapers", "W"])
                == ["serve", "--port", "9000", "--wallpapers", "W"])
        #expect(PreviewWatch.childArguments(["serve", "--build-command=swift build", "--watch"]) == ["serve"])
    }

    @Test("the package folder is the first one above holding Package.swift")
    func packageFolder() throws {
        let root = ScratchFolder.make("watch-package")
        let deep = root.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.1".utf8).write(to: root.appendingPathComponent("Package.swift"))
        #expect(PreviewWatch.packageFolder(from: deep)?.standardizedFileURL.path == root.standardizedFileURL.path)
    }

    @Test("a save builds and restarts the child; a failed build keeps it")
    func rebuildsAndRestarts() async throws {
        let folder = ScratchFolder.make("watch-run")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let builds = ScratchFolder.make("watch-builds.txt")
        let source = folder.appendingPathComponent("Widget.swift")
        try Data("1".utf8).write(to: source)
        // The "build" appends a line outside the watched folder and fails while the source says "broken".
        let command = "echo built >> '\(builds.path)'; ! grep -q broken Widget.swift"
        let logs = Mutex<[String]>([])
        let watch = PreviewWatch(folder: folder, program: URL(fileURLWithPath: "/bin/sleep"), arguments: ["600"],
                                 buildCommand: command, interval: 0.1, log: { line in logs.withLock { $0.append(line) } })
        let stop = Atomic<Bool>(false)
        let runner = Thread { try? watch.run(until: { stop.load(ordering: .relaxed) }) }
        runner.start()
        defer { stop.store(true, ordering: .relaxed) }

        func waitFor(_ what: String, _ condition: () -> Bool) async throws {
            let deadline = Date().addingTimeInterval(20)
            while !condition() {
                guard Date() < deadline else { Issue.record("timed out waiting for \(what): \(logs.withLock { $0 })"); return }
                try await Task.sleep(for: .milliseconds(50))
            }
        }
        try await waitFor("the first child") { watch.childProcessIdentifier != nil }
        let first = try #require(watch.childProcessIdentifier)

        try Data("22".utf8).write(to: source)
        try await waitFor("a restart") { watch.childProcessIdentifier.map { $0 != first } ?? false }
        let second = try #require(watch.childProcessIdentifier)
        #expect(logs.withLock { $0 }.contains { $0.hasPrefix("changed: Widget.swift; building") })

        try Data("broken".utf8).write(to: source)
        try await waitFor("the failed build") { logs.withLock { $0 }.contains { $0.hasPrefix("the build failed") } }
        #expect(watch.childProcessIdentifier == second, "a failed build keeps the running child")
        #expect(try String(contentsOf: builds, encoding: .utf8) == "built\nbuilt\n")
        stop.store(true, ordering: .relaxed)
        try await waitFor("the watcher to stop") { watch.childProcessIdentifier == nil }
    }
}
