import Foundation

/// What a folder's files look like now (path → size and modification time), to notice a save.
/// Build folders, version control and outputs are skipped, and at most ``limit`` files are
/// looked at, so a huge folder costs bounded work per look.
struct SourceSnapshot: Equatable {
    struct Stamp: Equatable { var size: Int; var modified: Date }

    static let skipped: Set<String> = [".build", ".git", ".swiftpm", "out", "node_modules", "__Snapshots__"]
    static let limit = 20_000

    var files: [String: Stamp] = [:]

    init(of folder: URL) {
        let keys: [URLResourceKey] = [.isRegularFileKey, .fileSizeKey, .contentModificationDateKey, .isDirectoryKey]
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles]) else { return }
        for case let url as URL in walk {
            let name = url.lastPathComponent
            let values = try? url.resourceValues(forKeys: Set(keys))
            if values?.isDirectory == true {
                if Self.skipped.contains(name) || name.hasPrefix(".build") { walk.skipDescendants() }
                continue
            }
            guard values?.isRegularFile == true else { continue }
            files[url.path] = Stamp(size: values?.fileSize ?? 0, modified: values?.contentModificationDate ?? .distantPast)
            if files.count >= Self.limit { break }
        }
    }

    /// The files added, removed or changed since `old`, sorted.
    func changes(since old: SourceSnapshot) -> [String] {
        Set(files.keys).union(old.files.keys).filter { files[$0] != old.files[$0] }.sorted()
    }
}

/// `serve --watch`: runs the previews program as a child serving the page, and when a file of
/// the package changes, builds it again and restarts the child on the new build. The open page
/// reconnects and reloads by itself. A failed build leaves the running child serving and prints
/// the compiler's errors; the next save tries again.
final class PreviewWatch: @unchecked Sendable {
    let folder: URL
    let program: URL
    let arguments: [String]
    let buildCommand: String
    let interval: Double
    let log: (String) -> Void
    /// The serving child's process id; read by the signal handler and tests, so behind a lock.
    private var child: pid_t?
    private let lock = NSLock()

    init(folder: URL, program: URL, arguments: [String], buildCommand: String, interval: Double = 0.5,
         log: @escaping (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }) {
        self.folder = folder; self.program = program; self.arguments = arguments
        self.buildCommand = buildCommand; self.interval = interval; self.log = log
    }

    /// The package folder above `start` (the first folder holding `Package.swift`).
    static func packageFolder(from start: URL) -> URL? {
        var folder = start.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// The arguments the child serves with: the command's own, without `--watch` and `--build-command`.
    static func childArguments(_ arguments: [String]) -> [String] {
        var out: [String] = []
        var skipNext = false
        for a in arguments {
            if skipNext { skipNext = false; continue }
            if a == "--watch" || a.hasPrefix("--build-command=") { continue }
            if a == "--build-command" { skipNext = true; continue }
            out.append(a)
        }
        return out
    }

    /// Stops the child with the watcher: SIGTERM or SIGINT to the watcher ends both.
    func forwardTerminationSignals() {
        for sig in [SIGTERM, SIGINT] {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            source.setEventHandler { [self] in
                stopChild()
                exit(0)
            }
            source.resume()
            signalSources.append(source)
        }
    }
    private var signalSources: [any DispatchSourceSignal] = []

    /// Watches until `stop()` returns true (checked once per look; never, for the command).
    func run(until stop: () -> Bool = { false }) throws {
        try start()
        var seen = SourceSnapshot(of: folder)
        log("watching \(seen.files.count) files under \(folder.path); a save rebuilds with `\(buildCommand)` and restarts")
        while !stop() {
            Thread.sleep(forTimeInterval: interval)
            var now = SourceSnapshot(of: folder)
            let changed = now.changes(since: seen)
            guard !changed.isEmpty else { continue }
            // An editor may write in several steps: wait until the files hold still.
            Thread.sleep(forTimeInterval: min(interval, 0.3))
            now = SourceSnapshot(of: folder)
            seen = now
            let names = changed.prefix(3).map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: ", ")
            log("changed: \(names)\(changed.count > 3 ? " and \(changed.count - 3) more" : ""); building…")
            let began = Date()
            if build() {
                log(String(format: "built in %.1f s; restarting", Date().timeIntervalSince(began)))
                restart()
                seen = SourceSnapshot(of: folder)  // the build's own outputs are skipped, but not a generated source
            } else {
                log("the build failed (above); still serving the previous build")
            }
        }
        stopChild()
    }

    private func build() -> Bool {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", buildCommand]
        p.currentDirectoryURL = folder
        do { try p.run() } catch { log("could not run `\(buildCommand)`: \(error)"); return false }
        p.waitUntilExit()
        return p.terminationStatus == 0
    }

    private func start() throws {
        let pid = try Self.spawn(program.path, arguments)
        lock.withLock { child = pid }
    }

    private func restart() {
        stopChild()
        do { try start() } catch { log("could not start \(program.path): \(error)") }
    }

    private func stopChild() {
        guard let pid = lock.withLock({ child }) else { return }
        kill(pid, SIGTERM)
        // A server stops within a second of SIGTERM; one that does not is killed.
        let deadline = Date().addingTimeInterval(5)
        while Self.isAlive(pid), Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if Self.isAlive(pid) {
            kill(pid, SIGKILL)
            while Self.isAlive(pid) { Thread.sleep(forTimeInterval: 0.02) }
        }
        lock.withLock { child = nil }
    }

    /// Starts `path` with every signal at its default and none blocked, whatever this process
    /// ignores (it ignores SIGTERM and SIGINT to forward them), so the child stops on SIGTERM.
    static func spawn(_ path: String, _ arguments: [String]) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var every = sigset_t(), none = sigset_t()
        sigfillset(&every)
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &every)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for a in argv { free(a) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, path, nil, &attributes, argv, environ)
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EINVAL) }
        return pid
    }

    /// Whether the child `pid` still runs; reaps it once it has exited.
    static func isAlive(_ pid: pid_t) -> Bool {
        var status: Int32 = 0
        return waitpid(pid, &status, WNOHANG) == 0
    }

    /// The running child's process id.
    var childProcessIdentifier: Int32? { lock.withLock { child } }
}
