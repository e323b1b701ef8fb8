import Foundation
import Testing
import WidgetRender

/// The example widget of seeds 000/004, as `Examples/Widgets/TransparentPhoto.swift` writes it
/// (that module is not a dependency of this test target): a logo over the backdrop.
struct TransparentPhoto: View {
    var body: some View {
        ZStack {
            Image(repositoryRoot.appendingPathComponent("Examples/Widgets/Resources/logo.png").path)
                .resizable()
                .aspectRatio(contentMode: .fit)
                .padding()
        }
    }
}

@Suite("Transparent widgets over the example wallpapers")
struct TransparentRenderTests {
    let catalog: DeviceCatalog

    init() throws {
        catalog = try DeviceCatalog.builtIn()
    }

    func wallpapers(_ size: PixelSize) throws -> Wallpapers {
        func path(_ scheme: String) -> String {
            repositoryRoot.appendingPathComponent("Examples/Wallpapers/wallpaper-\(size)-\(scheme).png").path
        }
        return try Wallpapers(light: Screenshot.load(contentsOfFile: path("light"), catalog: catalog),
                              dark: Screenshot.load(contentsOfFile: path("dark"), catalog: catalog))
    }

    /// The largest difference of any channel between `a` and `b`.
    static func channelDifference(_ a: UInt32, _ b: UInt32) -> Int {
        var worst = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let x = Int((a >> shift) & 0xFF), y = Int((b >> shift) & 0xFF)
            worst = max(worst, abs(x - y))
        }
        return worst
    }

    @Test("renders every slot light and dark, and placed back at its slot the widget shows no seam",
          arguments: [PixelSize(width: 1170, height: 2532), PixelSize(width: 1290, height: 2796)])
    func noSeam(size: PixelSize) throws {
        let walls = try wallpapers(size)
        let artifacts = ProcessInfo.processInfo.environment["HOMESCREEN_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
        for slot in WidgetSlot.all {
            for scheme in ColorScheme.allCases {
                let result = try WidgetRenderer.renderTransparent(TransparentPhoto(), wallpapers: walls, slot: slot,
                                                                  catalog: catalog, options: RenderOptions(colorScheme: scheme))
                let rect = result.placement.rect, widget = result.widget.bitmap
                let screen = (scheme == .dark ? walls.dark : walls.light)?.bitmap
                let label = "\(size) \(slot) \(scheme)"
                #expect(result.screenshot.source.hasSuffix("-\(scheme.rawValue).png"), "\(label)")
                #expect(widget.width == rect.width && widget.height == rect.height, "\(label)")
                #expect(result.widget.diagnostics.isEmpty, "\(label): \(result.widget.diagnostics)")
                // Transparent outside the continuous corners.
                #expect((widget.pixel(atX: 0, y: 0) ?? .max) >> 24 == 0, "\(label)")
                #expect((widget.pixel(atX: widget.width - 1, y: widget.height - 1) ?? .max) >> 24 == 0, "\(label)")
                // Along the edges, between the corners, the widget is the screenshot, pixel for pixel.
                let scale = result.placement.scale, corner = 36 * scale, margin = 16 * scale
                var edgeMismatches = 0
                for x in stride(from: corner, to: widget.width - corner, by: 1) {
                    for y in [0, margin - 1, widget.height - margin, widget.height - 1] where widget.pixel(atX: x, y: y) != screen?.pixel(atX: rect.x + x, y: rect.y + y) {
                        edgeMismatches += 1
                    }
                }
                for y in stride(from: corner, to: widget.height - corner, by: 1) {
                    for x in [0, margin - 1, widget.width - margin, widget.width - 1] where widget.pixel(atX: x, y: y) != screen?.pixel(atX: rect.x + x, y: rect.y + y) {
                        edgeMismatches += 1
                    }
                }
                #expect(edgeMismatches == 0, "\(label)")
                // Placed back, everything outside the logo (32 pt in) matches the screenshot,
                // corners included (their antialiased edge blends the same pixels): no seam.
                let placed = result.placedOnScreenshot()
                let inset = 32 * scale
                var worst = 0
                for y in (rect.y - 2)..<(rect.maxY + 2) {
                    for x in (rect.x - 2)..<(rect.maxX + 2) {
                        let insideLogoArea = x >= rect.x + inset && x < rect.maxX - inset && y >= rect.y + inset && y < rect.maxY - inset
                        if insideLogoArea { continue }
                        worst = max(worst, Self.channelDifference(placed.pixel(atX: x, y: y) ?? 0, screen?.pixel(atX: x, y: y) ?? 1))
                    }
                }
                #expect(worst <= 1, "\(label): a placed-back pixel differs by \(worst)")
                if let artifacts {
                    try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
                    let base = "transparent-photo-\(size)-\(slot.id)-\(scheme.rawValue)"
                    try result.widget.writePNG(to: artifacts.appendingPathComponent("\(base).png"))
                    try PNGEncoder.write(placed, to: artifacts.appendingPathComponent("\(base)-placed.png"))
                }
            }
        }
    }

    @Test("warns when the layout is marked and when the dark screenshot is missing")
    func warnings() throws {
        let size = PixelSize(width: 1170, height: 2532)
        let light = try wallpapers(size).light
        let result = try WidgetRenderer.renderTransparent(TransparentPhoto(), wallpapers: Wallpapers(light: light),
                                                          slot: WidgetSlot(id: "medium-top"), layout: LayoutQuery(ios: 18, largeIcons: true),
                                                          catalog: catalog, options: RenderOptions(colorScheme: .dark))
        #expect(result.widget.pixelWidth == 1047 && result.widget.pixelHeight == 495)
        #expect(result.widget.diagnostics.map(\.code.rawValue) == ["darkWallpaperMissing", "backdropGeometryMarked", "backdropGeometryMarked", "backdropGeometryMarked"])
        #expect(result.widget.diagnostics.first?.message == "No dark screenshot was given (--wallpaper-dark); the dark widget is drawn over the light screenshot \(light.source).")
    }

    @Test("renders at the catalog's fractional point sizes to the exact pixel size")
    func fractionalPoints() throws {
        // 16 Pro Max with large icons: 530 px small widgets, 176.667 pt at @3x.
        let size = PixelSize(width: 1320, height: 2868)
        let shot = Screenshot(bitmap: try #require(coordinateBitmap(size)), source: "coordinates.png")
        let result = try WidgetRenderer.renderTransparent(EmptyView(), wallpapers: Wallpapers(light: shot),
                                                          slot: WidgetSlot(id: "small-top-right"), layout: LayoutQuery(ios: 18, largeIcons: true),
                                                          catalog: catalog, options: RenderOptions(cornerRadius: nil))
        #expect(result.placement.rect.xywh == [699, 276, 530, 530])
        #expect(result.widget.pixelWidth == 530 && result.widget.pixelHeight == 530)
        // Unmasked, every pixel is the screenshot's: the backdrop maps 1:1.
        #expect(result.widget.bitmap.pixels == (try shot.crop(result.placement)).pixels)
    }

    @Test("a backdrop of the wrong size is stretched, with a diagnostic")
    func resampled() throws {
        var options = RenderOptions(family: .systemSmall)
        options.backdrop = Backdrop(bitmap: try #require(Bitmap(width: 100, height: 100, fill: 0xFF33_6699)))
        let widget = try WidgetRenderer.render(EmptyView(), options: options)
        #expect(widget.diagnostics.map(\.code.rawValue) == ["backdropResampled"])
        #expect(widget.diagnostics.first?.message == "the backdrop is 100x100 px but the widget is 474x474 px; it is stretched to fit, so it will not line up with the home screen. Render with the device of the crop (DeviceProfile(catalogDevice:layout:))")
        #expect(widget.bitmap.pixel(atX: 237, y: 237) == 0xFF33_6699)
    }
}
