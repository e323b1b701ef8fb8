import Foundation
import Testing
import WidgetTestSupport

/// Issue 17: every malformed input is refused with the file and the place, within a few
/// seconds and a bounded address space, and leaves nothing on disk.
@Suite("Bad inputs")
struct BadInputTests {
    @Test("There are at least 80 bad inputs across every kind")
    func coverage() {
        #expect(BadInputCases.all.count >= 80)
        for kind in [BadInputCases.templates, BadInputCases.yaml, BadInputCases.bindings, BadInputCases.dataFiles,
                     BadInputCases.images, BadInputCases.screenshots, BadInputCases.geometries, BadInputCases.arguments] {
            #expect(kind.count >= 6)
        }
    }

    @Test("Each is refused with its file and place, in bounded time and memory, writing nothing", arguments: BadInputCases.all)
    func refused(_ c: BadInput) throws {
        let (outcome, dir) = try BadInputRunner.run(c)
        let r = outcome.result
        #expect(r.status == c.status, "exit \(r.status): \(r.stderr.prefix(600))")
        // A crash (signal, allocation failure under the ceiling) would not print a message.
        #expect(r.stderr.hasPrefix("widget-render: ") || (c.status == 2 && r.stderr.hasPrefix("Error: ")), "\(r.stderr.prefix(600))")
        for m in c.mentions {
            let text = m.replacingOccurrences(of: "{dir}", with: dir.path)
            #expect(r.stderr.contains(text), "missing \"\(text)\" in: \(r.stderr.prefix(600))")
        }
        if c.located {
            #expect(r.stderr.range(of: #"\.(json|yaml):\d+:\d+"#, options: .regularExpression) != nil, "no line:column in: \(r.stderr.prefix(600))")
        }
        #expect(r.stderr.count < 4_000, "the message is \(r.stderr.count) characters long")
        #expect(outcome.seconds < BadInputRunner.secondsCeiling)
        #expect(outcome.filesAfter == outcome.filesBefore, "left behind: \(Set(outcome.filesAfter).subtracting(outcome.filesBefore).sorted())")
    }

    @Test("--at -5,-5 is read as a point, not as an option")
    func negativePoint() throws {
        let r = try CLI.run(["hit", "Templates/link-demo", "--family", "medium", "--at", "-5,-5"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "outside\n")
    }

    @Test("A javascript: link is inert, linted, and never an href in the gallery")
    func javascriptLink() throws {
        let root = try CLI.temporaryFolder()
        let t = root.appendingPathComponent("templates/js")
        try FileManager.default.createDirectory(at: t, withIntermediateDirectories: true)
        let body = #"{"type": "VStack", "children": [{"type": "Link", "destination": "javascript:alert(3)", "label": {"type": "Text", "text": "Tap", "modifiers": [{"frame": {"width": 100, "height": 60}}]}}, {"type": "Link", "destination": "data:text/html,<b>x</b>", "label": "Data"}]}"#
        let json = BadInput.templateJSON(body: body).replacingOccurrences(of: #"["systemSmall"]"#, with: #"["systemMedium"]"#)
        try Data(json.utf8).write(to: t.appendingPathComponent("template.json"))
        let out = root.appendingPathComponent("gallery")
        let r = try CLI.run(["gallery", root.appendingPathComponent("templates").path, "--out-dir", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!html.contains("href=\"javascript"))
        #expect(!html.contains("href=\"data"))
        #expect(html.contains("[unsafeLinkURL]"))
        let links = try CLI.run(["links", t.path, "--family", "medium", "--json"])
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(links.stdout.utf8)) as? [String: Any])
        let regions = try #require(doc["regions"] as? [[String: Any]])
        #expect(regions.count == 2)
        #expect(regions.allSatisfy { ($0["active"] as? Bool) == false && ($0["ignoredReason"] as? String) == "unsafeURL" })
    }

    @Test("A failed second image leaves neither the first image nor the display list")
    func allOrNothing() throws {
        let dir = try CLI.temporaryFolder()
        let out = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out.appendingPathComponent("todo-small-light.png"), withIntermediateDirectories: true)
        let before = try BadInputRunner.listing(dir)
        let r = try CLI.run(["render", "Templates/todo", "--family", "small", "--out-dir", out.path,
                             "--display-list", dir.appendingPathComponent("list.txt").path, "--show-links"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("\(out.path)/todo-small-light.png: a folder of that name is already there"))
        #expect(try BadInputRunner.listing(dir) == before)
    }
}

/// Remote images through the command line, from a server on 127.0.0.1: each failure is a
/// warning naming the template file, the place and the URL, within one deadline for the set.
@Suite("Bad remote responses")
struct BadRemoteResponseTests {
    static let png: [UInt8] = BadInputCases.fixture("rgb.png")

    static func server() throws -> LocalHTTPServer {
        try LocalHTTPServer(routes: [
            "/missing.png": .init(status: 404, contentType: "text/plain", body: Array("nope".utf8)),
            "/error.png": .init(status: 500, contentType: "text/plain", body: Array("boom".utf8)),
            "/text.png": .init(contentType: "text/plain", body: Array("hello".utf8)),
            "/huge.png": .init(body: png, announcedLength: 1_000_000_000_000),
            "/endless.png": .init(body: [UInt8](repeating: 0x89, count: 65_536), endless: true),
            "/to-loopback.png": .init(status: 302, location: "http://127.0.0.1:1/secret.png"),
            "/to-private.png": .init(status: 302, location: "http://192.168.1.1/router.png"),
            "/to-file.png": .init(status: 302, location: "file:///etc/passwd"),
            "/loop.png": .init(status: 302, location: "/loop.png"),
            "/chunk-bomb.png": .init(body: BadInputCases.chunkBomb("tEXt")),
        ])
    }

    @Test("Each bad response is a located warning and the placeholder", arguments: [
        ("/missing.png", "HTTP 404"),
        ("/error.png", "HTTP 500"),
        ("/text.png", "not a usable image"),
        ("/huge.png", "larger than the 5242880-byte limit"),
        ("/endless.png", "larger than the 5242880-byte limit"),
        ("/to-loopback.png", "a local or private address (127.0.0.1)"),
        ("/to-private.png", "a local or private address (192.168.1.1)"),
        ("/to-file.png", "which is not followed"),
        ("/loop.png", "which is not followed"),
        ("/chunk-bomb.png", "2147483647"),
    ])
    func badResponse(path: String, reason: String) throws {
        let s = try Self.server()
        let url = s.url(path).absoluteString
        let body = #"{"type": "Image", "source": "\#(url)", "resizable": true}"#
        let c = BadInput(name: path, files: ["t/template.json": Array(BadInput.templateJSON(body: body).utf8)],
                         arguments: BadInput.render, status: 0, mentions: [], located: false)
        let cache = try CLI.temporaryFolder()
        let (outcome, dir) = try BadInputRunner.run(c, environment: ["XDG_CACHE_HOME": cache.path])
        #expect(outcome.result.status == 0, "\(outcome.result.stderr)")
        #expect(outcome.result.stderr.contains("warning: \(url): "), "\(outcome.result.stderr)")
        #expect(outcome.result.stderr.contains(reason), "\(outcome.result.stderr)")
        #expect(outcome.result.stderr.contains("(at \(dir.path)/t/template.json: /body/source) [remoteImageUnavailable]"), "\(outcome.result.stderr)")
        // A generous ceiling (the immediate refusals are timed in RemoteImageTests, alone).
        #expect(outcome.seconds < BadInputRunner.secondsCeiling)
        #expect(outcome.filesAfter.contains("out/bad-small-light.png"))
    }

    @Test("A stalled image waits asleep: the 10 s deadline costs the process well under a second of CPU")
    func stalledDownloadSleeps() throws {
        let s = try LocalHTTPServer(routes: ["/stall.png": .init(body: Self.png, delay: 60)])
        let url = s.url("/stall.png").absoluteString
        let dir = try CLI.temporaryFolder()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("t"), withIntermediateDirectories: true)
        let body = #"{"type": "Image", "source": "\#(url)", "resizable": true}"#
        try Data(BadInput.templateJSON(body: body).utf8).write(to: dir.appendingPathComponent("t/template.json"))
        let arguments = BadInput.render.map { $0.replacingOccurrences(of: "{dir}", with: dir.path) }
        // The shell's `times` prints its children's user and system CPU time on its last line.
        let r = try CLI.run(["-c", #""$0" "$@"; times"#, CLI.executable.path] + arguments,
                            executable: URL(fileURLWithPath: "/bin/sh"), environment: ["XDG_CACHE_HOME": dir.path])
        #expect(r.stderr.contains("no answer within 10 s"), "\(r.stderr)")
        let children = try #require(r.stdout.split(separator: "\n").last)
        let cpu = children.split(separator: " ").compactMap { field -> Double? in
            let parts = field.dropLast().split(separator: "m")  // "0m0.120000s"
            guard parts.count == 2, let m = Double(parts[0]), let sec = Double(parts[1]) else { return nil }
            return m * 60 + sec
        }
        #expect(cpu.count == 2)
        // Before issue 17 FoundationNetworking spun while it waited: 6.8–9.7 s of CPU per 10 s.
        #expect(cpu.reduce(0, +) < 1.5, "user and system CPU: \(cpu)")
        s.stop()
    }
}
