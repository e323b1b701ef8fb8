import Foundation
import Testing
import WidgetRender

/// Asset catalogs: color sets with any/dark variants, image sets at the device scale, UIImage.
@Suite("Asset catalogs")
struct AssetCatalogTests {
    /// Writes `Assets.xcassets` with a color set, a namespaced folder and a 1x/2x/3x image set
    /// whose files are 10x10, 20x20 and 30x30 pixels of different colors.
    func makeCatalog() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("textapi-\(UUID().uuidString)/Assets.xcassets")
        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try write("Brand.colorset/Contents.json", """
        {"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0x33","green":"102","blue":"1.000","alpha":"1.000"}}},
        {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"1.000","green":"0.500","blue":"0.000","alpha":"1.000"}}}]}
        """)
        try write("Team/Contents.json", #"{"properties":{"provides-namespace":true}}"#)
        try write("Team/Accent.colorset/Contents.json", #"{"colors":[{"idiom":"universal","color":{"color-space":"gray-gamma-22","components":{"white":"0.5","alpha":"1"}}}]}"#)
        try write("logo.imageset/Contents.json", """
        {"images":[{"filename":"logo.png","idiom":"universal","scale":"1x"},{"filename":"logo@2x.png","idiom":"universal","scale":"2x"},{"filename":"logo@3x.png","idiom":"universal","scale":"3x"}]}
        """)
        for (n, name, argb) in [(10, "logo.png", UInt32(0xFFFF0000)), (20, "logo@2x.png", 0xFF00FF00), (30, "logo@3x.png", 0xFF0000FF)] {
            let bitmap = try #require(Bitmap(width: n, height: n, pixels: Array(repeating: argb, count: n * n)))
            try PNGEncoder.write(bitmap, to: root.appendingPathComponent("logo.imageset/\(name)"))
        }
        return root
    }

    @Test("Color sets: any and dark variants, 8-bit, hex and decimal components, namespaced gray")
    func colors() throws {
        let catalog = try AssetCatalog(contentsOf: makeCatalog())
        let brand = try #require(catalog.colors["Brand"])
        #expect(brand.resolve(.light) == RGBA(red: 0.2, green: 0.4, blue: 1, alpha: 1))
        #expect(brand.resolve(.dark) == RGBA(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(catalog.colors["Team/Accent"]?.resolve(.light) == RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
    }

    @Test("Image(\"logo\") takes the @3x file on a @3x device: 10x10 pt of blue pixels")
    func imageAtDeviceScale() throws {
        let catalog = try AssetCatalog(contentsOf: makeCatalog())
        let view = Image("logo").environment(\.assetCatalog, catalog)
        let w = try WidgetRenderer.render(view, options: RenderOptions(family: .systemSmall, contentMargins: nil, cornerRadius: nil))
        let c = try #require(w.bitmap.color(atX: 237, y: 237))
        #expect(c == RGBA(red: 0, green: 0, blue: 1, alpha: 1))
        let l = try WidgetLayout(Image("logo").id("i").environment(\.assetCatalog, catalog), in: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(l.frame(of: "i")?.size == Size(width: 10, height: 10))
        #expect(catalog.image(named: "logo", scale: 2, scheme: .light)?.path.hasSuffix("logo@2x.png") == true)
    }

    @Test("Color(\"Brand\") inside a body follows the scheme; an unknown name is assetNotFound")
    func colorInBody() throws {
        let catalog = try AssetCatalog(contentsOf: makeCatalog())
        let dark = try WidgetRenderer.render(BrandSwatch().environment(\.assetCatalog, catalog),
                                             options: RenderOptions(family: .systemSmall, colorScheme: .dark, contentMargins: nil, cornerRadius: nil))
        #expect(dark.bitmap.color(atX: 100, y: 100) == RGBA(red: 1, green: 0.5, blue: 0, alpha: 1)
                || dark.bitmap.color(atX: 100, y: 100) == RGBA(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
        let missing = try WidgetRenderer.render(MissingSwatch().environment(\.assetCatalog, catalog),
                                                options: RenderOptions(family: .systemSmall))
        #expect(missing.diagnostics.contains { $0.code == .assetNotFound })
    }

    @Test("UIImage(named:) finds the image set; a missing name is nil; Image(uiImage:) draws it")
    func uiImage() throws {
        let catalog = try AssetCatalog(contentsOf: makeCatalog())
        let l = try WidgetLayout(UIImageProbe().environment(\.assetCatalog, catalog), in: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(l.frame(of: "found")?.size == Size(width: 10, height: 10))
        #expect(l.frame(of: "missing") != nil)
    }
}

private struct BrandSwatch: View {
    var body: some View { Color("Brand") }
}
private struct MissingSwatch: View {
    var body: some View { Color("Nope") }
}
private struct UIImageProbe: View {
    var body: some View {
        VStack {
            if let image = UIImage(named: "logo") { Image(uiImage: image).id("found") }
            if UIImage(named: "nope") == nil { Text("none").id("missing") }
        }
    }
}
