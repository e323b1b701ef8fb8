import Foundation
import Testing
import WidgetCore
@testable import WidgetRaster

/// A render whose caller gave up stops at the rasterizer's next safe point instead of drawing on.
@Suite("Cancelled renders")
struct CancellationTests {
    static let list = DisplayList(size: Size(width: 40, height: 40), items: [
        .pushEffect(.blur(radius: 6, opaque: false)), .fill(.rect(Rect(x: 5, y: 5, width: 30, height: 30)), .color(RGBA(red: 1, green: 0, blue: 0))), .pop,
    ])

    @Test("A cancelled render throws RasterError.cancelled; the same list draws without a cancellation, or with one not set")
    func stopsWhenCancelled() throws {
        let cancelled = RenderCancellation()
        cancelled.cancel()
        #expect(throws: RasterError.cancelled) {
            try RenderCancellation.$current.withValue(cancelled) { try CairoRasterizer().render(Self.list, scale: 2) }
        }
        let pending = RenderCancellation()
        let bitmap = try RenderCancellation.$current.withValue(pending) { try CairoRasterizer().render(Self.list, scale: 2) }
        #expect(bitmap.width == 80 && bitmap.height == 80)
        #expect(try CairoRasterizer().render(Self.list, scale: 2).pixels == bitmap.pixels)
    }
}
