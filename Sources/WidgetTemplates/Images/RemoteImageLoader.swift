import Foundation

/// Fetches a template's `http(s)` images before its views are built, as a widget's timeline
/// provider must (WidgetKit cannot load images while drawing; seed 002's `WidgetImageLoader`).
///
/// - All URLs of a call are fetched at once and the call returns when every one has an answer.
/// - Each download has a timeout and a size limit (checked against `Content-Length` and again
///   while bytes arrive); the body must decode as PNG or JPEG.
/// - Results, failures included, are kept in memory: a timeline of 50 entries fetches each URL
///   once. By default they stay for the loader's life (a command's run); a server bounds them with
///   ``Configuration/memoryBudget`` (least recently used images go first) and
///   ``Configuration/failureLifetime`` (a host that failed is asked again after that long).
///   With a ``Configuration/cacheDirectory``, good images are
///   also written there (`<hash>.img` with the URL beside it in `<hash>.url`) and reused by
///   later runs until they are ``Configuration/maxAge`` old.
/// - A failure is a ``RemoteImageFailure``; the template shows its `placeholder` image, or the
///   built-in ``placeholder`` (a 64×64 light gray square), with a `remoteImageUnavailable`
///   warning diagnostic.
public final class RemoteImageLoader: @unchecked Sendable {
    /// Timeout, size limit and disk cache.
    public struct Configuration: Sendable {
        /// Seconds to wait for each image, from request to last byte.
        public var timeout: Double
        /// The largest image body accepted, in bytes.
        public var maxBytes: Int
        /// Where images persist between runs; nil keeps them in memory only.
        public var cacheDirectory: URL?
        /// How old (seconds, by file modification time) a disk-cached image may be; nil: any age.
        public var maxAge: Double?
        /// The hosts images may be fetched from (compared case-insensitively); nil: any host.
        /// A server sets it so a request cannot make it fetch from its own network; a URL to
        /// another host fails as ``RemoteImageFailure/hostNotAllowed(_:)`` without a connection.
        public var allowedHosts: Set<String>?

        /// Whether redirects may lead to loopback and private addresses: only for tests served
        /// from 127.0.0.1. Redirects to other schemes and the redirect limit apply regardless.
        public var allowsLocalRedirects: Bool
        /// The most bytes of decoded pixels kept in memory (4 per pixel); nil: no limit. Past
        /// it, the least recently used images are dropped and downloaded again when asked for.
        public var memoryBudget: Int?
        /// Seconds a failure is remembered before the URL is tried again; nil: for the loader's life.
        public var failureLifetime: Double?

        /// Settings; the defaults are 10 s, 5 MiB, memory only, one day's disk cache age, no
        /// local redirects, any host, and every result kept for the loader's life.
        public init(timeout: Double = 10, maxBytes: Int = 5 << 20, cacheDirectory: URL? = nil, maxAge: Double? = 86_400,
                    allowsLocalRedirects: Bool = false, allowedHosts: Set<String>? = nil,
                    memoryBudget: Int? = nil, failureLifetime: Double? = nil) {
            self.timeout = timeout; self.maxBytes = maxBytes; self.cacheDirectory = cacheDirectory; self.maxAge = maxAge
            self.allowsLocalRedirects = allowsLocalRedirects
            self.allowedHosts = allowedHosts.map { Set($0.map { $0.lowercased() }) }
            self.memoryBudget = memoryBudget.map { max(0, $0) }; self.failureLifetime = failureLifetime
        }

        /// Whether `url` may be fetched under ``allowedHosts``.
        public func allows(_ url: URL) -> Bool {
            guard let allowedHosts else { return true }
            return url.host.map { allowedHosts.contains($0.lowercased()) } ?? false
        }

        /// `$XDG_CACHE_HOME/widget-render/images`, else `~/.cache/widget-render/images`.
        public static var defaultCacheDirectory: URL {
            let env = ProcessInfo.processInfo.environment
            let base = env["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
                ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
            return base.appendingPathComponent("widget-render/images")
        }
    }

    /// The settings this loader was made with.
    public let configuration: Configuration
    private let lock = NSLock()
    private var memory: [URL: Remembered] = [:]
    private var memoryBytes = 0
    private var clock: UInt64 = 0
    private var downloads = 0

    /// A result held in memory, with what it costs and when it was last used and made.
    private struct Remembered {
        let result: RemoteImageResult
        let cost: Int
        let made: DispatchTime
        var lastUse: UInt64
    }

    /// A loader with the default disk cache; what the command-line tool uses.
    public static let shared = RemoteImageLoader(configuration: Configuration(cacheDirectory: Configuration.defaultCacheDirectory))

    /// A loader with these settings (by default, memory cache only).
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// The image shown for a remote image that could not be had: 64×64 light gray (#D1D1D6).
    public static let placeholder: Bitmap? = Bitmap(width: 64, height: 64, fill: 0xFFD1_D1D6)

    /// How many network downloads this loader has started (cache hits excluded).
    public var downloadCount: Int { lock.withLock { downloads } }

    /// The bytes of decoded pixels held in memory now.
    public var bytesInMemory: Int { lock.withLock { memoryBytes } }

    /// Fetches every URL (concurrently) and answers for each; blocks until all are settled.
    public func fetch(_ urls: [URL]) -> [URL: RemoteImageResult] {
        var results: [URL: RemoteImageResult] = [:]
        var missing: [URL] = []
        for url in Set(urls) {
            if !configuration.allows(url) {
                results[url] = .failure(.hostNotAllowed(url.host ?? ""))
            } else if let hit = recall(url) {
                if case .success(let b, _) = hit { results[url] = .success(b, origin: .memory) } else { results[url] = hit }
            } else if let b = readDisk(url) {
                results[url] = .success(b, origin: .disk)
                remember(.success(b, origin: .disk), for: url)
            } else {
                missing.append(url)
            }
        }
        guard !missing.isEmpty else { return results }
        lock.withLock { downloads += missing.count }
        let downloaded = Downloader(timeout: configuration.timeout, maxBytes: configuration.maxBytes,
                                    allowsLocalRedirects: configuration.allowsLocalRedirects,
                                    allowedHosts: configuration.allowedHosts).download(missing)
        for url in missing {
            let result: RemoteImageResult
            switch downloaded[url] ?? .failure(.timedOut(seconds: configuration.timeout)) {
            case .success(let data):
                do {
                    let bitmap = try ImageCache.shared.image(data: data, source: url.absoluteString)
                    writeDisk(url, data)
                    result = .success(bitmap, origin: .network)
                } catch {
                    result = .failure(.notAnImage(error.description))
                }
            case .failure(let f):
                result = .failure(f)
            }
            results[url] = result
            remember(result, for: url)
        }
        return results
    }

    /// Forgets what is held in memory (the disk cache stays).
    public func removeAllFromMemory() { lock.withLock { memory.removeAll(); memoryBytes = 0 } }

    // MARK: - Memory

    private func recall(_ url: URL) -> RemoteImageResult? {
        lock.withLock {
            guard var entry = memory[url] else { return nil }
            if case .failure = entry.result, let lifetime = configuration.failureLifetime,
               DispatchTime.now().uptimeNanoseconds - entry.made.uptimeNanoseconds > UInt64(max(0, lifetime) * 1e9) {
                forget(url)
                return nil
            }
            clock += 1
            entry.lastUse = clock
            memory[url] = entry
            return entry.result
        }
    }

    /// Keeps `result`, then drops the least recently used results while over the budget. An
    /// image larger than the whole budget is not kept.
    private func remember(_ result: RemoteImageResult, for url: URL) {
        var cost = 256  // a failure: its URL and reason
        if case .success(let bitmap, _) = result { cost = bitmap.width * bitmap.height * 4 }
        if let budget = configuration.memoryBudget, cost > budget { return }
        lock.withLock {
            forget(url)
            clock += 1
            memory[url] = Remembered(result: result, cost: cost, made: .now(), lastUse: clock)
            memoryBytes += cost
            guard let budget = configuration.memoryBudget else { return }
            while memoryBytes > budget, let oldest = memory.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
                forget(oldest)
            }
        }
    }

    /// Removes `url`'s result; call with the lock held.
    private func forget(_ url: URL) {
        if let old = memory.removeValue(forKey: url) { memoryBytes -= old.cost }
    }

    // MARK: - Disk cache

    private func diskPaths(_ url: URL) -> (image: URL, key: URL)? {
        guard let dir = configuration.cacheDirectory else { return nil }
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in url.absoluteString.utf8 { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        let name = String(h, radix: 16)
        return (dir.appendingPathComponent("\(name).img"), dir.appendingPathComponent("\(name).url"))
    }

    private func readDisk(_ url: URL) -> Bitmap? {
        guard let (image, key) = diskPaths(url),
              let stored = try? String(contentsOf: key, encoding: .utf8), stored == url.absoluteString,
              let data = try? Data(contentsOf: image) else { return nil }
        if let maxAge = configuration.maxAge {
            let modified = (try? image.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate
            guard let modified, Date().timeIntervalSince(modified) <= maxAge else { return nil }
        }
        return try? ImageCache.shared.image(data: data, source: url.absoluteString)
    }

    private func writeDisk(_ url: URL, _ data: Data) {
        guard let (image, key) = diskPaths(url), let dir = configuration.cacheDirectory else { return }
        // The cache is an optimisation: a folder that cannot be written is not an error.
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try? AtomicFile.write(data, to: image)
        try? AtomicFile.write(Data(url.absoluteString.utf8), to: key)
    }
}
