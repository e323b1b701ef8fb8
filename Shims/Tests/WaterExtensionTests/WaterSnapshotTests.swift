// The porting guide's test target on the example extension: its entry view and the whole widget,
// snapshot-tested through the shims. `scripts/plugin-check.sh` runs it with
// `swift package widget-render snapshots`, after making swift-snapshot-testing's build order go
// wrong on purpose.
import Foundation
import Testing
import WidgetSnapshotTesting
@testable import WaterExtension

@MainActor @Suite struct WaterSnapshotTests {
    @Test func entryView() {
        assertWidgetSnapshot(of: WaterEntryView(entry: WaterEntry(date: Date(timeIntervalSince1970: 1_767_225_600), glasses: 6, goal: 8)),
                             families: [.systemSmall])
    }

    @Test func widget() async {
        await assertWidgetSnapshot(of: WaterWidget())
    }
}
