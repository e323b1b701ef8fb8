import Testing
import WidgetUI

/// UIKit semantic colors (light and dark), Display P3 conversion and HSB components.
@Suite("UIKit and color-space colors")
struct UIKitColorTests {
    @Test("Semantic colors resolve to the HIG's light and dark values")
    func semantic() {
        #expect(Color(.systemGray2).resolve(.light) == RGBA(hex: 0xAEAEB2))
        #expect(Color(.systemGray2).resolve(.dark) == RGBA(hex: 0x636366))
        #expect(Color(uiColor: .secondarySystemBackground).resolve(.dark) == RGBA(hex: 0x1C1C1E))
        #expect(Color(uiColor: .secondaryLabel).resolve(.light) == RGBA(hex: 0x3C3C43, alpha: 0.6))
        #expect(Color(.systemIndigo).resolve(.dark) == RGBA(hex: 0x6D7CFF))
        #expect(Color(.separator).resolve(.dark) == RGBA(hex: 0x545458, alpha: 0.6))
    }

    @Test("#colorLiteral makes a UIColor that Color(_:) accepts")
    func colorLiteral() {
        let c = Color(#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(c.resolve(.light) == RGBA(red: 1, green: 0.5, blue: 0, alpha: 1))
    }

    @Test("Display P3 red converts to sRGB red clamped; P3 white stays white; P3 mid-gray stays gray")
    func displayP3() {
        let red = Color(.displayP3, red: 1, green: 0, blue: 0).resolve(.light)
        #expect(abs(red.red - 1) < 1e-9)
        #expect(red.green == 0 && red.blue == 0)
        let white = Color(.displayP3, red: 1, green: 1, blue: 1).resolve(.light)
        #expect(abs(white.red - 1) < 1e-9 && abs(white.green - 1) < 1e-9 && abs(white.blue - 1) < 1e-9)
        // A color inside both gamuts: P3 (0.5, 0.6, 0.4) → sRGB (0.4737, 0.6038, 0.3760) with the cited matrix.
        let mid = Color(.displayP3, red: 0.5, green: 0.6, blue: 0.4).resolve(.light)
        #expect(abs(mid.red - 0.4737) < 1e-4 && abs(mid.green - 0.6038) < 1e-4 && abs(mid.blue - 0.3760) < 1e-4)
    }

    @Test("Color(hue:saturation:brightness:) matches HSB: pure hues and a tint")
    func hsb() {
        #expect(Color(hue: 0, saturation: 1, brightness: 1).resolve(.light) == RGBA(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1).resolve(.light) == RGBA(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(Color(hue: 0.5, saturation: 0.5, brightness: 1).resolve(.light) == RGBA(red: 0.5, green: 1, blue: 1, alpha: 1))
    }
}

/// `.tint` as a foreground style follows `.tint(_:)`.
@Suite("Tint style")
struct TintStyleTests {
    @Test("foregroundStyle(.tint) on a view and on a Text takes the tint in force, else the accent color")
    func tint() throws {
        func paints<V: View>(_ v: V) throws -> [String] {
            let l = try WidgetLayout(v, in: Rect(x: 0, y: 0, width: 200, height: 100))
            return l.draw(bounds: Rect(x: 0, y: 0, width: 200, height: 100)).items.compactMap { item in
                if case .glyphs(let g) = item { return "\(g.paint)" } else { return nil }
            }
        }
        let orange = "\(Paint.color(Color.orange.resolve(.light)))", blue = "\(Paint.color(Color.blue.resolve(.light)))"
        #expect(try paints(Text(verbatim: "a").foregroundStyle(.tint).tint(.orange)) == [orange])
        #expect(try paints(Text(verbatim: "a").foregroundStyle(.tint)) == [blue])
        #expect(try paints(VStack { Text(verbatim: "a") }.foregroundStyle(.tint).tint(.orange)) == [orange])
    }
}
