import ExampleWidgets
import Foundation
import Testing
import WidgetRender

/// The facade as the one owner of a render: the canvas worked out once, every diagnostic in
/// one list, templates and views through the same path, one device table.
@MainActor @Suite("The render path")
struct RenderPathTests {
    @Test("Link lints and rules are in the widget's diagnostics, after layout's, in compose and in render")
    func linkDiagnosticsMerged() throws {
        let composed = try WidgetRenderer.compose(Extension_TwoEntryView(), options: RenderOptions(family: .systemMedium))
        #expect(composed.diagnostics.map(\.code) == [.linkTooSmall, .linkTooSmall])
        #expect(composed.diagnostics == composed.linkMap.diagnostics)
        let small = try WidgetRenderer.render(Extension_TwoEntryView(), options: RenderOptions(family: .systemSmall))
        #expect(small.diagnostics.map(\.code).contains(.linkInSmallWidget))
        #expect(small.diagnostics.filter { $0.code == .linkIgnored }.count == 2)
    }

    @Test("The link profile travels inside the options: ios17 makes small-widget Links tappable")
    func profileInOptions() throws {
        let map = try WidgetRenderer.compose(Extension_TwoEntryView(),
                                             options: RenderOptions(family: .systemSmall, linkProfile: .iOS17)).linkMap
        #expect(map.profile == .iOS17)
        #expect(map.activeRegions.count == 2)
    }

    @Test("With a home screen the canvas is the screenshot's device, whatever the options' device says")
    func homeScreenCanvas() throws {
        let shot = try Screenshot.load(contentsOfFile: RenderPathTests.wallpaper("wallpaper-1290x2796-light.png"),
                                       catalog: DeviceCatalog.builtIn())
        var options = RenderOptions(family: .systemSmall, device: .iPhone390x844)
        options.homeScreen = try HomeScreenPlacement(wallpapers: Wallpapers(light: shot), position: "top-right")
        let canvas = try WidgetCanvas(options)
        #expect(canvas.device.id == "1290x2796")
        #expect(canvas.size == Size(width: 170, height: 170))
        #expect(canvas.pixelSize == PixelSize(width: 510, height: 510))
        #expect(canvas.placement?.slot.id == "small-top-right")
        let rendered = try WidgetRenderer.render(Color.clear, options: options)
        #expect((rendered.pixelWidth, rendered.pixelHeight) == (510, 510))
        #expect(try WidgetRenderer.compose(Color.clear, options: options).canvas.device == rendered.canvas.device)
        // Dark requested without a dark screenshot: the light one, and a warning.
        options.colorScheme = .dark
        #expect(try WidgetCanvas(options).diagnostics.map(\.code) == [.darkWallpaperMissing])
        // A family with no home-screen slot is a typed home-screen error.
        options.family = .systemExtraLarge
        #expect(throws: RenderError.self) { try WidgetCanvas(options) }
    }

    @Test("A template instance renders through the same path as a view, with its diagnostics first")
    func templateThroughFacade() throws {
        let template = try WidgetTemplate.load(from: RenderPathTests.repository.appendingPathComponent("Templates/link-demo"))
        let jobs = try WidgetRenderer.plan(BoundTemplate(template), matrix: RenderMatrix(families: [.systemMedium], colorSchemes: [.dark]))
        let job = try #require(jobs.first)
        #expect(jobs.count == 1)
        #expect(job.cell.fileStem("link-demo") == "link-demo-medium-dark")
        let widget = try job.render()
        #expect(widget.canvas.colorScheme == .dark)
        #expect(widget.diagnostics.map(\.code) == [.linkTooSmall, .linkTooSmall])
        #expect(try job.compose().displayList.dump() == widget.displayList.dump())
    }

    @Test("Device profiles come from the catalog: the default is 1170x2532 at 158, 338 and 354 pt")
    func oneDeviceTable() throws {
        let d = DeviceProfile.iPhone390x844
        #expect(d.id == "1170x2532" && d.scale == 3)
        #expect(d.small == Size(width: 158, height: 158))
        #expect(d.medium == Size(width: 338, height: 158))
        #expect(d.large == Size(width: 338, height: 354))
        let catalog = try DeviceCatalog.builtIn()
        #expect(DeviceProfile.all.count == catalog.devices.filter { !$0.layouts.isEmpty }.count)
        for profile in DeviceProfile.all {
            let device = try #require(catalog.devices.first { $0.id == profile.id })
            let layout = try #require(DeviceProfile.defaultLayout(of: device))
            #expect(profile == DeviceProfile(catalogDevice: device, layout: layout))
        }
        #expect(try catalog.profile(named: "iphone-13-mini", layout: LayoutQuery(ios: 17)).small == Size(width: 155, height: 155))
    }

    @Test("A diagnostic round-trips through JSON with a typed code, and writes location null when it has none")
    func diagnosticJSON() throws {
        let d = Diagnostic(.warning, code: .linkTooSmall, message: "m")
        let data = try JSONEncoder().encode(d)
        #expect(String(decoding: data, as: UTF8.self).contains("\"location\":null"))
        #expect(try JSONDecoder().decode(Diagnostic.self, from: data) == d)
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static func wallpaper(_ name: String) -> String {
        repository.appendingPathComponent("Examples/Wallpapers/\(name)").path
    }
}
