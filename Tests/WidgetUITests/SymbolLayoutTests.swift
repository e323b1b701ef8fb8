import Testing
import WidgetUI

/// SF Symbol frames and baselines with the bundled fonts (`SymbolMetrics`): a medium symbol's
/// nominal height is 1.6 × the font's cap height (×0.8 small, ×1.3 large), centred on the
/// cap-height midline; its frame is the icon's ink box.
@Suite("SF Symbol layout")
struct SymbolLayoutTests {
    let canvas = Rect(x: 0, y: 0, width: 300, height: 300)

    func frames(_ font: Font, _ scale: Image.Scale, _ name: String = "circle") throws -> (text: Rect, symbol: Rect) {
        let l = try WidgetLayout(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("H").id("t")
            Image(systemName: name).imageScale(scale).id("s")
        }.font(font), in: canvas)
        return (try #require(l.frame(of: "t")), try #require(l.frame(of: "s")))
    }

    func near(_ a: Double, _ b: Double, _ tolerance: Double = 0.001) -> Bool { abs(a - b) <= tolerance }

    /// The bundled system font's cap height at `size` (what the symbol rule scales from).
    static func capHeight(_ size: Double) -> Double { TextEngine.shared.fontMetrics(for: FontSpec(size: size)).capHeight }

    /// The first baseline below the top of a one-line Text at `size`, on the @3x pixel grid.
    static func firstBaseline(_ size: Double) -> Double {
        var options = TextOptions()
        options.pixelScale = 3
        return TextEngine.shared.layout("H", font: FontSpec(size: size), options: options, maxWidth: nil, maxHeight: nil).firstBaseline
    }

    @Test("circle's box at body, title and 40 pt, at the small, medium and large scales: 1.6 × cap height × 0.8, 1, 1.3",
          arguments: [(Font.body, 17.0), (Font.title, 28.0), (Font.system(size: 40), 40.0)])
    func boxSizes(font: Font, size: Double) throws {
        let medium = 1.6 * Self.capHeight(size)
        #expect(medium > 0.7 * size && medium < 1.3 * size)
        // The circle's ink fills the icon's live area (to within 0.2 %), so its box is the nominal height.
        for (scale, factor) in zip(Image.Scale.allCases, [0.8, 1.0, 1.3]) {
            let s = try frames(font, scale).symbol, side = medium * factor
            #expect(near(s.width, side, side * 0.005) && near(s.height, s.width), "\(scale): \(s)")
        }
    }

    @Test("Scales keep Apple's ratios: small is 0.8 × medium, large 1.3 × medium")
    func scaleRatios() throws {
        let small = try frames(.body, .small).symbol.height, medium = try frames(.body, .medium).symbol.height
        let large = try frames(.body, .large).symbol.height
        #expect(near(small / medium, 0.8, 1e-9) && near(large / medium, 1.3, 1e-9))
    }

    @Test("On a text baseline the symbol's centre is half a cap height above the baseline")
    func baselineAlignment() throws {
        let (t, s) = try frames(.body, .medium)
        let baseline = t.minY + Self.firstBaseline(17)
        #expect(near(s.midY, baseline - Self.capHeight(17) / 2, 0.02), "symbol \(s), text \(t)")
    }

    @Test("Frames follow each icon's ink: a heart is wider than tall, a filled square smaller than a circle")
    func inkFrames() throws {
        let heart = try frames(.body, .medium, "heart.fill").symbol
        let square = try frames(.body, .medium, "square.fill").symbol
        let medium = 1.6 * Self.capHeight(17)
        #expect(near(heart.width, medium, medium * 0.005) && heart.height < heart.width - 1)
        #expect(near(square.width, square.height) && square.width < medium - 1)
    }

    @Test("resizable() makes a symbol take the frame it is offered")
    func resizable() throws {
        let l = try WidgetLayout(Image(systemName: "heart.fill").resizable().frame(width: 60, height: 40).id("s"), in: canvas)
        let s = try #require(l.frame(of: "s"))
        #expect(s.width == 60 && s.height == 40)
    }

    @Test("symbolVariant adds suffixes in SF Symbols' order and falls back when a variant is missing")
    func variants() throws {
        func drawn(_ v: some View) throws -> String {
            let dump = try WidgetLayout(v, in: canvas).dump()
            return String(dump.split(separator: "\"")[1])
        }
        #expect(try drawn(Image(systemName: "heart").symbolVariant(.fill)) == "heart.fill")
        #expect(try drawn(Image(systemName: "heart").symbolVariant(.circle.fill)) == "heart.circle.fill")
        #expect(try drawn(Image(systemName: "bell").symbolVariant(.slash.fill)) == "bell.slash.fill")
        #expect(try drawn(Image(systemName: "bell.fill").symbolVariant(.fill)) == "bell.fill")
        #expect(try drawn(Image(systemName: "wind").symbolVariant(.fill)) == "wind")          // no wind.fill
        #expect(try drawn(Image(systemName: "heart").symbolVariant(.none).symbolVariant(.fill)) == "heart")   // the inner modifier wins
    }

    @Test("An unknown name is a warning naming the nearest known names, and a nominal-size square")
    func unknownName() throws {
        let l = try WidgetLayout(Image(systemName: "cloud.sun.fil").id("s").font(.body), in: canvas)
        let s = try #require(l.frame(of: "s"))
        #expect(near(s.width, 1.6 * Self.capHeight(17), 0.05) && near(s.height, s.width))
        let d = try #require(l.diagnostics.first { $0.code == .unknownSymbol })
        #expect(d.severity == .warning)
        #expect(d.message.contains("\"cloud.sun.fill\""))
        #expect(d.location?.hasSuffix("Image(systemName: \"cloud.sun.fil\")") == true)
    }

    @Test("An approximated icon says so once, as info")
    func approximation() throws {
        let l = try WidgetLayout(Image(systemName: "battery.100"), in: canvas)
        #expect(l.diagnostics.map(\.code) == [.symbolApproximated])
        #expect(l.diagnostics.first?.severity == .info)
    }

    @Test("Text(\"\\(Image(systemName:)) 21°\") sets the symbol on the text's baseline, followed by the text")
    func inlineInText() throws {
        let l = try WidgetLayout(Text("\(Image(systemName: "circle")) 21°").font(.body).id("t"), in: canvas)
        let dump = l.dump()
        #expect(dump.contains(#"Image(systemName: "circle")"#) && dump.contains("Text(\"\u{00A0}21°\")") == false)
        let lines = dump.split(separator: "\n").map(String.init)
        let symbolLine = try #require(lines.first { $0.contains("Image(systemName:") })
        let textLine = try #require(lines.first { $0.contains("Text(") })
        func rect(_ line: String) throws -> [Double] {
            let inner = try #require(line.split(separator: "[").last?.split(separator: "]").first)
            return inner.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        }
        let sym = try rect(symbolLine), text = try rect(textLine)
        #expect(near(text[0], sym[0] + sym[2]))                      // no spacing: the literal's space separates
        #expect(near(sym[1] + sym[3] / 2, text[1] + Self.firstBaseline(17) - Self.capHeight(17) / 2, 0.02))  // on the cap midline
        #expect(near(sym[3], 1.6 * Self.capHeight(17), 0.1))
    }

    @Test("A literal without images is plain text; Text(image) is the symbol alone")
    func literalForms() throws {
        #expect(try WidgetLayout(Text("21°"), in: canvas).dump().hasPrefix(#"Text("21°")"#))
        #expect(try WidgetLayout(Text(Image(systemName: "circle")), in: canvas).dump().hasPrefix(#"Image(systemName: "circle")"#))
    }

    @Test("Image(systemName:variableValue:) draws the whole symbol at the same size and says the value is not drawn")
    func variableValue() throws {
        let plain = try WidgetLayout(Image(systemName: "wifi").id("s"), in: canvas)
        let variable = try WidgetLayout(Image(systemName: "wifi", variableValue: 0.4).id("s"), in: canvas)
        #expect(plain.frame(of: "s") == variable.frame(of: "s"))
        #expect(variable.diagnostics.map(\.code) == [.symbolVariableValueIgnored])
        #expect(plain.diagnostics.isEmpty)
    }
}

