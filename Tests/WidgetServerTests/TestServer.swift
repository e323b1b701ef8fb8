import Foundation
import WidgetTestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import WidgetServer

/// One real server per test process, on a free loopback port, serving a copy of a few of the
/// repository's templates (and one broken template) that tests may edit.
actor TestServer {
    static let shared = TestServer()
    private var starting: Task<(port: Int, folder: URL), any Error>?

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The port and templates folder, starting the server the first time.
    func start() async throws -> (port: Int, folder: URL) {
        // One task for every caller: the actor is reentrant while the server starts.
        if let starting { return try await starting.value }
        let task = Task { try await Self.launch() }
        starting = task
        return try await task.value
    }

    private static func launch() async throws -> (port: Int, folder: URL) {
        let folder = ScratchFolder.make("widget-server-tests")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["countdown", "link-demo", "clock", "weather"] {
            try FileManager.default.copyItem(at: repository.appendingPathComponent("Templates/\(name)"), to: folder.appendingPathComponent(name))
        }
        let broken = folder.appendingPathComponent("broken")
        try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
        try Data("{\"name\": \"broken\", \"displayName\": \"Broken\", \"description\": \"A typo.\", \"families\": [\"systemSmall\"],\n \"body\": {\"type\": \"Text\", \"text\": \"hi\", \"modifiers\": [{\"paddng\": 4}]}}".utf8)
            .write(to: broken.appendingPathComponent("template.json"))
        // Home-screen screenshots: a light/dark pair, a single JPEG, and one of no iPhone's size.
        let wallpapers = folder.deletingLastPathComponent().appendingPathComponent(folder.lastPathComponent + "-wallpapers")
        try FileManager.default.createDirectory(at: wallpapers, withIntermediateDirectories: true)
        for name in ["wallpaper-1290x2796-light.png", "wallpaper-1290x2796-dark.png", "wallpaper-750x1334-light.jpg"] {
            try FileManager.default.copyItem(at: repository.appendingPathComponent("Examples/Wallpapers/\(name)"),
                                             to: wallpapers.appendingPathComponent(name))
        }
        try Data(Self.pngHeader(width: 640, height: 480)).write(to: wallpapers.appendingPathComponent("odd.png"))
        var settings = ServerConfiguration(templatesDirectory: folder, host: "127.0.0.1", port: 0, maxBodyBytes: 256 << 10,
                                                pollInterval: .milliseconds(100))
        settings.wallpapersDirectory = wallpapers
        let configuration = settings
        let port = try await withCheckedThrowingContinuation { (c: CheckedContinuation<Int, any Error>) in
            Task.detached {
                do {
                    try await WidgetServer(configuration: configuration).run { port in c.resume(returning: port) }
                } catch {
                    c.resume(throwing: error)
                }
            }
        }
        return (port, folder)
    }

    /// The signature and IHDR of a PNG of this size: enough for the header check that refuses it.
    static func pngHeader(width: Int, height: Int) -> [UInt8] {
        func be(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be(13) + Array("IHDR".utf8) + be(width) + be(height)
            + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
    }
}

/// An HTTP answer: status, headers (lower-cased names) and body.
struct Answer {
    let status: Int
    let headers: [String: String]
    let body: Data

    var contentType: String { headers["content-type"] ?? "" }
    var json: [String: Any] { ((try? JSONSerialization.jsonObject(with: body)) as? [String: Any]) ?? [:] }
}

/// Sends one request to the test server.
func send(_ method: String, _ path: String, body: Data? = nil, headers: [String: String] = ["Content-Type": "application/json"]) async throws -> Answer {
    let (port, _) = try await TestServer.shared.start()
    var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)\(path)")!)
    request.httpMethod = method
    request.httpBody = body
    for (k, v) in headers { request.setValue(v, forHTTPHeaderField: k) }
    request.timeoutInterval = 30
    let (data, response) = try await URLSession.shared.data(for: request)
    let http = try #require(response as? HTTPURLResponse)
    var lower: [String: String] = [:]
    for (k, v) in http.allHeaderFields { if let k = k as? String, let v = v as? String { lower[k.lowercased()] = v } }
    return Answer(status: http.statusCode, headers: lower, body: data)
}

/// A JSON body from an object.
func body(_ object: [String: Any]) -> Data {
    (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
}

/// The pixel size in a PNG's IHDR.
func pngSize(_ data: Data) -> (width: Int, height: Int)? {
    let b = [UInt8](data)
    guard b.count > 24, b[0] == 0x89, b[1] == 0x50, b[2] == 0x4E, b[3] == 0x47 else { return nil }
    func int(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
    return (int(16), int(20))
}

/// POSTs `data` to `/v1/render` of the server on `port`: the status, `Retry-After` and how long
/// the answer took.
func postRender(_ port: Int, _ data: Data) async throws -> (status: Int, retryAfter: String?, after: Duration) {
    var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)/v1/render")!)
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = data
    let started = ContinuousClock.now
    let (_, response) = try await URLSession.shared.data(for: request)
    let http = response as? HTTPURLResponse
    return (http?.statusCode ?? 0, http?.value(forHTTPHeaderField: "Retry-After"), ContinuousClock.now - started)
}

/// Starts a server of its own with `configuration` (give port 0) and returns the port it listens on.
func startServer(_ configuration: ServerConfiguration) async throws -> Int {
    try await withCheckedThrowingContinuation { (c: CheckedContinuation<Int, any Error>) in
        Task.detached {
            do { try await WidgetServer(configuration: configuration).run { c.resume(returning: $0) } } catch { c.resume(throwing: error) }
        }
    }
}

/// An inline template of 180 blurs over a large widget: minutes of drawing in a debug build.
let heavyRenderBody = body(["template": ["name": "heavy", "displayName": "Heavy", "description": "Blurs.", "families": ["systemLarge"],
                                         "body": ["type": "Text", "text": "hi", "modifiers": Array(repeating: ["blur": 8], count: 180)]] as [String: Any],
                            "family": "large"])
