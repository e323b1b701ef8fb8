import ExampleWidgets
import Foundation
import Testing
import WidgetSnapshotTesting

/// The examples of `Examples/Widgets`, rendered as their example programs render them.
@MainActor @Suite("Example snapshots")
struct ExampleSnapshots {
    /// `Examples/Countdown/main.swift`: a fixed now, no content margins (iOS 14, as the seed).
    @Test("the countdown example matches its references")
    func countdown() {
        let now = Date(timeIntervalSince1970: 1_772_355_600)  // 2026-03-01T09:00:00Z
        let entry = SimpleEntry(date: now, model: AddTimePlanModel(title: "Anniversary"))
        assertWidgetSnapshot(of: CountdownEntryView(entry: entry), options: RenderOptions(now: now, contentMargins: nil))
    }

    @Test("the family-switch example matches its references")
    func extensionTwo() {
        assertWidgetSnapshot(of: Extension_TwoEntryView())
    }

    @Test("the cup-size example matches its references")
    func cupSize() {
        assertWidgetSnapshot(of: CupSizeView())
    }

    /// `Examples/Widgets/Weather.swift`: SF Symbols, `Label` and an inline symbol per family.
    @Test("the weather example matches its references")
    func weather() {
        assertWidgetSnapshot(of: WeatherWidgetView())
    }

    /// `Examples/Widgets/TransparentPhoto.swift`: the logo over the example wallpaper's crop, at
    /// each family's first slot.
    @Test("the transparent-photo example matches its references")
    func transparentPhoto() throws {
        let catalog = try DeviceCatalog.builtIn()
        let wallpapers = try ExampleWallpapers.load(PixelSize(width: 1170, height: 2532), catalog: catalog)
        assertWidgetSnapshot { variant in
            let family = try SlotFamily(rawValue: variant.family.shortName).unwrap("no slot family for \(variant.family)")
            let slot = try WidgetSlot(family: family, position: try family.positions.first.unwrap("no slot"))
            return try WidgetRenderer.renderTransparent(TransparentPhotoView(), wallpapers: wallpapers, slot: slot, catalog: catalog,
                                                        options: variant.renderOptions()).widget
        }
    }
}

struct MissingValue: Error, CustomStringConvertible {
    var description: String
}

extension Optional {
    func unwrap(_ why: String) throws -> Wrapped {
        guard let self else { throw MissingValue(description: why) }
        return self
    }
}
