import Foundation
import Testing
import ExampleWidgets
import WidgetPreviews

/// Every report of a render spells it the same way (``RenderSummary``): `render --json`, the
/// API's JSON answer, `bundle.json` and the previews' report, for the countdown widget in its
/// medium family, light, full colour.
@Suite("One render summary on every surface")
struct OneSummaryTests {
    /// The keys every summary has, whatever the surface adds (`entries` and `image` in the API).
    static let keys: Set<String> = ["source", "name", "family", "scheme", "renderingMode", "device", "phase", "entry", "date",
                                    "width", "height", "scale", "links", "diagnostics"]

    static func object(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func expectSameSpelling(_ summary: [String: Any], _ surface: String) {
        #expect(Self.keys.isSubset(of: Set(summary.keys)), "\(surface) lacks \(Self.keys.subtracting(summary.keys).sorted())")
        #expect(summary["family"] as? String == "systemMedium", "\(surface): \(summary["family"] ?? "no family")")
        #expect(summary["scheme"] as? String == "light", "\(surface)")
        #expect(summary["renderingMode"] as? String == "full-color", "\(surface)")
        #expect(summary["device"] as? String == "1170x2532", "\(surface)")
        #expect(summary["width"] as? Int == 1014 && summary["height"] as? Int == 474, "\(surface)")
    }

    @Test("render --json, POST /v1/render, bundle.json and the previews' report spell family, scheme and mode alike")
    func everySurfaceSpellsTheSame() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widget-summaries-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }

        // 1. The command line, on the countdown template.
        let cli = Process()
        cli.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("widget-render")
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        cli.arguments = ["render", root.appendingPathComponent("Templates/countdown").path, "--family", "medium", "--scheme", "light",
                         "--out-dir", folder.appendingPathComponent("cli").path, "--json"]
        let out = Pipe()
        cli.standardOutput = out
        try cli.run()
        let printed = out.fileHandleForReading.readDataToEndOfFile()
        cli.waitUntilExit()
        #expect(cli.terminationStatus == 0)
        let cliFiles = try #require(try Self.object(printed)["files"] as? [[String: Any]])
        Self.expectSameSpelling(try #require(cliFiles.first), "render --json")

        // 2. The API, on the countdown preview.
        let api = try await send("POST", "/v1/render", json: ["template": "countdown", "family": "medium", "format": "json"])
        #expect(api.status == 200)
        Self.expectSameSpelling(api.json, "POST /v1/render")
        #expect(api.json["entries"] as? Int == 2)

        // 3. bundle.json, of the countdown widget.
        let frames = try await WidgetRenderer.render(CountdownWidget(), matrix: RenderMatrix(families: [.systemMedium], colorSchemes: [.light]))
        try WidgetRenderer.write(frames, into: folder.appendingPathComponent("bundle"))
        let bundle = try Self.object(Data(contentsOf: folder.appendingPathComponent("bundle/bundle.json")))
        let images = try #require(bundle["images"] as? [[String: Any]])
        let entry = try #require(images.first { $0["phase"] as? String == "entry-0" })
        Self.expectSameSpelling(entry, "bundle.json")
        #expect(entry["source"] as? String == "Countdown")

        // 4. The previews' report (what `render --json` of a previews program prints).
        let report = try WidgetPreviewsCommand.render([testPreviews[0]], into: folder.appendingPathComponent("previews"),
                                                      matrix: RenderMatrix(families: [.systemMedium], colorSchemes: [.light]))
        let encoded = try Self.object(JSONEncoder().encode(report))
        let previewFiles = try #require(encoded["files"] as? [[String: Any]])
        #expect(previewFiles.count == 2)
        Self.expectSameSpelling(try #require(previewFiles.first), "previews report")
        #expect(previewFiles.map { $0["name"] as? String } == ["countdown-medium-light", "countdown-medium-light-1"])
    }
}
