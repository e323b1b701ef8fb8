import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `widget-render serve [DIR] --port 8080`: the live preview in the browser and the render API.
///
/// They are served by `widget-render-server`, installed beside `widget-render`: kept in their own
/// executable, the HTTP stack is not mapped into every render (issue 14: 6 MB of a gallery's
/// peak memory). ``WidgetRenderCLI/main()`` hands every argument after `serve`, `--help`
/// included, to the server, which takes this process's place. This command is what
/// `widget-render --help` lists.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a live preview of every template in a folder, and the render API (POST /v1/render, /v1/hit, GET /v1/templates, /healthz, /metrics).",
        discussion: """
            Runs widget-render-server, installed beside widget-render, with the same arguments. \
            `widget-render serve --help` lists its options.
            """)

    @Argument(parsing: .captureForPassthrough, help: "The server's arguments: the template folder and options.")
    var arguments: [String] = []

    func run() throws { try ServerLauncher.replaceProcess(arguments: arguments) }
}

/// Starts `widget-render-server` in place of this process.
enum ServerLauncher {
    static let executableName = "widget-render-server"

    /// Where the server is looked for: beside this executable, symbolic links resolved (so a
    /// `widget-render` linked into `/usr/local/bin` finds the server beside its real file).
    static var serverExecutable: URL? {
        Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent(executableName)
    }

    /// Execs the server with `arguments`; returns only by throwing, when it cannot start.
    static func replaceProcess(arguments: [String]) throws(CLIError) -> Never {
        guard let server = serverExecutable, FileManager.default.isExecutableFile(atPath: server.path) else {
            let place = serverExecutable?.deletingLastPathComponent().path ?? "the folder of widget-render"
            throw CLIError("""
                `widget-render serve` runs \(executableName), which is not in \(place). Install it beside \
                widget-render: build both with `bash scripts/release-build.sh widget-render \(executableName)` \
                (or `swift build`) and copy them together.
                """)
        }
        let argv = ([server.path] + arguments).map { strdup($0) } + [nil]
        execv(server.path, argv)
        let reason = String(cString: strerror(errno))
        argv.forEach { free($0) }
        throw CLIError("Could not start \(server.path): \(reason). Check that it is an executable for this machine.")
    }
}
