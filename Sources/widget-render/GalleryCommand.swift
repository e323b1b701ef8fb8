import ArgumentParser
import Foundation
import WidgetRender

/// `widget-render gallery [DIR] --out-dir DIR`: every template × family × color scheme on one page.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render every template in a folder for every family and color scheme, with an index.html showing them and their links.",
        discussion: """
            A template that does not load or render is shown on the page with its errors in place \
            of its images; the others are written, and the command exits 1 at the end.
            """)

    @Argument(help: "The folder of templates (each in its own folder with a template.json or template.yaml).")
    var directory: String = "Templates"

    @OptionGroup var canvas: CanvasOptions
    @OptionGroup var formatting: FormattingOptions

    @Option(name: .customLong("out-dir"), help: "Where to write the images and index.html.")
    var outDir: String = "out/gallery"

    func run() throws {
        let locations = try WidgetTemplate.discover(in: URL(fileURLWithPath: directory))
        guard !locations.isEmpty else {
            throw CLIError("No templates in \(directory): a template is a folder holding template.json or template.yaml.")
        }
        let options = try canvas.apply(to: formatting.apply(to: RenderOptions()))
        let files = StagedOutputs()
        try files.folder(outDir)
        let progress = Progress(total: locations.count)
        var sections: [GallerySection] = []
        for location in locations {
            sections.append(try renderSection(location, options: options, files: files))
            progress.advance(location.name)
        }
        progress.finish()
        let html = GalleryPage(sections: sections).html
        try files.add(text: html, to: URL(fileURLWithPath: outDir).appendingPathComponent("index.html"))
        try files.commit()
        let images = sections.reduce(0) { $0 + $1.images.count }
        let broken = sections.filter { $0.error != nil }
        print("\(images) images and index.html in \(outDir)")
        if !broken.isEmpty {
            for s in broken { FileHandle.standardError.write(Data("\(s.location.name): \(s.error ?? "")\n".utf8)) }
            throw CLIError("\(broken.count) of \(sections.count) templates did not render (\(broken.map(\.location.name).joined(separator: ", "))); their errors are above and on the page in place of their images.")
        }
    }

    /// One template's images, or its error: a broken template does not stop the others.
    private func renderSection(_ location: TemplateLocation, options: RenderOptions, files: StagedOutputs) throws -> GallerySection {
        var section = GallerySection(location: location)
        do {
            let template = try WidgetTemplate.load(from: location.folder,
                                                   displayName: (directory as NSString).appendingPathComponent(location.name))
            section.metadata = template.metadata
            let bound = try BoundTemplate(template, defaultDate: options.now)
            for job in try WidgetRenderer.plan(bound, matrix: RenderMatrix(firstEntryOnly: true), options: options) {
                let widget = try job.render()
                let file = job.cell.fileStem(bound.name) + ".png"
                try files.add(try widget.pngData(), to: URL(fileURLWithPath: outDir).appendingPathComponent(file))
                section.images.append(GalleryImage(cell: job.cell, file: file, pixelWidth: widget.pixelWidth,
                                                   pixelHeight: widget.pixelHeight, scale: widget.canvas.scale,
                                                   linkMap: widget.linkMap, diagnostics: widget.diagnostics))
            }
        } catch let error as OutputError {
            throw error
        } catch {
            section.images = []
            section.error = FailureReport(error).message
        }
        return section
    }
}

/// One template on the gallery page: its images, or the error that stopped it.
struct GallerySection {
    let location: TemplateLocation
    var metadata: TemplateMetadata?
    var images: [GalleryImage] = []
    var error: String?

    init(location: TemplateLocation) { self.location = location }
}

/// One image on the gallery page, without its pixels (they are on disk already).
struct GalleryImage {
    let cell: RenderCell
    let file: String
    let pixelWidth: Int
    let pixelHeight: Int
    let scale: Double
    let linkMap: LinkMap
    let diagnostics: [Diagnostic]
}
