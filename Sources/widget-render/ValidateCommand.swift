import ArgumentParser
import Foundation
import WidgetRender

/// `widget-render validate PATH…`: checks templates and their sample data without rendering.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check templates (and their sample data, for every family they support) and report every problem.",
        discussion: """
            Each path is a template folder, a template file, or a folder of template folders \
            (every template in it is checked). With several paths (`Templates/*/`), folders that \
            hold no template, such as Templates/schema/, are passed over with a note.
            """)

    @Argument(help: "Template folders or files, or folders of templates.")
    var paths: [String]

    func run() throws {
        var checked = 0, failures = 0
        for path in paths {
            for target in try templateTargets(path, among: paths) {
                checked += 1
                do {
                    print(try check(target))
                } catch {
                    failures += 1
                    FileHandle.standardError.write(Data("\(FailureReport(error).message)\n".utf8))
                }
            }
        }
        if failures > 0 {
            throw CLIError("\(failures) of \(checked) template\(checked == 1 ? "" : "s") did not validate; each problem is listed above with its file, line and JSON pointer.")
        }
        if checked == 0 {
            throw CLIError("No template in \(paths.joined(separator: ", ")): give template folders, template files, or a folder of templates.")
        }
    }

    /// `1 parameter`, `2 parameters`.
    static func count(_ n: Int, _ one: String, _ many: String? = nil) -> String {
        "\(n) " + (n == 1 ? one : many ?? one + "s")
    }

    /// Loads the template, binds its sample data and instantiates it for every family it supports.
    private func check(_ path: String) throws -> String {
        let template = try WidgetTemplate.load(from: URL(fileURLWithPath: path), displayName: path)
        var entries = 0
        if template.sampleDataURL != nil {
            let bound = try BoundTemplate(template)
            entries = bound.timeline.entries.count
            let families = template.metadata.kind == .widget ? template.metadata.families : nil
            _ = try WidgetRenderer.plan(bound, matrix: RenderMatrix(families: families, colorSchemes: [.light]))
        }
        let families = template.metadata.placementNames.joined(separator: ", ")
        return "ok  \(path): \(template.metadata.displayName) — \(families); \(Self.count(template.metadata.parameters.count, "parameter")); \(Self.count(entries, "sample entry", "sample entries"))"
    }
}

/// The templates `path` stands for: itself when it is a template folder or file, else every
/// template folder inside it. With several `paths`, a folder holding no template is passed over
/// with a note (`Templates/*/` includes `Templates/schema/`).
func templateTargets(_ path: String, among paths: [String]) throws -> [String] {
    let url = URL(fileURLWithPath: path)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
          !WidgetTemplate.isTemplateFolder(url) else { return [path] }
    let inside = try WidgetTemplate.discover(in: url).map { (path as NSString).appendingPathComponent($0.name) }
    if inside.isEmpty, paths.count > 1 {
        FileHandle.standardError.write(Data("note: \(path) holds no template; passed over.\n".utf8))
    } else if inside.isEmpty {
        return [path]  // reported as the missing template.json it is
    }
    return inside
}
