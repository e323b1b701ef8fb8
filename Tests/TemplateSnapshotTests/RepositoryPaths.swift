import Foundation

/// Folders of this repository, found from this file so tests run from any directory.
enum RepositoryPaths {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let templates = root.appendingPathComponent("Templates")

    /// Every folder of `Templates/` that holds a `template.json`, by name.
    static var templateNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: templates.path)) ?? []
        return names.filter {
            FileManager.default.fileExists(atPath: templates.appendingPathComponent($0).appendingPathComponent("template.json").path)
        }.sorted()
    }
}
