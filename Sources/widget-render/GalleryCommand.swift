import ArgumentParser
import Foundation
import WidgetRender

/// `widget-render gallery [DIR] --out-dir DIR`: every template × family × color scheme on one page.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render every template in a folder for every family and color scheme, with an index.html showing them and their links, and gallery.json listing them.",
        discussion: """
            A template that does not load or render is shown on the page with its errors in place \
            of its images; the others are written, and the command exits 1 at the end.
            """)

    @Argument(help: "The folder of templates (each in its own folder with a template.json or template.yaml).")
    var directory: String = "Templates"

    @OptionGroup var canvas: CanvasOptions
    @OptionGroup var formatting: FormattingOptions
    @OptionGroup var appearance: AppearanceOptions

    @Option(name: .customLong("out-dir"), help: "Where to write the images, index.html and gallery.json.")
    var outDir: String = "out/gallery"

    @OptionGroup var concurrency: ConcurrencyOptions

    func run() throws {
        let locations = try WidgetTemplate.discover(in: URL(fileURLWithPath: directory))
        guard !locations.isEmpty else {
            throw CLIError("No templates in \(directory): a template is a folder holding template.json or template.yaml.")
        }
        let options = try appearance.apply(to: canvas.apply(to: formatting.apply(to: RenderOptions())))
        // Load and plan every template first, on every core (planning builds each entry's view
        // tree); a broken one keeps its error for the page.
        let matrix = appearance.apply(to: RenderMatrix(firstEntryOnly: true))
        let directory = self.directory
        let planned = WidgetRenderer.concurrentMap(locations, threads: concurrency.threads) { location in
            var section = GallerySection(location: location)
            var jobs: [RenderJob] = []
            do {
                let template = try WidgetTemplate.load(from: location.folder,
                                                       displayName: (directory as NSString).appendingPathComponent(location.name))
                section.metadata = template.metadata
                section.name = template.metadata.name
                jobs = try WidgetRenderer.plan(BoundTemplate(template, defaultDate: options.now), matrix: matrix, options: options)
            } catch {
                section.error = FailureReport(error).message
            }
            return (section, jobs)
        }
        var sections: [GallerySection] = []
        var jobs: [(section: Int, job: RenderJob)] = []
        for (section, sectionJobs) in planned {
            jobs += sectionJobs.map { (sections.count, $0) }
            sections.append(section)
        }
        let files = StagedOutputs()
        try files.folder(outDir)
        let progress = Progress(total: jobs.count)
        let outDir = self.outDir
        // Both cores draw; each image is encoded and staged as it finishes, and only what the
        // page needs is kept.
        let queued = jobs
        let images = try WidgetRenderer.render(queued.map(\.job), threads: concurrency.threads) { index, widget in
            let (section, job) = queued[index]
            let file = job.fileStem + ".png"
            try files.add(try widget.pngData(), to: URL(fileURLWithPath: outDir).appendingPathComponent(file))
            progress.advance(file)
            return (section, GalleryImage(cell: job.cell, summary: RenderSummary(job, widget: widget, file: file),
                                          widgetURL: widget.linkMap.widgetURL))
        }
        progress.finish()
        for (section, image) in images { sections[section].images.append(image) }
        try files.add(text: GalleryPage(sections: sections).html, to: URL(fileURLWithPath: outDir).appendingPathComponent("index.html"))
        try files.add(text: try GalleryPage.json(sections), to: URL(fileURLWithPath: outDir).appendingPathComponent("gallery.json"))
        try files.commit()
        let broken = sections.filter { $0.error != nil }
        print("\(images.count) images, index.html and gallery.json in \(outDir)")
        if !broken.isEmpty {
            for s in broken { FileHandle.standardError.write(Data("\(s.location.name): \(s.error ?? "")\n".utf8)) }
            throw CLIError("\(broken.count) of \(sections.count) templates did not render (\(broken.map(\.location.name).joined(separator: ", "))); their errors are above and on the page in place of their images.")
        }
    }
}

/// One template on the gallery page: its images, or the error that stopped it.
struct GallerySection {
    let location: TemplateLocation
    /// The template's name (its folder's until it loads), which prefixes its image files.
    var name: String
    var metadata: TemplateMetadata?
    var images: [GalleryImage] = []
    var error: String?

    init(location: TemplateLocation) {
        self.location = location
        name = location.name
    }
}

/// One image on the gallery page, without its pixels (they are on disk already).
/// One image on the gallery page: its cell, and the render as every report spells it.
struct GalleryImage: Sendable {
    let cell: RenderCell
    let summary: RenderSummary
    /// The URL a tap outside every link opens.
    let widgetURL: URL?

    var file: String { summary.file ?? summary.name + ".png" }
    /// The gallery row it is shown in: its family, or its presentation.
    var row: String { cell.presentation ?? cell.family.shortName }
    var pixelWidth: Int { summary.width }
    var pixelHeight: Int { summary.height }
    var scale: Double { summary.scale }
    var diagnostics: [Diagnostic] { summary.diagnostics }
}