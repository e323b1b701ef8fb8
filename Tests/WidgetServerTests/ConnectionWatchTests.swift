import Foundation
import Synchronization
import Testing
@testable import WidgetServer

/// A render's result, to see whether anything still holds it once its request is answered.
private final class Drawn: Sendable {
    let bytes = [UInt8](repeating: 7, count: 65_536)
}

/// Long keep-alive connections carry thousands of requests: nothing of a request may stay with
/// its connection or its deadline once it is answered (a replica grew from 60 MB to 1.3 GB in a
/// minute when each request left a callback on its connection holding its result).
@Suite("What a request leaves behind") struct ConnectionWatchTests {
    @Test("A thousand requests on one connection leave nothing registered on it, and their results are freed before their deadlines")
    func answeredRequestsLeaveNothing() async throws {
        let gate = RenderGate(slots: 1, queueLimit: 4, timeout: .seconds(60))
        let watch = ConnectionWatch()
        weak var last: Drawn?
        for _ in 0..<1_000 {
            let drawn = try await gate.run(until: watch) { () throws(ServiceError) -> Drawn in Drawn() }
            last = drawn
        }
        #expect(watch.waiting == 0)
        #expect(last == nil, "the last result is still held, 60 s before its deadline passes")
    }

    @Test("A connection that closes stops the request waiting on it (503), and one arriving after the close at once")
    func closingStopsWhatWaits() async throws {
        let gate = RenderGate(slots: 1, queueLimit: 4, timeout: .seconds(60))
        let watch = ConnectionWatch()
        let release = DispatchSemaphore(value: 0)
        async let held: Int = gate.run(until: watch) { () throws(ServiceError) -> Int in release.wait(); return 1 }
        for _ in 0..<200 where watch.waiting == 0 { try await Task.sleep(for: .milliseconds(5)) }
        #expect(watch.waiting == 1)
        watch.close()
        do { _ = try await held; Issue.record("expected the request to stop") } catch { #expect((error as? ServiceError)?.status == 503) }
        release.signal()
        do {
            _ = try await gate.run(until: watch) { () throws(ServiceError) -> Int in 2 }
            Issue.record("expected a closed connection's request to stop")
        } catch { #expect(error.status == 503) }
        #expect(watch.waiting == 0)
    }
}
