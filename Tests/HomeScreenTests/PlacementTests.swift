import Foundation
import Testing
import WidgetCore
@testable import HomeScreen

/// iPad, Mac and Apple Watch widget sizes (Resources/placement-sizes.json), each against the
/// source row it was copied from.
@Suite("Placements beyond the iPhone")
struct PlacementTests {
    @Test("The table loads: 10 iPad screens, the Mac, 8 watch sizes")
    func loads() {
        let byPlatform = Dictionary(grouping: DeviceProfile.placements, by: \.platform)
        #expect(byPlatform[.iPad]?.count == 10 && byPlatform[.mac]?.count == 1 && byPlatform[.watch]?.count == 8)
        #expect(Set(DeviceProfile.placements.map(\.id)).count == DeviceProfile.placements.count)
    }

    @Test("iPad Air 11-inch (820x1180 pt): the HIG's canvas sizes, extra large included; the Home Screen sizes in the note")
    func iPad() throws {
        let p = try #require(DeviceProfile.named("ipad-820x1180"))
        #expect(p.scale == 2 && p.screen == Size(width: 820, height: 1180))
        #expect(p.size(of: .systemSmall) == Size(width: 155, height: 155))
        #expect(p.size(of: .systemMedium) == Size(width: 342, height: 155))
        #expect(p.size(of: .systemLarge) == Size(width: 342, height: 342))
        #expect(p.size(of: .systemExtraLarge) == Size(width: 715.5, height: 342))
        // Extra large portrait: measured on iPadOS 27 (no Apple size), said so.
        #expect(p.size(of: .systemExtraLargePortrait) == Size(width: 342, height: 529))
        #expect(p.sizeNote?.contains("systemSmall 136x136") == true && p.sizeNote?.contains("not published by Apple") == true)
        // The HIG gives no iPad Lock Screen widget sizes.
        #expect(p.size(of: .accessoryCircular) == nil)
    }

    @Test("The Mac: measured desktop sizes (Apple publishes none), marked as such")
    func mac() throws {
        let p = try #require(DeviceProfile.named("mac"))
        #expect(p.size(of: .systemSmall) == Size(width: 164, height: 164))
        #expect(p.size(of: .systemExtraLarge) == Size(width: 704, height: 344))
        #expect(p.size(of: .systemExtraLargePortrait) == Size(width: 344, height: 704))
        #expect(p.sizeNote?.contains("not published by Apple") == true)
    }

    @Test("Apple Watch: the HIG's Smart Stack size where it has one; measured watch-face circles elsewhere; no system families, no corner")
    func watch() throws {
        let s45 = try #require(DeviceProfile.named("watch-45mm"))
        #expect(s45.size(of: .accessoryRectangular) == Size(width: 184, height: 80.5))
        #expect(s45.sizeNote == nil)
        #expect(s45.size(of: .systemSmall) == nil && s45.size(of: .accessoryCorner) == nil && s45.size(of: .accessoryInline) == nil)
        let s46 = try #require(DeviceProfile.named("watch-46mm"))
        #expect(s46.size(of: .accessoryCircular) == Size(width: 51, height: 51))
        #expect(s46.size(of: .accessoryRectangular) == Size(width: 194, height: 80.5))
        let ultra3 = try #require(DeviceProfile.named("watch-49mm-ultra3"))
        #expect(ultra3.size(of: .accessoryRectangular) == Size(width: 197, height: 84))
        #expect(DeviceProfile.named("watch-49mm")?.size(of: .accessoryRectangular) == Size(width: 191, height: 81.5))
    }

    @Test("--device names reach them through the catalog; iPhone ids still resolve to the catalog's")
    func catalogLookup() throws {
        let catalog = try DeviceCatalog.builtIn()
        #expect(try catalog.profile(named: "ipad-1024x1366").size(of: .systemSmall) == Size(width: 170, height: 170))
        #expect(try catalog.profile(named: "1170x2532") == DeviceProfile.iPhone390x844)
        #expect(throws: HomeScreenError.self) { try catalog.profile(named: "ipad-1x1") }
    }
}
