import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import ExampleWidgets
import WidgetPreviews
import WidgetServer

/// What the preview fixture's own code throws.
struct MissingFixture: Error, CustomStringConvertible {
    var description: String { "the fixture logo.json is missing" }
}

func loadLogo() throws -> Text { throw MissingFixture() }

let day = ISO8601DateFormatter().date(from: "2026-03-01T09:00:00Z")!

/// A timeline preview of the example countdown, a plain one with the default families, and one
/// whose view throws.
let testPreviews: [WidgetPreview] = {
    var previews: [WidgetPreview] = []
    previews.append(WidgetPreview("Countdown", as: .systemSmall, .systemMedium) { entry in
        CountdownEntryView(entry: entry)
    } timeline: {
        SimpleEntry(date: day, model: AddTimePlanModel(title: "Anniversary"))
        SimpleEntry(date: day.addingTimeInterval(86_400), model: AddTimePlanModel(title: "Anniversary"))
    }.contentMarginsDisabled())
    previews.append(WidgetPreview("Logo") { Text("Logo").font(.title).foregroundStyle(.orange) })
    previews.append(WidgetPreview("Broken", as: .systemSmall) { try loadLogo() })
    return previews
}()

/// One real server per test process on a free loopback port, serving ``testPreviews``.
actor PreviewServer {
    static let shared = PreviewServer()
    private var starting: Task<Int, any Error>?

    func port() async throws -> Int {
        if let starting { return try await starting.value }
        let task = Task { () async throws -> Int in
            let configuration = ServerConfiguration(previews: WidgetPreview.served(testPreviews), host: "127.0.0.1", port: 0)
            return try await withCheckedThrowingContinuation { (c: CheckedContinuation<Int, any Error>) in
                Task.detached {
                    do {
                        try await WidgetServer(configuration: configuration).run { port in c.resume(returning: port) }
                    } catch {
                        c.resume(throwing: error)
                    }
                }
            }
        }
        starting = task
        return try await task.value
    }
}

struct Answer {
    let status: Int
    let contentType: String
    let body: Data
    var json: [String: Any] { ((try? JSONSerialization.jsonObject(with: body)) as? [String: Any]) ?? [:] }
}

func send(_ method: String, _ path: String, json: [String: Any]? = nil) async throws -> Answer {
    let port = try await PreviewServer.shared.port()
    var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)\(path)")!)
    request.httpMethod = method
    if let json {
        request.httpBody = try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    }
    request.timeoutInterval = 30
    let (data, response) = try await URLSession.shared.data(for: request)
    let http = try #require(response as? HTTPURLResponse)
    return Answer(status: http.statusCode, contentType: http.value(forHTTPHeaderField: "Content-Type") ?? "", body: data)
}

/// The pixel size in a PNG's IHDR.
func pngSize(_ data: Data) -> (width: Int, height: Int)? {
    let b = [UInt8](data)
    guard b.count > 24, b[0] == 0x89, b[1] == 0x50, b[2] == 0x4E, b[3] == 0x47 else { return nil }
    func int(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
    return (int(16), int(20))
}

@Suite("Swift previews on the preview server") struct PreviewServerTests {
    @Test func theListingNamesEveryPreviewWithItsFamiliesAndEntries() async throws {
        let a = try await send("GET", "/v1/templates")
        #expect(a.status == 200)
        let list = try #require(a.json["templates"] as? [[String: Any]])
        #expect(list.map { $0["name"] as? String } == ["countdown", "logo", "broken"])
        let countdown = list[0]
        #expect(countdown["displayName"] as? String == "Countdown")
        #expect(countdown["families"] as? [String] == ["small", "medium"])
        #expect(countdown["entries"] as? [String] == ["2026-03-01T09:00:00Z", "2026-03-02T09:00:00Z"])
        #expect((countdown["description"] as? String)?.hasPrefix("WidgetPreviewsTests/PreviewServerTests.swift:") == true)
        #expect(countdown["error"] == nil)
        // No family given: small, medium and large; one entry at the default now.
        #expect(list[1]["families"] as? [String] == ["small", "medium", "large"])
        #expect(list[1]["entries"] as? [String] == ["2026-01-01T00:00:00Z"])
    }

    @Test func aPreviewRendersToAPNGOfItsFamilysPixelSize() async throws {
        let a = try await send("POST", "/v1/render", json: ["template": "logo", "family": "medium", "scheme": "dark"])
        #expect(a.status == 200)
        #expect(a.contentType == "image/png")
        let size = try #require(pngSize(a.body))
        #expect(size.width == 1014 && size.height == 474)
        // The same bytes as the facade draws for the same view and options.
        let direct = try WidgetRenderer.render(Text("Logo").font(.title).foregroundStyle(.orange),
                                               options: RenderOptions(family: .systemMedium, colorScheme: .dark, png: .fast))
        #expect([UInt8](a.body) == (try direct.pngData()))
        let small = try await send("POST", "/v1/render", json: ["template": "logo", "family": "small"])
        let smallSize = try #require(pngSize(small.body))
        #expect(smallSize.width == 474 && smallSize.height == 474)
    }

    @Test @MainActor func aTimelinePreviewStepsThroughItsEntries() async throws {
        let first = try await send("POST", "/v1/render", json: ["template": "countdown", "family": "small", "format": "json"])
        let second = try await send("POST", "/v1/render", json: ["template": "countdown", "family": "small", "entry": 1, "format": "json"])
        #expect(first.status == 200 && second.status == 200)
        #expect(first.json["entries"] as? Int == 2)
        #expect(first.json["name"] as? String == "countdown-small-light")
        #expect(second.json["name"] as? String == "countdown-small-light-1")
        #expect(second.json["entry"] as? Int == 1)
        #expect(second.json["date"] as? String == "2026-03-02T09:00:00Z")
        let a = try #require(first.json["image"] as? [String: Any]), b = try #require(second.json["image"] as? [String: Any])
        #expect(a["width"] as? Int == 474)
        #expect(a["etag"] as? String != b["etag"] as? String)
        // The second entry is what the facade draws for it: its date as now, no content margins.
        let png = try await send("POST", "/v1/render", json: ["template": "countdown", "family": "small", "entry": 1])
        let entry = SimpleEntry(date: day.addingTimeInterval(86_400), model: AddTimePlanModel(title: "Anniversary"))
        let direct = try WidgetRenderer.render(CountdownEntryView(entry: entry),
                                               options: RenderOptions(family: .systemSmall, now: entry.date, contentMargins: nil, png: .fast))
        #expect([UInt8](png.body) == (try direct.pngData()))
        // Past the end, and a family the preview does not show.
        let third = try await send("POST", "/v1/render", json: ["template": "countdown", "family": "small", "entry": 2])
        #expect(third.status == 400)
        #expect(((third.json["errors"] as? [[String: Any]])?.first?["pointer"] as? String) == "/entry")
        let large = try await send("POST", "/v1/render", json: ["template": "countdown", "family": "large"])
        #expect(large.status == 422)
        #expect(large.json["type"] as? String == "/problems/unsupported-family")
    }

    @Test func aThrowingPreviewShowsItsErrorAsABrokenTemplateDoes() async throws {
        let list = try await send("GET", "/v1/templates")
        let broken = try #require((list.json["templates"] as? [[String: Any]])?.first { $0["name"] as? String == "broken" })
        let error = try #require(broken["error"] as? [String: Any])
        #expect(error["type"] as? String == "/problems/preview")
        #expect(error["status"] as? Int == 422)
        #expect(error["detail"] as? String == "The preview \"broken\" threw: the fixture logo.json is missing")
        #expect(broken["families"] as? [String] == [])
        let a = try await send("POST", "/v1/render", json: ["template": "broken", "family": "small"])
        #expect(a.status == 422)
        #expect(a.contentType.hasPrefix("application/problem+json"))
        #expect(a.json["detail"] as? String == "The preview \"broken\" threw: the fixture logo.json is missing")
    }

    @Test func requestsNamingNoPreviewOrSendingDataAreRefused() async throws {
        let unknown = try await send("POST", "/v1/render", json: ["template": "countdwn", "family": "small"])
        #expect(unknown.status == 404)
        #expect((unknown.json["detail"] as? String)?.contains("Did you mean \"countdown\"?") == true)
        let data = try await send("POST", "/v1/render", json: ["template": "logo", "data": ["x": 1]])
        #expect(data.status == 400)
        #expect(((data.json["errors"] as? [[String: Any]])?.first?["pointer"] as? String) == "/data")
    }

    @Test func hitAnswersForAPreview() async throws {
        let a = try await send("POST", "/v1/hit", json: ["template": "logo", "family": "small", "at": ["x": 79, "y": 79]])
        #expect(a.status == 200)
        #expect(a.json["result"] as? String == "launchApp")
    }

    @Test func thePageIsServed() async throws {
        let a = try await send("GET", "/")
        #expect(a.status == 200)
        #expect(String(decoding: a.body, as: UTF8.self).contains("new EventSource(\"/v1/events\")"))
    }
}

@Suite("Previews command") struct PreviewsCommandTests {
    @Test func renderWritesEveryPreviewFamilySchemeAndEntry() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widget-previews-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // The broken preview fails the command; the others are still written.
        #expect(throws: (any Error).self) {
            try WidgetPreviewsCommand.run(testPreviews, arguments: ["render", "--out-dir", folder.path])
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == [
            "countdown-medium-dark-1.png", "countdown-medium-dark.png", "countdown-medium-light-1.png", "countdown-medium-light.png",
            "countdown-small-dark-1.png", "countdown-small-dark.png", "countdown-small-light-1.png", "countdown-small-light.png",
            "logo-large-dark.png", "logo-large-light.png", "logo-medium-dark.png", "logo-medium-light.png",
            "logo-small-dark.png", "logo-small-light.png",
        ])
        let medium = try Data(contentsOf: folder.appendingPathComponent("countdown-medium-dark-1.png"))
        let size = try #require(pngSize(medium))
        #expect(size.width == 1014 && size.height == 474)
        let report = try WidgetPreviewsCommand.render(testPreviews, into: folder)
        #expect(report.files.count == 14)
        #expect(report.failures.map(\.preview) == ["broken"])
        #expect(report.failures.first?.message == "The preview \"broken\" threw: the fixture logo.json is missing")
    }

    @Test func renderSucceedsWhenEveryPreviewRenders() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widget-previews-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try WidgetPreviewsCommand.run([WidgetPreview("Hi", as: .systemSmall, .accessoryCircular) { Text("Hi") }],
                                      arguments: ["render", "--out-dir", folder.path])
        // Lock Screen families are drawn in dark only.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == ["hi-circular-dark.png", "hi-small-dark.png", "hi-small-light.png"])
    }

    @Test func badUsageIsRefused() {
        #expect(throws: (any Error).self) { try WidgetPreviewsCommand.run(testPreviews, arguments: ["serve", "--port", "70000"]) }
        #expect(throws: (any Error).self) { try WidgetPreviewsCommand.run(testPreviews, arguments: ["draw"]) }
    }

    /// A `@main` type's previews, listed one per line (the builder is inferred from the protocol).
    struct Listed: WidgetPreviewProvider {
        static var previews: [WidgetPreview] {
            WidgetPreview("A", as: .systemSmall) { Text("a") }
            for n in 1...2 {
                WidgetPreview("Numbered", as: .systemMedium) { Text("\(n)") }
            }
            WidgetPreview { Text("untitled") }.description("Made in a test.")
        }
    }

    #if !PreviewServer
    /// Without the trait the program has no HTTP stack; `serve` says which trait to enable.
    @Test func serveWithoutTheTraitNamesIt() {
        let error = #expect(throws: (any Error).self) { try WidgetPreviewsCommand.run(testPreviews, arguments: ["serve", "--port", "0"]) }
        #expect(String(describing: error).contains("traits: [\"PreviewServer\"]"))
    }
    #endif

    @Test func aProviderListsItsPreviewsWithDefaults() {
        let served = WidgetPreview.served(Listed.previews)
        #expect(served.map(\.name) == ["a", "numbered", "numbered-2", "text"])
        #expect(served.map(\.families) == [[.systemSmall], [.systemMedium], [.systemMedium], [.systemSmall, .systemMedium, .systemLarge]])
        #expect(served[3].displayName == "Text")
        #expect(served[3].description == "Made in a test.")
        #expect(served[3].entryDates.isEmpty && !served[3].contentMarginsDisabled)
    }

    @Test func namesAreMadeFromTitlesAndKeptUnique() {
        #expect(SwiftPreview.uniqueNames(for: ["Countdown", "Countdown", "Family switch", "ÄÖ", "Wide (dark)"])
                == ["countdown", "countdown-2", "family-switch", "preview", "wide-dark"])
        let served = WidgetPreview.served(testPreviews)
        #expect(served.map(\.name) == ["countdown", "logo", "broken"])
        #expect(served[0].entryCount == 2 && served[1].entryCount == 1)
    }
}
