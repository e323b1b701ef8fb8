import Foundation
import Testing
import WidgetSnapshotTesting

/// `$SNAPSHOT_ARTIFACTS/index.html`: every failure of the run, with working relative links.
@Suite("The failure report")
struct ReportTests {
    @Test("the report lists every failure of the run, its pictures and the command to accept it; links resolve")
    func listsEveryFailure() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        func verify(_ label: String, _ spacing: Double, _ record: SnapshotTestingConfiguration.Record) -> [String] {
            verifyWidgetSnapshot(families: [.systemSmall, .systemMedium], colorSchemes: [.light], record: record,
                                 snapshotDirectory: scratch.references.path, artifactsDirectory: scratch.artifacts,
                                 testName: "badge()") { variant in
                try WidgetRenderer.render(Badge(label: label, spacing: spacing), options: variant.renderOptions())
            }
        }
        _ = verify("Snapshot", 6, .missing)
        // A record of an earlier run is left out and removed.
        let stale = scratch.artifacts.appendingPathComponent("Old/old.small-light")
        try FileManager.default.createDirectory(at: stale, withIntermediateDirectories: true)
        let old = SnapshotReport.Entry(run: "an earlier run", test: "Old", snapshot: "old.small-light.png", referencePath: "/x",
                                       kind: "png", message: "old", acceptCommand: "old", folder: "Old/old.small-light", files: [])
        try JSONEncoder().encode(old).write(to: stale.appendingPathComponent("failure-png.json"))

        let failures = verify("Snapshots", 6, .never)
        #expect(failures.count == 4, "image and text of two families")
        let index = scratch.artifacts.appendingPathComponent("index.html")
        #expect(failures.allSatisfy { $0.contains("Report of this run's failures: \(index.path)") })
        let html = try String(contentsOf: index, encoding: .utf8)
        #expect(html.contains("<h1>4 failing snapshots</h1>"))
        for name in ["badge.small-light.png", "badge.small-light.txt", "badge.medium-light.png", "badge.medium-light.txt"] {
            #expect(html.contains("<h2>\(name)</h2>"), "lists \(name)")
        }
        #expect(!html.contains("old.small-light"))
        #expect(!FileManager.default.fileExists(atPath: stale.appendingPathComponent("failure-png.json").path))
        #expect(html.contains("SNAPSHOT_TESTING_RECORD=failed swift test --filter"))
        #expect(html.contains("Largest difference: ΔE2000"))
        #expect(html.contains("+  text &quot;Snapshots&quot;"))

        // Every link is relative and names a file that exists.
        let links = html.matches(of: /(?:src|href)="([^"]+)"/).map { String($0.output.1) }
        #expect(links.count >= 2 * 6 + 2 * 2)
        for link in links {
            #expect(!link.hasPrefix("/") && !link.contains("://"), "\(link) is relative")
            let path = try #require(link.removingPercentEncoding)
            #expect(FileManager.default.fileExists(atPath: scratch.artifacts.appendingPathComponent(path).path), "\(link) resolves")
        }
        #expect(links.contains { $0.hasSuffix("badge.small-light/diff.png") })
        #expect(links.contains { $0.hasSuffix("badge.medium-light/actual.txt") })
    }
}
