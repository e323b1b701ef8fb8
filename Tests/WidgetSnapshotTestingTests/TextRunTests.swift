import Foundation
import Testing
import WidgetSnapshotTesting

/// The `.txt` reference names the words each glyph run draws, and a changed word fails with a
/// diff that names it.
@Suite("Text runs in the text reference")
struct TextRunTests {
    struct Greeting: View {
        var text: String
        var body: some View {
            Text(text).font(.system(size: 20)).foregroundColor(Color(hex: "#4A90E2"))
                .containerBackground(Color.white, for: .widget)
        }
    }

    static let options = RenderOptions(family: .systemSmall)

    @Test("each text run is listed with its text, frame, colour, font and size, without glyph ids")
    func runsNameTheirText() throws {
        let text = WidgetSnapshotText.text(of: try WidgetRenderer.render(Greeting(text: "Hello world"), options: Self.options))
        let line = try #require(text.split(separator: "\n").first { $0.contains("text \"") })
        #expect(line.hasPrefix("  text \"Hello world\" ["), "got \(line)")
        #expect(line.contains(" #4A90E2FF Inter-Regular.otf 20pt origin:("), "got \(line)")
        #expect(!text.contains("ids:["))

        let withIDs = WidgetSnapshotText.text(of: try WidgetRenderer.render(Greeting(text: "Hello world"), options: Self.options),
                                              glyphIDs: true)
        #expect(withIDs.contains("text \"Hello world\""))
        #expect(withIDs.contains("count:11 ids:["))
    }

    @Test("right-to-left words read in their own order (runs are listed as drawn), and quotes are escaped")
    func readingOrder() throws {
        let widget = try WidgetRenderer.render(Greeting(text: "مرحبا بالعالم"), options: RenderOptions(family: .systemSmall, locale: Locale(identifier: "ar")))
        let runs = widget.displayList.dump().split(separator: "\n").filter { $0.contains("text \"") }
        // Drawn left to right: the second word first; each word's letters in reading order.
        #expect(runs.count == 3)
        #expect(runs.first?.contains("text \"بالعالم\" [") == true && runs.first?.contains("NotoSansArabicUI-Regular.ttf") == true)
        #expect(runs.last?.contains("text \"مرحبا\" [") == true)
        let quoted = try WidgetRenderer.render(Greeting(text: "say \"hi\""), options: Self.options)
        #expect(quoted.displayList.dump().contains(#"text "say \"hi\"""#))
    }

    @Test("a one-word change fails with a text diff naming the word")
    func oneWordChange() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        func verify(_ words: String, _ record: SnapshotTestingConfiguration.Record) -> [String] {
            verifyWidgetSnapshot(families: [.systemSmall], colorSchemes: [.light], formats: .text, record: record,
                                 snapshotDirectory: scratch.references.path, artifactsDirectory: scratch.artifacts,
                                 testName: "greeting()") { variant in
                try WidgetRenderer.render(Greeting(text: words), options: variant.renderOptions())
            }
        }
        _ = verify("Hello world", .missing)
        let failures = verify("Hello there", .never)
        try #require(failures.count == 1)
        #expect(failures[0].contains("−  text \"Hello world\"") || failures[0].contains("-  text \"Hello world\""), "\(failures[0])")
        #expect(failures[0].contains("+  text \"Hello there\""), "\(failures[0])")
        // Both texts are kept beside the report.
        let folder = scratch.artifacts.appendingPathComponent("TextRunTests").appendingPathComponent("greeting.small-light")
        #expect(scratch.files(in: folder).contains("reference.txt") && scratch.files(in: folder).contains("actual.txt"))
    }
}
