import Foundation
import Testing
import WidgetSnapshotTesting

@Suite("Pixel comparison and tolerance")
struct ImageDifferenceTests {
    @Test("identical images match exactly, without a mask")
    func identical() throws {
        let d = ImageDifference.compare(reference: try solid(40, 30), actual: try solid(40, 30))
        #expect(d.matches)
        #expect(d.changedPixels == 0 && d.mask.isEmpty && d.bounds == nil && d.maxDeltaE == 0)
    }

    @Test("exact comparison fails on any change, even one invisible to the eye")
    func exactCatchesInvisibleChange() throws {
        let reference = try solid(100, 100, 0xFF80_8080)
        let actual = try changing(reference, [(x: 10, y: 20, value: 0xFF80_8081)])
        let d = ImageDifference.compare(reference: reference, actual: actual)
        #expect(!d.matches)
        #expect(d.changedPixels == 1 && d.pixelsOverThreshold == 1)
        #expect(d.maxDeltaE > 0 && d.maxDeltaE < 1)
        #expect(d.bounds == ImageDifference.Region(x: 10, y: 20, width: 1, height: 1))
        #expect(d.summary.contains("1 of 10000 pixels (0.01%) differ (comparison: exact)"))
    }

    @Test("a perceptual tolerance ignores changes under its ΔE and reports the share over it and the largest ΔE")
    func perceptual() throws {
        let reference = try solid(100, 100, 0xFF80_8080)
        let actual = try changing(reference, [(x: 1, y: 1, value: 0xFF80_8081),    // ΔE < 1
                                              (x: 50, y: 60, value: 0xFFFF_0000)])  // a red dot
        let loose = ImageDifference.compare(reference: reference, actual: actual, tolerance: .perceptual(deltaE: 2))
        #expect(loose.changedPixels == 2 && loose.pixelsOverThreshold == 1)
        #expect(!loose.matches, "one pixel over the threshold and no share allowed")
        #expect(loose.maxDeltaE > 30, "the largest ΔE, not an average diluted by 9,999 equal pixels")
        #expect(loose.maxDeltaELocation?.x == 50 && loose.maxDeltaELocation?.y == 60)
        #expect(loose.shareOverThreshold == 0.0001)
        #expect(loose.summary.contains("1 of 10000 pixels (0.01%) differ by more than ΔE 2; 0% allowed (2 changed at all)"))
        #expect(loose.mask[1 * 100 + 1] == 1 && loose.mask[60 * 100 + 50] == 2)

        let allowing = ImageDifference.compare(reference: reference, actual: actual, tolerance: .perceptual(deltaE: 2, maxShare: 0.001))
        #expect(allowing.matches)
        let onlyFaint = try changing(reference, [(x: 1, y: 1, value: 0xFF80_8081)])
        #expect(ImageDifference.compare(reference: reference, actual: onlyFaint, tolerance: .perceptual()).matches)
    }

    @Test("a change of size never matches and names both sizes")
    func sizeChange() throws {
        let d = ImageDifference.compare(reference: try solid(20, 10), actual: try solid(22, 10), tolerance: .perceptual(deltaE: 100, maxShare: 1))
        #expect(!d.matches)
        #expect(d.pixelCount == 220 && d.pixelsOverThreshold == 20)
        #expect(d.summary.hasPrefix("The size changed: the reference is 20x10 px, the new image 22x10 px."))
    }

    @Test("tolerance values out of range are clamped")
    func toleranceClamping() {
        #expect(ImageTolerance(deltaE: -3, maxShare: 7) == ImageTolerance(deltaE: 0, maxShare: 1))
        #expect(ImageTolerance(deltaE: .nan, maxShare: .infinity) == .exact)
        #expect(ImageTolerance.exact.description == "exact")
        #expect(ImageTolerance.perceptual(deltaE: 2.3, maxShare: 0.0005).description == "ΔE ≤ 2.3 for all but 0.05% of pixels")
    }

    @Test("a failing comparison writes the four-panel picture: reference, actual, heat map, blend")
    func fourPanels() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let reference = try solid(30, 20, 0xFF00_00FF)
        let actual = try changing(reference, [(x: 5, y: 6, value: 0xFF00_FF00)])
        let artifacts = SnapshotArtifacts(directory: scratch.artifacts)
        let diffing = Diffing<WidgetSnapshotImage>.widgetImage(artifacts: artifacts)
        let referenceFile = WidgetSnapshotImage(pngData: diffing.toData(WidgetSnapshotImage(bitmap: reference)))
        let result = try #require(diffing.diffV2(referenceFile, WidgetSnapshotImage(bitmap: actual)))
        #expect(result.0.contains("diff.png"))
        let diff = try ImageDecoder.decode(contentsOfFile: scratch.artifacts.appendingPathComponent("diff.png").path)
        let picture = try #require(DiffPicture(reference: reference, actual: actual, difference: ImageDifference.compare(reference: reference, actual: actual)))
        #expect(diff.width == picture.bitmap.width && diff.pixels == picture.bitmap.pixels)
        let ref = try #require(picture.panels[.reference]), act = try #require(picture.panels[.actual])
        let heat = try #require(picture.panels[.difference])
        #expect(diff.pixel(atX: ref.x + 5, y: ref.y + 6) == 0xFF00_00FF)
        #expect(diff.pixel(atX: act.x + 5, y: act.y + 6) == 0xFF00_FF00)
        #expect(diff.pixel(atX: heat.x + 5, y: heat.y + 6) == 0xFFE8_001C, "blue to green is far over ΔE 20: red")
        #expect(diffing.diffV2(referenceFile, WidgetSnapshotImage(bitmap: reference)) == nil)
    }
}
