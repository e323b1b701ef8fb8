import ArgumentParser
import Foundation
import Synchronization
import WidgetRender

/// `widget-render render TEMPLATE …`: a template and its entries to PNG files.
struct RenderCommand: ParsableCommand, JSONReporting {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a template to PNG images, one per family, color scheme and timeline entry.",
        discussion: """
            Files are named <template>-<family>-<scheme>.png, then -<mode> when a rendering mode is asked \
            for, -<size> with --dynamic-type, -<locale> with --locale, and -<n> for the entries of a \
            timeline after the first (weather-small-dark-tinted-ax3-ar.png). Nothing is written unless every image renders.
            """)

    @OptionGroup var inputs: TemplateInputs
    @OptionGroup var canvas: CanvasOptions
    @OptionGroup var appearance: AppearanceOptions

    @Option(help: ArgumentHelp("small, medium, large, extraLarge, the Lock Screen's circular, rectangular or inline (or WidgetKit's names, systemSmall, accessoryCircular…); a Live Activity's activityLockScreen, islandCompact, islandMinimal, islandMinimalPair, islandExpanded, activityStandBy or activitySmall; a control's controlSmall, controlMedium, controlLarge or controlLockScreen; several with commas; or all (everything the template declares).", valueName: "family"))
    var family: FamilySelection = .all

    @Option(help: "light, dark or all.")
    var scheme: SchemeSelection = .all

    @Option(name: .customLong("out-dir"), help: "The folder to write the images into.")
    var outDir: String = "out"

    @Option(name: .shortAndLong, help: "Write the one image to this file (one family, one scheme, one entry).")
    var output: String?

    @Flag(help: "Print one JSON document listing every file written, with its size, link map and diagnostics.")
    var json = false

    @Option(name: .customLong("display-list"), help: "Also write the display list of every image, as text, to this file.")
    var displayList: String?

    @Flag(name: .customLong("show-links"), help: "Also write <name>.links.png with the tappable regions and their URLs drawn over the image.")
    var showLinks = false

    @OptionGroup var concurrency: ConcurrencyOptions
    @OptionGroup var sharding: ShardOptions

    func validate() throws {
        if output != nil, sharding.shard != nil { throw ValidationError("-o writes one image; --shard splits many. Use --out-dir with --shard.") }
    }

    func run() throws {
        let bound = try inputs.bind()
        let options = try appearance.apply(to: canvas.apply(to: inputs.formatting.apply(to: RenderOptions())))
        var matrix = appearance.apply(to: family.apply(to: RenderMatrix(colorSchemes: scheme.schemes)))
        // A locale other than the default is named in the files (weather-small-light-ar.png).
        if inputs.formatting.locale != FormattingOptions.defaultLocale { matrix.locales = [Locale(identifier: inputs.formatting.locale)] }
        // Every instance is built first: an invalid template or entry writes nothing. A shard
        // plans them all and draws its part; the file names are the same as in one run.
        let planned = try WidgetRenderer.plan(bound, matrix: matrix, options: options)
        let jobs = sharding.select(planned).map(\.job)
        if planned.isEmpty {
            throw CLIError("Nothing to draw: \(options.device) shows none of the families this template supports; pick another --device or name a --family.")
        }
        if output != nil, planned.count != 1 {
            throw CLIError("-o writes one image, but this renders \(planned.count) (families × schemes × entries); pick one --family and one --scheme, or use --out-dir.")
        }
        let files = StagedOutputs()
        if output == nil { try files.folder(outDir) }
        let progress = Progress(total: jobs.count)
        let (outDir, output, showLinks, wantsDump) = (outDir, output, showLinks, displayList != nil)
        // Each image is encoded and staged on the thread that drew it; only its report is kept.
        let reports = try WidgetRenderer.render(jobs, threads: concurrency.threads) { index, widget in
            let job = jobs[index]
            let stem = job.fileStem
            let url = output.map { URL(fileURLWithPath: $0) } ?? URL(fileURLWithPath: outDir).appendingPathComponent(stem + ".png")
            try files.add(try widget.pngData(), to: url)
            if showLinks {
                try files.add(try widget.withLinkOverlay().pngData(), to: url.deletingPathExtension().appendingPathExtension("links.png"))
            }
            progress.advance(stem)
            return RenderReport.File(url: url, job: job, widget: widget,
                                     displayList: wantsDump ? "# \(url.lastPathComponent)\n" + widget.displayList.dump() : nil)
        }
        progress.finish()
        let dump = reports.compactMap(\.displayList)
        if let displayList { try files.add(text: dump.joined(separator: "\n"), to: URL(fileURLWithPath: displayList)) }
        try files.commit()
        if json {
            try printJSON(RenderReport(files: reports))
        } else {
            var groups = DiagnosticGroups()
            for r in reports.map(\.summary) {
                let file = r.file ?? r.name
                print("\(file)  \(r.width)x\(r.height)")
                groups.add(r.diagnostics, image: URL(fileURLWithPath: file).lastPathComponent)
            }
            for line in groups.lines { FileHandle.standardError.write(Data("\(line)\n".utf8)) }
        }
    }
}

/// `--jobs N`: how many images render at once.
struct ConcurrencyOptions: ParsableArguments {
    @Option(help: "How many images to render at once (default: one per core). The output is the same for any number.")
    var jobs: Int?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs takes a whole number of at least 1.") }
    }

    var threads: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }
}

/// The `render --json` document: every file as every report spells it (``RenderSummary``).
struct RenderReport: Encodable {
    struct File: Encodable {
        var summary: RenderSummary
        /// The display-list dump, for `--display-list` (not part of the JSON).
        var displayList: String?

        init(url: URL, job: RenderJob, widget: RenderedWidget, displayList: String?) {
            summary = RenderSummary(job, widget: widget, file: url.path)
            self.displayList = displayList
        }

        func encode(to encoder: any Encoder) throws { try summary.encode(to: encoder) }
    }
    var files: [File]
}

/// A one-line progress counter on standard error, only when it is a terminal. Jobs finishing
/// on several threads advance it one at a time.
final class Progress: Sendable {
    private let total: Int
    private let done = Mutex(0)
    private let enabled: Bool

    init(total: Int) {
        self.total = total
        enabled = total > 1 && isatty(STDERR_FILENO) == 1
    }

    func advance(_ label: String) {
        guard enabled else { return }
        done.withLock { done in
            done += 1
            draw(done, label)
        }
    }

    private func draw(_ done: Int, _ label: String) {
        let width = 24, filled = total > 0 ? done * width / total : width
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        FileHandle.standardError.write(Data("\r\(bar) \(done)/\(total) \(label)\u{1B}[K".utf8))
    }

    func finish() {
        if enabled { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
