import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import WidgetServer

@Suite("Overload over HTTP") struct OverloadTests {
    /// A server with one render slot and no queue: concurrent renders beyond the first are
    /// refused with 503, Retry-After and a problem document, and it serves again afterwards.
    @Test func beyondTheQueueItAnswers503WithRetryAfter() async throws {
        let folder = try await TestServer.shared.start().folder
        let configuration = ServerConfiguration(templatesDirectory: folder, port: 0, maxConcurrentRenders: 1, maxQueuedRenders: 0,
                                                preview: false)
        let port = try await withCheckedThrowingContinuation { (c: CheckedContinuation<Int, any Error>) in
            Task.detached {
                do { try await WidgetServer(configuration: configuration).run { c.resume(returning: $0) } } catch { c.resume(throwing: error) }
            }
        }
        func render(_ i: Int) async throws -> (Int, String?, String) {
            var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)/v1/render")!)
            request.httpMethod = "POST"
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = body(["template": "countdown", "family": "large", "now": "2026-04-0\(1 + i % 9)T10:00:0\(i % 10)Z"])
            let (data, response) = try await URLSession.shared.data(for: request)
            let http = try #require(response as? HTTPURLResponse)
            return (http.statusCode, http.value(forHTTPHeaderField: "Retry-After"), http.value(forHTTPHeaderField: "Content-Type") ?? "")
        }
        let answers = try await withThrowingTaskGroup(of: (Int, String?, String).self) { group in
            for i in 0..<12 { group.addTask { try await render(i) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let refused = answers.filter { $0.0 == 503 }
        #expect(answers.allSatisfy { $0.0 == 200 || $0.0 == 503 }, "\(answers.map(\.0))")
        #expect(!refused.isEmpty, "no request was refused: \(answers.map(\.0))")
        #expect(answers.contains { $0.0 == 200 })
        #expect(refused.allSatisfy { $0.1 == "1" && $0.2 == "application/problem+json" })
        // Once the burst is over it renders again.
        let after = try await render(20)
        #expect(after.0 == 200)
    }
}
