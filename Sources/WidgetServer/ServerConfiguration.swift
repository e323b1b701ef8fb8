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
    /// The bytes of responses kept in memory for repeated requests.
    public var cacheBytes: Int
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

    /// A configuration serving the templates in `templatesDirectory`; every bound has a default
    /// fit for a developer's machine.
    public init(templatesDirectory: URL, host: String = "127.0.0.1", port: Int = 8080, maxBodyBytes: Int = 1 << 20,
                maxConcurrentRenders: Int = ProcessInfo.processInfo.activeProcessorCount, maxQueuedRenders: Int = 64,
                renderTimeout: Duration = .seconds(5), cacheBytes: Int = 64 << 20, pollInterval: Duration = .milliseconds(500),
                imageHosts: Set<String> = [], preview: Bool = true) {
        self.templatesDirectory = templatesDirectory; self.host = host; self.port = port
        self.maxBodyBytes = maxBodyBytes; self.maxConcurrentRenders = max(1, maxConcurrentRenders)
        self.maxQueuedRenders = max(0, maxQueuedRenders); self.renderTimeout = renderTimeout
        self.cacheBytes = max(0, cacheBytes); self.pollInterval = pollInterval; self.imageHosts = imageHosts
        self.preview = preview
    }

    /// A server of Swift previews (`WidgetPreviews`) instead of a templates folder.
    public init(previews: [SwiftPreview], host: String = "127.0.0.1", port: Int = 8080, maxBodyBytes: Int = 1 << 20,
                maxConcurrentRenders: Int = ProcessInfo.processInfo.activeProcessorCount, maxQueuedRenders: Int = 64,
                renderTimeout: Duration = .seconds(5), cacheBytes: Int = 64 << 20, preview: Bool = true) {
        self.init(templatesDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath), host: host, port: port,
                  maxBodyBytes: maxBodyBytes, maxConcurrentRenders: maxConcurrentRenders, maxQueuedRenders: maxQueuedRenders,
                  renderTimeout: renderTimeout, cacheBytes: cacheBytes, preview: preview)
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
