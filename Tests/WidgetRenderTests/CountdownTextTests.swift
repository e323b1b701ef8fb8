import Foundation
import Testing
import WidgetRender
import ExampleWidgets

/// The seed 003 countdown widget's Chinese labels, through the whole pipeline.
@MainActor @Suite("Countdown text (seed 003)")
struct CountdownTextTests {
    let now = ISO8601DateFormatter().date(from: "2026-03-01T09:00:00Z") ?? Date(timeIntervalSince1970: 0)

    func glyphRuns(_ list: DisplayList) -> [GlyphRun] {
        list.items.compactMap { item -> GlyphRun? in
            if case .glyphs(let run) = item { return run } else { return nil }
        }
    }

    @Test("\"剩余天数\", \"累计天数\" and the date line render in every family with no glyph 0 and no missing-glyph diagnostic",
          arguments: ["2026-05-20", "2025-12-24"])
    func noMissingGlyphs(startDate: String) throws {
        let entry = SimpleEntry(date: now, model: AddTimePlanModel(title: "今天", startDate: startDate))
        for family in [WidgetFamily.systemSmall, .systemMedium, .systemLarge] {
            let widget = try WidgetRenderer.compose(CountdownEntryView(entry: entry),
                                                    options: RenderOptions(family: family, now: now, contentMargins: nil))
            let runs = glyphRuns(widget.displayList)
            let ids = runs.flatMap(\.glyphs)
            #expect(!ids.isEmpty)
            #expect(!ids.contains(0), "\(family): glyph 0 in \(widget.displayList.dump())")
            #expect(!widget.diagnostics.contains { $0.code == .missingGlyphs })
            // "今天" (22 pt bold), the 4-character label and the 3 hanzi of "目标日"/"起始日" (12 pt) are CJK.
            let cjk = runs.filter { $0.font.fileName.hasPrefix("NotoSansCJKsc") }
            #expect(cjk.filter { $0.size == 12 }.flatMap(\.glyphs).count == 7, "\(family)")
            #expect(cjk.filter { $0.size == 22 }.map(\.font.fileName) == ["NotoSansCJKsc-Bold-subset.otf"])
        }
    }

    @Test("The display list dump names kind, frame, color, font, size and the text of each run; glyph ids on request")
    func dumpFormat() throws {
        let entry = SimpleEntry(date: now, model: AddTimePlanModel(title: "今天", startDate: "2026-05-20"))
        let widget = try WidgetRenderer.compose(CountdownEntryView(entry: entry),
                                                options: RenderOptions(family: .systemMedium, now: now, contentMargins: nil))
        let dump = widget.displayList.dump()
        let lines = dump.split(separator: "\n").map(String.init)
        #expect(lines.first == "canvas 338x158")
        let label = try #require(lines.first { $0.contains("NotoSansCJKsc-Regular-subset.otf 12pt") && $0.contains("text \"剩余天数\"") })
        // text "<text>" [x, y, w, h] #RRGGBBAA <file> <size>pt origin:(x, y)
        #expect(label.trimmingCharacters(in: .whitespaces).hasPrefix("text \"剩余天数\" ["))
        #expect(label.contains("#FFFFFFFF NotoSansCJKsc-Regular-subset.otf 12pt origin:("))
        #expect(!label.contains("ids:"))
        let withIDs = widget.displayList.dump(groups: false, glyphIDs: true)
        #expect(withIDs.contains("text \"剩余天数\"") && withIDs.contains("count:4 ids:[1399,975,2307,3865]"))
        #expect(!dump.contains("/work/"))   // file names only: the dump is machine-independent
        // The same render dumps identically.
        let again = try WidgetRenderer.compose(CountdownEntryView(entry: entry),
                                               options: RenderOptions(family: .systemMedium, now: now, contentMargins: nil))
        #expect(again.displayList.dump() == dump)
    }
}
