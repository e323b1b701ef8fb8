import Foundation
import Logging
import Synchronization
import Testing
import WidgetTestSupport
import WidgetImageIO
import WidgetRender
@testable import WidgetServer

@Suite("Bounds and live reload") struct BoundsTests {
    @Test func aFullGateAnswersOverloadedAndATimeoutKeepsItsSlot() async throws {
        let gate = RenderGate(slots: 1, queueLimit: 1, timeout: .milliseconds(200))
        let release = DispatchSemaphore(value: 0)
        // One render holds the only slot past the timeout (it never reaches a safe point).
        async let slow: Int = gate.run { () throws(ServiceError) -> Int in release.wait(); return 1 }
        try await Task.sleep(for: .milliseconds(50))
        // One may wait; the next is refused at once with a Retry-After.
        async let queued: Int = gate.run { () throws(ServiceError) -> Int in 2 }
        // The child task starts when the cooperative pool has a thread: other suites may hold both.
        for _ in 0..<100 where gate.load != (running: 1, waiting: 1) { try await Task.sleep(for: .milliseconds(5)) }
        #expect(gate.load == (running: 1, waiting: 1))
        await #expect(throws: ServiceError.self) { _ = try await gate.run { () throws(ServiceError) -> Int in 3 } }
        do { _ = try await gate.run { () throws(ServiceError) -> Int in 3 } } catch {
            #expect(error.status == 503)
            #expect(error.kind == "overloaded")
        }
        // The slow one times out (422) but still holds its slot until it ends; the queued one's
        // deadline, counted from its arrival, passes in the queue: it is withdrawn with a 503.
        do { _ = try await slow; Issue.record("expected a timeout") } catch { #expect((error as? ServiceError)?.kind == "render-timeout") }
        do { _ = try await queued; Issue.record("expected a withdrawal") } catch { #expect((error as? ServiceError)?.kind == "overloaded") }
        #expect(gate.load == (running: 1, waiting: 0))
        release.signal()
        try await Task.sleep(for: .milliseconds(100))
        #expect(gate.load == (running: 0, waiting: 0))
        #expect(try await gate.run { () throws(ServiceError) -> Int in 4 } == 4)
    }

    @Test func theCacheStaysWithinItsBytes() {
        let cache = ResponseCache(limit: 10_000)
        for i in 0..<100 {
            cache.store(CachedResponse(body: [UInt8](repeating: UInt8(i), count: 1_000), contentType: "image/png", etag: "\(i)"), for: "k\(i)")
        }
        #expect(cache.usage.bytes <= 10_000)
        #expect(cache.value(for: "k99")?.etag == "99")
        #expect(cache.value(for: "k0") == nil)
    }

    /// Replicas behind one load balancer must name the same bytes alike: the hash is a fixed
    /// function of the bytes (pinned values), and every byte counts, in the four lanes and the tail.
    @Test func contentHashesAreFixedAndSeeEveryByte() {
        #expect(ContentHash.of(Array("widget".utf8)) == "8d372319108884bf-6")
        #expect(ContentHash.of((0..<1_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }) == "f6caf41f88449f36-3e8")
        #expect(ContentHash.etag([]) == "\"75a063ec24726d42-0\"")
        for length in [1, 7, 8, 31, 32, 33, 63, 64, 65, 100] {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 1) }
            let name = ContentHash.of(bytes)
            for position in 0..<length {
                var changed = bytes
                changed[position] ^= 0x10
                #expect(ContentHash.of(changed) != name, "length \(length), byte \(position)")
            }
        }
    }

    @Test func theWatcherSeesEditsAdditionsAndRemovals() async throws {
        let root = ScratchFolder.make("watch")
        let a = root.appendingPathComponent("a")
        try FileManager.default.createDirectory(at: a, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: a.appendingPathComponent("template.json"))
        let watcher = TemplateWatcher(store: TemplateStore(root: root), interval: .milliseconds(50), logger: Logger(label: "test"))
        #expect(watcher.poll() == [])
        try Data(#"{"name": "a"}"#.utf8).write(to: a.appendingPathComponent("template.json"))
        #expect(watcher.poll() == ["a"])
        let b = root.appendingPathComponent("b")
        try FileManager.default.createDirectory(at: b, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: b.appendingPathComponent("template.yaml"))
        #expect(watcher.poll() == ["b"])
        try FileManager.default.removeItem(at: a)
        #expect(watcher.poll() == ["a"])
        #expect(watcher.generation == 3)
    }

    @Test func templateNamesStayInTheFolder() throws {
        let root = ScratchFolder.make("names")
        let inside = root.appendingPathComponent("t")
        try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: inside.appendingPathComponent("template.json"))
        // A link from the folder to a template elsewhere is refused.
        let outside = ScratchFolder.make("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: outside.appendingPathComponent("template.json"))
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("link"), withDestinationURL: outside)
        let store = TemplateStore(root: root)
        #expect(try store.folder(named: "t", at: .root, in: nil).lastPathComponent == "t")
        #expect(throws: ServiceError.self) { try store.folder(named: "link", at: .root, in: nil) }
        #expect(throws: ServiceError.self) { try store.folder(named: "..", at: .root, in: nil) }
    }
}
