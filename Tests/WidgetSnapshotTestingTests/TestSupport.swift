import Foundation
import Testing
import WidgetSnapshotTesting

/// A small widget with text, a shape and a background: enough for every kind of item.
struct Badge: View {
    var label = "Snapshot"
    var spacing: Double = 6

    var body: some View {
        VStack(spacing: spacing) {
            Text(label).font(.headline).foregroundColor(.white)
            RoundedRectangle(cornerRadius: 4).fill(Color.orange).frame(width: 40, height: 12)
        }
        .containerBackground(Color.indigo, for: .widget)
    }
}

/// A fresh folder under the temporary directory, removed by `cleanUp()`.
struct Scratch {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("widget-snapshot-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var references: URL { url.appendingPathComponent("references") }
    var artifacts: URL { url.appendingPathComponent("artifacts") }

    func files(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    func cleanUp() { try? FileManager.default.removeItem(at: url) }
}

/// `widget` with the pixel at (x, y) replaced.
func changingOnePixel(of widget: RenderedWidget, x: Int, y: Int, to value: UInt32 = 0xFFFF_0000) -> RenderedWidget {
    var pixels = widget.bitmap.pixels
    pixels[y * widget.bitmap.width + x] = value
    var changed = widget
    if let bitmap = Bitmap(width: widget.bitmap.width, height: widget.bitmap.height, pixels: pixels) { changed.bitmap = bitmap }
    return changed
}

/// A solid bitmap, for comparisons without rendering.
func solid(_ width: Int, _ height: Int, _ value: UInt32 = 0xFF33_6699) throws -> Bitmap {
    try #require(Bitmap(width: width, height: height, fill: value))
}

/// `bitmap` with the given pixels replaced.
func changing(_ bitmap: Bitmap, _ changes: [(x: Int, y: Int, value: UInt32)]) throws -> Bitmap {
    var pixels = bitmap.pixels
    for c in changes { pixels[c.y * bitmap.width + c.x] = c.value }
    return try #require(Bitmap(width: bitmap.width, height: bitmap.height, pixels: pixels))
}
