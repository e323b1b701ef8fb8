import Foundation
import Testing
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
}
