import ArgumentParser
import Foundation
import Synchronization
import WidgetCore
import WidgetServer

/// `widget-render serve [DIR] --port 8080`: the live preview in the browser and the render API.
///
/// The root command of `widget-render-server`, which `widget-render serve` runs in its place.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "widget-render serve",
        abstract: "Serve a live preview of every template in a folder, and the render API (POST /v1/render, /v1/hit, GET /v1/templates, /healthz, /metrics).",
        usage: "widget-render serve [<directory>] [<options>]",
        discussion: """
            Open http://HOST:PORT/ for the preview: every template × family × scheme, updated when a \
            file changes. The API is described by GET /openapi.yaml. SIGTERM or SIGINT stop it gracefully.
            """,
        version: ReleaseVersion.describe(tool: "widget-render", commit: BuildCommit.hash))

    @Argument(help: "The folder of templates (each in its own folder with a template.json or template.yaml).")
    var directory: String = "Templates"

    @Option(help: "The port to listen on (0: any free port).")
    var port: Int = 8080

    @Option(help: "The address to listen on; 0.0.0.0 for every interface (in a container).")
    var host: String = "127.0.0.1"

    @Option(name: .customLong("max-body"), help: "The largest request body accepted, in bytes.")
    var maxBody: Int = 1 << 20

    @Option(name: .customLong("render-slots"), help: "Renders drawn at once (default: the number of cores).")
    var renderSlots: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(name: .customLong("queue"), help: "Renders that may wait for a slot; beyond it, 503 with Retry-After.")
    var queue: Int = 64

    @Option(name: .customLong("render-timeout"), help: "The longest a render may take, in milliseconds, before a 422.")
    var renderTimeout: Int = 5000

    @Option(name: .customLong("idle-timeout"), help: "Seconds a connection may take to send a request head (or the next body part), and a kept-alive one may wait for its next request, before it is closed.")
    var idleTimeout: Int = 15

    @Option(name: .customLong("max-connections"), help: "Connections open at once; beyond it new ones wait to be accepted (default: the file-descriptor limit less 128).")
    var maxConnections: Int = ServerConfiguration.defaultMaxConnections

    @Option(name: .customLong("health-port"), help: "A second port serving only /healthz, /readyz and /metrics, with connections of its own: probes are answered even when every API connection is taken.")
    var healthPort: Int?

    @Option(name: .customLong("memory-mb"), help: "Memory for everything kept between requests (responses, rendered and decoded images, downloads), in MiB; each cache has a share of it.")
    var memoryMB: Int = ServerConfiguration.defaultMemoryBytes >> 20

    @Option(name: .customLong("cache-mb"), help: .hidden)
    var cacheMB: Int?

    @Option(name: .customLong("image-host"), help: "A host template images may be fetched from (repeatable); by default no remote image is fetched.")
    var imageHosts: [String] = []

    @Option(help: "A folder of home-screen screenshots requests and the preview may draw widgets over (home-light.png and home-dark.png pair as one), e.g. Examples/Wallpapers.")
    var wallpapers: String?

    @Flag(name: .customLong("no-preview"), help: "Serve only the API, not the preview page.")
    var noPreview = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port \(port) is not a port; give 0 to 65535.") }
        if let healthPort, !(1...65535).contains(healthPort) || healthPort == port {
            throw ValidationError("--health-port \(healthPort) is not a port of its own; give 1 to 65535, not --port's.")
        }
        guard maxBody > 0, renderSlots > 0, queue >= 0, renderTimeout > 0, memoryMB >= 0, idleTimeout > 0, maxConnections > 0 else {
            throw ValidationError("--max-body, --render-slots, --render-timeout, --idle-timeout and --max-connections must be positive; --queue and --memory-mb at least 0.")
        }
        if cacheMB != nil {
            throw ValidationError("--cache-mb is now --memory-mb, one budget for every cache (responses have 1/8 of it): --cache-mb 64 is --memory-mb 512.")
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder), isFolder.boolValue else {
            throw ValidationError("\(directory) is not a folder; give the folder that holds the template folders.")
        }
        try WallpaperOption.validate(wallpapers)
    }

    /// Serves until stopped; the command line is synchronous, so this thread waits for the server.
    func run() throws {
        var configuration = ServerConfiguration(
            templatesDirectory: URL(fileURLWithPath: directory), host: host, port: port, maxBodyBytes: maxBody,
            maxConcurrentRenders: renderSlots, maxQueuedRenders: queue, renderTimeout: .milliseconds(renderTimeout),
            memoryBytes: memoryMB << 20, imageHosts: Set(imageHosts), preview: !noPreview)
        configuration.wallpapersDirectory = wallpapers.map { URL(fileURLWithPath: $0) }
        configuration.idleTimeout = .seconds(idleTimeout)
        configuration.maxConnections = maxConnections
        configuration.healthPort = healthPort
        let server = WidgetServer(configuration: configuration)
        let outcome = Mutex<(any Error)?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do { try await server.run() } catch { outcome.withLock { $0 = error } }
            done.signal()
        }
        done.wait()
        if let error = outcome.withLock({ $0 }) {
            throw ServeFailure("Could not serve \(directory) on \(host):\(port): \(error). Is the port in use? Pick another with --port.")
        }
    }
}

/// A server that could not start or stopped on an error: one paragraph, exit 1.
struct ServeFailure: Error, CustomStringConvertible {
    let message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}
