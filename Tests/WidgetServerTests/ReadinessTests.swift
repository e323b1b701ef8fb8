import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import Testing
@testable import WidgetServer

@Suite("Readiness and memory") struct ReadinessTests {
    static func get(_ port: Int, _ path: String) async throws -> (status: Int, body: String, retryAfter: String?) {
        let (data, response) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)\(path)")!)
        let http = response as? HTTPURLResponse
        return (http?.statusCode ?? 0, String(decoding: data, as: UTF8.self), http?.value(forHTTPHeaderField: "Retry-After"))
    }

    /// `/readyz` is 200 while a render would be taken and 503 with Retry-After while every slot
    /// and queue place is taken, so a load balancer sends elsewhere; `/healthz` stays 200.
    @Test func readinessIsBusyWhileEverySlotIsTaken() async throws {
        let folder = try await TestServer.shared.start().folder
        let configuration = ServerConfiguration(templatesDirectory: folder, port: 0, maxConcurrentRenders: 1, maxQueuedRenders: 0,
                                                renderTimeout: .seconds(4), preview: false)
        let port = try await startServer(configuration)
        let idle = try await Self.get(port, "/readyz")
        #expect(idle.status == 200)
        #expect(idle.body == #"{"status":"ready","running":0,"waiting":0,"slots":1,"queue":0}"#)
        var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)/v1/render")!)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = heavyRenderBody
        async let heavy = URLSession.shared.data(for: request)
        // The render reaches the gate when the test process's threads let it: wait for it.
        var busy = try await Self.get(port, "/readyz")
        for _ in 0..<50 where busy.status == 200 {
            try await Task.sleep(for: .milliseconds(50))
            busy = try await Self.get(port, "/readyz")
        }
        #expect(busy.status == 503)
        #expect(busy.retryAfter == "1")
        #expect(busy.body.hasPrefix(#"{"status":"busy","running":1"#))
        #expect(try await Self.get(port, "/healthz").status == 200)
        _ = try await heavy
        var ready = try await Self.get(port, "/readyz")
        for _ in 0..<50 where ready.status != 200 {
            try await Task.sleep(for: .milliseconds(100))
            ready = try await Self.get(port, "/readyz")
        }
        #expect(ready.status == 200, "ready again once the cancelled render let go of its slot")
    }

    /// Freed memory goes back to the system once renders stop: one trim after the last render
    /// of a burst, none while renders keep coming. The delay is driven by hand.
    @Test func aTrimFollowsTheLastRenderOfABurst() {
        let pending = Mutex<[@Sendable () -> Void]>([])
        func elapse() { for work in pending.withLock({ p in defer { p = [] }; return p }) { work() } }
        let trim = MemoryTrim(later: { work in pending.withLock { $0.append(work) } })
        trim.renderStarted()
        trim.renderEnded(idle: false)
        #expect(pending.withLock { $0.isEmpty }, "another render is still running: nothing is scheduled")
        trim.renderStarted()
        trim.renderEnded(idle: true)
        trim.renderStarted()  // a render starts before the trim is due
        elapse()
        #expect(trim.trims.load(ordering: .relaxed) == 0)
        trim.renderEnded(idle: true)
        elapse()
        #expect(trim.trims.load(ordering: .relaxed) == 1, "quiet for the whole delay after the last render")
        elapse()
        #expect(trim.trims.load(ordering: .relaxed) == 1, "one trim per quiet spell")
        trim.renderStarted()
        trim.renderEnded(idle: true)
        trim.renderStarted()
        trim.renderEnded(idle: true)  // renders came and went within the delay: it waits once more
        elapse()
        #expect(trim.trims.load(ordering: .relaxed) == 1)
        elapse()
        #expect(trim.trims.load(ordering: .relaxed) == 2)
    }

    /// The budget's shares, as the documentation's table gives them.
    @Test func theBudgetIsSplitAsDocumented() {
        let budget = MemoryBudget(ServerConfiguration.defaultMemoryBytes)
        #expect(budget.responses == 64 << 20)
        #expect(budget.renderedImages == 32 << 20)
        #expect(budget.decodedImages == 128 << 20)
        #expect(budget.remoteImages == 64 << 20)
    }
}
