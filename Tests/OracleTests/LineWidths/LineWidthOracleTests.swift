import Foundation
import Testing
import WidgetRaster
import OracleSupport
import WidgetRender

/// Line widths of SF Pro across its optical sizes, measured on iOS 26 Simulator renders:
///
/// - gonzalezreal/textual's `HeadingTests.defaultStyle` (@01b51875, MIT, licence beside this
///   file): "Heading 1"…"Heading 6" in SF Pro Semibold at 37.6, 30.1, 26.4, 22.6, 20.7 and 16 pt
///   (the library's `DefaultHeadingStyle`: the body font scaled by 2.353, 1.882, 1.647, 1.412,
///   1.294 and 1; body is 16 pt because the `.iPhone8` layout sets the `.medium` content size —
///   the cap heights on the render agree, 0.946 of the Large sizes) and its 16 pt paragraph, @3x.
///   Recorded on the newest iOS runtime of the CI's Xcode 26 (inferred; the repository does not
///   state it).
/// - bradleymackey/vault-ios's `SecureNotePreviewView` and `TOTPCodePreviewView` snapshots
///   (@0c43829f, BSD-3-Clause, licence beside this file): titles in SF Pro Bold and Heavy at 20
///   and 28 pt, recorded on the iPhone 17 Pro Simulator, iOS 26.5, @3x (its tests refuse any other
///   device).
///
/// A line's ink width (luma under 128, the widest extent over the line's rows) is compared with
/// the same line set alone by us. The line widths test the Text-to-Display optical switch and
/// SF Pro's tracking table at the sizes between (Apple HIG, Typography → Tracking values), where
/// no other oracle has text. First-contact figures in RESULTS.md.
@Suite("iOS oracle: SF Pro line widths from 16 to 37.6 pt")
@MainActor
struct LineWidthOracleTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("References")

    struct Line {
        var file: String
        /// The line's rows and the columns to search, in reference pixels.
        var rows: ClosedRange<Int>
        var columns: ClosedRange<Int>
        var text: String
        var font: Font
        /// swift-snapshot-testing's `.iPhone8` layout sets the `.medium` content size (body 16 pt).
        var dynamicTypeSize: DynamicTypeSize = .large
    }

    /// textual's `DefaultHeadingStyle` on iOS 26: the body font `scaled(by:)` the level's factor,
    /// `.fontWeight(.semibold)`, under `.iPhone8`'s `.medium` content size.
    static func heading(_ factor: Double) -> Font { .body.scaled(by: factor).weight(.semibold) }

    static let textual = "textual-HeadingTests__defaultStyle.1.png"
    static let vault = "vault-SecureNotePreviewViewSnapshotTests__layout_"

    /// Each line as its source sets it: textual's headings are `.fontWeight(.semibold)` over a
    /// scaled body size; vault's titles use the fonts of `SecureNotePreviewView.titleFont` and
    /// `TOTPCodePreviewView.issuerFont`.
    static let lines: [Line] = [
        Line(file: textual, rows: 95...197, columns: 0...1124, text: "Heading 1", font: heading(2.353), dynamicTypeSize: .medium),
        Line(file: textual, rows: 468...548, columns: 0...1124, text: "Heading 2", font: heading(1.882),
             dynamicTypeSize: .medium),
        Line(file: textual, rows: 814...884, columns: 0...1124, text: "Heading 3", font: heading(1.647),
             dynamicTypeSize: .medium),
        Line(file: textual, rows: 1145...1206, columns: 0...1124, text: "Heading 4", font: heading(1.412),
             dynamicTypeSize: .medium),
        Line(file: textual, rows: 1465...1523, columns: 0...1124, text: "Heading 5", font: heading(1.294),
             dynamicTypeSize: .medium),
        Line(file: textual, rows: 1778...1823, columns: 0...1124, text: "Heading 6", font: heading(1),
             dynamicTypeSize: .medium),
        Line(file: textual, rows: 254...298, columns: 0...1124, text: "The sky above the port was the color of", font: .body,
             dynamicTypeSize: .medium),
        Line(file: textual, rows: 323...367, columns: 0...1124, text: "television, tuned to a dead channel.", font: .body,
             dynamicTypeSize: .medium),
        Line(file: vault + "titleOnly.1.png", rows: 130...194, columns: 20...730, text: "Title", font: .title.weight(.heavy)),
        Line(file: vault + "titleOnlyLong.1.png", rows: 124...171, columns: 20...730,
             text: "Title that is a little bit", font: .title3.weight(.heavy)),
        Line(file: vault + "titleOnlyLong.1.png", rows: 202...256, columns: 20...730,
             text: "long, but's that's OK", font: .title3.weight(.heavy)),
        Line(file: vault + "titleAndDescription.1.png", rows: 125...171, columns: 20...730, text: "Title", font: .title3.weight(.bold)),
        Line(file: "vault-SecureNotePreviewViewSnapshotTests__textFormat_plainText.1.png", rows: 127...171, columns: 20...730,
             text: "## Hello", font: .title3.weight(.bold)),
        Line(file: "vault-TOTPCodePreviewViewSnapshotTests__layout_codeVisible.1.png", rows: 115...157, columns: 20...730,
             text: "Issuer", font: .title3.weight(.bold)),
    ]

    static let environment = OracleRendering.environment(scale: 3, iOS: .iOS26)

    /// The widest dark extent of `bitmap` over `rows`, in pixels (0 when there is none).
    static func inkWidth(_ bitmap: Bitmap, rows: ClosedRange<Int>, columns: ClosedRange<Int>) -> Int {
        var lo = Int.max, hi = Int.min
        for y in rows where y < bitmap.height {
            for x in columns where x < bitmap.width {
                let p = bitmap.pixels[y * bitmap.width + x]
                let luma = 0.299 * Double((p >> 16) & 0xFF) + 0.587 * Double((p >> 8) & 0xFF) + 0.114 * Double(p & 0xFF)
                if luma < 128 { lo = min(lo, x); hi = max(hi, x) }
            }
        }
        return hi >= lo ? hi - lo + 1 : 0
    }

    /// Each line's width on our side minus iOS's, in points.
    static func differences() throws -> [(line: Line, iOS: Double, delta: Double)] {
        try lines.map { line in
            let reference = OracleRendering.overWhite(try ImageDecoder.decode(contentsOfFile: folder.appendingPathComponent(line.file).path))
            let iOS = Double(inkWidth(reference, rows: line.rows, columns: line.columns)) / 3
            var env = environment
            env.dynamicTypeSize = line.dynamicTypeSize
            let ours = try OracleRendering.sizeThatFits(Text(line.text).font(line.font).padding(4), environment: env)
            let width = Double(inkWidth(ours, rows: 0...(ours.height - 1), columns: 0...(ours.width - 1))) / 3
            return (line, iOS, width - iOS)
        }
    }

    @Test("Each line is as wide as iOS 26 sets it, within 2 pt, and within a twentieth of a point per grapheme on average")
    func lineWidths() throws {
        let results = try Self.differences()
        for r in results where ProcessInfo.processInfo.environment["ORACLE_REPORT"] != nil {
            print(String(format: "line width %@ %@: iOS %.2f pt, ours − iOS %+.2f pt", r.line.file, r.line.text, r.iOS, r.delta))
        }
        for r in results {
            #expect(r.iOS > 0)
            #expect(abs(r.delta) <= Self.bound(r.line.text), "\(r.line.text): \(r.delta) pt")
        }
        // Across all lines, the widths agree on average to a twentieth of a point per grapheme.
        let graphemes = results.reduce(0) { $0 + $1.line.text.count }
        #expect(abs(results.reduce(0) { $0 + $1.delta }) / Double(graphemes) <= 0.05)
    }

    /// The tolerance of one line: 2 pt (6 pixels). Set with SF Pro's own advances and kerning
    /// (``SFAdvances``), every line is within 1.33 pt; what is left is each end's glyph (Inter's
    /// ink in SF's advance; RESULTS.md).
    static func bound(_ text: String) -> Double { 2 }
}
