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
    @OptionGroup var sharding: ShardOptions

    func run() throws {
        let locations = try WidgetTemplate.discover(in: URL(fileURLWithPath: directory))
        guard !locations.isEmpty else {
            throw CLIError("No templates in \(directory): a template is a folder holding template.json or template.yaml.")
        }
        let options = try appearance.apply(to: canvas.apply(to: formatting.apply(to: RenderOptions())))
        // Load and plan every template first, on every core (planning builds each entry's view
        // tree); a broken one keeps its error for the page. Every shard plans the whole gallery.
        let matrix = appearance.apply(to: RenderMatrix(firstEntryOnly: true))
        let directory = self.directory
        let planned = WidgetRenderer.concurrentMap(locations, threads: concurrency.threads) { location in
            var section = GallerySection(location: location)
            var jobs: [RenderJob] = []
            do {
                let template = try WidgetTemplate.load(from: location.folder,
                                                       displayName: (directory as NSString).appendingPathComponent(location.name))
                section.title = GalleryTitle(template.metadata)
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
        let plannedFiles = jobs.map { $0.job.fileStem + ".png" }
        let files = StagedOutputs()
        try files.folder(outDir)
        let queued = sharding.select(jobs)
        let progress = Progress(total: queued.count)
        let outDir = self.outDir
        // Both cores draw; each image is encoded and staged as it finishes, and only what the
        // page needs is kept.
        let images = try WidgetRenderer.render(queued.map(\.job.job), threads: concurrency.threads) { index, widget in
            let (planned, (section, job)) = queued[index]
            let file = plannedFiles[planned]
            try files.add(try widget.pngData(), to: URL(fileURLWithPath: outDir).appendingPathComponent(file))
            progress.advance(file)
            return (section, GalleryImage(job: planned, cell: GalleryCell(job.cell), summary: RenderSummary(job, widget: widget, file: file),
                                          widgetURL: widget.linkMap.widgetURL))
        }
        progress.finish()
        for (section, image) in images { sections[section].images.append(image) }
        if let shard = sharding.shard {
            let manifest = GalleryShardManifest(shard: shard, plannedFiles: plannedFiles, sections: sections)
            try files.add(text: try manifest.json(), to: URL(fileURLWithPath: outDir).appendingPathComponent(GalleryShardManifest.fileName))
            try files.commit()
            print("\(images.count) of \(plannedFiles.count) images (shard \(shard)) and \(GalleryShardManifest.fileName) in \(outDir); "
                  + "`widget-render merge` joins the \(shard.count) shards into one gallery")
        } else {
            try GalleryPage(sections: sections).stage(in: outDir, files: files)
            try files.commit()
            print("\(images.count) images, index.html and gallery.json in \(outDir)")
        }
        Self.printFindings(sections, folder: directory)
        try GalleryPage.reportBroken(sections)
    }

    /// Each template's warnings and errors on standard error, each distinct one once with the
    /// images it is in, under the template's folder.
    static func printFindings(_ sections: [GallerySection], folder: String) {
        for section in sections {
            var groups = DiagnosticGroups()
            for image in section.images { groups.add(image.diagnostics, image: image.file) }
            let lines = groups.lines
            guard !lines.isEmpty else { continue }
            let name = (folder as NSString).appendingPathComponent(section.folderName)
            let text = ([name + ":"] + lines.map { "  " + $0 }).joined(separator: "\n") + "\n"
            FileHandle.standardError.write(Data(text.utf8))
        }
    }
}
