import Foundation
import Testing
import WidgetRender

/// `WidgetRenderer.check`: each rule fires on a case built to trigger it and stays quiet on a
/// widget that is fine; findings are grouped by rule and place with the cells they happen in.
@MainActor @Suite("widget-render check")
struct CheckTests {
    static let small = RenderMatrix(families: [.systemSmall], colorSchemes: [.light], appearances: [nil])

    func photo(_ side: Int) -> Bitmap {
        Bitmap(width: side, height: side, pixels: [UInt32](repeating: 0xFF33_6699, count: side * side))!
    }

    func check(_ view: some View, matrix: RenderMatrix = small) throws -> CheckReport {
        try WidgetRenderer.check(ViewSource(view, named: "built", families: [.systemSmall]), name: "built", matrix: matrix, threads: 1)
    }

    @Test("A 2,400 x 2,400 px photo is an error (over every observed cap); 900 x 900 a warning; 600 x 600 nothing")
    func imagePixelArea() throws {
        let big = try check(Image(bitmap: photo(2400)).resizable().scaledToFill())
        let f = try #require(big.findings.first { $0.rule == CheckRule.imagePixelArea })
        #expect(f.severity == .error)
        #expect(f.location == "image 2400x2400 px")
        #expect(f.message.contains("5760000 px"))
        let medium = try check(Image(bitmap: photo(900)).resizable())
        #expect(medium.findings.first { $0.rule == CheckRule.imagePixelArea }?.severity == .warning)
        let fine = try check(Image(bitmap: photo(600)).resizable())
        #expect(!fine.findings.contains { $0.rule == CheckRule.imagePixelArea })
    }

    @Test("A 500-entry one-minute timeline is too long; entries a second apart are too dense")
    func timelineLimits() throws {
        let start = Date(timeIntervalSince1970: 1_780_000_000)
        func source(_ count: Int, every seconds: Double) -> TimelineSource {
            TimelineSource(name: "ticker", families: [.systemSmall]) { _ in
                (0..<count).map { i in
                    TimelineSource.Frame(phase: .entry(i), date: start.addingTimeInterval(Double(i) * seconds)) { _ in AnyView(Text("\(i)")) }
                }
            }
        }
        let long = try WidgetRenderer.check(source(500, every: 60), name: "ticker", matrix: Self.small, renderedEntries: 2, threads: 1)
        let tooLong = try #require(long.findings.first { $0.rule == CheckRule.timelineTooLong })
        #expect(tooLong.message.hasPrefix("The timeline has 500 entries"))
        #expect(!long.findings.contains { $0.rule == CheckRule.timelineTooDense })
        // Only the first entries are drawn in each cell (and the first in Arabic and StandBy);
        // the whole timeline is read.
        #expect(long.cellsRendered == 4)
        let dense = try WidgetRenderer.check(source(10, every: 1), name: "ticker", matrix: Self.small, threads: 1)
        #expect(dense.findings.contains { $0.rule == CheckRule.timelineTooDense })
        #expect(!dense.findings.contains { $0.rule == CheckRule.timelineTooLong })
    }

    @Test("A German label that fits at the default size but is cut off at AX3 on the smallest iPhone is found there")
    func truncationAtLargerTextOnTheSmallestDevice() throws {
        let view = VStack(alignment: .leading) {
            Text("Niederschlag").font(.subheadline).lineLimit(1)
            Spacer()
        }
        let devices = RenderMatrix.check.devices
        #expect(devices.count == 2)
        var matrix = Self.small
        matrix.devices = devices
        let report = try check(view, matrix: matrix)
        let f = try #require(report.findings.first { $0.rule == "contentClippedAtDynamicTypeSize" })
        #expect(f.location?.hasSuffix("Text(\"Niederschlag\")") == true)
        #expect(f.cells.contains { $0.hasSuffix(devices[0].id) })
    }

    @Test("A 20 pt tap target is reported with Apple's 44 pt minimum")
    func smallTapTarget() throws {
        let view = VStack {
            Link(destination: URL(string: "app://open")!) { Text("Go").frame(width: 20, height: 20) }
        }
        var matrix = Self.small
        matrix.families = [.systemMedium]
        let report = try WidgetRenderer.check(ViewSource(view, named: "built", families: [.systemMedium]), name: "built",
                                              matrix: matrix, threads: 1)
        let f = try #require(report.findings.first { $0.rule == "linkTooSmall" })
        #expect(f.message.contains("44x44 pt"))
    }

    @Test("A plain widget checks clean over the default matrix, and one place over many cells is one finding")
    func quietAndGrouped() throws {
        let clean = try WidgetRenderer.check(ViewSource(Text("Hello").font(.headline), named: "hello", families: [.systemSmall]),
                                             name: "hello", threads: 1)
        #expect(clean.findings.isEmpty, "\(clean.summary)")
        // 2 devices × 2 schemes × 3 modes (full colour, tinted, clear), then Arabic and StandBy
        // on the first device.
        #expect(clean.cellsRendered == 14)
        #expect(clean.summary.hasSuffix("1 source, 14 renders: 0 errors, 0 warnings, 0 notes"))

        let big = try WidgetRenderer.check(ViewSource(Image(bitmap: photo(2400)).resizable(), named: "photo", families: [.systemSmall]),
                                           name: "photo", threads: 1)
        let areas = big.findings.filter { $0.rule == CheckRule.imagePixelArea }
        #expect(areas.count == 1)
        #expect(areas.first?.cells.count == 14)
        #expect(big.summary.contains("error imagePixelArea (1 place)"))
    }

    @Test("An opaque photo covering the widget is a solid block in tinted mode unless it says how to tint; as the background it is fine")
    func opaqueImageInTintedMode() throws {
        let bare = try check(Image(bitmap: photo(300)).resizable())
        let f = try #require(bare.findings.first { $0.rule == CheckRule.opaqueImageInAccentedMode })
        #expect(f.location == "image 300x300 px" && f.message.contains("widgetAccentedRenderingMode"))
        let marked = try check(Image(bitmap: photo(300)).resizable().widgetAccentedRenderingMode(.accentedDesaturated))
        #expect(!marked.findings.contains { $0.rule == CheckRule.opaqueImageInAccentedMode })
        let background = try check(Text("Hi").containerBackground(for: .widget) { Image(bitmap: photo(300)).resizable() })
        #expect(!background.findings.contains { $0.rule == CheckRule.opaqueImageInAccentedMode })
        // A small opaque icon (under a tenth of the widget) is not worth a finding.
        let icon = try check(Image(bitmap: photo(60)).resizable().frame(width: 30, height: 30))
        #expect(!icon.findings.contains { $0.rule == CheckRule.opaqueImageInAccentedMode })
    }

    struct Note: ActivityAttributes {
        struct ContentState: Codable, Hashable { var text: String }
        var title: String
    }

    @Test("A Live Activity state of 5 KB is over ActivityKit's 4 KB; 1 KB is fine")
    func liveActivityPayload() throws {
        let activity = ActivityConfiguration(for: Note.self) { context in Text(context.attributes.title) } dynamicIsland: { _ in
            DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
        }.erasedActivity
        let states = [Note.ContentState(text: String(repeating: "a", count: 1000)), Note.ContentState(text: String(repeating: "b", count: 5000))]
        let source = ActivitySource(name: "note", activity: activity, attributes: Note(title: "Notes"), states: states, presentations: [.lockScreen])
        let report = try WidgetRenderer.check(source, name: "note", matrix: RenderMatrix(colorSchemes: [.dark], appearances: [nil]), threads: 1)
        let payload = report.findings.filter { $0.rule == CheckRule.liveActivityPayload }
        #expect(payload.count == 1)
        #expect(payload.first?.location == "content state 1 of note")
        #expect(payload.first?.message.contains("encode to 5028 bytes, over ActivityKit's 4096") == true, "\(payload)")
        #expect(payload.first?.severity == .error)
        // {"title":"Notes"} is 17 bytes, {"text":"b…"} 5,011.
    }

    @Test("Findings on a template name its file, line and JSON pointer; the SARIF log has every property SARIF 2.1.0 requires and points there")
    func sarifNamesTheTemplateLine() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Templates/weather")
        let template = try WidgetTemplate.load(from: folder, displayName: "Templates/weather")
        var matrix = Self.small
        matrix.devices = RenderMatrix.check.devices
        let report = try WidgetRenderer.check(TemplateSource(try BoundTemplate(template)), name: "Templates/weather", matrix: matrix, threads: 1)
        let clipped = try #require(report.findings.first { $0.location?.hasSuffix("Text(\"Partly Cloudy\")") == true })
        let source = try #require(clipped.sourceLocation)
        #expect(source.file == "Templates/weather/template.json")
        #expect(source.pointer == "/body/cases/systemSmall/children/4")
        let lines = try String(contentsOf: folder.appendingPathComponent("template.json"), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[source.line - 1].contains("\"{{condition}}\""), "\(lines[source.line - 1])")

        let log = try #require(try JSONSerialization.jsonObject(with: report.sarif()) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "widget-render")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == report.findings.count)
        for r in results {
            let id = try #require(r["ruleId"] as? String), index = try #require(r["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == id)
            #expect(["none", "note", "warning", "error"].contains(r["level"] as? String ?? ""))
            #expect(((r["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let physical = try #require((r["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "Templates/weather/template.json")
            if let region = physical["region"] as? [String: Any] { #expect((region["startLine"] as? Int ?? 0) >= 1) }
        }
        let first = try #require(results.first { ($0["message"] as? [String: Any])?["text"] as? String == clipped.message + " (in \(clipped.cells.joined(separator: ", ")))" })
        let region = (first["locations"] as? [[String: Any]])?.first.flatMap { ($0["physicalLocation"] as? [String: Any])?["region"] as? [String: Any] }
        #expect(region?["startLine"] as? Int == source.line && region?["startColumn"] as? Int == source.column)
    }

    @Test("An image with no label is reported with what to do; a label, Image(decorative:) or accessibilityHidden quiets it")
    func imageWithoutLabel() throws {
        let bare = try check(VStack { Image(bitmap: photo(60)).resizable().frame(width: 30, height: 30); Text("Rain") })
        let f = try #require(bare.findings.first { $0.rule == CheckRule.imageWithoutLabel })
        #expect(f.severity == .warning && f.location?.hasSuffix("Image") == true)
        #expect(f.message.contains(".accessibilityLabel(") && f.message.contains("Image(decorative:)"))
        let labelled = try check(Image(bitmap: photo(60)).resizable().frame(width: 30, height: 30).accessibilityLabel("Radar map"))
        #expect(!labelled.findings.contains { $0.rule == CheckRule.imageWithoutLabel })
        let hidden = try check(Image(bitmap: photo(60)).resizable().frame(width: 30, height: 30).accessibilityHidden(true))
        #expect(!hidden.findings.contains { $0.rule == CheckRule.imageWithoutLabel })
        // An SF Symbol reads its name; an image inside a combined element adds nothing to read.
        let symbol = try check(Image(systemName: "cloud.rain"))
        #expect(!symbol.findings.contains { $0.rule == CheckRule.imageWithoutLabel })
        let combined = try check(HStack { Image(bitmap: photo(60)).resizable().frame(width: 30, height: 30); Text("Rain") }
            .accessibilityElement(children: .combine))
        #expect(!combined.findings.contains { $0.rule == CheckRule.imageWithoutLabel })
    }

    @Test("A link holding only an unlabeled image has nothing to read; with text in it, it reads the text")
    func controlWithoutLabel() throws {
        let mute = try check(Link(destination: URL(string: "app://radar")!) { Image(bitmap: photo(60)).resizable().frame(width: 60, height: 60) })
        let f = try #require(mute.findings.first { $0.rule == CheckRule.controlWithoutLabel })
        #expect(f.message.contains("VoiceOver reads this link as \"link\""))
        let named = try check(Link(destination: URL(string: "app://radar")!) {
            VStack { Image(bitmap: photo(60)).resizable().frame(width: 60, height: 60); Text("Radar") }
        })
        #expect(!named.findings.contains { $0.rule == CheckRule.controlWithoutLabel || $0.rule == CheckRule.imageWithoutLabel })
    }

    @Test("An animation of 3 s, or one that repeats forever, is over the 2 s iOS runs a widget's animations for; 1 s is fine")
    func animationTooLong() throws {
        let slow = try check(Text("7").animation(.linear(duration: 3), value: 7))
        let f = try #require(slow.findings.first { $0.rule == DiagnosticCode.animationTooLong.rawValue })
        #expect(f.message.contains("runs 3 s") && f.message.contains("after 2 s"))
        let forever = try check(Text("7").animation(.easeInOut.repeatForever(), value: 7))
        #expect(forever.findings.first { $0.rule == DiagnosticCode.animationTooLong.rawValue }?.message.contains("repeats forever") == true)
        let delayed = try check(Text("7").animation(.spring.delay(1.6), value: 7))
        #expect(delayed.findings.contains { $0.rule == DiagnosticCode.animationTooLong.rawValue })
        let quick = try check(Text("7").animation(.easeOut(duration: 1), value: 7))
        #expect(!quick.findings.contains { $0.rule == DiagnosticCode.animationTooLong.rawValue })
    }

    @Test("A 3,000 x 3,000 px photo alone needs 34.3 MB decoded, over the 30 MB of a widget extension")
    func extensionMemory() throws {
        let report = try check(Image(bitmap: photo(3000)).resizable().accessibilityLabel("Photo"))
        let f = try #require(report.findings.first { $0.rule == CheckRule.extensionMemory })
        #expect(f.severity == .error && f.message.contains("over the 30.0 MB iOS allows"))
        let fine = try check(Image(bitmap: photo(600)).resizable().accessibilityLabel("Photo"))
        #expect(!fine.findings.contains { $0.rule == CheckRule.extensionMemory })
        #expect(PlatformLimits.builtIn.extensionMemory.watch == 15 * 1_048_576)
    }

    @Test("Text cut off at the size checked is a note naming the string, in every cell it happens in")
    func truncatedText() throws {
        let report = try check(Text("Thunderstorms expected through the whole afternoon").lineLimit(1))
        let f = try #require(report.findings.first { $0.rule == DiagnosticCode.textTruncated.rawValue })
        #expect(f.severity == .info && f.message.hasPrefix("\"Thunderstorms expected through the whole…\" is cut off"))
        #expect(f.cells == ["small-light", "small-light-ar", "small-dark-standby"])
        // The summary lists cut-off text as a table: the text, where, the first cell, how many.
        let row = try #require(report.summary.split(separator: "\n").first { $0.contains("\"Thunderstorms expected thr") })
        #expect(row.hasSuffix("small-light  3"), "\(report.summary)")
        #expect(report.summary.contains("\n  text ") && report.summary.contains("  from "))
        let fits = try check(Text("Sunny").lineLimit(1))
        #expect(!fits.findings.contains { $0.rule == DiagnosticCode.textTruncated.rawValue })
    }

    @Test("The HTML report shows each finding with the render of its first cell inline, escaped")
    func htmlReport() throws {
        let report = try WidgetRenderer.check(ViewSource(Image(bitmap: photo(900)).resizable(), named: "<photo>", families: [.systemSmall]),
                                              name: "<photo>", matrix: Self.small, pictures: true, threads: 1)
        #expect(report.pictures.map(\.cell) == ["small-light"])
        let png = try #require(report.pictures.first?.png)
        #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        let page = report.html()
        #expect(page.contains("<h2 id=\"imagePixelArea\">imagePixelArea (1)</h2>"))
        #expect(page.contains("<h2 id=\"imageWithoutLabel\">"))
        #expect(page.contains("src=\"data:image/png;base64,\(Data(png).base64EncodedString())\""))
        #expect(page.contains("&lt;photo&gt;") && !page.contains("<photo>"))
        // The JSON document leaves the pictures out.
        let json = try #require(String(data: try JSONEncoder().encode(report), encoding: .utf8))
        #expect(!json.contains("pictures") && !json.contains("png"))
    }

    @Test("The built-in limits name their sources and say they are empirical")
    func limitsCiteTheirSources() {
        let limits = PlatformLimits.builtIn
        #expect(limits.imagePixelArea.warning == 718_080 && limits.imagePixelArea.error == 2_121_055)
        #expect(limits.imagePixelArea.empirical && limits.imagePixelArea.source.contains("forums/thread/773785"))
        #expect(limits.timeline.maximumEntries == 400 && limits.timeline.source.contains("forums/thread/733081"))
    }
}
