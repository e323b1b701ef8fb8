import Foundation
import Testing
import WidgetRender

/// `Text + Text`, Text-returning modifiers, Markdown literals, interpolation and `Text(_:format:)`.
@Suite("Concatenated and formatted text")
struct TextRunRenderTests {
    func render<V: View>(_ view: V, family: WidgetFamily = .systemSmall) throws -> RenderedWidget {
        try WidgetRenderer.render(view, options: RenderOptions(family: family, colorScheme: .light))
    }
    func glyphRuns(_ w: RenderedWidget) -> [GlyphRun] {
        w.displayList.items.compactMap { if case .glyphs(let g) = $0 { return g } else { return nil } }
    }

    @Test("Runs keep their own sizes and colors in one paragraph, and wrap across runs")
    func mixedRuns() throws {
        let text = Text("Rain ").bold() + Text("at 4 pm").foregroundColor(.blue).italic()
            + Text(", then clearing overnight").font(.system(size: 12))
        let w = try render(VStack(alignment: .leading) { text }.containerBackground(Color.white, for: .widget))
        try w.writePNG(to: URL(fileURLWithPath: "/tmp/textapi-runs.png"))
        let runs = glyphRuns(w)
        #expect(Set(runs.map(\.size)) == [17, 12])
        #expect(runs.contains { $0.paint == .color(RGBA(hex: 0x0088FF)) })
        // The paragraph wraps: glyphs sit on at least two baselines.
        #expect(Set(runs.compactMap { $0.positions.first?.y }).count >= 2)
    }

    @Test("A single styled Text draws exactly as the same view modifiers do")
    func singleRunMatchesViewModifiers() throws {
        let a = try render(Text(verbatim: "Hello").bold().foregroundColor(.red))
        let b = try render(Text(verbatim: "Hello").modifier(BoldRed()))
        #expect(a.displayList.dump() == b.displayList.dump())
    }

    @Test("Underline and strikethrough draw rectangles along their run; baselineOffset raises it")
    func decorations() throws {
        let text = Text("Strike").strikethrough() + Text(" under").underline(color: .red) + Text("up").baselineOffset(6)
        let w = try render(text)
        let fills = w.displayList.items.compactMap { item -> Paint? in if case .fill(_, let p) = item { return p } else { return nil } }
        #expect(fills.contains(.color(RGBA(hex: 0xFF383C))))
        let ys = glyphRuns(w).compactMap { $0.positions.first?.y }
        #expect(ys.count == 3)
        #expect(abs((ys[0] - ys[2]) - 6) < 0.001)
    }

    @Test("Markdown in a literal: bold, italic, code and link runs; the markup is not drawn")
    func markdown() throws {
        let w = try render(Text("**Bold** *it* `code` [link](https://example.com)"))
        let layout = try WidgetLayout(Text("**Bold** *it* `code` [link](https://example.com)").id("t"), in: Rect(x: 0, y: 0, width: 400, height: 100))
        #expect(layout.dump().contains("Text(\"Bold it code link\")"))
        #expect(glyphRuns(w).contains { $0.paint == .color(RGBA(hex: 0x0088FF)) }) // the link, in the accent color
    }

    @Test("Underscores inside a word are literal, as CommonMark says (snake_case is not italic); between spaces they emphasise")
    func intrawordUnderscores() throws {
        let plain = try render(Text("Extension_Two_SmallView"), family: .systemMedium)
        #expect(glyphRuns(plain).count == 1)
        #expect(glyphRuns(plain).first?.font.fileName == "Inter-Regular.otf")
        let emphasis = try render(Text("a _b_ c"))
        #expect(glyphRuns(emphasis).contains { $0.font.fileName.contains("Italic") })
    }

    @Test("Interpolation: Int as %lld, Double as %lf, specifier, Text and date style")
    func interpolation() throws {
        let n = 1234, x = 3.14159
        let l = try WidgetLayout(VStack {
            Text("\(n) items").id("a")
            Text("\(x)").id("b")
            Text("\(x, specifier: "%.1f")°").id("c")
            Text("Now \(Text("bold").bold())").id("d")
        }, in: Rect(x: 0, y: 0, width: 300, height: 300))
        let d = l.dump()
        #expect(d.contains("Text(\"1234 items\")"))
        #expect(d.contains("Text(\"3.141590\")"))
        #expect(d.contains("Text(\"3.1°\")"))
        #expect(d.contains("Text(\"Now bold\")"))
    }

    @Test("Text(_:format:) formats in the environment's locale and time zone")
    func formats() throws {
        let date = Date(timeIntervalSince1970: 1_768_435_200) // 2026-01-15T00:00:00Z
        let l = try WidgetLayout(VStack {
            Text(1234567, format: .number)
            Text(1234567, format: .number.grouping(.never))
            Text(0.256, format: .percent)
            Text(1234.5, format: .currency(code: "USD"))
            Text(date, format: .dateTime.month(.wide).year())
        }.environment(\.locale, Locale(identifier: "en_US")), in: Rect(x: 0, y: 0, width: 300, height: 300))
        let d = l.dump()
        for s in ["1,234,567", "\"1234567\"", "25.6%", "$1,234.50", "January 2026"] { #expect(d.contains(s), "\(s)") }
        let de = try WidgetLayout(Text(1234.5, format: .number).environment(\.locale, Locale(identifier: "de_DE")),
                              in: Rect(x: 0, y: 0, width: 300, height: 300))
        #expect(de.dump().contains("1.234,5"))
    }
}

extension TextRunRenderTests {
    @Test("Measurement formats: locale units for weather, widths, road distances, as provided")
    func measurements() throws {
        let t = Measurement(value: 21.4, unit: UnitTemperature.celsius)
        let us = Locale(identifier: "en_US"), fr = Locale(identifier: "fr_FR"), gb = Locale(identifier: "en_GB")
        #expect(t.formatted(.measurement(width: .abbreviated, usage: .weather).locale(us)) == "71°F")
        #expect(t.formatted(.measurement(width: .abbreviated, usage: .weather).locale(fr)) == "21°C")
        #expect(t.formatted(.measurement(width: .narrow, usage: .asProvided).locale(us)) == "21.4°")
        #expect(t.formatted(.measurement(width: .wide, usage: .asProvided).locale(us)) == "21.4 degrees Celsius")
        let d = Measurement(value: 10, unit: UnitLength.kilometers)
        #expect(d.formatted(.measurement(width: .abbreviated, usage: .road).locale(gb)) == "6.213727 mi") // Foundation: 1 mi = 1609.34 m
        #expect(d.formatted(.measurement(width: .abbreviated, usage: .road,
                                         numberFormatStyle: .number.precision(.fractionLength(1))).locale(gb)) == "6.2 mi")
        let l = try WidgetLayout(Text(t, format: .measurement(width: .abbreviated, usage: .weather)).environment(\.locale, us),
                                 in: Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(l.dump().contains("Text(\"71°F\")"))
    }
}

extension TextRunRenderTests {
    @Test("Text(AttributedString): font, color and link attributes per run; AttributedString(markdown:) on Linux")
    func attributed() throws {
        var a = AttributedString("Big ")
        a.font = .system(size: 30)
        var b = AttributedString("red")
        b.foregroundColor = .red
        var c = AttributedString(" link")
        c.link = URL(string: "https://example.com")
        let w = try render(Text(a + b + c))
        let runs = glyphRuns(w)
        #expect(Set(runs.map(\.size)) == [30, 17])
        #expect(runs.contains { $0.paint == .color(RGBA(hex: 0xFF383C)) })
        #expect(runs.contains { $0.paint == .color(RGBA(hex: 0x0088FF)) })
        let md = try AttributedString(markdown: "**Bold** and `code`")
        #expect(String(md.characters) == "Bold and code")
        let first = try #require(md.runs.first)
        #expect(first[WidgetRenderAttributes.InlineStyleAttribute.self] == .stronglyEmphasized)
        let l = try WidgetLayout(Text(md), in: Rect(x: 0, y: 0, width: 300, height: 100))
        #expect(l.dump().contains(#"Text("Bold and code")"#))
    }
}

extension TextRunRenderTests {
    @Test("Frames: a line's height is its tallest run's; wrapping adds the next run's line; lineLimit cuts with …")
    func frames() throws {
        let rect = Rect(x: 0, y: 0, width: 300, height: 300)
        let mixed = try WidgetLayout(VStack {
            (Text("A").font(.system(size: 30)) + Text(" b").font(.system(size: 12))).id("mixed")
            Text(verbatim: "A").font(.system(size: 30)).id("big")
            Text(verbatim: "b").font(.system(size: 12)).id("small")
        }, in: rect)
        let m = try #require(mixed.frame(of: "mixed")), big = try #require(mixed.frame(of: "big")), small = try #require(mixed.frame(of: "small"))
        #expect(m.height == big.height)
        #expect(m.width > big.width + small.width)   // plus the space
        let wrapped = try WidgetLayout((Text("Rain at four").bold() + Text(" then clearing")).frame(width: 90).id("w"), in: rect)
        let single = try WidgetLayout(Text(verbatim: "Rain").bold().id("s"), in: rect)
        let w = try #require(wrapped.frame(of: "w")), s = try #require(single.frame(of: "s"))
        #expect(abs(w.height - 3 * s.height) < 0.01)   // three lines of one bold-body height each
        let cut = try render((Text("Rain at four").bold() + Text(" then clearing overnight")).lineLimit(1).frame(width: 120))
        let glyphs = cut.displayList.items.compactMap { item -> GlyphRun? in if case .glyphs(let g) = item { return g } else { return nil } }
        #expect(Set(glyphs.compactMap { $0.positions.first?.y }).count == 1)
        #expect(glyphs.map(\.glyphs.count).reduce(0, +) < "Rain at four then clearing overnight".filter { $0 != " " }.count)
    }
}

private struct BoldRed: ViewModifier {
    func body(content: Content) -> some View { content.bold().foregroundColor(.red) }
}

/// A weather-style widget using the text and color features together, written to /tmp to look at.
@Suite("Text and color showcase")
struct TextShowcaseTests {
    struct Showcase: View {
        let now = Date(timeIntervalSince1970: 1_768_435_200)
        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                Text("Lisbon").font(.headline) + Text(" · ").foregroundColor(.secondary) + Text(now, format: .dateTime.weekday(.wide))
                Text(Measurement(value: 23.6, unit: UnitTemperature.celsius), format: .measurement(width: .abbreviated, usage: .weather))
                    .font(.system(size: 44, weight: .semibold)).monospacedDigit()
                Text("**Sunny**, feels like *25°* — UV `7` ~~rain~~ [details](https://example.com)").font(.footnote)
                Text("High ").foregroundColor(Color(.secondaryLabel)) + Text(0.82, format: .percent).bold()
                    + Text(" humidity").foregroundColor(Color(.displayP3, red: 0.2, green: 0.6, blue: 1))
            }
            .containerBackground(.background, for: .widget)
        }
    }

    @Test("The showcase renders in light and dark with several text colors and both decorations")
    func showcase() throws {
        for scheme in ColorScheme.allCases {
            let w = try WidgetRenderer.render(Showcase(), options: RenderOptions(family: .systemMedium, colorScheme: scheme,
                                                                                  locale: Locale(identifier: "en_GB")))
            try w.writePNG(to: URL(fileURLWithPath: "/tmp/textapi-showcase-\(scheme.rawValue).png"))
            let paints = Set(w.displayList.items.compactMap { item -> String? in if case .glyphs(let g) = item { return "\(g.paint)" } else { return nil } })
            #expect(paints.count >= 4)
            #expect(w.bitmap.color(atX: 2, y: 237) == (scheme == .dark ? RGBA(hex: 0x000000) : RGBA(hex: 0xFFFFFF)))
        }
    }
}
