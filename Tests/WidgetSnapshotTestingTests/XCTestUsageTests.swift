import Foundation
import WidgetSnapshotTesting
import XCTest

/// The assertion from XCTest: references in `__Snapshots__/XCTestUsageTests/` beside this file.
final class XCTestUsageTests: XCTestCase {
    func testBadge() {
        assertWidgetSnapshot(of: Badge(), families: [.systemSmall], colorSchemes: [.light, .dark])
    }

    func testTemplate() {
        let linkDemo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Templates/link-demo")
        assertWidgetSnapshot(ofTemplateAt: linkDemo, families: [.systemMedium], colorSchemes: [.dark])
    }
}
