import Testing
import WidgetCore
@testable import WidgetRaster

/// Colour-only cells of a matrix blur each shadow once (`ShadowMaskCache`): a mask found in the
/// cache is the one the blur makes, and only an identical input finds it.
@Suite("Shadow masks kept between renders")
struct ShadowMaskCacheTests {
    /// A shadowed capsule no other test draws (so its first render blurs), in `color`.
    static func scene(shadow color: RGBA, y: Double = 3) -> DisplayList {
        let capsule = Path.roundedRect(Rect(x: 23, y: 17, width: 61.5, height: 27), cornerRadius: 13.5)
        return DisplayList(size: Size(width: 110, height: 70), items: [
            .pushShadow(Shadow(color: color, radius: 7.25, x: 1.5, y: y)),
            .fill(capsule, .color(RGBA(hex: 0x34C759))),
            .pop,
        ])
    }

    @Test("A shadow drawn again from the cache has exactly the pixels of its first, blurred render; another colour keeps the shape")
    func cachedMaskIsTheBlurredOne() throws {
        let first = try CairoRasterizer.shared.render(Self.scene(shadow: RGBA(red: 0, green: 0, blue: 0, alpha: 0.5)), scale: 3)
        let again = try CairoRasterizer.shared.render(Self.scene(shadow: RGBA(red: 0, green: 0, blue: 0, alpha: 0.5)), scale: 3)
        #expect(first.pixels == again.pixels)
        // A red shadow covers the same pixels: alpha where the shadow alone shows is the same.
        let red = try CairoRasterizer.shared.render(Self.scene(shadow: RGBA(red: 1, green: 0, blue: 0, alpha: 0.5)), scale: 3)
        let below = 147 * 330 + 150  // (50, 49) pt: 5 pt under the capsule, only shadow there
        #expect(first.pixels[below] >> 24 == red.pixels[below] >> 24)
        #expect(first.pixels[below] >> 24 > 0)
        #expect(first.pixels[below] & 0xFF_FFFF != red.pixels[below] & 0xFF_FFFF)
    }

    @Test("Only the same alpha, radii, factor and shift find a mask")
    func keyIsTheWholeInput() {
        let cache = ShadowMaskCache()
        let input = ShadowMaskCache.Input(alpha: [0, 9, 200, 9], width: 2, height: 2, radii: [1, 1, 2], factor: 1, shiftX: 0, shiftY: 0)
        guard let mask = ShadowMask(ink: PixelBox(x0: 0, y0: 0, x1: 1, y1: 1), sigma: 1, shiftX: 0, shiftY: 0, rows: { _ in
            UnsafePointer(ShadowMaskCacheTests.opaqueRow)
        }) else { Issue.record("no mask"); return }
        cache.store(mask, for: input)
        #expect(cache.mask(for: input)?.alpha == mask.alpha)
        let otherByte = ShadowMaskCache.Input(alpha: [0, 9, 201, 9], width: 2, height: 2, radii: [1, 1, 2], factor: 1, shiftX: 0, shiftY: 0)
        let otherShift = ShadowMaskCache.Input(alpha: [0, 9, 200, 9], width: 2, height: 2, radii: [1, 1, 2], factor: 1, shiftX: 0.5, shiftY: 0)
        #expect(cache.mask(for: otherByte) == nil)
        #expect(cache.mask(for: otherShift) == nil)
    }

    nonisolated(unsafe) static let opaqueRow: UnsafeMutablePointer<UInt32> = {
        let row = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
        row.initialize(to: 0xFF00_0000)
        return row
    }()
}
