import Foundation
import WidgetRender

/// What `widget-render serve` is given: where it listens, which templates (or Swift previews) it
/// serves, and the bounds every request is held to.
public struct ServerConfiguration: Sendable {
    /// The folder of templates (each in its own folder with a template.json or template.yaml).
    public var templatesDirectory: URL
    /// The address to listen on (default 127.0.0.1, loopback only).
    public var host: String
    /// 0 picks a free port (tests); ``WidgetServer/run(onListening:)`` reports it.
    public var port: Int
    /// The largest request body accepted, in bytes.
    public var maxBodyBytes: Int
    /// Renders drawing at once (default: the number of cores).
    public var maxConcurrentRenders: Int
    /// Requests waiting for a render slot; beyond it the server answers 503 with Retry-After.
    public var maxQueuedRenders: Int
    /// The longest a render may take before the request is answered 422.
    public var renderTimeout: Duration
    /// The memory the server's caches may hold in all (split between them: responses,
    /// rendered images, decoded and remote images), with room left for the renders in flight.
    public var memoryBytes: Int
    /// How often the template folders are checked for changes (the preview's live reload).
    public var pollInterval: Duration
    /// Hosts a template's remote images may come from; empty: no remote image is fetched.
    public var imageHosts: Set<String>
    /// Serve the preview page at `/` (the API is always served).
    public var preview: Bool
    /// A folder of home-screen screenshots a request's `wallpaper` may name (`home-light.png` and
    /// `home-dark.png` pair as `home`); nil: no wallpapers.
    public var wallpapersDirectory: URL?
    /// Widgets previewed from Swift (`WidgetPreviews`): when set, the server lists and renders
    /// these instead of the templates folder (inline templates still render).
    public var previews: [SwiftPreview]?
    /// How long a connection may go without sending a whole request head, or a request body
    /// part, and how long a kept-alive connection waits for its next request, before it is
    /// closed (15 s: a slow client sends a request in that time; a slowloris does not).
    public var idleTimeout: Duration = .seconds(15)
    /// The connections open at once; beyond it the server stops accepting until one closes.
    /// The default stays under the process's file-descriptor limit, with room for files,
    /// downloads and the listening socket (``defaultMaxConnections``).
    public var maxConnections: Int = ServerConfiguration.defaultMaxConnections
    /// A second port, on the same address, serving only `/healthz`, `/readyz` and `/metrics`
    /// with connections of its own (``healthConnections``), so that probes are answered while
    /// every connection of the API port is taken (as Envoy's admin listener is); nil: none.
    public var healthPort: Int?
    /// The connections the health port keeps open at once.
    public static let healthConnections = 32

    /// 512 MiB for every cache (``memoryBytes``).
    public static let defaultMemoryBytes = 512 << 20

    /// The soft descriptor limit less 128 (for template files, fonts, downloads and logs),
    /// between 16 and 16,384.
    public static var defaultMaxConnections: Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return 1024 }
        return Int(min(16_384, max(16, Int64(limit.rlim_cur) - 128)))
    }

    /// A configuration serving the templates in `templatesDirectory`; every bound has a default
    /// fit for a developer's machine.
    public init(templatesDirectory: URL, host: String = "127.0.0.1", port: Int = 8080, maxBodyBytes: Int = 1 << 20,
                maxConcurrentRenders: Int = ProcessInfo.processInfo.activeProcessorCount, maxQueuedRenders: Int = 64,
                renderTimeout: Duration = .seconds(5), memoryBytes: Int = ServerConfiguration.defaultMemoryBytes, pollInterval: Duration = .milliseconds(500),
                imageHosts: Set<String> = [], preview: Bool = true) {
        self.templatesDirectory = templatesDirectory; self.host = host; self.port = port
        self.maxBodyBytes = maxBodyBytes; self.maxConcurrentRenders = max(1, maxConcurrentRenders)
        self.maxQueuedRenders = max(0, maxQueuedRenders); self.renderTimeout = renderTimeout
        self.memoryBytes = max(0, memoryBytes); self.pollInterval = pollInterval; self.imageHosts = imageHosts
        self.preview = preview
    }

    /// A server of Swift previews (`WidgetPreviews`) instead of a templates folder.
    public init(previews: [SwiftPreview], host: String = "127.0.0.1", port: Int = 8080, maxBodyBytes: Int = 1 << 20,
                maxConcurrentRenders: Int = ProcessInfo.processInfo.activeProcessorCount, maxQueuedRenders: Int = 64,
                renderTimeout: Duration = .seconds(5), memoryBytes: Int = ServerConfiguration.defaultMemoryBytes, preview: Bool = true) {
        self.init(templatesDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath), host: host, port: port,
                  maxBodyBytes: maxBodyBytes, maxConcurrentRenders: maxConcurrentRenders, maxQueuedRenders: maxQueuedRenders,
                  renderTimeout: renderTimeout, memoryBytes: memoryBytes, preview: preview)
        self.previews = previews
    }
}

/// The `--wallpapers DIR` option of `serve` and of a Swift previews program.
public enum WallpaperOption {
    /// Refuses a path that is not a folder, saying what to give instead.
    public static func validate(_ path: String?) throws(WallpaperOptionError) {
        guard let path else { return }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            throw WallpaperOptionError(message: "--wallpapers \(path) is not a folder; give a folder of home-screen screenshots (PNG or JPEG), e.g. Examples/Wallpapers.")
        }
    }
}

/// Why `--wallpapers` was refused.
public struct WallpaperOptionError: Error, CustomStringConvertible {
    /// The whole message, naming the path and what to give.
    public let message: String
    /// The message, as the command line prints it.
    public var description: String { message }
}
