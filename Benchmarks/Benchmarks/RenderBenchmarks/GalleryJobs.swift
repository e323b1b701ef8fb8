import Foundation
import WidgetRender

/// The gallery's jobs: every template of the repository's `Templates/` folder, each of its
/// families, light and dark, first timeline entry, at a fixed "now".
enum GalleryJobs {
    static let templates = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Templates")

    /// One template of `Templates/`, loaded as a server keeps it.
    static func template(named name: String) -> WidgetTemplate? {
        try? WidgetTemplate.load(from: templates.appendingPathComponent(name), displayName: name)
    }

    static func plan() -> [RenderJob] {
        let now = Date(timeIntervalSince1970: 1_772_355_600)  // 2026-03-01T09:00:00Z
        let options = RenderOptions(now: now)
        guard let locations = try? WidgetTemplate.discover(in: templates) else { return [] }
        return locations.flatMap { location -> [RenderJob] in
            guard let template = try? WidgetTemplate.load(from: location.folder, displayName: location.name),
                  let bound = try? BoundTemplate(template, defaultDate: now) else { return [] }
            return (try? WidgetRenderer.plan(bound, matrix: RenderMatrix(firstEntryOnly: true), options: options)) ?? []
        }
    }
}
