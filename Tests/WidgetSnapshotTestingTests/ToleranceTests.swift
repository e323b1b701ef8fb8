import Foundation
import Testing
import WidgetSnapshotTesting

/// One tolerance for both references: a colour change under the ΔE passes as image and as
/// text; over it, the text failure says why and how to compare images only.
@Suite("Tolerance in every format")
struct ToleranceTests {
    struct Swatch: View {
        var hex: String
        var body: some View {
            VStack {
                Text("Rain").foregroundColor(Color(hex: hex))
                RoundedRectangle(cornerRadius: 8).fill(Color(hex: hex)).frame(width: 80, height: 40)
            }
            .containerBackground(Color.white, for: .widget)
        }
    }

    func verify(_ scratch: Scratch, _ hex: String, record: SnapshotTestingConfiguration.Record,
                tolerance: ImageTolerance, formats: WidgetSnapshotFormats = .all) -> [String] {
        verifyWidgetSnapshot(families: [.systemSmall], colorSchemes: [.light], tolerance: tolerance, formats: formats,
                             record: record, snapshotDirectory: scratch.references.path, artifactsDirectory: scratch.artifacts,
                             testName: "swatch()") { variant in
            try WidgetRenderer.render(Swatch(hex: hex), options: variant.renderOptions())
        }
    }

    @Test("#4A90E2 → #4A92E2 (ΔE under 2) passes in both formats with .perceptual(deltaE: 2, maxShare: 0.001)")
    func subToleranceColourPasses() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let tolerance = ImageTolerance.perceptual(deltaE: 2, maxShare: 0.001)
        _ = verify(scratch, "#4A90E2", record: .missing, tolerance: tolerance)
        #expect(verify(scratch, "#4A92E2", record: .never, tolerance: tolerance).isEmpty)
        // Exactly, both formats fail: the change is real, only small.
        let exact = verify(scratch, "#4A92E2", record: .never, tolerance: .exact)
        #expect(exact.count == 2)
        #expect(exact.contains { $0.contains(".txt") && $0.contains("#4A92E2FF") })
    }

    @Test("over the ΔE the text fails, says which colour moved how far, and how to compare images only")
    func overToleranceExplains() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let tolerance = ImageTolerance.perceptual(deltaE: 2, maxShare: 1)
        _ = verify(scratch, "#4A90E2", record: .missing, tolerance: tolerance)
        let failures = verify(scratch, "#E24A4A", record: .never, tolerance: tolerance)
        try #require(failures.count == 1, "the image allows every pixel, the text does not")
        #expect(failures[0].contains("#4A90E2FF → #E24A4AFF: ΔE"))
        #expect(failures[0].contains("colours within ΔE 2, numbers within 0.01 pt"))
        #expect(failures[0].contains("to compare images only, pass `formats: .image`"))
    }

    @Test("text tolerance: numbers within points, words exact")
    func tokens() {
        let t = ImageTolerance.perceptual(deltaE: 2, maxShare: 0, points: 0.05)
        #expect(TextToleranceProbe.matches("fill [0, 0, 10.02, 4] #4A90E2FF", "fill [0, 0, 10.06, 4] #4A92E2FF", t))
        #expect(!TextToleranceProbe.matches("fill [0, 0, 10, 4] #4A90E2FF", "fill [0, 0, 10.1, 4] #4A90E2FF", t))
        #expect(!TextToleranceProbe.matches("text \"Hello\" [0, 0, 10, 4]", "text \"Hallo\" [0, 0, 10, 4]", t))
        #expect(!TextToleranceProbe.matches("small-light-ax3", "small-light-ax4", t))
    }
}

/// The text comparison through its public strategy.
enum TextToleranceProbe {
    static func matches(_ a: String, _ b: String, _ tolerance: ImageTolerance) -> Bool {
        Diffing<String>.widgetText(tolerance: tolerance).diffV2(a, b) == nil
    }
}
