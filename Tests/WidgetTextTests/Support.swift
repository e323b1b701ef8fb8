import WidgetCore
import Foundation
import Testing
@testable import WidgetText

/// The repository's bundled fonts, found from this test file (never system fonts).
let repoFonts = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fonts", isDirectory: true)

/// One engine for the suite; its caches are thread-safe.
let engine: TextEngine = {
    do { return TextEngine(fonts: try FontLibrary(directory: repoFonts)) } catch {
        Issue.record("bundled fonts missing: \(error)")
        return TextEngine(fonts: FontLibrary(unusable: repoFonts, error: .noFonts(repoFonts)))
    }
}()

let body17 = FontSpec(size: 17)

/// Lays out with the suite's engine.
func lay(_ s: String, _ font: FontSpec = body17, _ options: TextOptions = TextOptions(),
         width: Double? = nil, height: Double? = nil) -> TextLayout {
    engine.layout(s, font: font, options: options, maxWidth: width, maxHeight: height)
}

/// Equal within ±0.01 pt: values are pinned to 3 decimals.
func close(_ a: Double, _ b: Double, tolerance: Double = 0.01) -> Bool {
    abs(a - b) <= tolerance
}

/// The line box of the bundled system-font faces at 17 pt: SF Pro's metrics
/// (`SystemFontMetrics`): 1950 / 2048 × 17, −494 / 2048 × 17, their span.
enum Line17 {
    static let ascender = 16.1865234375
    static let descender = -4.1005859375
    static let lineHeight = 20.287109375
}
