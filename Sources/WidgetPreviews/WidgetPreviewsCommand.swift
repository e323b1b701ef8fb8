import ArgumentParser
import Foundation
import Synchronization
import WidgetRender
#if PreviewServer
import WidgetServer
#endif

/// The command line of a previews program: `serve` the live preview page of its previews, or
/// `render` them to PNG files once.
///
/// ```swift
/// // Sources/MyPreviews/main.swift
/// import WidgetPreviews
/// import MyWidgets
///
/// WidgetPreviewsCommand.main {
///     WidgetPreview("Countdown", as: .systemSmall, .systemMedium) { entry in
///         CountdownEntryView(entry: entry)
///     } timeline: {
///         SimpleEntry(date: .now, model: AddTimePlanModel())
///     }
/// }
/// ```
///
/// `swift run MyPreviews render --out-dir out/previews` writes the PNG files;
/// `swift run MyPreviews serve --port 8080`, then open http://127.0.0.1:8080/, needs the package
/// trait `PreviewServer` (it builds the HTTP stack, which rendering to files does not).
public enum WidgetPreviewsCommand {
    /// Parses the command line (or `arguments`), runs it, and exits with its status on failure
    /// (1 for a preview that failed to render, 64 for bad usage, 69 for `serve` in a program
    /// built without the trait `PreviewServer`).
    public static func main(_ previews: [WidgetPreview], arguments: [String]? = nil) {
        do {
            try run(previews, arguments: arguments ?? Array(CommandLine.arguments.dropFirst()))
        } catch let error as PreviewServerNotBuilt {
            FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
            PreviewsRoot.exit(withError: ExitCode(PreviewServerNotBuilt.exitStatus))
        } catch {
            PreviewsRoot.exit(withError: error)
        }
    }

    /// ``main(_:arguments:)`` with the previews listed one per line.
    public static func main(arguments: [String]? = nil, @WidgetPreviewBuilder _ previews: () -> [WidgetPreview]) {
        main(previews(), arguments: arguments)
    }

    /// Parses `arguments` and runs the command; throws instead of exiting (tests call this).
    public static func run(_ previews: [WidgetPreview], arguments: [String]) throws {
        var command = try PreviewsRoot.parseAsRoot(arguments)
        if let subcommand = command as? PreviewsSubcommand {
            try subcommand.run(previews)
        } else {
            try command.run()  // the root alone: its help
        }
    }

    /// Renders every preview × family × light and dark × timeline entry into `directory` as
    /// `<name>-<family>-<scheme>[-<n>].png` (Lock Screen families in dark only), planned by
    /// ``WidgetRenderer/plan(_:matrix:options:)`` and drawn by ``WidgetRenderer``. A preview that
    /// fails is reported in the result and the others are still written.
    public static func render(_ previews: [WidgetPreview], into directory: URL,
                              matrix: RenderMatrix = RenderMatrix(),
                              options: RenderOptions = RenderOptions()) throws -> RenderReport {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var report = RenderReport()
        for preview in WidgetPreview.served(previews) {
            do {
                let files = try WidgetRenderer.write(WidgetRenderer.plan(preview.source, matrix: matrix, options: options), into: directory)
                report.files += files.map { RenderReport.File(url: $0.url, preview: preview.name, summary: $0.summary) }
            } catch {
                report.failures.append(.init(preview: preview.name, message: String(describing: error)))
            }
        }
        return report
    }

    /// What ``render(_:into:matrix:options:)`` wrote, and which previews failed.
    public struct RenderReport: Sendable, Encodable {
        /// One PNG written.
        public struct File: Sendable, Encodable {
            /// Where it was written.
            public var url: URL
            /// The preview's name.
            public var preview: String
            /// The image as every report spells it (family, scheme, mode, size, links, diagnostics).
            public var summary: RenderSummary

            /// The image's width in pixels.
            public var pixelWidth: Int { summary.width }
            /// The image's height in pixels.
            public var pixelHeight: Int { summary.height }
            /// The render's diagnostics and lints.
            public var diagnostics: [Diagnostic] { summary.diagnostics }

            /// The summary alone: `render --json` lists files as `widget-render render --json` does.
            public func encode(to encoder: any Encoder) throws { try summary.encode(to: encoder) }
        }
        /// A preview that gave no (or not every) image.
        public struct Failure: Sendable, Encodable {
            /// The preview's name.
            public var preview: String
            /// Why, as the page shows it.
            public var message: String
        }
        /// Every file written, in order.
        public var files: [File] = []
        /// Every preview that failed.
        public var failures: [Failure] = []
    }
}

/// A `@main` type listing previews: `swift run` it with `serve` or `render`.
///
/// ```swift
/// @main struct Previews: WidgetPreviewProvider {
///     static var previews: [WidgetPreview] {
///         WidgetPreview("Logo", as: .systemSmall) { LogoView() }
///     }
/// }
/// ```
public protocol WidgetPreviewProvider {
    /// The previews, one per line, in the page's order.
    @WidgetPreviewBuilder static var previews: [WidgetPreview] { get }
}

extension WidgetPreviewProvider {
    /// Runs ``WidgetPreviewsCommand/main(_:arguments:)`` with ``previews``.
    public static func main() { WidgetPreviewsCommand.main(previews) }
}

/// A subcommand acting on the program's previews (``WidgetPreviewsCommand/run(_:arguments:)``
/// hands them over once the command line is parsed).
protocol PreviewsSubcommand {
    func run(_ previews: [WidgetPreview]) throws
}

/// Thrown by `serve` in a program built without the package trait `PreviewServer`; exit status 69
/// (EX_UNAVAILABLE), with what to change.
struct PreviewServerNotBuilt: Error, CustomStringConvertible {
    static let exitStatus: Int32 = 69
    var description: String {
        """
        This program was built without the preview server. `serve` needs WidgetRender's package trait \
        `PreviewServer` (it builds Hummingbird and SwiftNIO, which `render` does not): in your Package.swift, \
        .package(url: …, from: …, traits: ["PreviewServer"]); in WidgetRender's own folder, \
        swift run --traits PreviewServer PreviewsExample serve. `render --out-dir DIR` works without it.
        """
    }
}

/// Thrown when some previews could not be rendered; exit status 1.
struct PreviewsFailed: Error, CustomStringConvertible {
    let description: String
}

struct PreviewsRoot: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "previews",
        abstract: "Preview the widgets this program declares (WidgetPreviews).",
        subcommands: [ServePreviews.self, RenderPreviews.self])
}

struct ServePreviews: ParsableCommand, PreviewsSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: ServePreviews.isBuilt
            ? "Serve the live preview page of the previews, and the render API."
            : "Serve the live preview page (needs WidgetRender's package trait PreviewServer).",
        discussion: """
            Open http://HOST:PORT/: every preview × family × light and dark, with the rendering mode, \
            Dynamic Type, link regions, taps, diagnostics and timeline stepping of `widget-render serve`. \
            After a rebuild, run the program again: the open page reconnects and reloads by itself; \
            --watch does both on every save. \
            SIGTERM or SIGINT stop it.
            """)

    /// Whether this program was built with the trait `PreviewServer`.
    static var isBuilt: Bool {
        #if PreviewServer
        true
        #else
        false
        #endif
    }

    @Option(help: "The port to listen on (0: any free port).")
    var port: Int = 8080

    @Option(help: "The address to listen on; 0.0.0.0 for every interface.")
    var host: String = "127.0.0.1"

    @Option(help: "A folder of home-screen screenshots to preview the widgets on (home-light.png and home-dark.png pair as one).")
    var wallpapers: String?

    @Flag(help: "Rebuild and restart when a file of the package changes (run from the package's folder); the open page reloads by itself.")
    var watch = false

    @Option(help: "The command --watch rebuilds with (default: swift build --product <this program>).")
    var buildCommand: String?

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port \(port) is not a port; give 0 to 65535.") }
        #if PreviewServer
        try WallpaperOption.validate(wallpapers)
        #endif
    }

    func run(_ previews: [WidgetPreview]) throws {
        #if PreviewServer
        if watch { return try watchAndServe() }
        try serve(WidgetPreview.served(previews))
        #else
        throw PreviewServerNotBuilt()
        #endif
    }

    /// `--watch`: this process watches and rebuilds; a child built from the latest sources serves.
    private func watchAndServe() throws {
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        guard let folder = PreviewWatch.packageFolder(from: here) else {
            throw PreviewsFailed(description: "--watch rebuilds the package this program belongs to, but no Package.swift is in \(here.path) or above it. Run it from the package's folder (swift run MyPreviews serve --watch).")
        }
        let program = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
        let watcher = PreviewWatch(folder: folder, program: program,
                                   arguments: PreviewWatch.childArguments(Array(CommandLine.arguments.dropFirst())),
                                   buildCommand: buildCommand ?? "swift build --product \(program.lastPathComponent)")
        watcher.forwardTerminationSignals()
        try watcher.run()
    }

    #if PreviewServer
    private func serve(_ previews: [SwiftPreview]) throws {
        var configuration = ServerConfiguration(previews: previews, host: host, port: port)
        configuration.wallpapersDirectory = wallpapers.map { URL(fileURLWithPath: $0) }
        let server = WidgetServer(configuration: configuration)
        let outcome = Mutex<(any Error)?>(nil)
        let done = DispatchSemaphore(value: 0)
        let host = self.host
        Task.detached {
            do {
                try await server.run { port in
                    let line = "Previewing \(previews.count) widget\(previews.count == 1 ? "" : "s") on http://\(host):\(port)/\n"
                    FileHandle.standardOutput.write(Data(line.utf8))
                }
            } catch {
                outcome.withLock { $0 = error }
            }
            done.signal()
        }
        // The previews' views are laid out on the main thread: it serves them while it waits.
        MainThread.whileBlocking { done.wait() }
        if let error = outcome.withLock({ $0 }) {
            throw PreviewsFailed(description: "Could not serve on \(host):\(port): \(error). Is the port in use? Pick another with --port.")
        }
    }
    #endif
}

struct RenderPreviews: ParsableCommand, PreviewsSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render every preview × family × light and dark × timeline entry to PNG files.",
        discussion: "Files are named <preview>-<family>-<scheme>[-<n>].png, as `widget-render render` names them.")

    @Option(name: .customLong("out-dir"), help: "The folder the PNG files are written to (created if missing).")
    var outDir: String = "out/previews"

    @Flag(help: "Print the files written and the previews that failed as JSON (each file as `widget-render render --json` lists it).")
    var json = false

    func run(_ previews: [WidgetPreview]) throws {
        let report = try WidgetPreviewsCommand.render(previews, into: URL(fileURLWithPath: outDir))
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(report), as: UTF8.self))
            if !report.failures.isEmpty { throw ExitCode(1) }
            return
        }
        for file in report.files {
            print("\(file.url.path)  \(file.pixelWidth)x\(file.pixelHeight)")
            for d in file.diagnostics where d.severity != .info { print("  \(d)") }
        }
        if !report.failures.isEmpty {
            throw PreviewsFailed(description: report.failures.map(\.message).joined(separator: "\n"))
        }
    }
}
