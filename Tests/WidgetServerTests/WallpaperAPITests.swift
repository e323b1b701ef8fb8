import Foundation
import Testing
import WidgetRender

/// The preview's device and wallpaper-slot axes: `GET /v1/devices`, `GET /v1/wallpapers`, and
/// `device`, `wallpaper` and `slot` in a render, drawn as the facade draws them.
@Suite("Devices and wallpapers") struct WallpaperAPITests {
    @Test("GET /v1/wallpapers pairs light and dark files by name, reads sizes from headers and says why a file is unusable")
    func listing() async throws {
        let a = try await send("GET", "/v1/wallpapers")
        #expect(a.status == 200)
        expectConforms(a, "GET", "/v1/wallpapers")
        let list = try #require(a.json["wallpapers"] as? [[String: Any]])
        #expect(list.map { $0["name"] as? String } == ["odd", "wallpaper-1290x2796", "wallpaper-750x1334"])
        let pair = try #require(list.first { $0["name"] as? String == "wallpaper-1290x2796" })
        #expect(pair["schemes"] as? [String] == ["light", "dark"])
        #expect(pair["size"] as? String == "1290x2796")
        #expect(pair["devices"] as? [String] == ["1290x2796"])
        #expect((pair["models"] as? [String])?.contains("iPhone 15 Pro Max") == true)
        let single = try #require(list.first { $0["name"] as? String == "wallpaper-750x1334" })
        #expect(single["schemes"] as? [String] == ["light"])
        let odd = try #require(list.first { $0["name"] as? String == "odd" })
        #expect((odd["error"] as? String)?.contains("640x480") == true)
        let slots = try #require(a.json["slots"] as? [String: [String]])
        #expect(slots["medium"] == ["top", "middle", "bottom"])
        #expect(slots["small"]?.count == 6)
    }

    @Test("GET /v1/devices lists the catalog's devices with their points and scale")
    func devices() async throws {
        let a = try await send("GET", "/v1/devices")
        #expect(a.status == 200)
        expectConforms(a, "GET", "/v1/devices")
        let devices = try #require(a.json["devices"] as? [[String: Any]])
        let mini = try #require(devices.first { $0["id"] as? String == "1125x2436-mini" })
        #expect(mini["points"] as? [Int] == [375, 812])
        #expect(mini["scale"] as? Int == 3)
        #expect((mini["models"] as? [String])?.contains("iPhone 13 mini") == true)
    }

    @Test("A render on a wallpaper slot is the facade's image over that screenshot, per scheme; another slot differs")
    func renderOnWallpaper() async throws {
        let catalog = try DeviceCatalog.builtIn()
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/Wallpapers")
        let wallpapers = try Wallpapers(
            light: Screenshot.load(contentsOfFile: folder.appendingPathComponent("wallpaper-1290x2796-light.png").path, catalog: catalog),
            dark: Screenshot.load(contentsOfFile: folder.appendingPathComponent("wallpaper-1290x2796-dark.png").path, catalog: catalog))
        let template = try WidgetTemplate.load(from: TestServer.repository.appendingPathComponent("Templates/countdown"))
        for scheme in [ColorScheme.light, .dark] {
            let a = try await send("POST", "/v1/render", body: body(["template": "countdown", "family": "medium", "scheme": scheme.rawValue,
                                                                    "wallpaper": "wallpaper-1290x2796", "slot": "bottom"]))
            #expect(a.status == 200, "\(String(decoding: a.body, as: UTF8.self))")
            expectConforms(a, "POST", "/v1/render")
            var options = RenderOptions(png: .fast)
            options.homeScreen = HomeScreenPlacement(wallpapers: wallpapers, position: "bottom", catalog: catalog)
            let job = try #require(try WidgetRenderer.plan(BoundTemplate(template, defaultDate: RenderOptions().now),
                                                           matrix: RenderMatrix(families: [.systemMedium], colorSchemes: [scheme]),
                                                           options: options).first)
            let expected = try job.render().pngData()
            #expect([UInt8](a.body) == expected)
            // iPhone 14/15 Pro Max, medium: 364 x 170 pt at 3x (device catalog).
            #expect(pngSize(a.body).map { [$0.width, $0.height] } == [1092, 510])
        }
        let top = try await send("POST", "/v1/render", body: body(["template": "countdown", "family": "medium",
                                                                  "wallpaper": "wallpaper-1290x2796", "slot": "top"]))
        let bottom = try await send("POST", "/v1/render", body: body(["template": "countdown", "family": "medium",
                                                                     "wallpaper": "wallpaper-1290x2796", "slot": "bottom"]))
        #expect(top.status == 200 && top.body != bottom.body)
    }

    @Test("A device without a wallpaper sizes the widget for that phone")
    func deviceSizesTheWidget() async throws {
        let a = try await send("POST", "/v1/render", body: body(["template": "countdown", "family": "small", "device": "iphone-13-mini"]))
        #expect(a.status == 200)
        #expect(pngSize(a.body).map { [$0.width, $0.height] } == [465, 465])
    }

    @Test("One screenshot serves both schemes, with a diagnostic saying the dark one is missing")
    func singleScreenshotBothSchemes() async throws {
        let a = try await send("POST", "/v1/render", body: body(["template": "countdown", "family": "small", "scheme": "dark",
                                                                "wallpaper": "wallpaper-750x1334", "format": "json"]))
        #expect(a.status == 200, "\(String(decoding: a.body, as: UTF8.self))")
        let image = try #require(a.json["image"] as? [String: Any])
        #expect(image["scale"] as? Double == 2)
        let diagnostics = try #require(a.json["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.contains { ($0["message"] as? String)?.lowercased().contains("dark") == true }, "\(diagnostics)")
    }
}
