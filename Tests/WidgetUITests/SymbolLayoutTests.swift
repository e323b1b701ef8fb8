import Testing
import WidgetUI

/// SF Symbol frames and baselines with the bundled fonts: a symbol with template numbers takes
/// iOS's box (``SymbolBoxes``: its margins wide, its ink plus padding tall, on SF's cap
/// midline); others keep the nominal rule (1.6 × the font's cap height).
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

    /// circle's Regular-S template numbers (`Fonts/Symbols/symbol-boxes.json`): advance, ink top
    /// and bottom above the baseline, in 100 pt small-scale units.
    static let circle = (advance: 92.53, inkTop: 74.66, inkBottom: -4.15)
    /// One template unit in points at `size` and a scale factor (Apple: medium = small / 0.783).
    static func unit(_ size: Double, _ factor: Double) -> Double { size / 100 * 1.27714 * factor }

    @Test("circle's box at body, title and 40 pt, at the small, medium and large scales: the template's margins wide, its ink plus 0.0875 em above and below tall",
          arguments: [(Font.body, 17.0), (Font.title, 28.0), (Font.system(size: 40), 40.0)])
    func boxSizes(font: Font, size: Double) throws {
        for (scale, factor) in zip(Image.Scale.allCases, [0.783, 1.0, 1.29]) {
            let s = try frames(font, scale).symbol, u = Self.unit(size, factor)
            #expect(near(s.width, Self.circle.advance * u, 0.01), "\(scale): \(s)")
            #expect(near(s.height, (Self.circle.inkTop - Self.circle.inkBottom) * u + 2 * 0.0875 * size, 0.01), "\(scale): \(s)")
        }
    }

    @Test("Scales keep Apple's template ratios in width: small is 0.783 × medium, large 1.29 × medium")
    func scaleRatios() throws {
        let small = try frames(.body, .small).symbol.width, medium = try frames(.body, .medium).symbol.width
        let large = try frames(.body, .large).symbol.width
        #expect(near(small / medium, 0.783, 1e-9) && near(large / medium, 1.29, 1e-9))
    }

    @Test("On a text baseline the symbol sits where its template puts it: the box top is the ink top (SF's cap midline + the template's offset) plus the padding")
    func baselineAlignment() throws {
        let (t, s) = try frames(.body, .medium)
        let baseline = t.minY + Self.firstBaseline(17)
        // Ink top above the baseline: SF's cap midline (70.459 / 2 units at 100 pt) + (74.66 − 35.2295) medium units.
        let inkTop = 35.2295 * 0.17 + (Self.circle.inkTop - 35.2295) * Self.unit(17, 1)
        #expect(near(baseline - s.minY, inkTop + 0.0875 * 17, 0.02), "symbol \(s), text \(t)")
    }

    @Test("Boxes follow each symbol's template: a heart is wider than a filled square, a filled square narrower than a circle")
    func inkFrames() throws {
        let heart = try frames(.body, .medium, "heart.fill").symbol
        let square = try frames(.body, .medium, "square.fill").symbol
        let circle = try frames(.body, .medium).symbol
        #expect(near(heart.width, 96.39 * Self.unit(17, 1), 0.01))
        #expect(near(square.width, 90.67 * Self.unit(17, 1), 0.01))
        #expect(heart.width > square.width && square.width < circle.width)
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

    @Test("Suggestions for an unknown name go by its words first (snow: snowflake, then names with the word snow), then by spelling")
    func suggestionsByMeaning() {
        let catalog = SymbolCatalog.shared
        let snow = catalog.nearestNames(to: "snow")   // was "stop", "ant", "book": nearest by spelling
        #expect(snow.count == 3 && snow.first == "snowflake" && snow.allSatisfy { $0.split(separator: ".").contains { $0.hasPrefix("snow") } })
        #expect(catalog.nearestNames(to: "Sun.Max").first == "sun.max")
        #expect(catalog.nearestNames(to: "cloud.sun.fil").first == "cloud.sun.fill")
        #expect(catalog.nearestNames(to: "clod.sun").first == "cloud.sun")   // no word shared: by spelling
        #expect(catalog.nearestNames(to: String(repeating: "x", count: 65)).isEmpty)
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
        let inkTop = 35.2295 * 0.17 + (Self.circle.inkTop - 35.2295) * Self.unit(17, 1)
        #expect(near(text[1] + Self.firstBaseline(17) - sym[1], inkTop + 0.0875 * 17, 0.02))  // on the baseline where the template puts it
        #expect(near(sym[3], (Self.circle.inkTop - Self.circle.inkBottom) * Self.unit(17, 1) + 2 * 0.0875 * 17, 0.01))
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

