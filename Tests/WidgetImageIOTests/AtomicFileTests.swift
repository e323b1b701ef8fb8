import Foundation
import Testing
import WidgetImageIO

@Suite("AtomicFile")
struct AtomicFileTests {
    @Test("writes exactly the bytes and leaves no temporary file")
    func writesBytes() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("frame.png")
        let bytes = (0..<100_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        try AtomicFile.write(bytes, to: url)
        #expect([UInt8](try Data(contentsOf: url)) == bytes)
        #expect(directory.contents() == ["frame.png"])
    }

    @Test("replaces an existing file as a whole (Data overload, durable)")
    func replaces() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("frame.png")
        try AtomicFile.write(Data(repeating: 1, count: 5000), to: url)
        try AtomicFile.write(Data([1, 2, 3]), to: url, durable: true)
        #expect(try Data(contentsOf: url) == Data([1, 2, 3]))
        #expect(directory.contents() == ["frame.png"])
    }

    @Test("a write into a missing directory throws writeFailed naming the path and creates nothing")
    func missingDirectory() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.url.appendingPathComponent("missing/frame.png")
        let error = #expect(throws: ImageIOError.self) { try AtomicFile.write([1, 2, 3], to: url) }
        #expect(error == .writeFailed(path: url.path, reason: "the directory does not exist"))
        #expect(error?.description.contains("Cannot write \(url.path)") == true)
        #expect(directory.contents().isEmpty)
    }

    @Test("when the final rename fails the temporary file is removed")
    func failedRenameCleansUp() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // A non-empty directory where the file should go: rename(2) refuses to replace it.
        let blocker = directory.file("frame.png")
        try FileManager.default.createDirectory(at: blocker.appendingPathComponent("inside"), withIntermediateDirectories: true)
        let error = #expect(throws: ImageIOError.self) { try AtomicFile.write([1, 2, 3], to: blocker) }
        guard case let .writeFailed(path, _)? = error else {
            Issue.record("expected .writeFailed, got \(String(describing: error))")
            return
        }
        #expect(path == blocker.path)
        #expect(directory.contents() == ["frame.png"])
    }
}
