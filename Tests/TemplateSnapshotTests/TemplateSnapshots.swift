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
    func template(_ name: String) throws {
        let url = RepositoryPaths.templates.appendingPathComponent(name)
        assertWidgetSnapshot(ofTemplateAt: url, devices: Self.devices(for: try WidgetTemplate.load(from: url)), named: name)
    }

    /// A Live Activity is snapshotted on an iPhone with a Dynamic Island (iPhone 15), so its
    /// island presentations are drawn; everything else on the default iPhone.
    static func devices(for template: WidgetTemplate) -> [DeviceProfile] {
        template.metadata.kind == .liveActivity ? [DeviceProfile.named("1179x2556")!] : [.iPhone390x844]
    }

    @Test("every template the tools find, JSON and YAML, has an image and a text reference for each family and scheme")
    func everyTemplateHasReferences() throws {
        let locations = try WidgetTemplate.discover(in: RepositoryPaths.templates)
        #expect(locations.map(\.name).contains("todo-yaml"))
        #expect(locations.count >= 10)
        var missing: [String] = []
        var presentations = 0
        for location in locations {
            let template = try WidgetTemplate.load(from: location.folder)
            // The images the assertion takes, as the planner names them (a presentation in
            // place of a family, the device when it is not the default one).
            let devices = Self.devices(for: template)
            let jobs = try WidgetRenderer.plan(BoundTemplate(template), matrix: RenderMatrix(devices: devices, firstEntryOnly: true))
            for job in jobs {
                if job.cell.surface != nil { presentations += 1 }
                for ext in ["png", "txt"] {
                    let file = "template.\(location.name)-\(job.cell.variantName).\(ext)"
                    if !FileManager.default.fileExists(atPath: RepositoryPaths.templateReferences.appendingPathComponent(file).path) {
                        missing.append(file)
                    }
                }
            }
        }
        // match: the Lock Screen view light and dark and four island forms; front-door: four
        // presentations on and off.
        #expect(presentations == 6 + 8)
        #expect(missing.isEmpty, "templates without references (run the template snapshot test locally to record them): \(missing)")
    }
}
