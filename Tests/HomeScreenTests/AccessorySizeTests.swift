import Testing
import WidgetCore
@testable import HomeScreen

@Suite struct AccessorySizeTests {
    @Test func lockScreenSizesFollowTheHIGTable() throws {
        let t = try AccessorySizeTable.builtIn()
        #expect(t.rows.count == 9)
        let pro = try #require(t.sizes(forScreen: Size(width: 393, height: 852)))
        #expect(pro.circular == Size(width: 72, height: 72))
        #expect(pro.rectangular == Size(width: 160, height: 72))
        #expect(pro.inline == Size(width: 234, height: 26))
        let max = try #require(t.sizes(forScreen: Size(width: 430, height: 932)))
        #expect(max.rectangular == Size(width: 172, height: 76) && max.inline == Size(width: 257, height: 26))
        #expect(t.sizes(forScreen: Size(width: 375, height: 667))?.circular == Size(width: 68, height: 68))
    }

    @Test func aScreenTheTableDoesNotListHasNoSizes() throws {
        #expect(try AccessorySizeTable.builtIn().sizes(forScreen: Size(width: 402, height: 874)) == nil)
    }

    @Test func everyCatalogScreenWithLockScreenWidgetsIsEitherListedOrNewerThanTheTable() throws {
        let table = try AccessorySizeTable.builtIn()
        let unlisted = Set(try DeviceCatalog.builtIn().devices.map { "\($0.points.width)x\($0.points.height)" }
            .filter { name in !table.rows.contains { "\(Int($0.screen.width))x\(Int($0.screen.height))" == name } })
        // iPhone 16 Pro / Pro Max, 17 Air, zoomed mini, SE 1: no public table (yet) or no Lock Screen widgets.
        #expect(unlisted == ["402x874", "440x956", "420x912", "320x693", "320x568"])
    }
}
