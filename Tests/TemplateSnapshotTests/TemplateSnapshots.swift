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

    @Test("the nine templates of the repository are all found")
    func everyTemplateIsCovered() {
        #expect(RepositoryPaths.templateNames == [
            "calendar", "clock", "countdown", "link-demo", "link-demo-override", "stocks", "todo",
            "transparent-photo", "weather",
        ])
    }
}
