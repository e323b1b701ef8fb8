import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import WidgetTestSupport
import WidgetRender
import WidgetServer

/// Remote images are fetched before a render takes its slot, within the request's deadline.
@Suite("Image hosts and render slots") struct ImageHostTests {
    static let png = Bitmap(width: 8, height: 4, fill: 0xFF11_8844).flatMap { try? PNGEncoder.encode($0) } ?? []

    static func inline(imageAt url: URL) -> Data {
        body(["template": ["name": "photo", "displayName": "Photo", "description": "A remote image.", "families": ["systemSmall"],
                           "body": ["type": "Image", "source": url.absoluteString, "resizable": true]] as [String: Any],
              "family": "small"])
    }

    /// Two renders behind a host that does not answer, on a server with one slot and no queue:
    /// before, the first held the only slot for the download's whole 3 s and the plain render
    /// sent meanwhile was refused 503. Now the downloads wait on their own threads, the plain
    /// render is drawn at once, and the stalled ones are answered at their deadline (2.5 s:
    /// under the loader's own 3 s, and long enough for the plain render when a full test run
    /// shares the two cores; at 1.5 s it was once answered 422).
    @Test func aStalledHostHoldsNoRenderSlot() async throws {
        let host = try LocalHTTPServer(routes: ["/stalled.png": .init(body: Self.png, delay: 9)])
        let folder = try await TestServer.shared.start().folder
        var configuration = ServerConfiguration(templatesDirectory: folder, port: 0, maxConcurrentRenders: 1, maxQueuedRenders: 0,
                                                renderTimeout: .milliseconds(2500), imageHosts: ["127.0.0.1"], preview: false)
        configuration.idleTimeout = .seconds(30)
        let port = try await startServer(configuration)
        let stalled = Self.inline(imageAt: host.url("/stalled.png"))
        async let first = postRender(port, stalled)
        async let second = postRender(port, stalled)
        try await Task.sleep(for: .milliseconds(300))
        let plain = try await postRender(port, body(["template": "countdown", "family": "small"]))
        #expect(plain.status == 200)
        let (a, b) = try await (first, second)
        // 422 is the deadline's answer: had the request waited for the loader's own 3 s timeout,
        // it would have drawn the placeholder and answered 200. The answer's time is bounded by
        // the host's 9 s stall only: the server runs inside this test process, whose other suites
        // hold its cooperative threads for seconds in a full run (measured: 4.0 s). The service's
        // own margin over the deadline is measured without them (5.01 s for 5 s, issue 32's note).
        for answer in [a, b] {
            #expect(answer.status == 422, "a render whose download outlasts its deadline: \(answer)")
            #expect(answer.after < .seconds(9), "answered \(answer.after) after it was sent")
        }
    }

    /// A host that answers: the image is downloaded once, outside the slot, and drawn.
    @Test func aHostThatAnswersIsDrawn() async throws {
        let host = try LocalHTTPServer(routes: ["/photo.png": .init(body: Self.png)])
        let folder = try await TestServer.shared.start().folder
        let configuration = ServerConfiguration(templatesDirectory: folder, port: 0, maxConcurrentRenders: 1,
                                                imageHosts: ["127.0.0.1"], preview: false)
        let port = try await startServer(configuration)
        let first = try await postRender(port, Self.inline(imageAt: host.url("/photo.png")))
        #expect(first.status == 200)
        // Another render of the same image (a different body, so not the response cache) finds it in memory.
        var again = try JSONSerialization.jsonObject(with: Self.inline(imageAt: host.url("/photo.png"))) as? [String: Any] ?? [:]
        again["scheme"] = "dark"
        let second = try await postRender(port, try JSONSerialization.data(withJSONObject: again))
        #expect(second.status == 200)
        #expect(host.requestCount("/photo.png") == 1)
    }
}
