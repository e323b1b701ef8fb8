import Foundation
import Testing
@testable import WidgetTemplates

/// The shipped templates, rendered with their sample data: every supported family, light and
/// dark, without an error. With `WIDGET_TEMPLATES_PNG_DIR` set, the PNGs are written there to
/// be looked at.
@Suite("Shipped templates")
struct TemplateGalleryTests {
    static let templatesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Templates")

    static var templateNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: templatesDirectory.path)) ?? [])
            .filter { FileManager.default.fileExists(atPath: templatesDirectory.appendingPathComponent("\($0)/template.json").path) }
            .sorted()
    }

    @Test("Each shipped template renders every family it supports, light and dark, from its sample data", arguments: templateNames)
    func rendersSample(name: String) throws {
        let template = try WidgetTemplate.load(from: Self.templatesDirectory.appendingPathComponent(name))
        let dataURL = try #require(template.sampleDataURL)
        let timeline = try template.timeline(from: dataURL)
        let outDir = ProcessInfo.processInfo.environment["WIDGET_TEMPLATES_PNG_DIR"].map { URL(fileURLWithPath: $0) }
        let loader = RemoteImageLoader(configuration: .init(timeout: 2))
        for family in template.metadata.families {
            for (i, entry) in timeline.entries.enumerated() {
                let instance = try template.instantiate(entry: entry, family: family, configuration: timeline.configuration, images: loader)
                for scheme in ColorScheme.allCases {
                    var options = instance.renderOptions()
                    options.colorScheme = scheme
                    let widget = try WidgetRenderer.render(instance.view, options: options)
                    let errors = (instance.diagnostics + widget.diagnostics).filter { $0.severity == .error }
                    #expect(errors.isEmpty, "\(name) \(family) \(scheme): \(errors)")
                    if let outDir {
                        try FileManager.default.createDirectory(at: outDir, withIntermediateDirectories: true)
                        let suffix = timeline.entries.count > 1 ? "-\(i)" : ""
                        try widget.writePNG(to: outDir.appendingPathComponent("\(name)-\(family.shortName)-\(scheme.rawValue)\(suffix).png"))
                    }
                }
            }
        }
    }
}
