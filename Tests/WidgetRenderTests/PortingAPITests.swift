import Foundation
import Testing
import WidgetTestSupport
import WidgetRender
import WidgetRaster

/// SwiftUI and UIKit names that ported library code needed (Tests/PortedOracleTests): each does
/// what SwiftUI documents, or its documented still-image equivalent.
@Suite("APIs ported code needs")
struct PortingAPITests {
    static let size = Size(width: 40, height: 20)

    /// Red on the left half, blue on the right.
    struct Halves: View {
        var body: some View {
            HStack(spacing: 0) { Color.red; Color.blue }.frame(width: 40, height: 20)
        }
    }

    @Test("rotation3DEffect by 180° about the y axis mirrors the drawing; about x it flips it upside down")
    func rotation3DMirror() throws {
        let mirrored = try ViewRender.bitmap(Halves().rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0)), size: Self.size, scale: 1)
        #expect(ViewRender.rgba(mirrored, 5, 10).b > 200 && ViewRender.rgba(mirrored, 5, 10).r < 60, "blue on the left")
        #expect(ViewRender.rgba(mirrored, 35, 10).r > 200 && ViewRender.rgba(mirrored, 35, 10).b < 100, "red on the right")
        let flipped = try ViewRender.bitmap(Halves().rotation3DEffect(.degrees(180), axis: (x: 1, y: 0, z: 0)), size: Self.size, scale: 1)
        #expect(ViewRender.rgba(flipped, 5, 10).r > 200 && ViewRender.rgba(flipped, 5, 10).b < 100, "a flip about x keeps left and right")
    }

    @Test("rotation3DEffect by 60° about y draws the flat projection, half as wide, and says it has no perspective")
    func rotation3DFlattened() throws {
        let view = Color.red.frame(width: 40, height: 20).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
        let layout = try WidgetLayout(view, in: Rect(origin: .zero, size: Self.size))
        #expect(layout.diagnostics.contains { $0.code == .rotation3DFlattened })
        let b = try ViewRender.bitmap(view, size: Self.size, scale: 1)
        #expect(ViewRender.rgba(b, 20, 10).r > 200 && ViewRender.rgba(b, 20, 10).g < 100, "red at the centre")
        #expect(ViewRender.rgba(b, 3, 10).g > 250 && ViewRender.rgba(b, 36, 10).g > 250, "cos 60° = 0.5: white beyond 10 pt either side of the centre")
    }

    @Test("withAnimation runs its body at once and returns its result")
    func withAnimationRuns() {
        var count = 0
        let result = withAnimation(.easeInOut) { count += 1; return count * 10 }
        #expect(count == 1 && result == 10)
    }

    /// A property wrapper as apps write them on `DynamicProperty`, reading the environment.
    @propertyWrapper struct Doubled: DynamicProperty {
        @Environment(\.displayScale) var scale
        var wrappedValue: Double { scale * 2 }
    }
    struct UsesDoubled: View {
        @Doubled var side: Double
        var body: some View { Color.red.frame(width: side, height: side).id("d") }
    }

    @Test("A DynamicProperty wrapper reads the environment where the body runs")
    func dynamicProperty() throws {
        var env = EnvironmentValues()
        env.displayScale = 3
        let layout = try WidgetLayout(UsesDoubled(), in: Rect(x: 0, y: 0, width: 100, height: 100), environment: env)
        #expect(try #require(layout.frame(of: "d")).width == 6)
    }

    /// An asset catalog with a colour set and an image set holding an SVG.
    func catalog() throws -> AssetCatalog {
        let root = ScratchFolder.make("porting").appendingPathComponent("Assets.xcassets")
        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try write("Brand.colorset/Contents.json", #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0x00","green":"0x80","blue":"0xFF","alpha":"1.000"}}}]}"#)
        try write("Badge.imageset/Contents.json", #"{"images":[{"filename":"badge.svg","idiom":"universal"}]}"#)
        try write("Badge.imageset/badge.svg", ##"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="12" viewBox="0 0 24 12"><rect width="24" height="12" fill="#00FF00"/></svg>"##)
        return try AssetCatalog(contentsOf: root)
    }

    @Test("An image set holding an SVG draws the vector at its size; Image(_:bundle:) and UIColor(named:) read the catalog")
    func svgImageSetAndNamedLookups() throws {
        let assets = try catalog()
        struct Probe: View {
            var body: some View {
                HStack(spacing: 0) {
                    Image("Badge", bundle: .main).id("badge")
                    Color(uiColor: UIColor(named: "Brand") ?? .red).frame(width: 10, height: 12)
                }
            }
        }
        var env = EnvironmentValues()
        env.assetCatalog = assets
        let layout = try WidgetLayout(Probe(), in: Rect(x: 0, y: 0, width: 34, height: 12), environment: env)
        #expect(try #require(layout.frame(of: "badge")).size == Size(width: 24, height: 12))
        let b = try ViewRender.bitmap(Probe(), size: Size(width: 34, height: 12), scale: 1) { $0.assetCatalog = assets }
        #expect(ViewRender.rgba(b, 12, 6).g > 200 && ViewRender.rgba(b, 12, 6).r < 40, "the SVG's green")
        let brand = ViewRender.rgba(b, 29, 6)
        #expect(brand.r < 10 && abs(brand.g - 128) < 3 && brand.b > 250, "the colour set")
        #expect(UIColor(named: "Nope") == nil)
    }

    @Test("UIKit's fixed colours are pure components, unlike the system colours")
    func uiKitFixedColors() throws {
        let b = try ViewRender.bitmap(Color(uiColor: .blue).frame(width: 4, height: 4), size: Size(width: 4, height: 4), scale: 1)
        #expect(ViewRender.rgba(b, 2, 2).b == 255 && ViewRender.rgba(b, 2, 2).r == 0 && ViewRender.rgba(b, 2, 2).g == 0)
    }

    @Test("previewLayout(_:) compiles and changes nothing")
    func previewLayoutNoOp() throws {
        let a = try WidgetLayout(Text("Hi").previewLayout(.sizeThatFits).id("t"), in: Rect(x: 0, y: 0, width: 100, height: 40))
        let b = try WidgetLayout(Text("Hi").id("t"), in: Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(a.frame(of: "t") == b.frame(of: "t"))
    }
}
