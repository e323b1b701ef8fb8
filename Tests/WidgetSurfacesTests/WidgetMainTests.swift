import Foundation
import Testing
import WidgetRender

/// `@main` on a bundle or widget: the extension's folder runs as a program that renders it.
@Suite("Widget extension main")
struct WidgetMainTests {
    @Test("render --out-dir --family --scheme all --now writes every phase of each family and scheme with bundle.json; exit 0")
    func renders() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widget-main-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let status = await WidgetMain.run(arguments: ["render", "--out-dir", folder.path, "--family", "systemSmall", "--scheme", "all",
                                                      "--now", "2026-03-01T09:00:00Z"]) { matrix, options in
            #expect(options.now == ISO8601DateFormatter().date(from: "2026-03-01T09:00:00Z"))
            return try await WidgetRenderer.render(bundle: Widgets(), matrix: matrix, options: options)
        }
        #expect(status == 0)
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        // Seed 002's two widgets × small × light and dark × (placeholder, snapshot, 5 entries) + bundle.json.
        #expect(files.count == 2 * 2 * 7 + 1)
        #expect(files.contains("Widget_Extension-small-dark-placeholder.png") && files.contains("Extension_Two-small-light-4.png"))
        #expect(files.contains("bundle.json"))
    }

    @Test("Bad usage exits 64 before anything renders; serve is refused with where to find it; a render error exits 1")
    func refuses() async {
        var called = false
        for arguments in [["--family", "huge"], ["--scheme"], ["--now", "yesterday"], ["serve"], ["--bogus"],
                          ["--assets", "/nonexistent/Assets.xcassets"], ["--assets"]] {
            let status = await WidgetMain.run(arguments: arguments) { _, _ in called = true; return [] }
            #expect(status == 64, "\(arguments)")
        }
        #expect(!called)
        let failed = await WidgetMain.run(arguments: ["--out-dir", "/dev/null/x"]) { _, _ in
            throw RenderError.source(name: "w", message: "boom")
        }
        #expect(failed == 1)
    }

    @Test("--assets gives every render the asset catalog: Color(\"Brand\") draws its color")
    func assets() async throws {
        let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("widget-main-\(UUID().uuidString)/Assets.xcassets")
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: catalog.appendingPathComponent("Brand.colorset"), withIntermediateDirectories: true)
        try Data(#"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1","green":"0","blue":"0","alpha":"1"}}}]}"#.utf8)
            .write(to: catalog.appendingPathComponent("Brand.colorset/Contents.json"))
        var drawn: RGBA?
        let status = await WidgetMain.run(arguments: ["--assets", catalog.path, "--out-dir", catalog.deletingLastPathComponent().path]) { _, options in
            var options = options
            options.contentMargins = nil
            options.cornerRadius = nil
            drawn = try WidgetRenderer.render(BrandFill(), options: options).bitmap.color(atX: 10, y: 10)
            return []
        }
        #expect(status == 0)
        #expect(drawn == RGBA(red: 1, green: 0, blue: 0, alpha: 1))
    }
}

/// Names the color inside `body`, where a render's environment (and its asset catalog) is in force.
private struct BrandFill: View {
    var body: some View { Color("Brand") }
}
