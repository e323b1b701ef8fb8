import Foundation
import WidgetSnapshotTesting

/// Folders of this repository, found from this file so tests run from any directory.
enum RepositoryPaths {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let templates = root.appendingPathComponent("Templates")
    static let templateReferences = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/TemplateSnapshots")

    /// Every template of `Templates/`, JSON and YAML, found as every tool finds them.
    static var templateNames: [String] {
        ((try? WidgetTemplate.discover(in: templates)) ?? []).map(\.name)
    }
}
