import Foundation
import Testing
import WidgetTestSupport
@testable import WidgetTemplates

/// Remote images, served from 127.0.0.1: fetched once before the views are built, cached in
/// memory and on disk, limited in time and size, replaced by a placeholder when they fail.
@Suite("Remote images", .serialized)
struct RemoteImageTests {
    static let png = (try? Fixture.png(width: 8, height: 4, argb: 0xFF11_8844)) ?? []

    static func server() throws -> LocalHTTPServer {
        try LocalHTTPServer(routes: [
            "/ok.png": .init(body: png),
            "/other.png": .init(body: png),
            "/slow.png": .init(body: png, delay: 3),
            "/big.png": .init(body: Array(repeating: 0x89, count: 4_000)),
            "/liar.png": .init(body: png, announcedLength: 50_000_000),
            "/text.png": .init(contentType: "text/plain", body: Array("hello".utf8)),
            "/missing.png": .init(status: 404, contentType: "text/plain", body: Array("nope".utf8)),
        ])
    }

    static func body(_ source: String, placeholder: String = "") -> String {
        #"{"type": "Image", "source": "\#(source)", "resizable": true\#(placeholder), "modifiers": [{"frame": {"width": 40, "height": 20}}]}"#
    }

    func instance(_ body: String, entry: String = "{}", loader: RemoteImageLoader, files: [String: [UInt8]] = [:]) throws -> TemplateInstance {
        try Fixture.view(body, entry: entry, files: files, images: loader)
    }

    func drawnImages(_ i: TemplateInstance) throws -> [String] {
        let l = try WidgetLayout(i.view, in: Rect(x: 0, y: 0, width: 300, height: 200), environment: i.environment())
        return l.draw(bounds: Rect(x: 0, y: 0, width: 300, height: 200)).items.map(\.description).filter { $0.hasPrefix("image") }
    }

    @Test("An http image is fetched before building and shown")
    func fetched() throws {
        let s = try Self.server()
        let loader = RemoteImageLoader(configuration: .init(timeout: 2))
        let i = try instance(Self.body(s.url("/ok.png").absoluteString), loader: loader)
        #expect(try drawnImages(i) == ["image [130, 90, 40, 20] 8x4px"])
        #expect(i.diagnostics.isEmpty)
        #expect(s.requestCount("/ok.png") == 1)
    }

    @Test("A bound URL, used by every entry of a timeline, is downloaded once")
    func fetchedOnce() throws {
        let s = try Self.server()
        let loader = RemoteImageLoader(configuration: .init(timeout: 2))
        let t = try Fixture.load(Fixture.json(body: #"{"type": "HStack", "children": [{"type": "Image", "source": "{{a}}"}, {"type": "Image", "source": "{{b}}"}]}"#))
        let a = s.url("/ok.png").absoluteString, b = s.url("/other.png").absoluteString
        let tl = try t.timeline(from: JSONDocument.parse(Array(#"[{"date": "2026-01-01T00:00:00Z", "a": "\#(a)", "b": "\#(b)"}, {"date": "2026-01-01T01:00:00Z", "a": "\#(a)", "b": "\#(a)"}, {"date": "2026-01-01T02:00:00Z", "a": "\#(b)", "b": "\#(b)"}]"#.utf8), file: "d.json"))
        #expect(t.remoteImageURLs(entry: tl.entries[0], family: .systemSmall) == [s.url("/ok.png"), s.url("/other.png")])
        let instances = try t.instantiate(timeline: tl, family: .systemSmall, images: loader)
        #expect(instances.count == 3)
        #expect(s.requestCount("/ok.png") == 1)
        #expect(s.requestCount("/other.png") == 1)
        #expect(loader.downloadCount == 2)
        #expect(instances.allSatisfy { $0.diagnostics.isEmpty })
    }

    @Test("The disk cache serves a later run without the network, until it is too old")
    func diskCache() throws {
        let s = try Self.server()
        let dir = try Fixture.folder()
        let url = s.url("/ok.png")
        let first = RemoteImageLoader(configuration: .init(timeout: 2, cacheDirectory: dir))
        guard case .success(_, .network)? = first.fetch([url])[url] else { Issue.record("expected a download"); return }
        let second = RemoteImageLoader(configuration: .init(timeout: 2, cacheDirectory: dir))
        guard case .success(let b, .disk)? = second.fetch([url])[url] else { Issue.record("expected the disk cache"); return }
        #expect(b.width == 8)
        guard case .success(_, .memory)? = second.fetch([url])[url] else { Issue.record("expected the memory cache"); return }
        #expect(s.requestCount("/ok.png") == 1)
        let stale = RemoteImageLoader(configuration: .init(timeout: 2, cacheDirectory: dir, maxAge: -1))
        guard case .success(_, .network)? = stale.fetch([url])[url] else { Issue.record("expected a new download"); return }
        #expect(s.requestCount("/ok.png") == 2)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(files.count == 2 && files[0].hasSuffix(".img") && files[1].hasSuffix(".url"))
    }

    @Test("Failures give the placeholder and a diagnostic naming the URL and the reason", arguments: [
        ("/missing.png", "the server answered HTTP 404"),
        ("/slow.png", "no answer within 0.5 s"),
        ("/big.png", "the image is larger than the 1000-byte limit"),
        ("/liar.png", "the image is larger than the 1000-byte limit"),
        ("/text.png", "the data is not a usable image (Image {url} is not a supported image: it looks like an unknown format (first bytes: 68 65 6C 6C 6F). Only PNG and JPEG are supported; convert it to PNG (or JPEG) first.)"),
    ])
    func placeholder(path: String, reason: String) throws {
        let s = try Self.server()
        let loader = RemoteImageLoader(configuration: .init(timeout: 0.5, maxBytes: 1_000))
        let url = s.url(path).absoluteString
        let i = try instance(Self.body(url), loader: loader)
        #expect(try drawnImages(i) == ["image [130, 90, 40, 20] 64x64px"])
        let why = reason.replacingOccurrences(of: "{url}", with: url)
        #expect(i.diagnostics.map(\.description) == ["warning: \(url): \(why); the placeholder is shown. (at template.json: /body/source) [remoteImageUnavailable]"])
    }

    @Test("Redirects are followed by hand, at most 5; a loop, a file: URL and (by default) loopback are refused at once")
    func redirects() throws {
        let s = try LocalHTTPServer(routes: [
            "/ok.png": .init(body: Self.png),
            "/hop1.png": .init(status: 302, location: "/hop2.png"),
            "/hop2.png": .init(status: 301, location: "/ok.png"),
            "/loop.png": .init(status: 302, location: "/loop.png"),
            "/to-file.png": .init(status: 302, location: "file:///etc/passwd"),
        ])
        let local = RemoteImageLoader(configuration: .init(timeout: 5, allowsLocalRedirects: true))
        let (hop, loop, file) = (s.url("/hop1.png"), s.url("/loop.png"), s.url("/to-file.png"))
        let start = Date()
        let results = local.fetch([hop, loop, file])
        #expect(Date().timeIntervalSince(start) < 4)
        guard case .success(let b, .network)? = results[hop] else { Issue.record("expected the image after two hops: \(String(describing: results[hop]))"); return }
        #expect(b.width == 8)
        #expect(s.requestCount("/ok.png") == 1)
        guard case .failure(.redirectRefused(let why))? = results[loop] else { Issue.record("expected a refused loop"); return }
        #expect(why == "more than 5 redirects")
        #expect(s.requestCount("/loop.png") == 6)
        guard case .failure(.redirectRefused(let toFile))? = results[file] else { Issue.record("expected the file: redirect refused"); return }
        #expect(toFile == #"a "file:" URL"#)
        let strict = RemoteImageLoader(configuration: .init(timeout: 5))
        guard case .failure(.redirectRefused(let local))? = strict.fetch([s.url("/hop1.png")])[s.url("/hop1.png")] else {
            Issue.record("expected a refused loopback redirect"); return
        }
        #expect(local == "a local or private address (127.0.0.1)")
    }

    @Test("Stalled images of a 20-entry timeline share one deadline, not one each")
    func oneDeadline() throws {
        let s = try LocalHTTPServer(routes: Dictionary(uniqueKeysWithValues: (0..<20).map { ("/stall\($0).png", LocalHTTPServer.Response(body: Self.png, delay: 30)) }))
        let loader = RemoteImageLoader(configuration: .init(timeout: 1))
        let t = try Fixture.load(Fixture.json(body: #"{"type": "Image", "source": "{{img}}"}"#))
        let entries = (0..<20).map { i -> String in
            let hour = i < 10 ? "0\(i)" : "\(i)"
            return "{\"date\": \"2026-01-01T\(hour):00:00Z\", \"img\": \"\(s.url("/stall\(i).png").absoluteString)\"}"
        }
        let tl = try t.timeline(from: JSONDocument.parse(Array("[\(entries.joined(separator: ","))]".utf8), file: "d.json"))
        let start = Date()
        let instances = try t.instantiate(timeline: tl, family: .systemSmall, images: loader)
        // One 1 s deadline for all twenty; before issue 17 it was paid per entry (20 s).
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(instances.count == 20)
        #expect(instances.allSatisfy { (i: TemplateInstance) in i.diagnostics.contains { $0.message.contains("no answer within 1 s") } })
        #expect(loader.downloadCount == 20)
        s.stop()
    }

    @Test("An endless body is cut at the byte cap while it arrives; a huge Content-Length is refused at once")
    func capWhileReading() throws {
        let s = try LocalHTTPServer(routes: [
            "/endless.png": .init(body: [UInt8](repeating: 0x89, count: 65_536), endless: true),
            "/huge.png": .init(body: Self.png, announcedLength: 1_000_000_000_000),
        ])
        let loader = RemoteImageLoader(configuration: .init(timeout: 10, maxBytes: 1 << 20))
        let (endless, huge) = (s.url("/endless.png"), s.url("/huge.png"))
        // The announced length is refused when the headers arrive, long before the 10 s deadline.
        let start = Date()
        let refused = loader.fetch([huge])
        #expect(Date().timeIntervalSince(start) < 5)
        guard case .failure(.tooLarge(limit: 1_048_576))? = refused[huge] else { Issue.record("expected tooLarge"); return }
        guard case .failure(.tooLarge(limit: 1_048_576))? = loader.fetch([endless])[endless] else { Issue.record("expected tooLarge"); return }
        s.stop()
    }

    @Test("A template's own placeholder file replaces a failed image")
    func ownPlaceholder() throws {
        let s = try Self.server()
        let loader = RemoteImageLoader(configuration: .init(timeout: 1))
        let i = try instance(Self.body(s.url("/missing.png").absoluteString, placeholder: #", "placeholder": "ph.png""#),
                             loader: loader, files: ["ph.png": try Fixture.png(width: 3, height: 3)])
        #expect(try drawnImages(i) == ["image [130, 90, 40, 20] 3x3px"])
    }

    @Test("A server that is not there is a transport failure, not a crash")
    func refused() throws {
        let s = try Self.server()
        let url = s.url("/ok.png")
        s.stop()
        let loader = RemoteImageLoader(configuration: .init(timeout: 1))
        guard case .failure(.transport)? = loader.fetch([url])[url] else { Issue.record("expected a transport failure"); return }
    }

    @Test("Past its memory budget the loader drops the least recently used image and downloads it again")
    func memoryBudget() throws {
        let s = try Self.server()
        // One 8×4 image is 128 bytes of pixels: a budget of 200 holds one.
        let loader = RemoteImageLoader(configuration: .init(timeout: 2, memoryBudget: 200))
        let ok = s.url("/ok.png"), other = s.url("/other.png")
        _ = loader.fetch([ok])
        #expect(loader.bytesInMemory == 128)
        _ = loader.fetch([other])
        #expect(loader.bytesInMemory == 128)
        guard case .success(_, origin: .memory)? = loader.fetch([other])[other] else { Issue.record("the last image is kept"); return }
        guard case .success(_, origin: .network)? = loader.fetch([ok])[ok] else { Issue.record("the dropped image is downloaded again"); return }
        #expect(s.requestCount("/ok.png") == 2)
        #expect(s.requestCount("/other.png") == 1)
    }

    @Test("A failure is remembered for its lifetime, then the URL is tried again")
    func failureLifetime() throws {
        let s = try Self.server()
        let loader = RemoteImageLoader(configuration: .init(timeout: 2, failureLifetime: 0.3))
        let missing = s.url("/missing.png")
        _ = loader.fetch([missing])
        guard case .failure(.httpStatus(404))? = loader.fetch([missing])[missing] else { Issue.record("expected the 404"); return }
        #expect(s.requestCount("/missing.png") == 1)
        Thread.sleep(forTimeInterval: 0.4)
        _ = loader.fetch([missing])
        #expect(s.requestCount("/missing.png") == 2)
    }
}
