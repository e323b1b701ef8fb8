import ArgumentParser
import Foundation
import WidgetRender
import WidgetTemplates

/// `widget-render gallery [DIR] --out-dir DIR`: every template × family × color scheme on one page.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render every template in a folder for every family and color scheme, with an index.html showing them and their links.")

    @Argument(help: "The folder of templates (each in its own folder with a template.json or template.yaml).")
    var directory: String = "Templates"

    @OptionGroup var canvas: CanvasOptions

    @Option(name: .customLong("out-dir"), help: "Where to write the images and index.html.")
    var outDir: String = "out/gallery"

    func run() throws {
        let folders = try userErrors { try templateFolders() }
        guard !folders.isEmpty else {
            throw CLIError("No templates in \(directory): a template is a folder holding template.json or template.yaml.")
        }
        let prepared = try canvas.prepare()
        // Load and instantiate everything first: an invalid template stops the gallery before any file is written.
        var sections: [GallerySection] = []
        for folder in folders {
            let inputs = try TemplateInputs.parse([folder])
            let loaded = try inputs.load()
            var items: [(WidgetFamily, TemplateInstance)] = []
            for family in loaded.template.metadata.families where family != .systemExtraLarge {
                if let first = try loaded.instances(for: family).first { items.append((family, first)) }
            }
            sections.append(GallerySection(template: loaded.template, instances: items))
        }
        let total = sections.reduce(0) { $0 + $1.instances.count * ColorScheme.allCases.count }
        let progress = Progress(total: total)
        var rendered: [GalleryImage] = []
        for section in sections {
            for (family, instance) in section.instances {
                for scheme in ColorScheme.allCases {
                    let widget = try prepared.render(instance, scheme: scheme)
                    let name = "\(section.template.metadata.name)-\(family.shortName)-\(scheme.rawValue).png"
                    rendered.append(GalleryImage(template: section.template.metadata.name, family: family, scheme: scheme,
                                                 file: name, widget: widget, linkMap: widget.linkMap(profile: prepared.linkProfile)))
                    progress.advance(name)
                }
            }
        }
        progress.finish()
        try userErrors {
            try FileManager.default.createDirectory(atPath: outDir, withIntermediateDirectories: true)
            for image in rendered {
                try image.widget.writePNG(to: URL(fileURLWithPath: outDir).appendingPathComponent(image.file))
            }
            let html = GalleryPage(sections: sections, images: rendered, scale: prepared.device.scale).html
            try AtomicFile.write(Data(html.utf8), to: URL(fileURLWithPath: outDir).appendingPathComponent("index.html"))
        }
        print("\(rendered.count) images and index.html in \(outDir)")
    }

    private func templateFolders() throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        return names.map { (directory as NSString).appendingPathComponent($0) }.filter { folder in
            ["template.json", "template.yaml", "template.yml"].contains {
                FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent($0))
            }
        }
    }
}

struct GallerySection {
    let template: WidgetTemplate
    let instances: [(WidgetFamily, TemplateInstance)]
}

struct GalleryImage {
    let template: String
    let family: WidgetFamily
    let scheme: ColorScheme
    let file: String
    let widget: RenderedWidget
    let linkMap: LinkMap
}
