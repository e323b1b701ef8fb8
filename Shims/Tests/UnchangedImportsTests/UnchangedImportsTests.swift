import Foundation
import Testing
import SwiftUI
import WidgetKit

@Suite("Imports unchanged")
struct UnchangedImportsTests {
    @Test("An extension importing SwiftUI, WidgetKit, AppIntents, ActivityKit and Charts renders its widget and its Live Activity")
    func rendersThroughShims() async throws {
        let widgets = try await WidgetTimelines.enumerate(TransitBundle(), options: WidgetEnumerationOptions(now: Date(timeIntervalSince1970: 1_767_225_600)))
        #expect(widgets.map(\.descriptor.kind) == ["Stops", "TripAttributes"])
        let trip = try #require(WidgetTimelines.activity(of: TripLiveActivity()))
        let island = try WidgetRenderer.render(activity: trip, attributes: TripAttributes(line: "T4"),
                                               state: TripAttributes.ContentState(stopsLeft: 3, nextStop: "Harbour"),
                                               presentation: .islandCompact, options: RenderOptions(device: DeviceProfile.named("1179x2556")!))
        #expect(abs(island.composed.size.width - 230) < 0.01)
        // URLSession from `import Foundation` alone, as on Apple platforms.
        _ = URLSession.shared.configuration
    }

    @Test("The extension's Assets.xcassets gives Xcode's symbols: .foregroundStyle(.line) draws LineColor (#E4002B)")
    func assetSymbols() throws {
        #expect(ColorResource.line.name == "LineColor")
        let swatch = try WidgetRenderer.render(Rectangle().foregroundStyle(.line),
                                               options: RenderOptions(family: .systemSmall, contentMargins: nil, cornerRadius: nil))
        #expect(swatch.bitmap.color(atX: 100, y: 100) == RGBA(red: 0xE4 / 255, green: 0, blue: 0x2B / 255, alpha: 1))
    }
}
