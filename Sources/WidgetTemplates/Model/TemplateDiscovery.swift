import Foundation

/// A template found in a folder of templates: the one way every tool (the CLI's `gallery` and
/// `validate`, the snapshot tests) finds templates, JSON and YAML alike.
public struct TemplateLocation: Hashable, Sendable, CustomStringConvertible {
    /// The template's folder name (`countdown`).
    public var name: String
    /// The template's folder.
    public var folder: URL
    public var description: String { name }
}

extension WidgetTemplate {
    /// Whether `folder` holds a template file (one of ``fileNames``).
    public static func isTemplateFolder(_ folder: URL) -> Bool {
        fileNames.contains { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }
    }

    /// Every template directly inside `directory`: each subfolder holding `template.json`,
    /// `template.yaml` or `template.yml`, sorted by name. Other folders (a `schema/`) and files
    /// are passed over.
    public static func discover(in directory: URL) throws(TemplateError) -> [TemplateLocation] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            let exists = FileManager.default.fileExists(atPath: directory.path)
            throw TemplateError(TemplateIssue(file: directory.relativePath, pointer: .root,
                message: exists ? "is not a readable folder of templates; check its permissions." : "no such folder; give the folder that holds the template folders."))
        }
        return names.sorted().compactMap { name in
            let folder = directory.appendingPathComponent(name)
            return isTemplateFolder(folder) ? TemplateLocation(name: name, folder: folder) : nil
        }
    }
}
