import AssetSymbolGeneration
import Foundation
import Testing
import WidgetRender

/// Xcode's generated asset symbols, as the AssetSymbols plugin writes them for this target's
/// `Assets.xcassets` (BrandColor: #3366FF, dark #FF0000; Red: #00FF00; Icons/StarImage: a 20x20
/// green @2x and a 30x30 blue @3x PNG).
@Suite("Asset symbols (the AssetSymbols plugin)")
struct AssetSymbolsTests {
    @Test("Xcode's names: camel case, namespaces joined, a trailing Color or Image dropped",
          arguments: [
              ("AccentColor", "accent"), ("color_000000", "color000000"), ("TreeShopBlack", "treeShopBlack"),
              ("Background1-Dark", "background1Dark"), ("assets/images/tab1", "assetsImagesTab1"),
              ("URLIcon", "urlIcon"), ("giftColor", "gift"), ("HeroImage", "hero"), ("Color", "color"),
              ("brand Color", "brand"), ("3DTouch", "_3DTouch"), ("default", "`default`"), ("ÉtéBlue", "étéBlue"),
          ])
    func names(asset: String, symbol: String) {
        #expect(AssetSymbolNames.symbol(for: asset) == symbol)
    }

    @Test("Two assets of one kind with one symbol: the first keeps it and a warning names both")
    func collisions() {
        let (source, warnings) = AssetSymbolSource.source(catalogs: [("/x/Assets.xcassets", [
            AssetEntry(name: "gift", kind: .image), AssetEntry(name: "giftColor", kind: .image),
            AssetEntry(name: "giftColor", kind: .color),
        ])])
        #expect(warnings == ["The \"giftColor\" image asset name resolves to the symbol \"gift\", which \"gift\" already has; rename one of them."])
        #expect(source.contains("static let gift = ImageResource(name: \"gift\", catalog: \"/x/Assets.xcassets\")"))
        #expect(source.contains("static let gift = ColorResource(name: \"giftColor\", catalog: \"/x/Assets.xcassets\")"))
        #expect(!source.contains("ImageResource(name: \"giftColor\""))
    }

    @Test("The plugin's symbols name this target's assets, namespaced ones with their folder")
    func generated() {
        #expect(ColorResource.brand.name == "BrandColor")
        #expect(ColorResource.red.name == "Red")
        #expect(ImageResource.iconsStar.name == "Icons/StarImage")
        #expect(ImageResource.iconsStar.catalog?.lastPathComponent == "Assets.xcassets")
    }

    @Test("Color(.brand), Color.brand and .foregroundStyle(.brand) draw the catalog's color with no environment; dark in dark")
    func colors() throws {
        let options = RenderOptions(family: .systemSmall, contentMargins: nil, cornerRadius: nil)
        var dark = options
        dark.colorScheme = .dark
        let brand = RGBA(red: 0x33 / 255, green: 0x66 / 255, blue: 1, alpha: 1)
        for view in [AnyView(Color(.brand)), AnyView(Color.brand), AnyView(Rectangle().foregroundStyle(.brand))] {
            #expect(try WidgetRenderer.render(view, options: options).bitmap.color(atX: 200, y: 200) == brand)
            #expect(try WidgetRenderer.render(view, options: dark).bitmap.color(atX: 200, y: 200) == RGBA(red: 1, green: 0, blue: 0, alpha: 1))
        }
    }

    @Test("An asset named like a SwiftUI color gets a resource symbol only: Color.red stays SwiftUI's red")
    func reservedNames() throws {
        let options = RenderOptions(family: .systemSmall, contentMargins: nil, cornerRadius: nil)
        #expect(try WidgetRenderer.render(Color(.red), options: options).bitmap.color(atX: 200, y: 200) == RGBA(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(try WidgetRenderer.render(Color.red, options: options).bitmap.color(atX: 200, y: 200) != RGBA(red: 0, green: 1, blue: 0, alpha: 1))
    }

    @Test("Image(.iconsStar) takes the @3x file on a @3x device: 10x10 pt of blue")
    func image() throws {
        let w = try WidgetRenderer.render(Image(.iconsStar), options: RenderOptions(family: .systemSmall, contentMargins: nil, cornerRadius: nil))
        let l = try WidgetLayout(Image(.iconsStar).id("star"), in: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(l.frame(of: "star")?.size == Size(width: 10, height: 10))
        #expect(w.bitmap.color(atX: w.pixelWidth / 2, y: w.pixelHeight / 2) == RGBA(red: 0, green: 0, blue: 1, alpha: 1))
    }
}
