import Testing
import WidgetUI
import WidgetTestSupport

/// SF Symbols take the box iOS gives them (`Fonts/Symbols/symbol-boxes.json`): the width of the
/// template's margin guides, the ink height plus 0.0875 em above and below, centred on SF's cap
/// height midline. Expected values are computed from the template numbers the data file cites
/// (SF Symbols 5 templates, Regular-S) with Apple's scale factors.
@Suite("SF Symbol layout boxes")
struct SymbolBoxTests {
    private func frame(_ view: some View) throws -> Rect {
        let l = try layout(view.id("s"), width: 300, height: 300)
        return try #require(l.frame(of: "s"))
    }

    @Test("xmark at 17 pt regular is 80.86 template units × 1.27714 × 0.17 = 17.56 pt wide (the forum-measured 17.3 within 1.5 %)")
    func xmarkWidth() throws {
        let f = try frame(Image(systemName: "xmark").font(.system(size: 17)))
        #expect(abs(f.width - 80.86 * 1.27714 * 0.17) < 0.01)
        // Ink 65.86 − 4.53 = 61.33 units × 1.27714 × 0.17 plus 2 × 0.0875 × 17 of padding.
        #expect(abs(f.height - (61.33 * 1.27714 * 0.17 + 2 * 0.0875 * 17)) < 0.01)
    }

    @Test("chevron.compact.down at 64 pt light: the 70.33 × 25.67 pt box Apple's forum thread 716773 measured, within 1 % and 3 %")
    func forumMeasurement() throws {
        let f = try frame(Image(systemName: "chevron.compact.down").font(.system(size: 64, weight: .light)))
        #expect(abs(f.width - 70.33) / 70.33 < 0.01, "\(f.width)")
        #expect(abs(f.height - 25.67) / 25.67 < 0.03, "\(f.height)")
    }

    @Test("Image scales follow Apple's template factors: small 0.783, large 1.29 of medium, in width")
    func scales() throws {
        let medium = try frame(Image(systemName: "heart.fill").font(.system(size: 20)))
        let small = try frame(Image(systemName: "heart.fill").font(.system(size: 20)).imageScale(.small))
        let large = try frame(Image(systemName: "heart.fill").font(.system(size: 20)).imageScale(.large))
        #expect(abs(small.width / medium.width - 0.783) < 1e-6)
        #expect(abs(large.width / medium.width - 1.29) < 1e-6)
    }

    @Test("Heavier weights take the template's wider Black margins: a black xmark is wider than an ultralight one")
    func weights() throws {
        let light = try frame(Image(systemName: "xmark").font(.system(size: 17, weight: .ultraLight)))
        let black = try frame(Image(systemName: "xmark").font(.system(size: 17, weight: .black)))
        #expect(abs(light.width - 77.14 * 1.27714 * 0.17) < 0.01)
        #expect(abs(black.width - 85.88 * 1.27714 * 0.17) < 0.01)
    }

    @Test("Text beside a symbol in an HStack starts after the symbol's full margin box and 8 pt")
    func textBesideSymbol() throws {
        let l = try layout(HStack { Image(systemName: "arrow.clockwise").id("i"); Text("Reload").id("t") }, width: 300, height: 100)
        let i = try #require(l.frame(of: "i")), t = try #require(l.frame(of: "t"))
        #expect(abs(t.minX - i.maxX - 8) < 1e-9)
        #expect(i.width > 17)   // the icon's ink is narrower; the box keeps SF's side bearings
    }

    @Test("A name without template numbers keeps the cap-height rule (no crash, a finite box)")
    func unknownName() throws {
        let f = try frame(Image(systemName: "no.such.symbol.name"))
        #expect(f.width.isFinite && f.width > 0)
    }

    @Test("A resizable symbol is sized and stretched by its ink: person .scaledToFit() in 20 × 20 pt is 18.67 × 20 pt as on iOS 18.6 (GoodSwiftUI's references)")
    func resizableByInk() throws {
        let l = try layout(Image(systemName: "person").resizable().scaledToFit().id("p").frame(width: 20, height: 20), width: 300, height: 300)
        let fitted = try #require(l.frame(of: "p"))
        // iOS: 56 × 60 px of ink at @3x; ours within one @3x pixel.
        #expect(abs(fitted.height - 20) < 0.01)
        #expect(abs(fitted.width - 18.67) < 0.34, "\(fitted.width)")
        // The template ink's own aspect decides it, not the box with its side margins.
        let natural = try frame(Image(systemName: "person"))
        #expect(natural.width / natural.height > fitted.width / fitted.height)
    }
}
