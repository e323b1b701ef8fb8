import Foundation
import Testing
import WidgetSnapshotTesting

@Suite("The diff picture")
struct DiffPictureTests {
    @Test("an invisible change is drawn in the scale's colour for its ΔE (blue), not red, and outlined")
    func invisibleChangeIsNotRed() throws {
        let reference = try solid(120, 80, 0xFF80_8080)
        let actual = try changing(reference, [(x: 30, y: 40, value: 0xFF80_8082), (x: 31, y: 40, value: 0xFF80_8082)])
        let d = ImageDifference.compare(reference: reference, actual: actual)
        #expect(d.maxDeltaE > 0.5 && d.maxDeltaE < 1.5)
        let picture = try #require(DiffPicture(reference: reference, actual: actual, difference: d))
        let panel = try #require(picture.panels[.difference])
        let pixel = try #require(picture.bitmap.pixel(atX: panel.x + 30, y: panel.y + 40))
        #expect(pixel == DiffPicture.heatColor(deltaE: d.maxDeltaE))
        let (r, b) = ((pixel >> 16) & 0xFF, pixel & 0xFF)
        #expect(b > r, "bluish for ΔE under 1.5, got \(String(pixel, radix: 16))")
        // Unchanged pixels are a grey ghost, so the panel is not a solid colour.
        let ghost = try #require(picture.bitmap.pixel(atX: panel.x + 100, y: panel.y + 10))
        #expect((ghost >> 16) & 0xFF == ghost & 0xFF && ghost != pixel)
        #expect(picture.regions == [ImageDifference.Region(x: 30, y: 40, width: 2, height: 1)])
        // The outline, 4 px outside the region, in the within-or-over colour.
        #expect(picture.bitmap.pixel(atX: panel.x + 26, y: panel.y + 40) == 0xFFFF_00FF)
        // A large change is red.
        #expect(DiffPicture.heatColor(deltaE: 40) == 0xFFE8_001C)
    }

    @Test("four labelled panels: reference and actual as they are, blend between them")
    func panels() throws {
        let reference = try solid(60, 40, 0xFF00_0000)
        let actual = try solid(60, 40, 0xFFFF_FFFF)
        let d = ImageDifference.compare(reference: reference, actual: actual)
        let picture = try #require(DiffPicture(reference: reference, actual: actual, difference: d))
        #expect(DiffPicture.Panel.allCases.map(\.label) == ["Reference", "Actual", "Difference (ΔE)", "Blend 50/50"])
        for panel in DiffPicture.Panel.allCases {
            let r = try #require(picture.panels[panel])
            #expect(r.width == 60 && r.height == 40)
            // The label's ink is above the panel.
            let inked = (0..<r.width).contains { x in (0..<(r.y)).contains { y in picture.bitmap.pixel(atX: r.x + x, y: y) == 0xFF1D_1D1F } }
            #expect(inked, "\(panel) is labelled")
        }
        let ref = try #require(picture.panels[.reference]), act = try #require(picture.panels[.actual]), blend = try #require(picture.panels[.blend])
        #expect(picture.bitmap.pixel(atX: ref.x + 5, y: ref.y + 5) == 0xFF00_0000)
        #expect(picture.bitmap.pixel(atX: act.x + 5, y: act.y + 5) == 0xFFFF_FFFF)
        #expect(picture.bitmap.pixel(atX: blend.x + 30, y: blend.y + 20) == 0xFF80_8080)
    }
}
