import Foundation
import Testing
import WidgetRender
@testable import WidgetTemplates

/// The shipped templates, rendered by the facade with their sample data: every supported
/// family, every entry, light and dark, without an error. With `WIDGET_TEMPLATES_PNG_DIR` set,
/// the PNGs are written there to be looked at.
@Suite("Shipped templates")
struct TemplateGalleryTests {
    static let templatesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Templates")

    /// Every template the tools find (JSON and YAML), by the one discovery they all use.
    static var templateNames: [String] {
        ((try? WidgetTemplate.discover(in: templatesDirectory)) ?? []).map(\.name)
    }

    @Test("Discovery finds the JSON and the YAML templates and passes over Templates/schema")
    func discovery() throws {
        let names = try WidgetTemplate.discover(in: Self.templatesDirectory).map(\.name)
        #expect(names.contains("todo") && names.contains("todo-yaml") && names.contains("countdown"))
        #expect(!names.contains("schema"))
        #expect(names == names.sorted())
    }

    @Test("Each shipped template renders every family it supports, light and dark, from its sample data", arguments: templateNames)
    func rendersSample(name: String) throws {
        let template = try WidgetTemplate.load(from: Self.templatesDirectory.appendingPathComponent(name))
        let bound = try BoundTemplate(template)
        let outDir = ProcessInfo.processInfo.environment["WIDGET_TEMPLATES_PNG_DIR"].map { URL(fileURLWithPath: $0) }
        let matrix = RenderMatrix(families: template.metadata.families)
        let jobs = try WidgetRenderer.plan(bound, matrix: matrix, images: RemoteImageLoader(configuration: .init(timeout: 2)))
        // Light and dark for the Home Screen families, one (dark, vibrant) look for the Lock Screen's.
        let looks = template.metadata.families.map { $0.isAccessory ? 1 : 2 }.reduce(0, +)
        #expect(jobs.count == looks * bound.timeline.entries.count)
        for job in jobs {
            let widget = try job.render()
            let errors = widget.diagnostics.filter { $0.severity == .error }
            #expect(errors.isEmpty, "\(name) \(job.cell): \(errors)")
            if let outDir {
                try FileManager.default.createDirectory(at: outDir, withIntermediateDirectories: true)
                try widget.writePNG(to: outDir.appendingPathComponent(job.cell.fileStem(name) + ".png"))
            }
        }
    }
}
