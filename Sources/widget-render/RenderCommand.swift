import ArgumentParser
import Foundation
import WidgetRender
import WidgetTemplates

/// `widget-render render TEMPLATE …`: a template and its entries to PNG files.
struct RenderCommand: ParsableCommand {
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

    @Flag(name: .customLong("show-links"), help: "Also write <name>-links.png with the tappable regions and their URLs drawn over the image.")
    var showLinks = false

    func run() throws {
        let loaded = try inputs.load()
        let prepared = try canvas.prepare()
        let families = try userErrors { try family.resolve(for: loaded.template) }
        // Build every instance first: an invalid template or entry writes nothing.
        var jobs: [(family: WidgetFamily, scheme: ColorScheme, index: Int, instance: TemplateInstance)] = []
        for f in families {
            for (i, instance) in try loaded.instances(for: f).enumerated() {
                for s in scheme.schemes { jobs.append((f, s, i, instance)) }
            }
        }
        if output != nil, jobs.count != 1 {
            throw CLIError("-o writes one image, but this renders \(jobs.count) (families × schemes × entries); pick one --family and one --scheme, or use --out-dir.")
        }
        let progress = Progress(total: jobs.count)
        var outputs: [RenderOutput] = []
        for job in jobs {
            let widget = try prepared.render(job.instance, scheme: job.scheme)
            let name = "\(loaded.name)-\(job.family.shortName)-\(job.scheme.rawValue)" + (job.index > 0 ? "-\(job.index)" : "")
            let url = output.map { URL(fileURLWithPath: $0) } ?? URL(fileURLWithPath: outDir).appendingPathComponent(name + ".png")
            outputs.append(RenderOutput(url: url, family: job.family, scheme: job.scheme, date: job.instance.now,
                                        widget: widget, linkMap: widget.linkMap(profile: prepared.linkProfile)))
            progress.advance(name)
        }
        progress.finish()
        try write(outputs, prepared: prepared)
        if json {
            try printJSON(RenderReport(outputs))
        } else {
            for o in outputs {
                print("\(o.url.path)  \(o.widget.pixelWidth)x\(o.widget.pixelHeight)")
                for d in o.diagnostics where d.severity != .info {
                    FileHandle.standardError.write(Data("  \(d)\n".utf8))
                }
            }
        }
    }

    private func write(_ outputs: [RenderOutput], prepared: PreparedCanvas) throws {
        try userErrors {
            if output == nil {
                try FileManager.default.createDirectory(atPath: outDir, withIntermediateDirectories: true)
            }
            for o in outputs {
                try o.widget.writePNG(to: o.url)
                if showLinks {
                    let overlay = try o.widget.withLinkOverlay(profile: prepared.linkProfile)
                    try overlay.writePNG(to: o.url.deletingPathExtension().appendingPathExtension("links.png"))
                }
            }
            if let displayList {
                let text = outputs.map { "# \($0.url.lastPathComponent)\n" + $0.widget.displayList.dump() }.joined(separator: "\n")
                try AtomicFile.write(Data(text.utf8), to: URL(fileURLWithPath: displayList))
            }
        }
    }
}

/// One rendered image and what explains it.
struct RenderOutput {
    let url: URL
    let family: WidgetFamily
    let scheme: ColorScheme
    let date: Date
    let widget: RenderedWidget
    let linkMap: LinkMap
    var diagnostics: [Diagnostic] { widget.diagnostics + linkMap.diagnostics }
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
        var diagnostics: [LinkMapDocument.DiagnosticEntry]
    }
    var files: [File]

    init(_ outputs: [RenderOutput]) {
        let iso = ISO8601DateFormatter()
        files = outputs.map { o in
            File(path: o.url.path, family: o.family.shortName, scheme: o.scheme.rawValue, date: iso.string(from: o.date),
                 width: o.widget.pixelWidth, height: o.widget.pixelHeight, links: o.linkMap.document,
                 diagnostics: o.diagnostics.map(LinkMapDocument.DiagnosticEntry.init))
        }
    }
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
