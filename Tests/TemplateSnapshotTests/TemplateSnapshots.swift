import Foundation
import Testing
import WidgetSnapshotTesting

/// Every template in `Templates/`, small, medium and large, light and dark, with its sample
/// data: `__Snapshots__/TemplateSnapshots/template.<name>-<family>-<scheme>.{png,txt}`.
/// A template added to the folder is picked up here; without references it fails on CI and
/// records them locally (see the WidgetSnapshotTesting module documentation).
@Suite("Template snapshots")
struct TemplateSnapshots {
    @Test("every template matches its references in each family and color scheme",
          arguments: RepositoryPaths.templateNames)
    func template(_ name: String) {
        assertWidgetSnapshot(ofTemplateAt: RepositoryPaths.templates.appendingPathComponent(name), named: name)
    }

    @Test("every template the tools find, JSON and YAML, has an image and a text reference for each family and scheme")
    func everyTemplateHasReferences() throws {
        let locations = try WidgetTemplate.discover(in: RepositoryPaths.templates)
        #expect(locations.map(\.name).contains("todo-yaml"))
        #expect(locations.count >= 10)
        var missing: [String] = []
        for location in locations {
            let template = try WidgetTemplate.load(from: location.folder)
            for family in template.metadata.families where family != .systemExtraLarge {
                for scheme in family.isAccessory ? [ColorScheme.dark] : ColorScheme.allCases {
                    for ext in ["png", "txt"] {
                        let file = "template.\(location.name)-\(family.shortName)-\(scheme.rawValue).\(ext)"
                        if !FileManager.default.fileExists(atPath: RepositoryPaths.templateReferences.appendingPathComponent(file).path) {
                            missing.append(file)
                        }
                    }
                }
            }
        }
        #expect(missing.isEmpty, "templates without references (run the template snapshot test locally to record them): \(missing)")
    }
}
