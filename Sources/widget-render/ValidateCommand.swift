import ArgumentParser
import Foundation
import WidgetRender
import WidgetTemplates

/// `widget-render validate TEMPLATE…`: checks templates and their sample data without rendering.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check templates (and their sample data, for every family they support) and report every problem.")

    @Argument(help: "Template folders or files.")
    var templates: [String]

    func run() throws {
        var failures = 0
        for path in templates {
            do {
                let template = try WidgetTemplate.load(from: URL(fileURLWithPath: path), displayName: path)
                var entries = 0
                if let sample = template.sampleDataURL {
                    let timeline = try template.timeline(from: sample)
                    entries = timeline.entries.count
                    for family in template.metadata.families {
                        _ = try template.instantiate(timeline: timeline, family: family, configuration: timeline.configuration)
                    }
                }
                let families = template.metadata.families.map(\.shortName).joined(separator: ", ")
                print("ok  \(path): \(template.metadata.displayName) — \(families); \(template.metadata.parameters.count) parameters; \(entries) sample entries")
            } catch {
                failures += 1
                FileHandle.standardError.write(Data("\(error)\n".utf8))
            }
        }
        if failures > 0 {
            throw CLIError("\(failures) of \(templates.count) template\(templates.count == 1 ? "" : "s") did not validate; each problem is listed above with its file, line and JSON pointer.")
        }
    }
}
