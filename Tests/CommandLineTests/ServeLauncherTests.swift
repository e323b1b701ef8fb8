import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// `widget-render serve` runs `widget-render-server` from beside the executable, in its place.
@Suite("widget-render serve starts the server executable")
struct ServeLauncherTests {
    static var server: URL { CLI.executable.deletingLastPathComponent().appendingPathComponent("widget-render-server") }

    @Test("serve --help is the server's help: its options, exit 0")
    func helpIsTheServers() throws {
        let r = try CLI.run(["serve", "--help"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("USAGE: widget-render serve [<directory>] [<options>]"), "\(r.stdout)")
        for option in ["--port", "--render-slots", "--wallpapers", "--no-preview"] {
            #expect(r.stdout.contains(option), "\(option) missing from \(r.stdout)")
        }
    }

    @Test("A bad option is reported by the server as bad usage: exit 2, the reason and the usage")
    func badOptionIsUsage() throws {
        let r = try CLI.run(["serve", "Templates", "--port", "70000"])
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("Error: --port 70000 is not a port; give 0 to 65535.\nUsage: widget-render serve"), "\(r.stderr)")
        let folder = try CLI.run(["serve", "no-such-folder"])
        #expect(folder.status == 2)
        #expect(folder.stderr.hasPrefix("Error: no-such-folder is not a folder;"), "\(folder.stderr)")
    }

    @Test("widget-render copied without the server: exit 1 and where to put it")
    func missingServerIsExplained() throws {
        let dir = try CLI.temporaryFolder()
        let lone = dir.appendingPathComponent("widget-render")
        try FileManager.default.copyItem(at: CLI.executable, to: lone)
        let r = try CLI.run(["serve", "Templates"], executable: lone)
        #expect(r.status == 1)
        #expect(r.stderr == """
            widget-render: `widget-render serve` runs widget-render-server, which is not in \(dir.resolvingSymlinksInPath().path). \
            Install it beside widget-render: build both with `bash scripts/release-build.sh widget-render widget-render-server` \
            (or `swift build`) and copy them together.

            """)
    }

    @Test("A symbolic link to widget-render finds the server beside the file it points to")
    func symbolicLinkFindsServer() throws {
        let dir = try CLI.temporaryFolder()
        let link = dir.appendingPathComponent("widget-render")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: CLI.executable)
        let r = try CLI.run(["serve", "--help"], executable: link)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("--render-slots"))
    }

    @Test("The served process is widget-render's own: it answers /healthz and stops with exit 0 on SIGTERM")
    func servesAndStopsOnSignal() async throws {
        let (p, port, text) = try CLI.startServer(["serve", "Templates", "--port", "0", "--no-preview"])
        defer { if p.isRunning { p.terminate() } }
        let found = try #require(port, "no address in \(text)")
        // The process that was started is the server (exec, no child in between).
        let command = try String(contentsOfFile: "/proc/\(p.processIdentifier)/cmdline", encoding: .utf8)
        #expect(command.hasPrefix(Self.server.path), "\(command)")
        let (body, response) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(found)/healthz")!)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(!body.isEmpty)
        p.terminate()
        p.waitUntilExit()
        #expect(p.terminationReason == .exit)
        #expect(p.terminationStatus == 0)
    }

    @Test("widget-render carries no HTTP server code: Hummingbird and NIO are only in widget-render-server")
    func rendererHasNoServerCode() throws {
        let renderer = try Data(contentsOf: CLI.executable, options: .alwaysMapped)
        let server = try Data(contentsOf: Self.server, options: .alwaysMapped)
        for module in ["HummingbirdCore", "NIOPosix"] {
            #expect(renderer.range(of: Data(module.utf8)) == nil, "\(module) is linked into widget-render")
            #expect(server.range(of: Data(module.utf8)) != nil, "\(module) is missing from widget-render-server")
        }
    }
}
