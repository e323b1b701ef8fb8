import ArgumentParser
import Foundation
import WidgetRender

/// `widget-render render TEMPLATE …`: a template and its entries to PNG files.
struct RenderCommand: ParsableCommand, JSONReporting {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a template to PNG images, one per family, color scheme and timeline entry.",
        discussion: """
            Files are named <template>-<family>-<scheme>.png (with -<n> after it for the entries of a \
            timeline after the first). Nothing is written unless every image renders.
            """)

    @OptionGroup var inputs: TemplateInputs
    @OptionGroup var canvas: CanvasOptions

    @Option(help: "small, medium, large, extraLarge or all (every family the template supports).")
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

    func run() throws {
        let bound = try inputs.bind()
        let options = try canvas.apply(to: inputs.formatting.apply(to: RenderOptions()))
        let matrix = RenderMatrix(families: family.families, colorSchemes: scheme.schemes)
        // Every instance is built first: an invalid template or entry writes nothing.
        let jobs = try WidgetRenderer.plan(bound, matrix: matrix, options: options)
        if output != nil, jobs.count != 1 {
            throw CLIError("-o writes one image, but this renders \(jobs.count) (families × schemes × entries); pick one --family and one --scheme, or use --out-dir.")
        }
        let files = StagedOutputs()
        if output == nil { try files.folder(outDir) }
        let progress = Progress(total: jobs.count)
        var reports: [RenderReport.File] = []
        var dump: [String] = []
        for job in jobs {
            let widget = try job.render()
            let name = job.cell.fileStem(bound.name)
            let url = output.map { URL(fileURLWithPath: $0) } ?? URL(fileURLWithPath: outDir).appendingPathComponent(name + ".png")
            try files.add(try widget.pngData(), to: url)
            if showLinks {
                try files.add(try widget.withLinkOverlay().pngData(), to: url.deletingPathExtension().appendingPathExtension("links.png"))
            }
            if displayList != nil { dump.append("# \(url.lastPathComponent)\n" + widget.displayList.dump()) }
            reports.append(RenderReport.File(url: url, cell: job.cell, widget: widget))
            progress.advance(name)
        }
        progress.finish()
        if let displayList { try files.add(text: dump.joined(separator: "\n"), to: URL(fileURLWithPath: displayList)) }
        try files.commit()
        if json {
            try printJSON(RenderReport(files: reports))
        } else {
            for r in reports {
                print("\(r.path)  \(r.width)x\(r.height)")
                for d in r.diagnostics where d.severity != .info {
                    FileHandle.standardError.write(Data("  \(d)\n".utf8))
                }
            }
        }
    }
}

/// The `render --json` document.
struct RenderReport: Encodable {
    struct File: Encodable {
        var path: String
        var family: String
        var scheme: String
        var date: String
        var width: Int
        var height: Int
        var links: LinkMapDocument
        var diagnostics: [Diagnostic]

        init(url: URL, cell: RenderCell, widget: RenderedWidget) {
            path = url.path; family = cell.family.shortName; scheme = cell.colorScheme.rawValue
            date = ISO8601DateFormatter().string(from: cell.date)
            width = widget.pixelWidth; height = widget.pixelHeight
            links = widget.linkMap.document; diagnostics = widget.diagnostics
        }
    }
    var files: [File]
}

/// A one-line progress counter on standard error, only when it is a terminal.
final class Progress {
    private let total: Int
    private var done = 0
    private let enabled: Bool

    init(total: Int) {
        self.total = total
        enabled = total > 1 && isatty(STDERR_FILENO) == 1
    }

    func advance(_ label: String) {
        done += 1
        guard enabled else { return }
        let width = 24, filled = total > 0 ? done * width / total : width
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        FileHandle.standardError.write(Data("\r\(bar) \(done)/\(total) \(label)\u{1B}[K".utf8))
    }

    func finish() {
        if enabled { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
